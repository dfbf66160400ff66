package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTileGridAfterAResize: the pack view's tile grid, scrolled with the
// wheel and then given more or fewer columns by a resize of the window,
// still shows tiles and still scrolls to its last one. Fyne's grid kept
// the height it had before the resize: with more columns its place was
// past its new end (the review's blank grid, after a widening, which took
// a hundred wheel notches to find the tiles again), with fewer its last
// rows could not be scrolled to.
func TestTileGridAfterAResize(t *testing.T) {
	narrow, wide := fyne.NewSize(800, 560), fyne.NewSize(1600, 1000)
	tests := []struct {
		name      string
		sizes     []fyne.Size // the window's sizes in turn, the wheel at the grid's end after the first
		wheelLast bool        // the wheel goes to the end again after the last size
	}{
		{"widened at its end", []fyne.Size{narrow, wide}, false},
		{"widened at its end, then to its end again", []fyne.Size{narrow, wide}, true},
		{"narrowed, then to its end", []fyne.Size{wide, narrow}, true},
		{"widened, narrowed, widened at its end", []fyne.Size{narrow, wide, narrow, wide}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			p := e.doc.Pack()
			last := e.pack.caption(p, len(p.Tiles)-1)
			for i, size := range tc.sizes {
				e.win.Resize(size)
				_ = e.win.Canvas().Capture()
				if i == 0 {
					wheelToGridEnd(e)
				}
			}
			if tc.wheelLast {
				wheelToGridEnd(e)
			}
			shown, blank := captionsInView(e)
			if len(shown) == 0 {
				t.Fatalf("the grid shows no tile at %v (scrolled %v px)", tc.sizes[len(tc.sizes)-1], e.pack.grid.GetScrollOffset())
			}
			if !slices.Contains(shown, last) {
				t.Errorf("the grid at its end shows %v, not the last tile (%s)", shown, last)
			}
			// The pack's tiles fill more than the pane at every size here:
			// at the grid's end the last row stands at the pane's foot.
			if blank > thumbSize {
				t.Errorf("the grid at its end is blank for %v px under its last tiles %v (scrolled %v px)", blank, shown, e.pack.grid.GetScrollOffset())
			}
		})
	}
}

// wheelToGridEnd turns the mouse wheel over the tile grid, notch by notch,
// well past its end.
func wheelToGridEnd(e *Editor) {
	g := e.pack.grid
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(g).Add(fyne.NewPos(g.Size().Width/2, g.Size().Height/2))
	for range 100 {
		test.Scroll(e.win.Canvas(), at, 0, -50)
	}
	_ = e.win.Canvas().Capture()
}

// captionsInView are the captions of the tiles the grid shows whole in
// its pane, and the height of the pane left blank under the lowest.
func captionsInView(e *Editor) (shown []string, blank float32) {
	d := fyne.CurrentApp().Driver()
	g := e.pack.grid
	top := d.AbsolutePositionForObject(g).Y
	bottom := top + g.Size().Height
	lowest := top
	walkObjects(g, func(o fyne.CanvasObject) {
		label, ok := o.(*tipLabel)
		if !ok {
			return
		}
		y := d.AbsolutePositionForObject(label).Y
		if y >= top && y+label.Size().Height <= bottom {
			shown = append(shown, label.Text)
			lowest = max(lowest, y+label.Size().Height)
		}
	})
	return shown, bottom - lowest
}

// walkObjects calls f on o and on every visible object drawn in it.
func walkObjects(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if !o.Visible() {
		return
	}
	f(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, child := range o.Objects {
			walkObjects(child, f)
		}
	case fyne.Widget:
		for _, child := range test.WidgetRenderer(o).Objects() {
			walkObjects(child, f)
		}
	}
}
