package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
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
	// notes mark options' cells: a hint's, a reviewed decision's
	// (boardnotes.go).
	notes []boardNote

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
	for _, n := range b.notes {
		if n.cell.HasAt {
			grow(n.cell.At)
		}
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

// MinSize is small enough for the Play tab to fit a 1024×700 window with
// every set-up row of an expansion open (at 320 px the window grew to
// 770 px); the board takes what room there is, and the set-up folds away
// once a game starts.
func (b *boardView) MinSize() fyne.Size { return fyne.NewSize(boardMinSide, boardMinSide) }

// boardMinSide is the board's least width and height, in pixels.
const boardMinSide = 200
