package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tooltips. Fyne 2.8 has none: an object that rests under the pointer
// for tipDelay shows a short text beside it, on a layer above the window's
// content that takes no events (a pop-up would cover the window and take
// the pointer away from the object, hiding the tip at once).

// tipDelay is how long the pointer rests before a tip shows; a tip on
// show looks every tipWatch whether what it tells of is still under the
// pointer.
var (
	tipDelay = 600 * time.Millisecond
	tipWatch = 150 * time.Millisecond
)

// tips is the window's tooltip layer.
type tips struct {
	layer *fyne.Container
	timer *time.Timer
	owner *tipper // the tipper whose tip shows or is due
}

func newTips() *tips { return &tips{layer: container.NewWithoutLayout()} }

// tipper is what an object with a tip keeps: its text, and where the
// pointer rests on it.
type tipper struct {
	tips *tips
	text func() string
	at   fyne.Position // the pointer, in the window
	// scrolled, when set, is how far the view that holds the object has
	// scrolled (the tile grid's captions): the object moves under a
	// pointer that stands still.
	scrolled func() float32
}

func (t *tipper) mouseIn(ev *desktop.MouseEvent) {
	t.at = ev.AbsolutePosition
	ts := t.tips
	ts.hide()
	ts.owner = t
	ts.timer = time.AfterFunc(tipDelay, func() { fyne.Do(func() { ts.show(t) }) })
}

func (t *tipper) mouseMoved(ev *desktop.MouseEvent) { t.at = ev.AbsolutePosition }

func (t *tipper) mouseOut() {
	if t.tips.owner == t {
		t.tips.hide()
	}
}

// show draws t's tip beside the pointer, inside the window.
func (ts *tips) show(t *tipper) {
	if ts.owner != t {
		return
	}
	text := t.text()
	if text == "" {
		return
	}
	label := widget.NewLabel(text)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNameForeground), 1
	bg.CornerRadius = theme.InputRadiusSize()
	tip := container.NewStack(bg, label)
	size := tip.MinSize()
	tip.Resize(size)
	// The pointer is in the canvas's terms; the layer lies under the
	// window's menu bar.
	at := t.at.Add(fyne.NewPos(12, 18))
	if d := fyne.CurrentApp().Driver(); d != nil {
		at = at.Subtract(d.AbsolutePositionForObject(ts.layer))
	}
	if win := ts.layer.Size(); win.Width > 0 {
		at.X = max(0, min(at.X, win.Width-size.Width))
		at.Y = max(0, min(at.Y, win.Height-size.Height))
	}
	tip.Move(at)
	ts.layer.Objects = []fyne.CanvasObject{tip}
	ts.layer.Refresh()
	ts.watch(t, ts.lookOf(t))
}

// tipLook is what a tip on show depends on besides the pointer.
type tipLook struct {
	text     string
	window   fyne.Size
	scrolled float32
}

// lookOf is what t's tip depends on now.
func (ts *tips) lookOf(t *tipper) tipLook {
	l := tipLook{text: t.text(), window: ts.layer.Size()}
	if t.scrolled != nil {
		l.scrolled = t.scrolled()
	}
	return l
}

// watch hides t's tip once what it depends on changes while the pointer
// stands still: the wheel turned or the window resized under it (the tile
// grid then shows other tiles in the same captions, or moves them away),
// which no pointer event reports.
func (ts *tips) watch(t *tipper, look tipLook) {
	time.AfterFunc(tipWatch, func() {
		fyne.Do(func() {
			if ts.owner != t {
				return
			}
			if ts.lookOf(t) != look {
				ts.hide()
				return
			}
			ts.watch(t, look)
		})
	})
}

// hide takes the tip away, and one that is due.
func (ts *tips) hide() {
	if ts.timer != nil {
		ts.timer.Stop()
		ts.timer = nil
	}
	ts.owner = nil
	if len(ts.layer.Objects) > 0 {
		ts.layer.Objects = nil
		ts.layer.Refresh()
	}
}

// shown is the tip on show, "" for none.
func (ts *tips) shown() string {
	for _, o := range ts.layer.Objects {
		for _, c := range o.(*fyne.Container).Objects {
			if l, ok := c.(*widget.Label); ok {
				return l.Text
			}
		}
	}
	return ""
}

// tipButton is a button with a tip: an icon button says what it does.
type tipButton struct {
	widget.Button
	tip tipper
}

func (e *Editor) iconButton(tip string, icon fyne.Resource, tapped func()) *tipButton {
	return e.tips.iconButton(tip, icon, tapped)
}

// iconButton is an icon button whose tip shows on layer ts: a dialog
// has a layer of its own, since the window's lies under it.
func (ts *tips) iconButton(tip string, icon fyne.Resource, tapped func()) *tipButton {
	b := &tipButton{tip: tipper{tips: ts, text: func() string { return tip }}}
	b.Icon, b.OnTapped = icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

func (b *tipButton) MouseIn(ev *desktop.MouseEvent) { b.Button.MouseIn(ev); b.tip.mouseIn(ev) }
func (b *tipButton) MouseMoved(ev *desktop.MouseEvent) {
	b.Button.MouseMoved(ev)
	b.tip.mouseMoved(ev)
}
func (b *tipButton) MouseOut() { b.Button.MouseOut(); b.tip.mouseOut() }
func (b *tipButton) Tapped(ev *fyne.PointEvent) {
	b.tip.mouseOut()
	b.Button.Tapped(ev)
}

// tipLabel is a label whose whole text, or its detail, shows as a tip: a
// caption cut short by its width can still be read.
type tipLabel struct {
	widget.Label
	tip tipper
	// detail is the tip, when it says more than the text.
	detail string
	// cutOnly shows the tip only while the text is cut short.
	cutOnly bool
}

func (e *Editor) newTipLabel() *tipLabel { return e.tips.newLabel() }

// newLabel is a label whose tip shows on layer ts.
func (ts *tips) newLabel() *tipLabel {
	l := &tipLabel{}
	l.tip = tipper{tips: ts, text: func() string {
		if l.detail != "" {
			return l.detail
		}
		if l.cutOnly && !l.cut() {
			return ""
		}
		return l.Text
	}}
	l.ExtendBaseWidget(l)
	return l
}

func (l *tipLabel) MouseIn(ev *desktop.MouseEvent)    { l.tip.mouseIn(ev) }
func (l *tipLabel) MouseMoved(ev *desktop.MouseEvent) { l.tip.mouseMoved(ev) }
func (l *tipLabel) MouseOut()                         { l.tip.mouseOut() }

// cut says whether the label's width cuts its text short.
func (l *tipLabel) cut() bool {
	th := l.Theme()
	text := fyne.MeasureText(l.Text, th.Size(theme.SizeNameText), l.TextStyle)
	return text.Width+2*th.Size(theme.SizeNameInnerPadding) > l.Size().Width
}
