package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// TestPlayLogHeightAndNewest: at 1400×900 the log beside the board (its
// tab chosen) shows
// at least eight lines, and after a whole game it is scrolled to the
// newest entry (the result).
func TestPlayLogHeightAndNewest(t *testing.T) {
	e := openWinter(t)
	e.win.Resize(fyne.NewSize(1400, 900))
	v := startGame(t, e, botPrefix+"greedy", botPrefix+"greedy")
	if v.play.Phase() != editor.GameOver {
		t.Fatalf("a game of bots moving at once is not over: %s", v.status.Text)
	}
	v.below.Select(v.logTab)     // the log is the second tab under the divider
	_ = e.win.Canvas().Capture() // a frame: the folded set-up gives its room to the board and the panel
	eight := widget.NewLabel(strings.Repeat("line\n", 7)+"line").MinSize().Height - 2*theme.InnerPadding()
	if got := v.logScroll.Size().Height; got < eight {
		t.Errorf("the log is %.0f px high, less than eight lines (%.0f px)", got, eight)
	}
	if !strings.Contains(v.log.Text, "wins with") {
		t.Fatalf("the log does not end with the result: …%s", v.log.Text[max(0, len(v.log.Text)-200):])
	}
	bottom := v.log.MinSize().Height - v.logScroll.Size().Height
	if bottom <= 0 {
		t.Fatalf("a whole game's log (%d lines) fits without scrolling", len(v.logLines))
	}
	if off := v.logScroll.Offset.Y; off < bottom-1 {
		t.Errorf("the log is scrolled to %.0f px, not to the newest entry at %.0f px", off, bottom)
	}
	// Dragging the divider gives the log more room.
	before := v.logScroll.Size().Height
	v.side.SetOffset(0.2)
	test.WidgetRenderer(v.side) // lay out
	if v.logScroll.Size().Height <= before {
		t.Errorf("moving the divider up did not make the log higher: %.0f px, was %.0f px", v.logScroll.Size().Height, before)
	}
}
