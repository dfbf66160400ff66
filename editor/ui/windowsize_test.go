package ui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestWindowRemembersItsSize: the window opens at the size it was closed
// at; the first time, and after a size too small to use, at 1280×820.
func TestWindowRemembersItsSize(t *testing.T) {
	tests := []struct {
		name   string
		closed fyne.Size
		want   fyne.Size
	}{
		{"a larger window", fyne.NewSize(1600, 1000), fyne.NewSize(1600, 1000)},
		{"a smaller window", fyne.NewSize(1024, 700), fyne.NewSize(1024, 700)},
		{"too small to use", fyne.NewSize(300, 200), fyne.NewSize(1280, 820)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			first := New(e.app, e.doc)
			if got := first.savedWindowSize(); got != defaultWindowSize {
				t.Fatalf("a first window opens at %v, want %v", got, defaultWindowSize)
			}
			first.win.Resize(tc.closed)
			first.files.close() // the pack is unchanged: the window closes at once
			again := New(e.app, e.doc)
			defer again.win.Close()
			if got := again.win.Canvas().Size(); got != tc.want {
				t.Errorf("closed at %v, the window opens again at %v, want %v", tc.closed, got, tc.want)
			}
		})
	}
}

// TestCommandLinePackIsRecent: a pack opened from the command line is in
// Open Recent, by its whole path.
func TestCommandLinePackIsRecent(t *testing.T) {
	path := testpacks.WinterFile(t)
	t.Chdir(filepath.Dir(path)) // the command line names the pack from its folder
	rel := filepath.Base(path)
	e := openFile(t, rel)
	doc, err := editor.Open(rel)
	if err != nil {
		t.Fatal(err)
	}
	e2 := New(e.app, doc)
	defer e2.win.Close()
	if got := e2.files.recent(); len(got) == 0 || got[0] != path {
		t.Errorf("Open Recent lists %q, want %s first", got, path)
	}
	if e2.menuItems.recent.Disabled || len(e2.menuItems.recent.ChildMenu.Items) == 0 {
		t.Error("the Open Recent menu is empty")
	}
}
