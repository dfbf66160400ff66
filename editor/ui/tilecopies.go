package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// tileCopies is the Tile tab's copies section: how many physical copies
// the tile has and, per copy, its ghost symbols, decorations and label,
// each editable; the editions that show a copy differently are named under
// it. A copy's own ghosts win over the tile's "Ghosts" field, so when the
// tile's value is not what every copy carries the section says so and
// offers to give every copy the tile's value (one undo step): the field
// stays the tile's default, which copies that set nothing follow, and no
// edit of it is silently lost.
type tileCopies struct {
	e       *Editor
	summary *widget.Label
	expand  *widget.Button
	rows    *fyne.Container
	notice  *widget.Label
	unify   *widget.Button
	// noticeRow holds the notice and the button, hidden with them.
	noticeRow *fyne.Container
	copies    []*copyRow
	pictures  *copyPictures
	// lookMix picks the mix whose looks of the copies (an edition's
	// illustrations) the rows edit; mixShown is that mix.
	lookMix      *boundSelect
	lookMixLabel *widget.Label
	mixShown     string
	// shown is the tile whose copies are listed one by one although they
	// are all alike (the designer asked to tell them apart).
	shown   string
	content *fyne.Container
}

// copyRow edits one physical copy.
type copyRow struct {
	index                int
	picture              *canvas.Image // the copy as printed
	name                 *widget.Label
	ghosts, decor, label *boundEntry
	mixLook              *boundEntry // how the chosen mix draws this copy
	ghostsLabel          *widget.Label
	mixLabel             *widget.Label // names the mix mixLook edits
	looks                *widget.Label
	fields, box          *fyne.Container // box: the fields and the looks
}

func newTileCopies(e *Editor) *tileCopies {
	c := &tileCopies{e: e, summary: widget.NewLabel(""), notice: widget.NewLabel(""), pictures: newCopyPictures()}
	// One line: a wrapping label laid out before the window has its width
	// keeps the height of its first, narrow layout (the Tile tab then moved
	// when the section was next refreshed).
	c.summary.Truncation = fyne.TextTruncateEllipsis
	c.notice.Wrapping = fyne.TextWrapWord
	c.notice.Importance = widget.WarningImportance
	c.expand = widget.NewButton("Edit copies one by one", func() {
		if t := e.selectedTile(); t != nil {
			c.shown = t.ID
			c.refresh()
		}
	})
	c.unify = widget.NewButton("", func() {
		if t := e.selectedTile(); t != nil {
			e.do(editor.SetGhostsOnEveryCopy{Tile: t.ID, N: t.Ghosts})
		}
	})
	c.rows = container.NewVBox()
	c.unify.Importance = widget.LowImportance
	c.noticeRow = container.NewBorder(nil, nil, nil, c.unify, c.notice)
	c.lookMix = newBoundSelect(nil, func(id string) {
		c.mixShown = id
		c.refresh()
	})
	c.lookMix.PlaceHolder = "looks in mix"
	// The summary has a line of its own: beside the buttons it was cut
	// to "2 copies (the most a mix hol…".
	c.lookMixLabel = widget.NewLabel("Looks in")
	c.content = container.NewVBox(c.summary, container.NewHBox(c.expand, c.lookMixLabel, c.lookMix.Select), c.rows, c.noticeRow)
	return c
}

// row returns the widgets of copy i, made the first time.
func (c *tileCopies) row(i int) *copyRow {
	for len(c.copies) <= i {
		n := len(c.copies)
		tileID := func() string {
			if t := c.e.selectedTile(); t != nil {
				return t.ID
			}
			return ""
		}
		r := &copyRow{index: n, name: widget.NewLabel(fmt.Sprintf("Copy %d", n+1)), looks: widget.NewLabel("")}
		r.looks.Wrapping = fyne.TextWrapWord
		r.looks.Importance = widget.LowImportance
		r.ghosts = newBoundEntry(c.e, "tile's", func(s string) {
			t := c.e.selectedTile()
			if t == nil {
				return
			}
			g := t.Ghosts // empty: the copy takes the tile's value
			if s = strings.TrimSpace(s); s != "" {
				v, err := strconv.Atoi(s)
				if err != nil {
					c.e.refuse(fmt.Sprintf("ghosts of copy %d: %q is not a whole number", n+1, s))
					return
				}
				g = v
			}
			c.e.do(editor.SetCopyGhosts{Tile: t.ID, Copy: n, N: g})
		})
		r.decor = newBoundEntry(c.e, "decorations", func(s string) {
			c.e.do(editor.SetCopyDecorations{Tile: tileID(), Copy: n, Tags: s})
		})
		r.label = newBoundEntry(c.e, "label", func(s string) {
			c.e.do(editor.SetCopyLabel{Tile: tileID(), Copy: n, Text: s})
		})
		r.mixLook = newBoundEntry(c.e, "", func(s string) {
			c.e.do(editor.SetMixCopyDecorations{Mix: c.mixShown, Tile: tileID(), Copy: n, Tags: s})
		})
		r.picture = canvas.NewImageFromImage(nil)
		r.picture.FillMode = canvas.ImageFillContain
		r.picture.SetMinSize(fyne.NewSquareSize(copyPictureSize))
		// Each field on a line of its own, named: side by side in the
		// right column they were cut to "decora" and "in leve".
		r.ghostsLabel, r.mixLabel = copyFieldLabel("Ghosts"), copyFieldLabel("")
		r.fields = container.New(layout.NewFormLayout(),
			r.ghostsLabel, r.ghosts.Field(),
			copyFieldLabel("Decorations"), r.decor.Field(),
			copyFieldLabel("Label"), r.label.Field(),
			r.mixLabel, r.mixLook.Field())
		r.box = container.NewVBox(container.NewHBox(r.picture, r.name), r.fields, r.looks)
		c.copies = append(c.copies, r)
	}
	return c.copies[i]
}

// refresh shows the selected tile's copies.
func (c *tileCopies) refresh() {
	t := c.e.selectedTile()
	if t == nil {
		c.content.Hide()
		return
	}
	c.content.Show()
	p := c.e.doc.Pack()
	rs, _ := schema.LookupRuleset(p.Ruleset)
	ghosts := rs != nil && rs.Ghosts
	rows, more, err := editor.TileCopies(p, t.ID)
	if err != nil {
		c.summary.SetText(err.Error())
		return
	}
	alike := len(t.Copies) == 0 && !hasMixLooks(rows)
	c.summary.SetText(copiesSummary(rows, more, alike))
	oneByOne := len(rows) > 0 && (!alike || c.shown == t.ID)
	c.expand.Hidden = oneByOne || len(rows) < 2
	c.expand.Refresh()

	c.pickLookMix(p, t.ID)
	c.lookMix.Hidden = !oneByOne || c.mixShown == ""
	c.lookMix.Refresh()
	c.lookMixLabel.Hidden = c.lookMix.Hidden
	c.lookMixLabel.Refresh()
	held := 0
	if m := mixIndex(p, c.mixShown); m >= 0 {
		held = p.Mixes[m].Counts.Of(t.ID)
	}

	var objs []fyne.CanvasObject
	if oneByOne {
		for i, row := range rows {
			r := c.row(i)
			r.show(t, row, ghosts, c.mixShown, i < held)
			r.picture.Image = c.pictures.draw(p, t, row, c.mixShown)
			r.picture.Refresh()
			objs = append(objs, r.box)
		}
	}
	// The same rows (their widgets were updated by show) are not laid
	// out again: that was half of a port tap's redraw in the real window.
	if !slices.Equal(c.rows.Objects, objs) || c.rows.Hidden != (len(objs) == 0) {
		c.rows.Objects = objs
		c.rows.Hidden = len(objs) == 0
		c.rows.Refresh()
	}

	note, differ, ignored := ghostsNotice(t, rows)
	c.notice.Importance = widget.MediumImportance
	if ignored {
		c.notice.Importance = widget.WarningImportance
	}
	c.notice.SetText(note)
	c.notice.Hidden = !ghosts || note == ""
	c.notice.Refresh()
	c.unify.SetText(fmt.Sprintf("Give every copy %d", t.Ghosts))
	c.unify.Hidden = !ghosts || !differ
	c.unify.Refresh()
	c.noticeRow.Hidden = c.notice.Hidden
	c.noticeRow.Refresh()
}

// pickLookMix keeps the mix whose looks the rows edit, or picks one: the
// first that draws this tile's copies its own way, else the first mix.
func (c *tileCopies) pickLookMix(p *schema.Pack, tile string) {
	ids := make([]string, len(p.Mixes))
	for i, m := range p.Mixes {
		ids[i] = m.ID
	}
	if mixIndex(p, c.mixShown) < 0 {
		c.mixShown = ""
		for _, m := range p.Mixes {
			if len(m.Copies[tile]) > 0 {
				c.mixShown = m.ID
				break
			}
		}
		if c.mixShown == "" && len(ids) > 0 {
			c.mixShown = ids[0]
		}
	}
	c.lookMix.show(ids, c.mixShown)
}

// show puts one copy in its row; mix is the mix whose look of it the row
// edits, which holds this copy when inMix.
func (r *copyRow) show(t *schema.Tile, row editor.CopyRow, ghosts bool, mix string, inMix bool) {
	r.ghosts.show(strconv.Itoa(row.Ghosts))
	if ghosts {
		r.ghosts.Show()
		r.ghostsLabel.Show()
	} else {
		r.ghosts.Hide()
		r.ghostsLabel.Hide()
	}
	r.decor.PlaceHolder = "decorations"
	if len(t.Decorations) > 0 {
		r.decor.PlaceHolder = "the tile's: " + strings.Join(t.Decorations, ", ")
	}
	r.decor.show(strings.Join(row.Decorations, ", "))
	r.label.show(row.Label)
	name := fmt.Sprintf("Copy %d", r.index+1)
	switch {
	case row.Held == 0:
		name += " (in no mix)"
	case ghosts && row.OwnGhosts:
		name += " · own"
	}
	r.name.SetText(name)
	r.mixLabel.SetText("In " + mix)
	r.mixLook.PlaceHolder = "decorations in " + mix
	mixTags := ""
	var looks []string
	for _, l := range row.MixLooks {
		if l.Mix == mix {
			mixTags = strings.Join(l.Decorations, ", ")
			continue
		}
		s := fmt.Sprintf("in %s: %s", l.Mix, strings.Join(l.Decorations, ", "))
		if l.Label != "" {
			s += " (" + l.Label + ")"
		}
		looks = append(looks, s)
	}
	r.mixLook.show(mixTags)
	if inMix {
		r.mixLook.Enable()
	} else {
		r.mixLook.Disable()
	}
	r.looks.SetText(strings.Join(looks, "; "))
	r.looks.Hidden = len(looks) == 0
	r.looks.Refresh()
}

func hasMixLooks(rows []editor.CopyRow) bool {
	for _, r := range rows {
		if len(r.MixLooks) > 0 {
			return true
		}
	}
	return false
}

// copiesSummary says how many copies the tile has.
func copiesSummary(rows []editor.CopyRow, more int, alike bool) string {
	n := len(rows) + more
	s := "1 copy"
	switch {
	case n == 0:
		return "No copies: no mix holds this tile."
	case n > 1:
		s = fmt.Sprintf("%d copies", n)
	}
	s += " (the most a mix holds)"
	if alike && n > 1 {
		s += ", all alike"
	}
	if more > 0 {
		s += fmt.Sprintf("; the first %d are listed", len(rows))
	}
	return s + "."
}

// ghostsNotice says which copies do not carry the tile's ghosts (their own
// value wins), whether any does not (then "Give every copy" is offered),
// and whether the tile's value is printed on none (a warning, as the
// pack's lint says).
func ghostsNotice(t *schema.Tile, rows []editor.CopyRow) (note string, differ, ignored bool) {
	var own []string
	takesTile := false
	for i, r := range rows {
		switch {
		case r.Held == 0:
		case r.OwnGhosts && r.Ghosts != t.Ghosts:
			own = append(own, fmt.Sprintf("copy %d carries %d", i+1, r.Ghosts))
		default:
			takesTile = true
		}
	}
	if len(own) == 0 {
		return "", false, false
	}
	if !takesTile {
		return fmt.Sprintf("Every copy sets its own ghosts (%s), and a copy's own value wins: Ghosts %d is printed on none.", strings.Join(own, ", "), t.Ghosts), true, true
	}
	return fmt.Sprintf("A copy's own ghosts win over Ghosts %d: %s.", t.Ghosts, strings.Join(own, ", ")), true, false
}

// copyFieldLabel names one field of a copy's row.
func copyFieldLabel(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{})
}

// copyPictureSize is the side of a copy's picture in its row, in pixels.
const copyPictureSize = 36

// copyPictures draws each copy as the renderer prints it for a mix (its
// own ghost symbols, and the mix's decorations of it or its own), cached
// by the tile's JSON and the look.
type copyPictures struct {
	cache map[string]image.Image
}

func newCopyPictures() *copyPictures { return &copyPictures{cache: map[string]image.Image{}} }

func (c *copyPictures) draw(p *schema.Pack, t *schema.Tile, row editor.CopyRow, mix string) image.Image {
	look := schema.Look{Ghosts: row.Ghosts, Decorations: row.Decorations, Label: row.Label}
	if look.Decorations == nil {
		look.Decorations = t.Decorations
	}
	for _, l := range row.MixLooks {
		if l.Mix == mix {
			look.Decorations = l.Decorations // as schema.Tile.Looks gives them
		}
	}
	size := 2 * copyPictureSize // sharp on a high-density screen
	js, err := json.Marshal(struct {
		Ruleset string
		Tile    *schema.Tile
		Look    schema.Look
	}{p.Ruleset, t, look})
	if err != nil {
		return broken(size)
	}
	if img, ok := c.cache[string(js)]; ok {
		return img
	}
	// A pack of this one tile: the renderer plans every tile it is given.
	one := schema.Pack{ID: p.ID, Ruleset: p.Ruleset, Tiles: []schema.Tile{*t}}
	var img image.Image = broken(size)
	if r, err := exporter.NewRenderer(&one, nil); err == nil {
		if drawn, err := r.TileLook(t.ID, look, 0, size); err == nil {
			img = drawn
		}
	}
	if len(c.cache) >= maxCachedImages {
		clear(c.cache)
	}
	c.cache[string(js)] = img
	return img
}
