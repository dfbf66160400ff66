package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// boardView shows a test game: the tiles and followers on the board, the
// cells where the tile to place fits, the tile under the pointer, and the
// follower spots of a tile just placed. Drag to pan, scroll to zoom (about
// the pointer); a tap on a cell or a spot is passed on. It clips what it
// draws to its own area (it is scrollable).
type boardView struct {
	widget.BaseWidget

	play *editor.Play
	pics *boardPictures

	zoom  float32       // a cell's side in pixels
	pan   fyne.Position // where cell (0,0)'s centre is, from the widget's centre
	hover image.Point
	in    bool // the pointer is over the board
	// follow keeps the whole board in view as it grows, until the user
	// pans or zooms; Fit turns it back on.
	follow bool

	onCell func(image.Point) // a tap on a cell
	onSpot func(int)         // a tap on follower spot i of Play.Spots
	onRune func(rune)        // typed while the board has the focus
	onKey  func(*fyne.KeyEvent)
}

// Zoom bounds, in pixels per cell.
const (
	minZoom     = 20
	maxZoom     = 320
	defaultZoom = 96
	zoomStep    = 1.2
)

// BoardBackground is the colour of the test-play board around the tiles.
var BoardBackground = color.NRGBA{0x3b, 0x46, 0x3c, 0xff}

var (
	fitsNowFill    = color.NRGBA{0x7c, 0xe5, 0x8b, 0x70}
	fitsNowStroke  = color.NRGBA{0xc8, 0xff, 0xcf, 0xff}
	fitsTurnedFill = color.NRGBA{0xff, 0xff, 0xff, 0x22}
	recentStroke   = color.NRGBA{0xff, 0xd4, 0x3b, 0xff}
	spotRing       = color.NRGBA{0xff, 0xff, 0xff, 0xd0}
)

func newBoardView() *boardView {
	b := &boardView{zoom: defaultZoom}
	b.ExtendBaseWidget(b)
	return b
}

// show puts a game on the board (nil for none).
func (b *boardView) show(p *editor.Play, pics *boardPictures) {
	b.play, b.pics = p, pics
	b.Refresh()
}

// cellOrigin is the top-left corner of a cell in the widget.
func (b *boardView) cellOrigin(c image.Point) fyne.Position {
	s := b.Size()
	return fyne.NewPos(s.Width/2+b.pan.X+(float32(c.X)-0.5)*b.zoom, s.Height/2+b.pan.Y+(float32(c.Y)-0.5)*b.zoom)
}

// cellCentre is where a cell's centre is on the board (tests tap there).
func (b *boardView) cellCentre(c image.Point) fyne.Position {
	return b.cellOrigin(c).AddXY(b.zoom/2, b.zoom/2)
}

// cellAt is the cell under a point of the widget, and where in the cell
// the point is (0 to 1 across).
func (b *boardView) cellAt(pos fyne.Position) (image.Point, float32, float32) {
	s := b.Size()
	fx := (pos.X-s.Width/2-b.pan.X)/b.zoom + 0.5
	fy := (pos.Y-s.Height/2-b.pan.Y)/b.zoom + 0.5
	cx, cy := math.Floor(float64(fx)), math.Floor(float64(fy))
	return image.Pt(int(cx), int(cy)), fx - float32(cx), fy - float32(cy)
}

// zoomBy zooms by a factor, keeping the board point under at still.
func (b *boardView) zoomBy(f float32, at fyne.Position) {
	b.follow = false
	z := min(max(b.zoom*f, minZoom), maxZoom)
	s := b.Size()
	// The board point under at is (at - centre - pan) / zoom; keep it.
	rel := fyne.NewPos(at.X-s.Width/2-b.pan.X, at.Y-s.Height/2-b.pan.Y)
	k := z / b.zoom
	b.pan = fyne.NewPos(at.X-s.Width/2-rel.X*k, at.Y-s.Height/2-rel.Y*k)
	b.zoom = z
	b.Refresh()
}

// fit zooms and pans to show the whole board and every target cell, and
// keeps doing so as the board grows.
func (b *boardView) fit() {
	b.follow = true
	b.Refresh()
}

// fitNow zooms and pans to show the whole board and every target cell; a
// board not laid out yet is fitted when it is.
func (b *boardView) fitNow() {
	if b.play == nil {
		return
	}
	minX, minY, maxX, maxY := 0, 0, 0, 0
	grow := func(c image.Point) {
		minX, minY = min(minX, c.X), min(minY, c.Y)
		maxX, maxY = max(maxX, c.X), max(maxY, c.Y)
	}
	for _, p := range b.play.Game().Board() {
		grow(image.Pt(p.X, p.Y))
	}
	for _, t := range b.play.Targets() {
		grow(t.Cell)
	}
	s := b.Size()
	if s.Width <= 0 || s.Height <= 0 {
		return
	}
	cols, rows := float32(maxX-minX+2), float32(maxY-minY+2) // half a cell of margin all round
	b.zoom = min(max(min(s.Width/cols, s.Height/rows), minZoom), defaultZoom*1.5)
	b.pan = fyne.NewPos(-float32(minX+maxX)/2*b.zoom, -float32(minY+maxY)/2*b.zoom)
}

func (b *boardView) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
	if b.play == nil {
		return
	}
	cell, fx, fy := b.cellAt(ev.Position)
	if b.play.Phase() == editor.WaitFollower {
		if i := b.spotAt(cell, fx, fy); i >= 0 && b.onSpot != nil {
			b.onSpot(i)
		}
		return
	}
	if b.onCell != nil {
		b.onCell(cell)
	}
}

// spotAt is the follower spot nearest a point of a cell, -1 when none is
// within a fifth of a cell.
func (b *boardView) spotAt(cell image.Point, fx, fy float32) int {
	last, ok := b.play.LastPlaced()
	if !ok || cell != image.Pt(last.X, last.Y) {
		return -1
	}
	id := b.play.Game().Set.Tiles[last.Tile].ID
	best, bestD := -1, float32(0.2)
	for i, s := range b.play.Spots() {
		x, y := b.pics.spot(id, s.Feature, last.Rot)
		if d := float32(math.Hypot(float64(x-fx), float64(y-fy))); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

func (b *boardView) Dragged(ev *fyne.DragEvent) {
	b.follow = false
	b.pan = b.pan.Add(ev.Dragged)
	b.Refresh()
}

func (b *boardView) DragEnd() {}

func (b *boardView) Scrolled(ev *fyne.ScrollEvent) {
	switch {
	case ev.Scrolled.DY > 0:
		b.zoomBy(zoomStep, ev.Position)
	case ev.Scrolled.DY < 0:
		b.zoomBy(1/zoomStep, ev.Position)
	}
}

func (b *boardView) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

func (b *boardView) MouseMoved(ev *desktop.MouseEvent) {
	c, _, _ := b.cellAt(ev.Position)
	if !b.in || c != b.hover {
		b.in, b.hover = true, c
		b.Refresh()
	}
}

func (b *boardView) MouseOut() {
	b.in = false
	b.Refresh()
}

func (b *boardView) FocusGained() {}
func (b *boardView) FocusLost()   {}

func (b *boardView) TypedRune(r rune) {
	if b.onRune != nil {
		b.onRune(r)
	}
}

func (b *boardView) TypedKey(ev *fyne.KeyEvent) {
	if b.onKey != nil {
		b.onKey(ev)
	}
}

func (b *boardView) MinSize() fyne.Size { return fyne.NewSize(320, 320) }

func (b *boardView) CreateRenderer() fyne.WidgetRenderer {
	return &boardRenderer{b: b, bg: canvas.NewRectangle(BoardBackground), ghost: canvas.NewImageFromImage(nil)}
}

// boardRenderer keeps pools of canvas objects that it reuses from one
// refresh to the next, so a tile keeps its texture.
type boardRenderer struct {
	b       *boardView
	bg      *canvas.Rectangle
	tiles   []*canvas.Image
	marks   []*canvas.Rectangle
	meeples []*canvas.Image
	rings   []*canvas.Circle
	ghost   *canvas.Image
	objects []fyne.CanvasObject
}

func (r *boardRenderer) Destroy()                     {}
func (r *boardRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *boardRenderer) Layout(fyne.Size)             { r.arrange() }
func (r *boardRenderer) Refresh() {
	r.arrange()
	canvas.Refresh(r.b)
}

// pooled hands out the i-th object of a pool, growing it with fresh
// objects as needed.
func pooled[T any](pool *[]T, i int, fresh func() T) T {
	for len(*pool) <= i {
		*pool = append(*pool, fresh())
	}
	return (*pool)[i]
}

func smoothImage() *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.ScaleMode = canvas.ImageScaleSmooth
	return img
}

func (r *boardRenderer) tile(i int) *canvas.Image   { return pooled(&r.tiles, i, smoothImage) }
func (r *boardRenderer) meeple(i int) *canvas.Image { return pooled(&r.meeples, i, smoothImage) }

func (r *boardRenderer) mark(i int) *canvas.Rectangle {
	return pooled(&r.marks, i, func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) })
}

func (r *boardRenderer) ring(i int) *canvas.Circle {
	return pooled(&r.rings, i, func() *canvas.Circle {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor, c.StrokeWidth = spotRing, 2
		return c
	})
}

// arrange lays out every object for the game's state, pan and zoom.
func (r *boardRenderer) arrange() {
	b := r.b
	if b.follow {
		b.fitNow()
	}
	r.bg.Resize(b.Size())
	r.objects = append(r.objects[:0], r.bg)
	if b.play == nil || b.pics == nil {
		return
	}
	g := b.play.Game()
	cell := fyne.NewSquareSize(b.zoom)
	place := func(o fyne.CanvasObject, c image.Point, size fyne.Size, fx, fy float32) {
		at := b.cellOrigin(c).AddXY(fx*b.zoom-size.Width/2, fy*b.zoom-size.Height/2)
		o.Move(at)
		o.Resize(size)
		r.objects = append(r.objects, o)
	}
	for i, p := range g.Board() {
		img := r.tile(i)
		setPicture(img, b.pics.tile(g.Set.Tiles[p.Tile].ID, p.Rot), 0)
		place(img, image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	marks := 0
	for _, p := range b.play.Recent() {
		m := r.mark(marks)
		marks++
		m.FillColor, m.StrokeColor, m.StrokeWidth = color.Transparent, recentStroke, 2
		m.Refresh()
		place(m, image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	ghost := false
	for _, t := range b.play.Targets() {
		m := r.mark(marks)
		marks++
		m.FillColor, m.StrokeColor, m.StrokeWidth = fitsTurnedFill, color.Transparent, 0
		if t.Rotations&(1<<b.play.Rotation()) != 0 {
			m.FillColor, m.StrokeColor, m.StrokeWidth = fitsNowFill, fitsNowStroke, 1.5
			ghost = ghost || (b.in && t.Cell == b.hover)
		}
		m.Refresh()
		place(m, t.Cell, cell, 0.5, 0.5)
	}
	if ghost {
		// The tile to place, as it would lie in the cell under the pointer.
		setPicture(r.ghost, b.pics.tile(g.Set.Tiles[b.play.Tile()].ID, b.play.Rotation()), 0.25)
		place(r.ghost, b.hover, cell, 0.5, 0.5)
	}
	meeples := 0
	msize := fyne.NewSquareSize(b.zoom * 0.34)
	for _, f := range g.Followers() {
		p := g.PlacedOf(f.Node)
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, g.Feature(f.Node).Index, p.Rot)
		m := r.meeple(meeples)
		meeples++
		setPicture(m, b.pics.follower(f.Player, g.Players()[f.Player]), 0)
		place(m, image.Pt(p.X, p.Y), msize, x, y)
	}
	if last, ok := b.play.LastPlaced(); ok && b.play.Phase() == editor.WaitFollower {
		seat := g.Current()
		for i, s := range b.play.Spots() {
			x, y := b.pics.spot(g.Set.Tiles[last.Tile].ID, s.Feature, last.Rot)
			place(r.ring(i), image.Pt(last.X, last.Y), fyne.NewSquareSize(b.zoom*0.4), x, y)
			m := r.meeple(meeples)
			meeples++
			setPicture(m, b.pics.follower(seat, g.Players()[seat]), 0.45)
			place(m, image.Pt(last.X, last.Y), msize, x, y)
		}
	}
}

// setPicture shows a picture in an image object, refreshing it (and its
// texture) only when something changed.
func setPicture(img *canvas.Image, pic image.Image, translucency float64) {
	if img.Image != pic || img.Translucency != translucency {
		img.Image, img.Translucency = pic, translucency
		img.Refresh()
	}
}
