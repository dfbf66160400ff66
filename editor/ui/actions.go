package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/tilesets"
)

// The window's actions: menu, toolbar and keyboard shortcuts all call
// these.

func (e *Editor) undo() {
	if e.doc.Undo() {
		e.setStatus("undid: " + e.doc.RedoLabel())
	}
}

func (e *Editor) redo() {
	if e.doc.Redo() {
		e.setStatus("redid: " + e.doc.UndoLabel())
	}
}

// rotateView turns the tile editor's view a quarter turn (by = 1 or -1).
func (e *Editor) rotateView(by int) {
	e.tileEd.canvas.rot = ((e.tileEd.canvas.rot+by)%4 + 4) % 4
	e.tileEd.refresh()
}

func shortcut(key fyne.KeyName, mods fyne.KeyModifier) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: mods}
}

const (
	ctrl      = fyne.KeyModifierShortcutDefault
	ctrlShift = fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift
)

// menuItems are the items whose state follows the document.
type menuItems struct {
	main       *fyne.MainMenu
	undo, redo *fyne.MenuItem
	recent     *fyne.MenuItem
}

func (e *Editor) menu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, action)
		it.Shortcut = sc
		return it
	}
	var builtins []*fyne.MenuItem
	for _, id := range tilesets.IDs() {
		builtins = append(builtins, fyne.NewMenuItem(id, func() { e.files.openBuiltin(id) }))
	}
	openBuiltin := fyne.NewMenuItem("Open Built-in Pack", nil)
	openBuiltin.ChildMenu = fyne.NewMenu("", builtins...)
	e.menuItems.recent = fyne.NewMenuItem("Open Recent", nil)
	e.menuItems.recent.ChildMenu = fyne.NewMenu("")
	file := fyne.NewMenu("File",
		item("Open…", shortcut(fyne.KeyO, ctrl), e.files.open),
		openBuiltin,
		e.menuItems.recent,
		fyne.NewMenuItemSeparator(),
		item("Save", shortcut(fyne.KeyS, ctrl), e.files.save),
		item("Save As…", shortcut(fyne.KeyS, ctrlShift), e.files.saveAs),
		fyne.NewMenuItemSeparator(),
		item("Export…", shortcut(fyne.KeyE, ctrl), e.showExport),
	)
	e.menuItems.undo = item("Undo", shortcut(fyne.KeyZ, ctrl), e.undo)
	e.menuItems.redo = item("Redo", shortcut(fyne.KeyZ, ctrlShift), e.redo)
	edit := fyne.NewMenu("Edit",
		e.menuItems.undo, e.menuItems.redo,
		fyne.NewMenuItemSeparator(),
		item("Add Tile", shortcut(fyne.KeyN, ctrlShift), e.pack.add),
		item("Duplicate Tile", shortcut(fyne.KeyD, ctrl), e.pack.duplicate),
		item("Rename Tile…", shortcut(fyne.KeyF2, 0), e.pack.rename),
		item("Delete Tile…", nil, e.pack.remove),
	)
	view := fyne.NewMenu("View",
		item("Rotate Tile Clockwise", shortcut(fyne.KeyR, ctrl), func() { e.rotateView(1) }),
		item("Rotate Tile Counter-clockwise", shortcut(fyne.KeyR, ctrlShift), func() { e.rotateView(-1) }),
		item("Find Tile", shortcut(fyne.KeyF, ctrl), func() { e.win.Canvas().Focus(e.pack.filter) }),
	)
	e.menuItems.main = fyne.NewMainMenu(file, edit, view)
	return e.menuItems.main
}

// refreshMenu updates the undo and redo items and the recent files.
func (e *Editor) refreshMenu() {
	m := &e.menuItems
	if m.main == nil {
		return
	}
	m.undo.Label, m.undo.Disabled = "Undo", !e.doc.CanUndo()
	if l := e.doc.UndoLabel(); l != "" {
		m.undo.Label = "Undo " + l
	}
	m.redo.Label, m.redo.Disabled = "Redo", !e.doc.CanRedo()
	if l := e.doc.RedoLabel(); l != "" {
		m.redo.Label = "Redo " + l
	}
	var recent []*fyne.MenuItem
	for _, path := range e.files.recent() {
		recent = append(recent, fyne.NewMenuItem(path, func() { e.files.openPath(path) }))
	}
	m.recent.ChildMenu.Items = recent
	m.recent.Disabled = len(recent) == 0
	m.main.Refresh()
}

// shortcuts binds the menu's shortcuts on the canvas too (some drivers
// show menus without binding their keys), plus Ctrl+Y for redo.
func (e *Editor) shortcuts() {
	c := e.win.Canvas()
	for _, menu := range e.menuItems.main.Items {
		for _, it := range menu.Items {
			if it.Shortcut != nil && it.Action != nil {
				action := it.Action
				c.AddShortcut(it.Shortcut, func(fyne.Shortcut) { action() })
			}
		}
	}
	c.AddShortcut(shortcut(fyne.KeyY, ctrl), func(fyne.Shortcut) { e.redo() })
}

func (e *Editor) toolbar() fyne.CanvasObject {
	return widget.NewToolbar(
		widget.NewToolbarAction(theme.FolderOpenIcon(), e.files.open),
		widget.NewToolbarAction(theme.DocumentSaveIcon(), e.files.save),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.ContentUndoIcon(), e.undo),
		widget.NewToolbarAction(theme.ContentRedoIcon(), e.redo),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.ContentAddIcon(), e.pack.add),
		widget.NewToolbarAction(theme.ContentCopyIcon(), e.pack.duplicate),
		widget.NewToolbarAction(theme.DeleteIcon(), e.pack.remove),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.MediaReplayIcon(), func() { e.rotateView(1) }),
		widget.NewToolbarSeparator(),
		widget.NewToolbarAction(theme.UploadIcon(), e.showExport),
	)
}
