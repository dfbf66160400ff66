package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// mixView edits the mixes: a table with the tiles as rows (each headed by
// its picture, id and name) and the mixes (editions, levels) as columns,
// each cell a count, and a last row of totals; above it the selected
// mix's name, start and stacks.
type mixView struct {
	e     *Editor
	table *widget.Table

	mix                 *boundSelect
	name, start, stacks *boundEntry
	total               *widget.Label

	// known are the tile ids the table showed last; a tile that is new
	// since is brought into sight and marked (fresh).
	known map[string]bool
	fresh string
	// stale: an edit came while the tab was hidden; scroll: the tile to
	// bring into sight when the tab shows.
	stale  bool
	scroll string
	// focus is the count whose cell had the focus when the table reused
	// the cell for another count (countCell.show).
	focus countKey

	content *tabView
}

// countCell is one count of the table.
type countCell struct {
	widget.Entry
	e             *Editor
	tile, mix     string
	quiet, typing bool // as boundEntry's
}

func newCountCell(e *Editor) *countCell {
	c := &countCell{e: e}
	c.ExtendBaseWidget(c)
	c.OnChanged = func(s string) {
		if c.quiet || c.tile == "" {
			return
		}
		s = strings.TrimSpace(s)
		n, err := strconv.Atoi(s)
		if s == "" {
			n, err = 0, nil
		}
		if err != nil {
			e.setStatus(fmt.Sprintf("count of %s in %s: %q is not a whole number", c.tile, c.mix, s))
			return
		}
		c.typing = true
		e.do(editor.SetCount{Mix: c.mix, Tile: c.tile, N: n})
		c.typing = false
	}
	return c
}

// show binds the cell to tile's count in mix. The table reuses its cells
// as it scrolls: a cell with the focus that comes to show another count
// gives the focus up (typing would change a count the user does not
// see), and takes it back when it shows the focused count again.
func (c *countCell) show(tile, mix, text string, editable bool) {
	if c.typing {
		return
	}
	focus := &c.e.mixes.focus
	canvas := c.e.win.Canvas()
	rebound := tile != c.tile || mix != c.mix
	if rebound && canvas.Focused() == c {
		*focus = countKey{tile: c.tile, mix: c.mix}
		canvas.Unfocus()
	}
	c.quiet = true
	c.tile, c.mix = tile, mix
	if c.Text != text {
		c.SetText(text)
	}
	if editable {
		c.Enable()
	} else {
		c.Disable()
	}
	c.quiet = false
	if rebound && tile != "" && *focus == (countKey{tile: tile, mix: mix}) && canvas.Focused() == nil {
		*focus = countKey{}
		canvas.Focus(c)
	}
}

// countKey names one count of the Mixes table.
type countKey struct{ tile, mix string }

func newMixView(e *Editor) *mixView {
	v := &mixView{e: e, known: map[string]bool{}}
	p := func() int { return len(e.doc.Pack().Tiles) }
	v.table = widget.NewTableWithHeaders(
		func() (int, int) { return p() + 1, len(e.doc.Pack().Mixes) },
		func() fyne.CanvasObject { return newMixCell(e) },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			v.updateCell(id, o.(*mixCell))
		},
	)
	v.table.CreateHeader = func() fyne.CanvasObject { return newMixHeader() }
	v.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		v.updateHeader(id, o.(*mixHeader))
	}

	mixID := func() string { return e.mix }
	v.mix = newBoundSelect(nil, func(id string) {
		e.mix = id
		v.refresh()
		e.pack.refresh()
	})
	v.name = newBoundEntry(e, "display name", func(s string) { e.do(editor.SetMixName{Mix: mixID(), Name: s}) })
	v.start = newBoundEntry(e, "TILE X Y [ROT]; …", func(s string) { e.do(editor.SetStart{Mix: mixID(), Text: s}) })
	v.stacks = newBoundEntry(e, "sizes, comma-separated", func(s string) { e.do(editor.SetStacks{Mix: mixID(), Text: s}) })
	v.total = widget.NewLabel("")
	add := widget.NewButtonWithIcon("Add mix", theme.ContentAddIcon(), v.add)
	del := widget.NewButtonWithIcon("Delete mix", theme.DeleteIcon(), v.remove)
	form := widget.NewForm(
		widget.NewFormItem("Mix", container.NewBorder(nil, nil, nil, container.NewHBox(add, del), v.mix.Select)),
		widget.NewFormItem("Name", v.name.Field()),
		widget.NewFormItem("Start", v.start.Field()),
		widget.NewFormItem("Stacks", v.stacks.Field()),
		widget.NewFormItem("Tiles", v.total),
	)
	v.content = newTabView(container.NewBorder(form, nil, nil, nil, v.table), v.shown)
	return v
}

// shown catches up with the edits made while the tab was hidden and
// brings the tile to see into sight.
func (v *mixView) shown() {
	if v.stale {
		v.refresh()
	}
	switch {
	case v.scroll != "":
		v.scrollTo(v.scroll)
	case v.e.selectedTile() != nil:
		v.scrollTo(v.e.selectedTile().ID)
	}
}

func (v *mixView) updateCell(id widget.TableCellID, cell *mixCell) {
	pack := v.e.doc.Pack()
	c := cell.count
	if id.Col >= len(pack.Mixes) {
		c.show("", "", "", false)
		cell.showTotal("")
		return
	}
	m := &pack.Mixes[id.Col]
	if id.Row >= len(pack.Tiles) {
		c.show("", "", "", false)
		cell.showTotal(strconv.Itoa(m.Counts.Sum()))
		return
	}
	tile := pack.Tiles[id.Row].ID
	c.show(tile, m.ID, strconv.Itoa(m.Counts.Of(tile)), true)
	cell.showCount()
}

// mixCell is one cell of the Mixes table: a tile's count in a mix, in a
// box to type in, or in the last row the mix's total, in bold (a disabled
// box drew it dark grey on dark).
type mixCell struct {
	widget.BaseWidget
	count *countCell
	total *widget.Label
}

func newMixCell(e *Editor) *mixCell {
	c := &mixCell{count: newCountCell(e), total: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	c.total.Hide()
	c.ExtendBaseWidget(c)
	return c
}

func (c *mixCell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.count, c.total))
}

// showCount shows the count box.
func (c *mixCell) showCount() {
	c.total.Hide()
	c.count.Show()
}

// showTotal shows a total instead of the count box.
func (c *mixCell) showTotal(text string) {
	c.count.Hide()
	c.total.SetText(text)
	c.total.Show()
}

func (v *mixView) refresh() {
	pack := v.e.doc.Pack()
	v.noteNewTile(pack)
	if !v.content.Visible() {
		v.stale = true
		return
	}
	v.stale = false
	v.sizeColumns(pack)
	ids := make([]string, len(pack.Mixes))
	for i, m := range pack.Mixes {
		ids[i] = m.ID
	}
	v.mix.show(ids, v.e.mix)
	v.table.Refresh()
	if v.scroll != "" {
		v.scrollTo(v.scroll)
	}
	i := mixIndex(pack, v.e.mix)
	if i < 0 {
		v.name.show("")
		v.start.show("")
		v.stacks.show("")
		v.total.SetText("")
		return
	}
	m := &pack.Mixes[i]
	v.name.show(m.Name)
	v.start.show(editor.FormatStart(m.Start))
	stacks := make([]string, len(m.Stacks))
	for j, s := range m.Stacks {
		stacks[j] = strconv.Itoa(s)
	}
	v.stacks.show(strings.Join(stacks, ", "))
	v.total.SetText(mixTotal(m.Counts.Sum(), len(m.Counts), len(m.Start)))
}

// mixTotal says how many tiles a mix holds: the start tiles are among
// its counts (set-up takes them from the pile), so they are not added.
func mixTotal(tiles, kinds, start int) string {
	text := fmt.Sprintf("%s of %s", plural(tiles, "tile"), plural(kinds, "kind"))
	switch start {
	case 0:
	case 1:
		text += ", the start tile among them"
	default:
		text += fmt.Sprintf(", the %d start tiles among them", start)
	}
	return text
}

func (v *mixView) add() {
	pack := v.e.doc.Pack()
	taken := map[string]bool{}
	for _, m := range pack.Mixes {
		taken[m.ID] = true
	}
	id := "mix"
	for n := 2; taken[id]; n++ {
		id = fmt.Sprintf("mix%d", n)
	}
	if v.e.do(editor.AddMix{ID: id, From: v.e.mix}) {
		v.e.mix = id
		v.e.refresh()
	}
}

func (v *mixView) remove() {
	id := v.e.mix
	if id == "" {
		return
	}
	v.e.confirm("Delete mix "+id+"?", "Undo brings it back.", func() { v.e.do(editor.DeleteMix{ID: id}) })
}
