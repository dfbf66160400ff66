package exporter

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/tilesmith/tilesmith/engine"
)

// EdgePiece is a ruleset's piece on a side of a board cell as the
// pictures draw it (engine.EdgeMark: The City's wall pieces and gate):
// the mark, and whether its stones run on round each end's corner of the
// tile, where the next piece stands on the tile's neighbouring side.
type EdgePiece struct {
	engine.EdgeMark
	// Round is true at an end where the wall turns round the tile's
	// corner: [0] at the end reached going clockwise round the tile, as
	// the mark's Towers.
	Round [2]bool
}

// EdgePieces lists the marks as drawn, finding where the wall goes round
// a tile's corner.
func EdgePieces(marks []engine.EdgeMark) []EdgePiece {
	type sideOf struct{ x, y, side int }
	on := make(map[sideOf]bool, len(marks))
	for _, m := range marks {
		on[sideOf{m.X, m.Y, ((m.Side % 4) + 4) % 4}] = true
	}
	out := make([]EdgePiece, len(marks))
	for i, m := range marks {
		s := ((m.Side % 4) + 4) % 4
		out[i] = EdgePiece{EdgeMark: m, Round: [2]bool{
			on[sideOf{m.X, m.Y, (s + 1) % 4}], // the clockwise end meets the next side clockwise
			on[sideOf{m.X, m.Y, (s + 3) % 4}],
		}}
	}
	return out
}

// The wall's measures, in tiles: how far its stones reach beyond the
// tile's side and into the tile, and how far a picture of one piece
// reaches beyond its cell (EdgePicturePad).
const (
	wallOut     = 0.12
	wallIn      = 0.035
	edgePadTile = 0.25
)

var (
	wallStone     = rgb(0xa59e91)
	wallJoint     = rgb(0x7f786c)
	wallEdge      = rgb(0x4a433a)
	gateStone     = rgb(0x716858)
	gateHouse     = rgb(0x5c5447)
	gateOpening   = rgb(0x241f1a)
	towerTopShade = 0.72
)

// edgeFrame draws one piece on a canvas that covers its cell grown by
// pad pixels on every side: it maps the piece's points, given as on a
// north side, to the canvas.
type edgeFrame struct {
	c     *canvas
	side  int
	k     float64 // one tile in canvas units
	off   float64 // the cell's north-west corner in canvas units
	piece EdgePiece
}

func newEdgeFrame(c *canvas, p EdgePiece, ts, pad int) edgeFrame {
	frame := float64(ts + 2*pad)
	return edgeFrame{c: c, side: ((p.Side % 4) + 4) % 4, k: float64(ts) / frame, off: float64(pad) / frame, piece: p}
}

// at maps a point of the piece drawn on the north side to the canvas.
func (f edgeFrame) at(p pt) pt {
	q := turnPoint(p, f.side)
	return pt{q.x*f.k + f.off, q.y*f.k + f.off}
}

func (f edgeFrame) poly(pts ...pt) []pt {
	out := make([]pt, len(pts))
	for i, p := range pts {
		out[i] = f.at(p)
	}
	return out
}

func (f edgeFrame) box(col color.Color, x0, y0, x1, y1 float64) {
	f.c.fillPath(col, f.poly(pt{x0, y0}, pt{x1, y0}, pt{x1, y1}, pt{x0, y1})...)
}

// outlinedBox fills a box edged in the wall's dark line.
func (f edgeFrame) outlinedBox(col color.Color, x0, y0, x1, y1 float64) {
	const e = 0.012
	f.box(wallEdge, x0-e, y0-e, x1+e, y1+e)
	f.box(col, x0, y0, x1, y1)
}

// stones draws the piece's band: a wall of grey stones with merlons on
// its outer face, or the darker gate with its gatehouses and arch.
func (f edgeFrame) stones() {
	x0, x1 := 0.0, 1.0
	if f.piece.Round[1] {
		x0 = -wallOut
	}
	if f.piece.Round[0] {
		x1 = 1 + wallOut
	}
	if f.piece.Kind == "gate" {
		f.outlinedBox(gateStone, x0, -wallOut, x1, wallIn)
		f.outlinedBox(gateHouse, 0.27, -wallOut-0.05, 0.39, wallIn+0.015)
		f.outlinedBox(gateHouse, 0.61, -wallOut-0.05, 0.73, wallIn+0.015)
		arch := []pt{{0.6, wallIn}, {0.4, wallIn}}
		for _, p := range circlePts(pt{0.5, -0.05}, 0.1, math.Pi, 2*math.Pi) {
			arch = append(arch, p)
		}
		f.c.fillPath(gateOpening, f.poly(arch...)...)
		return
	}
	for x := 0.03; x+0.05 <= 1; x += 0.125 { // merlons on the outer face
		f.outlinedBox(wallStone, x, -wallOut-0.035, x+0.06, -wallOut+0.01)
	}
	f.outlinedBox(wallStone, x0, -wallOut, x1, wallIn)
	mid := (wallIn - wallOut) / 2
	f.c.stroke(wallJoint, 0.008*f.k, f.at(pt{x0 + 0.01, mid}), f.at(pt{x1 - 0.01, mid}))
	for i, x := 0, 0.0625; x < 1; i, x = i+1, x+0.125 {
		y0, y1 := -wallOut+0.008, mid
		if i%2 == 1 {
			y0, y1 = mid, wallIn-0.008
		}
		f.c.stroke(wallJoint, 0.008*f.k, f.at(pt{x, y0}), f.at(pt{x, y1}))
	}
}

// top draws what stands on the piece: its guard as a follower in the
// guard's seat colour, and round towers at its ends in their owners'.
func (f edgeFrame) top(colour func(seat int) color.NRGBA) {
	mid := (wallIn - wallOut) / 2
	for end, seat := range f.piece.Towers {
		if seat < 0 {
			continue
		}
		at := f.at(pt{1 - float64(end), mid}) // [0]: the clockwise end, x = 1 on a north side
		col := colour(seat)
		f.c.circle(wallEdge, at, 0.105*f.k)
		f.c.circle(col, at, 0.088*f.k)
		for i := range 8 { // merlons round the tower's top
			a := float64(i) * math.Pi / 4
			f.c.circle(darker(col, towerTopShade), at.add(pt{math.Cos(a), math.Sin(a)}.scale(0.066*f.k)), 0.014*f.k)
		}
		f.c.circle(darker(col, towerTopShade), at, 0.03*f.k)
	}
	if f.piece.Guard >= 0 {
		x := 0.5
		if f.piece.Kind == "gate" {
			x = 0.17 // beside the arch
		}
		meeple(f.c, f.at(pt{x, mid - 0.01}), 0.2*f.k, colour(f.piece.Guard))
	}
}

// EdgePicturePad is how far, in pixels, a picture of one edge piece for
// cells of ts pixels reaches beyond the cell on every side.
func EdgePicturePad(ts int) int { return int(math.Ceil(edgePadTile * float64(ts))) }

// EdgePicture draws one edge piece for a cell of ts pixels on a clear
// picture that covers the cell grown by EdgePicturePad(ts) on every side:
// the stones alone, or (top) the guard and towers that stand on them, so
// that every piece's stones can go under every piece's towers. colour
// gives a seat's colour.
func EdgePicture(p EdgePiece, top bool, colour func(seat int) color.NRGBA, ts int) *image.NRGBA {
	pad := EdgePicturePad(ts)
	c := newCanvas(ts + 2*pad)
	f := newEdgeFrame(c, p, ts, pad)
	if top {
		f.top(colour)
	} else {
		f.stones()
	}
	out := image.NewNRGBA(c.img.Bounds())
	draw.Draw(out, out.Bounds(), c.img, image.Point{}, draw.Src) // un-premultiplies the antialiased rims
	return out
}

// drawEdgePieces draws the pieces on a board picture whose cells are ts
// pixels, cell giving a cell's north-west corner: every piece's stones,
// then the guards and towers on them.
func drawEdgePieces(img *image.RGBA, pieces []EdgePiece, cell func(x, y int) image.Point, ts int, colour func(seat int) color.NRGBA) {
	pad := EdgePicturePad(ts)
	for _, top := range []bool{false, true} {
		for _, p := range pieces {
			c := onto(img, cell(p.X, p.Y).Sub(image.Pt(pad, pad)), ts+2*pad)
			f := newEdgeFrame(c, p, ts, pad)
			if top {
				f.top(colour)
			} else {
				f.stones()
			}
		}
	}
}
