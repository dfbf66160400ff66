package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// lazyTab holds a tab's content out of the window until the tab is first
// shown. The tabs size themselves to the largest of their contents, so
// the window's first frame made the renderers of every widget of every
// tab (the Play and Simulate tabs' among them) only to measure them; now
// it makes those of the tab it shows. The views themselves are built at
// the start as before and follow the document: only their drawing waits.
// Until then the tab asks for no room of its own: only a tab narrower and
// lower than another the window draws at once may wait, or the window's
// layout would change when it is first shown (TestLazyTabsLeaveTheLayout).
type lazyTab struct {
	widget.BaseWidget
	content fyne.CanvasObject
	built   bool // the tab has been shown once: its content is in the window
}

func newLazyTab(content fyne.CanvasObject) *lazyTab {
	l := &lazyTab{content: content}
	l.ExtendBaseWidget(l)
	return l
}

// Show is called by the tabs when the tab comes to the front; the
// content hears it too (a tabView catches up with the document then),
// once it is in the window at its size: what it does when shown (the
// Mixes table scrolls to the selected tile) needs its size.
func (l *lazyTab) Show() {
	l.BaseWidget.Show()
	if !l.built {
		l.built = true
		l.Refresh()
	}
	l.content.Show()
}

// Hide is called by the tabs when another tab comes to the front.
func (l *lazyTab) Hide() {
	l.BaseWidget.Hide()
	l.content.Hide()
}

func (l *lazyTab) CreateRenderer() fyne.WidgetRenderer { return &lazyTabRenderer{l} }

type lazyTabRenderer struct{ l *lazyTab }

func (r *lazyTabRenderer) Objects() []fyne.CanvasObject {
	if !r.l.built {
		return nil
	}
	return []fyne.CanvasObject{r.l.content}
}

func (r *lazyTabRenderer) Layout(size fyne.Size) {
	if r.l.built {
		r.l.content.Move(fyne.NewPos(0, 0))
		r.l.content.Resize(size)
	}
}

func (r *lazyTabRenderer) MinSize() fyne.Size {
	if !r.l.built {
		return fyne.Size{}
	}
	return r.l.content.MinSize()
}

func (r *lazyTabRenderer) Refresh() {
	r.Layout(r.l.Size())
	if r.l.built {
		r.l.content.Refresh()
	}
}

func (r *lazyTabRenderer) Destroy() {}
