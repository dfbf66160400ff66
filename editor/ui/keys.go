package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Widgets that pass keys on. Fyne's desktop driver sends a key without a
// modifier (F2, Escape) to the focused widget alone, never as a shortcut:
// the widgets that take focus and should not swallow such keys wrap
// Fyne's and hand the keys they do not use to a function.

// tileGrid is a GridWrap that passes unused keys to menuKey.
type tileGrid struct {
	widget.GridWrap
	menuKey func(*fyne.KeyEvent) bool
}

func newTileGrid(menuKey func(*fyne.KeyEvent) bool, length func() int, create func() fyne.CanvasObject, update func(widget.GridWrapItemID, fyne.CanvasObject)) *tileGrid {
	g := &tileGrid{menuKey: menuKey}
	g.Length, g.CreateItem, g.UpdateItem = length, create, update
	g.ExtendBaseWidget(g)
	return g
}

func (g *tileGrid) TypedKey(ev *fyne.KeyEvent) {
	if !g.menuKey(ev) {
		g.GridWrap.TypedKey(ev)
	}
}

// keyEntry is an Entry that passes unused keys to menuKey.
type keyEntry struct {
	widget.Entry
	menuKey func(*fyne.KeyEvent) bool
}

func newKeyEntry(menuKey func(*fyne.KeyEvent) bool) *keyEntry {
	e := &keyEntry{menuKey: menuKey}
	e.ExtendBaseWidget(e)
	return e
}

func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if !e.menuKey(ev) {
		e.Entry.TypedKey(ev)
	}
}

// escapeEntry is a text box whose Escape cancels the dialog *d (Fyne's
// form dialogs do not take Escape while a box has focus).
func escapeEntry(d **dialog.FormDialog) *keyEntry {
	return newKeyEntry(func(ev *fyne.KeyEvent) bool {
		if ev.Name == fyne.KeyEscape && *d != nil {
			(*d).Hide()
			return true
		}
		return false
	})
}
