package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/tilesets"
)

// The window's actions: menu, toolbar and keyboard shortcuts all call
// these.

func (e *Editor) undo() {
	e.quickly(func() {
		if e.doc.Undo() {
			e.setStatus("undid: " + e.doc.RedoLabel())
		}
	})
}

func (e *Editor) redo() {
	e.quickly(func() {
		if e.doc.Redo() {
			e.setStatus("redid: " + e.doc.UndoLabel())
		}
	})
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
		item("New Pack…", shortcut(fyne.KeyN, ctrl), e.files.newPack),
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
		item("Delete Tile…", shortcut(fyne.KeyDelete, 0), e.pack.remove),
		fyne.NewMenuItemSeparator(),
		item("Pack Details…", nil, e.showPackIdentity),
	)
	view := fyne.NewMenu("View",
		item("Rotate Tile Clockwise", shortcut(fyne.KeyR, ctrl), func() { e.rotateView(1) }),
		item("Rotate Tile Counter-clockwise", shortcut(fyne.KeyR, ctrlShift), func() { e.rotateView(-1) }),
		item("Find Tile", shortcut(fyne.KeyF, ctrl), func() { e.win.Canvas().Focus(e.pack.filter) }),
		fyne.NewMenuItemSeparator(),
	)
	// Ctrl+1 to Ctrl+5 show the tabs, as in a browser.
	for i, tab := range []struct {
		label string
		item  **container.TabItem
	}{{"Tile", &e.tileTab}, {"Mixes", &e.mixTab}, {"Rules", &e.ruleTab}, {"Play", &e.playTab}, {"Simulate", &e.simTab}} {
		key := fyne.KeyName(strconv.Itoa(i + 1))
		view.Items = append(view.Items, item(tab.label+" Tab", shortcut(key, ctrl), func() { e.tabs.Select(*tab.item) }))
	}
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

// shortcuts makes every menu shortcut work with the desktop driver,
// which delivers keys in three ways (see docs/editor.md, "Shortcuts"):
//
//   - Ctrl+Z, Ctrl+Y (and Ctrl+C/V/X/A) arrive as the driver's own
//     shortcut events, fyne.ShortcutUndo and fyne.ShortcutRedo, never as
//     the Ctrl+Z the menu shows. A focused text field takes them (its own
//     text undo, whose changes reach the document like any typing);
//     otherwise the canvas does, and undoes or redoes the document.
//   - Other keys with Ctrl arrive as desktop.CustomShortcut and match the
//     menu's items, whatever has focus. They are bound on the canvas too,
//     for drivers that show menus without binding their keys.
//   - Keys without a modifier (F2) never arrive as shortcuts: they are
//     typed keys, sent to the focused widget or, with none, to the
//     canvas. The canvas and the pack view's tile grid and filter pass
//     them to menuKey.
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
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { e.undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { e.redo() })
	c.AddShortcut(shortcut(fyne.KeyY, ctrl), func(fyne.Shortcut) { e.redo() })
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if !e.dialogKey(ev) {
			e.menuKey(ev)
		}
	})
}

// menuKey runs the menu item whose shortcut is the key ev without a
// modifier (F2: Rename Tile), and reports whether there was one.
func (e *Editor) menuKey(ev *fyne.KeyEvent) bool {
	if e.menuItems.main == nil {
		return false
	}
	for _, menu := range e.menuItems.main.Items {
		for _, it := range menu.Items {
			sc, ok := it.Shortcut.(*desktop.CustomShortcut)
			if ok && sc.Modifier == 0 && sc.KeyName == ev.Name && it.Action != nil && !it.Disabled {
				it.Action()
				return true
			}
		}
	}
	return false
}

// toolButton is a toolbar item with an icon and a word: Fyne's toolbar
// (v2.8) has no tooltips, and icons alone left designers guessing.
type toolButton struct {
	icon   fyne.Resource
	label  string
	action func()
}

func (b toolButton) ToolbarObject() fyne.CanvasObject {
	button := widget.NewButtonWithIcon(b.label, b.icon, b.action)
	button.Importance = widget.LowImportance
	return button
}

func (e *Editor) toolbar() fyne.CanvasObject {
	return widget.NewToolbar(
		toolButton{theme.FolderOpenIcon(), "Open", e.files.open},
		toolButton{theme.DocumentSaveIcon(), "Save", e.files.save},
		widget.NewToolbarSeparator(),
		toolButton{theme.ContentUndoIcon(), "Undo", e.undo},
		toolButton{theme.ContentRedoIcon(), "Redo", e.redo},
		widget.NewToolbarSeparator(),
		toolButton{theme.ContentAddIcon(), "Add Tile", e.pack.add},
		toolButton{theme.ContentCopyIcon(), "Duplicate", e.pack.duplicate},
		toolButton{theme.DeleteIcon(), "Delete", e.pack.remove},
		widget.NewToolbarSeparator(),
		toolButton{theme.MediaReplayIcon(), "Rotate View", func() { e.rotateView(1) }},
		widget.NewToolbarSeparator(),
		toolButton{theme.InfoIcon(), "Pack…", e.showPackIdentity},
		toolButton{theme.UploadIcon(), "Export…", e.showExport},
	)
}
