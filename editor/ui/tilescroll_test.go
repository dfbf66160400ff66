package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTileFormStartsAtTheTopForAnotherTile: the Tile tab's right column,
// scrolled down on one tile (V, with its nine copies, at 1024×600), shows the next tile picked from its name on
// (the review found it kept its place, the header out of sight).
func TestTileFormStartsAtTheTopForAnotherTile(t *testing.T) {
	e := openWinter(t)
	e.win.Resize(fyne.NewSize(1024, 600))
	e.selectTile(tileIndex(t, e, "V")) // nine copies: a long column
	_ = e.win.Canvas().Capture()
	e.tileEd.side.ScrollToBottom()
	if e.tileEd.side.Offset.Y == 0 {
		t.Fatal("tile V's column does not scroll at 1024×600: the test shows nothing")
	}
	e.selectTile(tileIndex(t, e, "B"))
	if y := e.tileEd.side.Offset.Y; y != 0 {
		t.Errorf("tile B's column is shown scrolled by %v px", y)
	}
}

// TestTabReachesTheTileGrid: Tab goes from the filter to "Counts in" and
// then to the tile grid (the review found Tab skipped the grid: the
// container put it before the filter in Tab's order).
func TestTabReachesTheTileGrid(t *testing.T) {
	e := openWinter(t)
	c := e.win.Canvas()
	c.Focus(e.pack.filter)
	c.FocusNext()
	if c.Focused() != fyne.Focusable(e.pack.mix.Select) {
		t.Fatalf("Tab from the filter went to %T, want Counts in", c.Focused())
	}
	c.FocusNext()
	if c.Focused() != fyne.Focusable(e.pack.grid) {
		t.Errorf("Tab from Counts in went to %T, want the tile grid", c.Focused())
	}
}
