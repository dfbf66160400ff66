package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// TestNewPackDialog: File → New Pack… asks for a ruleset, an id (a
// built-in's refused as typed) and a name, and opens the new pack, with
// no tiles yet, in a window of its own (the review found no New Pack).
func TestNewPackDialog(t *testing.T) {
	e := openWinter(t)
	// An unsaved edit keeps this window open beside the new one (the
	// test's cleanup closes it).
	if !e.do(editor.SetTileName{Tile: "A", Name: "edited"}) {
		t.Fatal(e.status.Text)
	}
	pressShortcut(t, e, &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierControl})
	if got := topDialogTitle(e); got != "New pack" {
		t.Fatalf("Ctrl+N opened %q", got)
	}
	_ = e.win.Canvas().Capture()
	box, id := dialogEntry(t, e)
	if e.win.Canvas().Focused() != box {
		t.Error("the id box has no focus")
	}
	id.SetText("winter-edition")
	if err := id.Validate(); err == nil || !strings.Contains(err.Error(), "built-in") {
		t.Errorf("the id box takes a built-in's id (%v)", err)
	}
	var ruleset *widget.Select
	for _, o := range test.LaidOutObjects(e.win.Canvas().Overlays().Top()) {
		if s, ok := o.(*widget.Select); ok {
			ruleset = s
		}
	}
	if ruleset == nil || len(ruleset.Options) < 4 {
		t.Fatalf("the ruleset choice offers %v", ruleset)
	}
	ruleset.SetSelected("castle")
	id.SetText("my-castle")
	pressEnter(box)
	var titles []string
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		titles = append(titles, w.Title())
		if w.Title() == "my-castle (unsaved) — tilesmith" {
			w.Close()
			return
		}
	}
	t.Errorf("no window for the new pack among %q", titles)
}
