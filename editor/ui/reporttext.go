package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// reportText shows a report as the command line prints it, in monospace,
// with every column in view: when its widest line is wider than the room
// it has, its text shrinks to fit, down to minReportTextSize; below that
// it asks for the width it needs, and the horizontal scroll around it
// scrolls.
type reportText struct {
	widget.BaseWidget
	Text string
}

// minReportTextSize is the smallest text a report shrinks to.
const minReportTextSize = 9

var monospace = fyne.TextStyle{Monospace: true}

func newReportText() *reportText {
	r := &reportText{}
	r.ExtendBaseWidget(r)
	return r
}

// SetText shows a new report.
func (r *reportText) SetText(text string) {
	r.Text = text
	r.Refresh()
}

// lines are the report's lines.
func (r *reportText) lines() []string {
	if r.Text == "" {
		return nil
	}
	return strings.Split(r.Text, "\n")
}

// widest is the width of the widest line at text size ts.
func (r *reportText) widest(ts float32) float32 {
	w := float32(0)
	for _, l := range r.lines() {
		w = max(w, fyne.MeasureText(l, ts, monospace).Width)
	}
	return w
}

// textSize is the size the report is drawn at in a width: the theme's,
// or smaller so that the widest line fits, but not below
// minReportTextSize.
func (r *reportText) textSize(width float32) float32 {
	ts := theme.TextSize()
	margin := reportMargin()
	need := r.widest(ts) + margin
	if need <= width || need == margin {
		return ts
	}
	// Text does not scale exactly with its size (the glyphs are hinted
	// to whole pixels): from the proportional guess, step down until the
	// widest line truly fits (the review found the last column cut at
	// 1280 px by a guess 14 px too wide).
	fit := max(ts*(width-margin)/(need-margin), minReportTextSize)
	for fit > minReportTextSize && r.widest(fit)+margin > width {
		fit = max(fit-0.25, minReportTextSize)
	}
	return fit
}

// reportMargin is the room beside the text: padding on the left and on
// the right, where the tab's scroll bar may lie over it.
func reportMargin() float32 {
	return 2*theme.InnerPadding() + theme.ScrollBarSize()
}

// MinSize is as wide as the widest line at minReportTextSize, and as
// tall as the lines at the size they are drawn at in the width the text
// has (the theme's before it has one): a report shrunk to fit leaves no
// gap under its last line.
func (r *reportText) MinSize() fyne.Size {
	p := theme.InnerPadding()
	ts := theme.TextSize()
	if w := r.Size().Width; w > 0 {
		ts = r.textSize(w)
	}
	line := fyne.MeasureText("M", ts, monospace).Height
	return fyne.NewSize(r.widest(minReportTextSize)+reportMargin(), float32(len(r.lines()))*line+2*p)
}

func (r *reportText) CreateRenderer() fyne.WidgetRenderer {
	return &reportTextRenderer{r: r}
}

type reportTextRenderer struct {
	r     *reportText
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (rr *reportTextRenderer) Destroy()                     {}
func (rr *reportTextRenderer) MinSize() fyne.Size           { return rr.r.MinSize() }
func (rr *reportTextRenderer) Objects() []fyne.CanvasObject { return rr.objs }
func (rr *reportTextRenderer) Refresh() {
	rr.Layout(rr.r.Size())
	canvas.Refresh(rr.r)
}

// Layout draws the lines one under another at the size that fits.
func (rr *reportTextRenderer) Layout(size fyne.Size) {
	lines := rr.r.lines()
	ts := rr.r.textSize(size.Width)
	p := theme.InnerPadding()
	y := p
	rr.objs = rr.objs[:0]
	for i, l := range lines {
		t := pooled(&rr.texts, i, func() *canvas.Text {
			t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
			t.TextStyle = monospace
			return t
		})
		fg := theme.Color(theme.ColorNameForeground)
		if t.Text != l || t.TextSize != ts || t.Color != fg {
			t.Text, t.TextSize, t.Color = l, ts, fg
			t.Refresh()
		}
		h := t.MinSize().Height
		t.Move(fyne.NewPos(p, y))
		t.Resize(fyne.NewSize(t.MinSize().Width, h))
		y += h
		rr.objs = append(rr.objs, t)
	}
}
