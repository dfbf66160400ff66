package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// thumbSize is the size of the pack view's tile pictures, in pixels.
const thumbSize = 96

// packView lists the tiles as thumbnails with their ids and their counts
// in the selected mix, filtered by a search, with the tile commands.
type packView struct {
	e       *Editor
	filter  *keyEntry
	mix     *boundSelect
	grid    *tileGrid
	shown   []int // indices of the tiles the filter lets through
	content fyne.CanvasObject
}

func newPackView(e *Editor) *packView {
	v := &packView{e: e}
	v.filter = newKeyEntry(e.menuKey)
	v.filter.SetPlaceHolder("Filter tiles: id, name or kind")
	v.filter.OnChanged = func(string) { v.refresh() }
	v.mix = newBoundSelect(nil, func(id string) {
		e.mix = id
		v.refresh()
		e.mixes.refresh()
	})
	v.grid = newTileGrid(e.menuKey,
		func() int { return len(v.shown) },
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(broken(thumbSize))
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSquareSize(thumbSize))
			label := e.newTipLabel()
			label.tip.scrolled = func() float32 { return v.grid.GetScrollOffset() }
			label.Alignment = fyne.TextAlignCenter
			label.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, label, nil, nil, img)
		},
		func(id widget.GridWrapItemID, o fyne.CanvasObject) {
			if id >= len(v.shown) {
				return
			}
			box := o.(*fyne.Container)
			img, label := box.Objects[0].(*canvas.Image), box.Objects[1].(*tipLabel)
			i := v.shown[id]
			p := e.doc.Pack()
			// An edit refreshes the whole grid; only the thumbnails it
			// changed are redrawn (the images are cached by the tile's
			// content, so an unchanged tile gives the same picture back).
			if pic, _ := e.images.draw(p, i, 0, thumbSize); img.Image != pic {
				img.Image = pic
				img.Refresh()
			}
			if caption := v.caption(p, i); label.Text != caption {
				label.SetText(caption)
			}
			label.detail = label.Text // the caption is cut at the thumbnail's width: the tip has it whole
			if name := p.Tiles[i].Name; name != "" {
				label.detail += " — " + name
			}
		},
	)
	v.grid.OnSelected = func(id widget.GridWrapItemID) {
		if id < len(v.shown) {
			e.selectTile(v.shown[id])
		}
	}
	top := container.NewVBox(v.filter, container.NewBorder(nil, nil, widget.NewLabel("Counts in"), nil, v.mix.Select))
	// Tab goes through a container's objects in order: the filter and the
	// mix first, then the grid (NewBorder puts the middle first, so Tab
	// went from "Counts in" past the grid).
	v.content = container.New(layout.NewBorderLayout(top, nil, nil, nil), top, v.grid)
	return v
}

// caption is a thumbnail's label: id, and count in the selected mix.
func (v *packView) caption(p *schema.Pack, i int) string {
	t := &p.Tiles[i]
	if m := mixIndex(p, v.e.mix); m >= 0 {
		return fmt.Sprintf("%s ×%d", t.ID, p.Mixes[m].Counts.Of(t.ID))
	}
	return t.ID
}

// matches reports whether tile t passes the filter text.
func matches(t *schema.Tile, filter string) bool {
	f := strings.ToLower(strings.TrimSpace(filter))
	if f == "" {
		return true
	}
	if strings.Contains(strings.ToLower(t.ID), f) || strings.Contains(strings.ToLower(t.Name), f) {
		return true
	}
	for _, ft := range t.Features {
		if strings.Contains(string(ft.Kind), f) {
			return true
		}
	}
	return false
}

func (v *packView) refresh() {
	p := v.e.doc.Pack()
	v.shown = v.shown[:0]
	for i := range p.Tiles {
		if matches(&p.Tiles[i], v.filter.Text) {
			v.shown = append(v.shown, i)
		}
	}
	ids := make([]string, len(p.Mixes))
	for i, m := range p.Mixes {
		ids[i] = m.ID
	}
	v.mix.show(ids, v.e.mix)
	v.grid.Refresh()
	v.showSelection()
}

// showSelection highlights the selected tile if the filter shows it.
func (v *packView) showSelection() {
	for id, i := range v.shown {
		if i == v.e.tile {
			v.grid.OnSelected = nil // selecting in code is not a tap
			v.grid.Select(id)
			v.grid.OnSelected = func(id widget.GridWrapItemID) {
				if id < len(v.shown) {
					v.e.selectTile(v.shown[id])
				}
			}
			return
		}
	}
	v.grid.UnselectAll()
}

// freeID returns prefix followed by the first number from first on that
// makes an id the pack does not use.
func freeID(p *schema.Pack, prefix string, first int) string {
	taken := map[string]bool{}
	for _, t := range p.Tiles {
		taken[t.ID] = true
	}
	for n := first; ; n++ {
		if id := fmt.Sprintf("%s%d", prefix, n); !taken[id] {
			return id
		}
	}
}

// newTilePrefix starts a new tile's id: "new-1", "new-2"… cannot be read
// as a variant of a base tile, as "T2" was (of tile T).
const newTilePrefix = "new-"

func (v *packView) add() {
	p := v.e.doc.Pack()
	id := freeID(p, newTilePrefix, 1)
	if v.e.do(editor.AddTile{ID: id, Name: "new tile"}) {
		v.selectID(id)
	}
}

func (v *packView) duplicate() {
	t := v.e.selectedTile()
	if t == nil {
		return
	}
	id := freeID(v.e.doc.Pack(), t.ID+"-", 2)
	if v.e.do(editor.DuplicateTile{From: t.ID, To: id}) {
		v.selectID(id)
	}
}

func (v *packView) remove() {
	t := v.e.selectedTile()
	if t == nil {
		return
	}
	id := t.ID
	v.e.confirm("Delete tile "+id+"?", "Tile "+id+" and its counts in every mix will be removed.\nUndo brings them back.",
		func() { v.e.do(editor.DeleteTile{ID: id}) })
}

// rename asks for a tile's new id, with the cursor in the box: Enter
// renames, Escape cancels.
func (v *packView) rename() {
	t := v.e.selectedTile()
	if t == nil {
		return
	}
	from := t.ID
	var d *dialog.FormDialog
	entry := escapeEntry(&d)
	entry.SetText(from)
	// The id is checked as it is typed, as the rename would be: a refused
	// id keeps the dialog open, the reason under the box and Rename off.
	// What is wrong is said as it is typed, not once the box is left.
	entry.AlwaysShowValidationError = true
	entry.Validator = func(s string) error {
		if to := strings.TrimSpace(s); to != from {
			return v.e.doc.Try(editor.RenameTile{From: from, To: to})
		}
		return nil
	}
	d = dialog.NewForm("Rename tile "+from, "Rename", "Cancel",
		[]*widget.FormItem{widget.NewFormItem("New id", entry)},
		func(ok bool) {
			if to := strings.TrimSpace(entry.Text); ok && to != from {
				v.e.do(editor.RenameTile{From: from, To: to})
			}
		}, v.e.win)
	entry.OnSubmitted = func(string) {
		if entry.Validate() == nil { // the form's button may not have caught up with the typing
			d.Submit()
		}
	}
	showFocused(v.e, d, entry)
	entry.TypedShortcut(&fyne.ShortcutSelectAll{}) // typing replaces the id
}

// selectID selects the tile with the given id.
func (v *packView) selectID(id string) {
	for i, t := range v.e.doc.Pack().Tiles {
		if t.ID == id {
			v.e.selectTile(i)
			v.e.tileEd.refresh()
			return
		}
	}
}
