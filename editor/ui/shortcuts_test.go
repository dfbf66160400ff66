package ui

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// pressShortcut delivers a shortcut the way Fyne's desktop driver (v2.8,
// internal/driver/glfw window.triggersShortcut) does: to the main menu
// item whose shortcut has the same name; else to the focused widget if it
// takes shortcuts; else to the canvas. The test driver has no such path,
// which is why the menu's Ctrl+Z worked in tests and not in the window.
func pressShortcut(t *testing.T, e *Editor, sc fyne.Shortcut) {
	t.Helper()
	var inMenu func(items []*fyne.MenuItem) bool
	inMenu = func(items []*fyne.MenuItem) bool {
		for _, it := range items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return true
			}
			if it.ChildMenu != nil && inMenu(it.ChildMenu.Items) {
				return true
			}
		}
		return false
	}
	for _, m := range e.win.MainMenu().Items {
		if inMenu(m.Items) {
			return
		}
	}
	c := e.win.Canvas()
	if focused, ok := c.Focused().(fyne.Shortcutable); ok {
		focused.TypedShortcut(sc)
		return
	}
	canvasShortcuts(t, c).TypedShortcut(sc)
}

// canvasShortcuts is the canvas's shortcut handling. The test driver's
// canvas wraps a software canvas (which has it) in an interface that
// hides it: unwrap it.
func canvasShortcuts(t *testing.T, c fyne.Canvas) fyne.Shortcutable {
	t.Helper()
	if s, ok := c.(fyne.Shortcutable); ok {
		return s
	}
	inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas")
	if inner.IsValid() {
		if s, ok := inner.Interface().(fyne.Shortcutable); ok {
			return s
		}
	}
	t.Fatalf("the test canvas %T takes no shortcuts", c)
	return nil
}

// pressKey delivers a key without a modifier as the desktop driver does
// (processKeyPressed): a typed key to the focused widget, or to the
// canvas when nothing has focus. Such keys are never shortcuts.
func pressKey(e *Editor, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	c := e.win.Canvas()
	if focused := c.Focused(); focused != nil {
		focused.TypedKey(ev)
	} else if f := c.OnTypedKey(); f != nil {
		f(ev)
	}
}

// The driver's own events for the menu's keys.
var (
	ctrlZ      = &fyne.ShortcutUndo{}
	ctrlY      = &fyne.ShortcutRedo{}
	ctrlShiftZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}
	ctrlD      = &desktop.CustomShortcut{KeyName: fyne.KeyD, Modifier: fyne.KeyModifierControl}
)

func TestShortcutsAsTheDesktopDriverSendsThem(t *testing.T) {
	focusOn := map[string]func(e *Editor){
		"nothing focused":   func(e *Editor) { e.win.Canvas().Unfocus() },
		"tile grid focused": func(e *Editor) { e.win.Canvas().Focus(e.pack.grid) },
	}
	for where, focus := range focusOn {
		t.Run(where, func(t *testing.T) {
			e := openWinter(t)
			before := countOf(e, "WE3", "D")
			if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9}); err != nil {
				t.Fatal(err)
			}
			focus(e)
			pressShortcut(t, e, ctrlZ)
			if got := countOf(e, "WE3", "D"); got != before {
				t.Fatalf("Ctrl+Z (fyne.ShortcutUndo) left the count at %s, want %s", got, before)
			}
			pressShortcut(t, e, ctrlY)
			if got := countOf(e, "WE3", "D"); got != "9" {
				t.Fatalf("Ctrl+Y (fyne.ShortcutRedo) left the count at %s, want 9", got)
			}
			pressShortcut(t, e, ctrlZ)
			pressShortcut(t, e, ctrlShiftZ)
			if got := countOf(e, "WE3", "D"); got != "9" {
				t.Fatalf("Ctrl+Shift+Z left the count at %s, want 9", got)
			}
			n := len(e.doc.Pack().Tiles)
			pressShortcut(t, e, ctrlD)
			if len(e.doc.Pack().Tiles) != n+1 {
				t.Errorf("Ctrl+D did not duplicate the tile")
			}
			pressKey(e, fyne.KeyF2)
			if d := topDialogTitle(e); !strings.HasPrefix(d, "Rename tile ") {
				t.Errorf("F2 opened %q, want the Rename dialog", d)
			}
		})
	}
}

// TestFocusedTextFieldKeepsItsOwnUndo: with the cursor in a text field,
// Ctrl+Z undoes the typing there (Fyne's entry has its own undo), not the
// document's last edit.
func TestFocusedTextFieldKeepsItsOwnUndo(t *testing.T) {
	e := openWinter(t)
	if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9}); err != nil {
		t.Fatal(err)
	}
	e.win.Canvas().Focus(e.pack.filter)
	test.Type(e.pack.filter, "road")
	pressShortcut(t, e, ctrlZ)
	if e.pack.filter.Text != "" {
		t.Errorf("Ctrl+Z in the filter left %q, want the typing undone", e.pack.filter.Text)
	}
	if got := countOf(e, "WE3", "D"); got != "9" {
		t.Errorf("Ctrl+Z in the filter undid the document's edit (count %s)", got)
	}
	pressKey(e, fyne.KeyF2)
	if d := topDialogTitle(e); !strings.HasPrefix(d, "Rename tile ") {
		t.Errorf("F2 in the filter opened %q, want the Rename dialog", d)
	}
}

// topDialogTitle is the title of the dialog on top of the window (its
// bold label), "" for none.
func topDialogTitle(e *Editor) string {
	o := e.win.Canvas().Overlays().Top()
	if o == nil {
		return ""
	}
	for _, obj := range test.LaidOutObjects(o) {
		if l, ok := obj.(*widget.Label); ok && l.TextStyle.Bold {
			return l.Text
		}
	}
	return ""
}

// TestToolbarButtonsHaveWords: Fyne 2.8's toolbar has no tooltips, so
// every button says what it does.
func TestToolbarButtonsHaveWords(t *testing.T) {
	e := openWinter(t)
	var words []string
	for _, o := range test.LaidOutObjects(e.toolbar()) {
		if b, ok := o.(*widget.Button); ok {
			if b.Text == "" {
				t.Errorf("a toolbar button has an icon only")
			}
			words = append(words, b.Text)
		}
	}
	if len(words) < 10 || words[0] != "Open" {
		t.Errorf("toolbar buttons %q", words)
	}
}

// TestNewTileIDs: a new tile's id cannot be read as a variant of a base
// tile ("T2" of T) and is unique in the pack.
func TestNewTileIDs(t *testing.T) {
	e := openWinter(t)
	var got []string
	for range 2 {
		e.pack.add()
		got = append(got, e.selectedTile().ID)
	}
	if err := e.doc.Do(editor.DeleteTile{ID: "new-1"}); err != nil {
		t.Fatal(err)
	}
	e.pack.add()
	got = append(got, e.selectedTile().ID)
	if want := []string{"new-1", "new-2", "new-1"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("new tile ids %q, want %q", got, want)
	}
}

// TestCtrlDigitShowsATab: Ctrl+1 to Ctrl+5 show the Tile, Mixes, Rules,
// Play and Simulate tabs, whatever has focus.
func TestCtrlDigitShowsATab(t *testing.T) {
	e := openWinter(t)
	e.win.Canvas().Focus(e.pack.filter)
	for i, want := range []*container.TabItem{e.tileTab, e.mixTab, e.ruleTab, e.playTab, e.simTab} {
		e.tabs.Select(e.tileTab)
		if i == 0 {
			e.tabs.Select(e.simTab)
		}
		key := fyne.KeyName(strconv.Itoa(i + 1))
		pressShortcut(t, e, &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierControl})
		if got := e.tabs.Selected(); got != want {
			t.Errorf("Ctrl+%s showed the %s tab, want %s", key, got.Text, want.Text)
		}
	}
}
