package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// wheelPasser lies over a list that shows all its rows, or over a text
// box, and hands the mouse wheel to the scroll around it: a list's own
// scroll takes the wheel even with nothing to scroll, and a one-line
// box's scrolls its text sideways, so over either the column stood still
// (the review's finding for the feature list). It takes no taps, hovers
// or keys: they reach what is under it.
type wheelPasser struct {
	widget.BaseWidget
	to func(at fyne.Position) fyne.Scrollable // nil: the wheel is dropped
}

func newWheelPasser(to func(at fyne.Position) fyne.Scrollable) *wheelPasser {
	w := &wheelPasser{to: to}
	w.ExtendBaseWidget(w)
	return w
}

func (w *wheelPasser) Scrolled(ev *fyne.ScrollEvent) {
	// Where the passer lies, not where the event says: it stands in the
	// scroll it passes to, and the event's place is not always set.
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(w).AddXY(1, 1)
	if s := w.to(at); s != nil {
		s.Scrolled(ev)
	}
}

func (w *wheelPasser) MinSize() fyne.Size { return fyne.Size{} }

func (w *wheelPasser) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}

// wheelScroll registers s as a scroll the mouse wheel reaches over the
// text boxes in it, and returns it.
func (e *Editor) wheelScroll(s *container.Scroll) *container.Scroll {
	e.wheelScrolls = append(e.wheelScrolls, s)
	return s
}

// wheelTarget is the innermost registered scroll shown under the window
// point at, or nil.
func (e *Editor) wheelTarget(at fyne.Position) fyne.Scrollable {
	d := fyne.CurrentApp().Driver()
	var best *container.Scroll
	for _, s := range e.wheelScrolls {
		if !s.Visible() || s.Size().IsZero() {
			continue
		}
		o, size := d.AbsolutePositionForObject(s), s.Size()
		if at.X < o.X || at.Y < o.Y || at.X > o.X+size.Width || at.Y > o.Y+size.Height {
			continue
		}
		if best == nil || size.Width*size.Height < best.Size().Width*best.Size().Height {
			best = s
		}
	}
	if best == nil {
		return nil
	}
	return best
}
