package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/schema"
)

// tileCanvas shows one tile large, with a mark on each of its 12 ports.
// Tapping a port, or dragging across several, paints them with the
// selected feature; a secondary tap on a port selects the feature that
// has it.
type tileCanvas struct {
	widget.BaseWidget

	img   *canvas.Image
	marks [schema.NumPorts]*canvas.Circle
	rot   int // the view's quarter turns clockwise

	// pixels is the picture's side on screen in device pixels, as last
	// laid out (0 before); onResize asks for the picture again when it
	// changes. The picture is drawn at that size, not scaled to it: the
	// window scales a picture of another size on the UI thread at each
	// change (≈ 16 ms from 512 px, Catmull-Rom), before the frame.
	pixels   int
	onResize func()

	// selected[p] marks the ports of the selected feature.
	selected [schema.NumPorts]bool

	// reserve is how much of the widget's height to leave unused below
	// the picture: room that something else may take later (the problem
	// panel, growing), so that the picture does not move when it does.
	reserve func() float32

	onPort     func(schema.Port) // a port painted by a tap or a drag
	onGesture  func()            // a tap or a drag ended
	onPick     func(schema.Port) // a secondary tap on a port
	lastDrag   schema.Port
	dragging   bool
	dragOnPort bool
}

func newTileCanvas() *tileCanvas {
	c := &tileCanvas{img: canvas.NewImageFromImage(image.NewNRGBA(image.Rect(0, 0, 1, 1)))}
	c.img.FillMode = canvas.ImageFillContain
	// The picture comes at the size it is shown at (pictureSize), which
	// the window then does not scale; Smooth only where that size cannot
	// be known (a screen whose pixels are not the canvas's scale).
	c.img.ScaleMode = canvas.ImageScaleSmooth
	for p := range c.marks {
		m := canvas.NewCircle(color.NRGBA{0xff, 0xff, 0xff, 0x90})
		m.StrokeColor = color.NRGBA{0x20, 0x20, 0x20, 0xc0}
		m.StrokeWidth = 1.5
		c.marks[p] = m
	}
	c.ExtendBaseWidget(c)
	return c
}

// set shows a new picture and selection.
func (c *tileCanvas) set(img image.Image, selected [schema.NumPorts]bool) {
	c.img.Image = img
	c.selected = selected
	c.Refresh()
}

// pictureSize is the side, in pixels, to draw the tile's picture at: its
// side on screen once laid out. Before, the thumbnail's size: the pack
// view has drawn that picture already (or will), and the first layout asks
// for the real one.
func (c *tileCanvas) pictureSize() int {
	if c.pixels > 0 {
		return c.pixels
	}
	return thumbSize
}

// notePixels records the picture's side on screen after a layout and asks
// for a picture of that size when it changed.
func (c *tileCanvas) notePixels(side float32) {
	scale := float32(1)
	if cv := fyne.CurrentApp().Driver().CanvasForObject(c); cv != nil {
		scale = cv.Scale()
	}
	px := int(math.Round(float64(side * scale)))
	if px <= 0 || px == c.pixels {
		return
	}
	c.pixels = px
	if c.onResize != nil {
		c.onResize()
	}
}

// square is where the tile is drawn inside the widget: at the top,
// centred across, as large as the width and the height less the reserve
// allow (and never below the widget's least size while it fits).
func (c *tileCanvas) square() (origin fyne.Position, side float32) {
	s := c.Size()
	h := s.Height
	if c.reserve != nil {
		h = max(h-c.reserve(), min(s.Height, c.MinSize().Height))
	}
	side = max(min(s.Width, h), 0)
	return fyne.NewPos((s.Width-side)/2, 0), side
}

// portUnder returns the port at a point of the widget.
func (c *tileCanvas) portUnder(pos fyne.Position) (schema.Port, bool) {
	o, side := c.square()
	if side <= 0 {
		return 0, false
	}
	return portAt(float64((pos.X-o.X)/side), float64((pos.Y-o.Y)/side), c.rot)
}

func (c *tileCanvas) Tapped(ev *fyne.PointEvent) {
	if p, ok := c.portUnder(ev.Position); ok && c.onPort != nil {
		c.onPort(p)
	}
	if c.onGesture != nil {
		c.onGesture()
	}
}

func (c *tileCanvas) TappedSecondary(ev *fyne.PointEvent) {
	if p, ok := c.portUnder(ev.Position); ok && c.onPick != nil {
		c.onPick(p)
	}
}

// Dragged paints every port the pointer passed over since the last drag
// event, in order: a fast drag moves many pixels between two events, and
// the ports it crossed on the way (W between WR and WL) count as painted.
func (c *tileCanvas) Dragged(ev *fyne.DragEvent) {
	from := ev.Position.Subtract(fyne.NewPos(ev.Dragged.DX, ev.Dragged.DY))
	steps := int(max(abs32(ev.Dragged.DX), abs32(ev.Dragged.DY))/2) + 1 // every 2 px
	for i := 1; i <= steps; i++ {
		f := float32(i) / float32(steps)
		c.dragOver(fyne.NewPos(from.X+ev.Dragged.DX*f, from.Y+ev.Dragged.DY*f))
	}
}

// dragOver paints the port under pos, once until the drag leaves it.
func (c *tileCanvas) dragOver(pos fyne.Position) {
	p, ok := c.portUnder(pos)
	if !ok || (c.dragging && c.dragOnPort && p == c.lastDrag) {
		return
	}
	c.dragging, c.dragOnPort, c.lastDrag = true, true, p
	if c.onPort != nil {
		c.onPort(p)
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

func (c *tileCanvas) DragEnd() {
	c.dragging, c.dragOnPort = false, false
	if c.onGesture != nil {
		c.onGesture()
	}
}

func (c *tileCanvas) MinSize() fyne.Size { return fyne.NewSquareSize(240) }

func (c *tileCanvas) CreateRenderer() fyne.WidgetRenderer {
	objs := []fyne.CanvasObject{c.img}
	for _, m := range c.marks {
		objs = append(objs, m)
	}
	return &tileCanvasRenderer{c: c, objects: objs}
}

type tileCanvasRenderer struct {
	c       *tileCanvas
	objects []fyne.CanvasObject
}

func (r *tileCanvasRenderer) Layout(fyne.Size) {
	o, side := r.c.square()
	r.c.img.Move(o)
	r.c.img.Resize(fyne.NewSquareSize(side))
	r.c.notePixels(side)
	radius := side * 0.035
	for p, m := range r.c.marks {
		x, y := portSpot(schema.Port(p), r.c.rot)
		m.Move(fyne.NewPos(o.X+float32(x)*side-radius, o.Y+float32(y)*side-radius))
		m.Resize(fyne.NewSquareSize(2 * radius))
	}
}

func (r *tileCanvasRenderer) MinSize() fyne.Size { return r.c.MinSize() }

func (r *tileCanvasRenderer) Refresh() {
	accent := theme.Color(theme.ColorNamePrimary)
	for p, m := range r.c.marks {
		if r.c.selected[p] {
			m.FillColor, m.StrokeColor, m.StrokeWidth = accent, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 2.5
		} else {
			m.FillColor, m.StrokeColor, m.StrokeWidth = color.NRGBA{0xff, 0xff, 0xff, 0x90}, color.NRGBA{0x20, 0x20, 0x20, 0xc0}, 1.5
		}
	}
	r.Layout(r.c.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *tileCanvasRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *tileCanvasRenderer) Destroy()                     {}
