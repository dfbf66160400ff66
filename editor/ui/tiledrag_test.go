package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/tilesmith/tilesmith/schema"
)

// TestFastDragPaintsEveryPortCrossed: a drag whose pointer jumps from WR
// to WL in one event paints W too, in order (the review found a fast drag
// from WR to WL assigned WR and WL, not W).
func TestFastDragPaintsEveryPortCrossed(t *testing.T) {
	e := openWinter(t)
	_ = e.win.Canvas().Capture()
	c := e.tileEd.canvas
	var painted []schema.Port
	c.onPort = func(p schema.Port) { painted = append(painted, p) }
	at := func(p schema.Port) fyne.Position {
		o, side := c.square()
		x, y := portSpot(p, c.rot)
		return fyne.NewPos(o.X+float32(x)*side, o.Y+float32(y)*side)
	}
	wr, wl := at(schema.PortWR), at(schema.PortWL)
	c.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: wr}})
	c.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: wl}, Dragged: fyne.NewDelta(wl.X-wr.X, wl.Y-wr.Y)})
	c.DragEnd()
	if want := []schema.Port{schema.PortWR, schema.PortW, schema.PortWL}; !slices.Equal(painted, want) {
		t.Errorf("a drag from WR to WL in one step painted %v, want %v", painted, want)
	}
}
