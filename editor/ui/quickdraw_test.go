package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/tilesmith/tilesmith/schema"
)

// TestQuickEditDrawsTheTileFirst: a port tap, Ctrl+Z and Ctrl+Y draw the
// tile's new picture before the window's next frame, and leave the rest —
// the check, the problems, the status line — to after it (the desktop
// driver's fyne.Do; here a queue the test runs). A refresh after the frame
// keeps what the edit said in the status line.
func TestQuickEditDrawsTheTileFirst(t *testing.T) {
	e := openWinter(t)
	var queued []func()
	e.afterFrame = func(f func()) { queued = append(queued, f) }
	e.tabs.Select(e.tileTab)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	clean := len(e.problems.rows)
	steps := []struct {
		name   string
		do     func()
		status string // the status line's start once the frame is drawn
		rows   int    // more problem rows than the pack had
	}{
		// Port S of D given to its city: an error and a warning.
		{"a port tapped", func() { tapPort(e, schema.PortS) }, "winter-edition", 2},
		{"Ctrl+Z", func() { pressShortcut(t, e, &fyne.ShortcutUndo{}) }, "undid: assign port S", 0},
		{"Ctrl+Y", func() { pressShortcut(t, e, &fyne.ShortcutRedo{}) }, "redid: assign port S", 2},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			rows := len(e.problems.rows)
			s.do()
			drawn, err := e.images.draw(e.doc.Pack(), e.tile, e.tileEd.canvas.rot, e.tileEd.canvas.pictureSize())
			if err != nil {
				t.Fatal(err)
			}
			if !samePixels(drawn, e.tileEd.canvas.img.Image) {
				t.Error("the picture is not the tile as it now is before the frame")
			}
			if len(queued) != 1 {
				t.Fatalf("%d refreshes wait for the frame, want 1", len(queued))
			}
			if len(e.problems.rows) != rows {
				t.Error("the problems were listed again before the frame")
			}
			f := queued[0]
			queued = queued[:0]
			f()
			if !strings.HasPrefix(e.status.Text, s.status) {
				t.Errorf("after the frame the status says %q, want %q…", e.status.Text, s.status)
			}
			if got := len(e.problems.rows) - clean; got != s.rows {
				t.Errorf("after the frame %d more problem rows, want %d", got, s.rows)
			}
		})
	}
	t.Run("another tab shown", func(t *testing.T) {
		e.tabs.Select(e.mixTab)
		pressShortcut(t, e, &fyne.ShortcutUndo{})
		if len(queued) != 0 || len(e.problems.rows) != clean {
			t.Errorf("an undo with the Mixes tab shown left %d refreshes for later, %d problem rows", len(queued), len(e.problems.rows)-clean)
		}
	})
}
