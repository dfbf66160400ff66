package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// TestPlayControlsStayInView: the board's zoom and Fit and the search's
// Stop are not in the side panel's scroll area, which a long decision or
// score track scrolls (the review found them hidden there while a bot
// thought).
func TestPlayControlsStayInView(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.playTab)
	v := e.play
	in := func(o fyne.CanvasObject, within fyne.CanvasObject) bool {
		for _, x := range test.LaidOutObjects(within) {
			if x == o {
				return true
			}
		}
		return false
	}
	_ = e.win.Canvas().Capture()
	var scrolls []*container.Scroll
	for _, o := range test.LaidOutObjects(v.side) {
		if s, ok := o.(*container.Scroll); ok && s.Content == v.info {
			scrolls = append(scrolls, s)
		}
	}
	if len(scrolls) != 1 {
		t.Fatalf("%d scroll areas hold the side panel's info", len(scrolls))
	}
	for name, o := range map[string]fyne.CanvasObject{"the zoom and Fit": v.controls, "Stop": v.search.buttons} {
		if in(o, scrolls[0]) {
			t.Errorf("%s scroll with the side panel", name)
		}
		if !in(o, v.side) {
			t.Errorf("%s are not in the side panel", name)
		}
	}
}
