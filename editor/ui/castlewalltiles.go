package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// wallTilesEditor is the Rules tab's editor of The Castle's wall tiles
// (rules.castle.wallTiles): one row per kind, with the number printed on
// it, its copies in the box, its effect and its value, a button to remove
// it, and under it what the tile does in words. Every change is an edit of
// the document, undone like any other, and the Problems panel follows it.
type wallTilesEditor struct {
	e       *Editor
	summary *widget.Label
	rows    []*wallTileRow
	list    *fyne.Container
	add     *widget.Button
	// cannotAdd says why add is off.
	cannotAdd *widget.Label
	content   *fyne.Container
}

func newWallTilesEditor(e *Editor) *wallTilesEditor {
	w := &wallTilesEditor{e: e, list: container.NewVBox()}
	title := widget.NewLabelWithStyle("The Castle: the wall tiles", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	w.summary = widget.NewLabel("")
	w.summary.Wrapping = fyne.TextWrapWord
	w.add = widget.NewButtonWithIcon("Add a wall tile", theme.ContentAddIcon(), func() { e.do(editor.AddWallTile{}) })
	w.cannotAdd = widget.NewLabel("")
	w.cannotAdd.Importance = widget.LowImportance
	w.content = container.NewVBox(widget.NewSeparator(), title, w.summary, w.list, container.NewHBox(w.add, w.cannotAdd))
	w.content.Hide()
	return w
}

// refresh shows the pack's wall tiles, or nothing when it has no Castle
// rules.
func (w *wallTilesEditor) refresh() {
	r := w.e.doc.Pack().Rules.Castle
	if r == nil {
		w.content.Hide()
		return
	}
	w.content.Show()
	total := 0
	for _, t := range r.WallTiles {
		total += t.Count
	}
	onTrack := max(len(r.Board.Track.Corners)-1, 0)
	w.summary.SetText(fmt.Sprintf("%s in the box. At set-up one lies face down on every corner tower of the track but the 0/1 one (%d on this board); the others stay unseen.",
		plural(total, "wall tile"), onTrack))
	if len(w.rows) != len(r.WallTiles) {
		w.rows = w.rows[:0]
		objs := make([]fyne.CanvasObject, len(r.WallTiles))
		for i := range r.WallTiles {
			row := newWallTileRow(w.e)
			w.rows = append(w.rows, row)
			objs[i] = row.content
		}
		w.list.Objects = objs
	}
	for i, t := range r.WallTiles {
		w.rows[i].show(i, t)
	}
	// The button is off where adding would be refused, and says why.
	if err := w.e.doc.Try(editor.AddWallTile{}); err != nil {
		w.add.Disable()
		w.cannotAdd.SetText(capitalise(err.Error()) + ".")
		w.cannotAdd.Show()
	} else {
		w.add.Enable()
		w.cannotAdd.Hide()
	}
	w.list.Refresh()
}

// wallTileRow is one kind of wall tile.
type wallTileRow struct {
	e                  *Editor
	index              int
	kind, count, value *boundEntry
	effect             *boundSelect
	valueBox           fyne.CanvasObject
	words              *widget.Label
	remove             *tipButton
	content            fyne.CanvasObject
}

// Widths of a row's fields: room for "9", "1000" and the longest effect.
const (
	wallTileKindWidth   = 56
	wallTileCountWidth  = 72
	wallTileEffectWidth = 180
	wallTileValueWidth  = 72
)

func newWallTileRow(e *Editor) *wallTileRow {
	r := &wallTileRow{e: e}
	r.kind = newBoundEntry(e, "kind", func(s string) {
		if n, ok := wholeNumber(e, s, "A wall tile's kind"); ok {
			e.do(editor.SetWallTileKind{Index: r.index, Kind: n})
		}
	})
	r.count = newBoundEntry(e, "copies", func(s string) {
		if n, ok := wholeNumber(e, s, "A wall tile's copies"); ok {
			e.do(editor.SetWallTileCount{Index: r.index, Count: n})
		}
	})
	r.effect = newBoundSelect(schema.WallTileEffects, func(s string) { e.do(editor.SetWallTileEffect{Index: r.index, Effect: s}) })
	r.effect.PlaceHolder = "(choose an effect)"
	r.value = newBoundEntry(e, "value", func(s string) {
		if n, ok := wholeNumber(e, s, "A wall tile's value"); ok {
			e.do(editor.SetWallTileValue{Index: r.index, Value: n})
		}
	})
	r.words = widget.NewLabel("")
	r.words.Wrapping = fyne.TextWrapWord
	r.remove = e.iconButton("Remove this wall tile", theme.DeleteIcon(), func() { e.do(editor.RemoveWallTile{Index: r.index}) })
	height := r.kind.MinSize().Height
	wide := func(w float32, o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(w, height), o)
	}
	r.valueBox = container.NewHBox(widget.NewLabel("value"), wide(wallTileValueWidth, r.value.Entry))
	fields := container.NewHBox(widget.NewLabel("No."), wide(wallTileKindWidth, r.kind.Entry),
		widget.NewLabel("×"), wide(wallTileCountWidth, r.count.Entry),
		wide(wallTileEffectWidth, r.effect.Select), r.valueBox)
	// A refused value's reason shows under the row (the boxes are narrow).
	r.content = container.NewVBox(container.NewBorder(nil, nil, fields, r.remove), r.kind.reason, r.count.reason, r.value.reason, r.words, widget.NewSeparator())
	return r
}

// show puts wall tile t, row i, in the row.
func (r *wallTileRow) show(i int, t schema.WallTile) {
	r.index = i
	r.kind.show(strconv.Itoa(t.Kind))
	r.count.show(strconv.Itoa(t.Count))
	showChoice(r.effect, schema.WallTileEffects, t.Effect)
	r.value.show(strconv.Itoa(t.Value))
	_, takesValue := schema.PrintedWallTileValue(t.Effect)
	setVisible(r.valueBox, takesValue)
	r.words.SetText(t.Words())
}
