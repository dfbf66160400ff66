package ui

import (
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/exporter"
)

// boardView shows a test game: the tiles (face-down ones as backs) and
// followers on the board, the ruleset's pieces on the sides of cells (The
// City's wall, gate, guards and towers), its marks on cells (ghosts, dogs), the
// cells where the tile to place fits, the tile under the pointer, the
// follower spots of a tile just placed, and the cells of any other
// decision's options. Drag to pan, scroll to zoom (about
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

	onCell func(image.Point) // a tap on a cell (a tile to place, or an option's cell)
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
	optionFill     = color.NRGBA{0x5c, 0xb8, 0xff, 0x60}
	optionStroke   = color.NRGBA{0xbf, 0xe4, 0xff, 0xff}
	markFill       = color.NRGBA{0x1d, 0x1f, 0x2b, 0xd8}
	markText       = color.NRGBA{0xf4, 0xf1, 0xff, 0xff}
	faceDownFill   = exporter.TileBackColour
	faceDownStroke = exporter.TileBackEdge
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
	if g := b.play.Core(); g != nil {
		for _, p := range g.Board() {
			grow(image.Pt(p.X, p.Y))
		}
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
	switch b.play.Phase() {
	case editor.WaitTile, editor.WaitChoice:
	case editor.WaitFollower:
		if i := b.spotAt(cell, fx, fy); i >= 0 && b.onSpot != nil {
			b.onSpot(i)
		}
		return
	default:
		return
	}
	if b.onCell != nil {
		b.onCell(cell)
	}
}

// spotAt is the follower spot nearest a point of a cell, -1 when none is
// within a fifth of a cell.
func (b *boardView) spotAt(cell image.Point, fx, fy float32) int {
	g := b.play.Core()
	best, bestD := -1, float32(0.2)
	for i, s := range b.play.Spots() {
		p, ok := g.At(s.Cell.X, s.Cell.Y)
		if !ok || cell != s.Cell {
			continue
		}
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, s.Feature, p.Rot)
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
	b         *boardView
	bg        *canvas.Rectangle
	tiles     []*canvas.Image
	marks     []*canvas.Rectangle
	meeples   []*canvas.Image
	edges     []*canvas.Image
	rings     []*canvas.Circle
	texts     []*canvas.Text
	ghost     *canvas.Image
	objects   []fyne.CanvasObject
	markCount int
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

func (r *boardRenderer) text(i int) *canvas.Text {
	return pooled(&r.texts, i, func() *canvas.Text {
		t := canvas.NewText("", markText)
		t.TextStyle.Bold = true
		return t
	})
}

// nextMark hands out the next rectangle, filled and stroked as asked.
func (r *boardRenderer) nextMark(fill, stroke color.Color, width float32) *canvas.Rectangle {
	m := pooled(&r.marks, r.markCount, func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) })
	r.markCount++
	if m.FillColor != fill || m.StrokeColor != stroke || m.StrokeWidth != width {
		m.FillColor, m.StrokeColor, m.StrokeWidth = fill, stroke, width
		m.Refresh()
	}
	return m
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
	r.markCount = 0
	if b.play == nil || b.pics == nil || b.play.Core() == nil {
		return
	}
	g := b.play.Core()
	cell := fyne.NewSquareSize(b.zoom)
	place := func(o fyne.CanvasObject, c image.Point, size fyne.Size, fx, fy float32) {
		at := b.cellOrigin(c).AddXY(fx*b.zoom-size.Width/2, fy*b.zoom-size.Height/2)
		o.Move(at)
		o.Resize(size)
		r.objects = append(r.objects, o)
	}
	tiles := 0
	for pi, p := range g.Board() {
		if p.FaceDown {
			place(r.nextMark(faceDownFill, faceDownStroke, 2), image.Pt(p.X, p.Y), cell, 0.5, 0.5)
			continue
		}
		img := r.tile(tiles)
		tiles++
		ghosts := -1 // the tile's own look, unless the game tells its copies apart
		if n, ok := b.play.PrintedSymbols(pi); ok {
			ghosts = n
		}
		setPicture(img, b.pics.copyOf(g.Set.Tiles[p.Tile].ID, p.Rot, ghosts), 0)
		place(img, image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	r.arrangeEdges()
	for _, p := range b.play.Recent() {
		place(r.nextMark(color.Transparent, recentStroke, 2), image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	ghost := false
	for _, t := range b.play.Targets() {
		fill, stroke, width := color.Color(fitsTurnedFill), color.Color(color.Transparent), float32(0)
		if t.Rotations&(1<<b.play.Rotation()) != 0 {
			fill, stroke, width = fitsNowFill, fitsNowStroke, 1.5
			ghost = ghost || (b.in && t.Cell == b.hover)
		}
		place(r.nextMark(fill, stroke, width), t.Cell, cell, 0.5, 0.5)
	}
	if ghost {
		// The tile to place, as it would lie in the cell under the pointer.
		setPicture(r.ghost, b.pics.tile(b.play.Tile(), b.play.Rotation()), 0.25)
		place(r.ghost, b.hover, cell, 0.5, 0.5)
	}
	for _, c := range b.optionCells() {
		place(r.nextMark(optionFill, optionStroke, 2), c, cell, 0.5, 0.5)
	}
	meeples := 0
	msize := fyne.NewSquareSize(b.zoom * meepleSize)
	for _, f := range g.Followers() {
		p := g.PlacedOf(f.Node)
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, g.Feature(f.Node).Index, p.Rot)
		m := r.meeple(meeples)
		meeples++
		setPicture(m, b.pics.follower(f.Player, g.Players()[f.Player]), 0)
		place(m, image.Pt(p.X, p.Y), msize, x, y)
	}
	for i, s := range b.play.Spots() {
		p, ok := g.At(s.Cell.X, s.Cell.Y)
		if !ok {
			continue
		}
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, s.Feature, p.Rot)
		place(r.ring(i), s.Cell, fyne.NewSquareSize(b.zoom*spotRingSize), x, y)
		if seat := g.Current(); len(s.Options) == 1 && seat < len(g.Players()) {
			m := r.meeple(meeples)
			meeples++
			setPicture(m, b.pics.follower(seat, g.Players()[seat]), 0.45)
			place(m, s.Cell, msize, x, y)
		}
	}
	r.arrangeMarks()
}

// arrangeMarks writes the ruleset's marks in the top-left corner of their
// cells, one under another, each on a dark label.
func (r *boardRenderer) arrangeMarks() {
	b := r.b
	size := min(max(9, b.zoom*0.12), 16)
	row := map[image.Point]int{}
	for i, mk := range b.play.Marks() {
		c := image.Pt(mk.X, mk.Y)
		t := r.text(i)
		if t.Text != mk.Text || t.TextSize != size {
			t.Text, t.TextSize = mk.Text, size
			t.Refresh()
		}
		ts := t.MinSize()
		at := b.cellOrigin(c).AddXY(3, 3+float32(row[c])*(ts.Height+3))
		row[c]++
		bg := r.nextMark(markFill, color.Transparent, 0)
		bg.Move(at.SubtractXY(2, 1))
		bg.Resize(ts.AddWidthHeight(4, 2))
		t.Move(at)
		t.Resize(ts)
		r.objects = append(r.objects, bg, t)
	}
}

// optionCells are the cells of the options of a decision a person takes
// other than placing a tile or a follower, each once.
func (b *boardView) optionCells() []image.Point {
	if b.play.Phase() != editor.WaitChoice {
		return nil
	}
	var out []image.Point
	for _, o := range b.play.Options() {
		if c := image.Pt(o.X, o.Y); o.HasAt && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// setPicture shows a picture in an image object, refreshing it (and its
// texture) only when something changed.
func setPicture(img *canvas.Image, pic image.Image, translucency float64) {
	if img.Image != pic || img.Translucency != translucency {
		img.Image, img.Translucency = pic, translucency
		img.Refresh()
	}
}
