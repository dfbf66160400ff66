package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestDialogsTakeEnterAndEscape: every dialog of the editor answers Enter
// with its default and Escape by closing (the review found the confirm
// dialogs, the result of an export and the Export dialog ignored them),
// and Delete asks to delete the selected tile.
func TestDialogsTakeEnterAndEscape(t *testing.T) {
	tests := []struct {
		name  string
		open  func(e *Editor)
		title string
		key   fyne.KeyName
		// after checks the editor once the key closed the dialog.
		after func(t *testing.T, e *Editor, tiles int)
	}{
		{"Delete, then Escape keeps the tile", func(e *Editor) { pressKey(e, fyne.KeyDelete) }, "Delete tile A?", fyne.KeyEscape,
			func(t *testing.T, e *Editor, tiles int) {
				if len(e.doc.Pack().Tiles) != tiles {
					t.Error("Escape deleted the tile")
				}
			}},
		{"Delete, then Enter deletes the tile, undoably", func(e *Editor) { pressKey(e, fyne.KeyDelete) }, "Delete tile A?", fyne.KeyReturn,
			func(t *testing.T, e *Editor, tiles int) {
				if len(e.doc.Pack().Tiles) != tiles-1 {
					t.Fatal("Enter did not delete the tile")
				}
				e.undo()
				if len(e.doc.Pack().Tiles) != tiles {
					t.Error("Undo did not bring the tile back")
				}
			}},
		{"Delete mix, then Escape", func(e *Editor) { e.mixes.remove() }, "Delete mix WE3?", fyne.KeyEscape,
			func(t *testing.T, e *Editor, _ int) {
				if len(e.doc.Pack().Mixes) != 4 {
					t.Error("Escape deleted the mix")
				}
			}},
		{"Export, then Escape", func(e *Editor) { e.showExport() }, "Export winter-edition", fyne.KeyEscape, nil},
		{"Open, then Escape", func(e *Editor) { e.files.open() }, "Open a pack file", fyne.KeyEscape, nil},
		{"an error, then Enter", func(e *Editor) { e.showError(errors.New("the file is not a pack")) }, "Error", fyne.KeyReturn, nil},
		{"the export's result, then Enter", func(e *Editor) {
			d := exportResult("exported winter-edition", []string{"a warning"}, e.win)
			e.withKeys(d, d.Dismiss, d.Dismiss).Show()
		}, "Exported", fyne.KeyReturn, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			e.win.Canvas().Unfocus()
			tiles := len(e.doc.Pack().Tiles)
			tc.open(e)
			if got := topDialogTitle(e); !strings.HasPrefix(got, tc.title) {
				t.Fatalf("the dialog on top is %q, want %q", got, tc.title)
			}
			pressKey(e, tc.key)
			if got := topDialogTitle(e); got != "" {
				t.Fatalf("%s left the dialog %q open", tc.key, got)
			}
			if tc.after != nil {
				tc.after(t, e, tiles)
			}
		})
	}
}
