package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The editor's own layouts.

// flowLayout lays its objects out left to right at their least sizes,
// starting another line where the next one would not fit, so that a row
// of choices fits a narrow window. Fyne's own row-wrap layout takes the
// width of its last layout as its least width, so a window once wide could
// never be made narrow again; this one asks only for its widest object's
// width, and for the height its lines took at the width it last had.
type flowLayout struct {
	width float32 // the width of the last layout; 0 before the first
}

func newFlowLayout() *flowLayout { return &flowLayout{} }

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	l.place(objs, size.Width, true)
}

func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widest := float32(0)
	for _, o := range objs {
		if o.Visible() {
			widest = max(widest, o.MinSize().Width)
		}
	}
	width := l.width
	if width == 0 {
		width = float32(1 << 20) // one line until laid out
	}
	return fyne.NewSize(widest, l.place(objs, max(width, widest), false))
}

// place puts the objects in lines within width (moving them when move is
// set) and returns the height the lines take.
func (l *flowLayout) place(objs []fyne.CanvasObject, width float32, move bool) float32 {
	pad := theme.Padding()
	x, y, line := float32(0), float32(0), float32(0)
	first := true
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if !first && x+s.Width > width {
			x, y, line = 0, y+line+pad, 0
		}
		if move {
			o.Move(fyne.NewPos(x, y))
			o.Resize(s)
		}
		x += s.Width + pad
		line = max(line, s.Height)
		first = false
	}
	return y + line
}

// cappedScroll holds a scroll as tall as its content, up to most pixels;
// past that the content scrolls. The Play tab's set-up, open, then never
// makes the window taller than a 1024×700 screen, however many seats wrap.
type cappedScroll struct {
	content fyne.CanvasObject
	most    float32
}

// newCappedScroll scrolls content vertically within at most most pixels.
func newCappedScroll(content fyne.CanvasObject, most float32) *fyne.Container {
	return container.New(&cappedScroll{content: content, most: most}, container.NewVScroll(content))
}

func (c *cappedScroll) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

func (c *cappedScroll) MinSize([]fyne.CanvasObject) fyne.Size {
	m := c.content.MinSize()
	return fyne.NewSize(m.Width, min(m.Height, c.most))
}

// fixedMinWidth asks a fixed least width for its object, and its least
// height, and gives it all the room it gets: what the object would ask
// more is cut at the edge rather than moving what stands beside it.
type fixedMinWidth struct{ width float32 }

func (f *fixedMinWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

func (f *fixedMinWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(f.width, objs[0].MinSize().Height)
}
