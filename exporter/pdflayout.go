package exporter

import (
	"fmt"
	"math"
)

// Where the print-and-play PDF puts its tiles on a page: a grid of trim
// squares (the tile's finished size), each picture extended past its trim
// by the bleed, neighbours a gap apart, and crop marks in the margins on
// the line of every trim edge, beyond the bleed so that no mark lies on
// the art.

// The page layout's fixed distances, in millimetres.
const (
	pdfMinSideMargin = 8.0  // left and right, at least, beyond the bleed
	pdfMinTopMargin  = 11.0 // top and bottom, at least, beyond the bleed: marks, the footer and credit
	pdfMarkGap       = 1.5  // between the bleed and a crop mark
	pdfMarkLength    = 5.0
)

// Bleed limits, in millimetres. Print shops ask for 3 mm (1/8 in in the
// US, 3.175 mm); more than MaxBleedMM only eats paper.
const (
	DefaultBleedMM = 3.0
	MaxBleedMM     = 6.0
)

// AutoGap asks for the smallest gap a bleed allows: twice the bleed, so
// that neighbouring tiles' bleeds meet and do not overlap.
const AutoGap = -1.0

// rect is a rectangle on the page in millimetres from its top-left corner.
type rect struct{ x, y, w, h float64 }

// grow returns r enlarged by d on every side.
func (r rect) grow(d float64) rect { return rect{r.x - d, r.y - d, r.w + 2*d, r.h + 2*d} }

// union returns the smallest rectangle holding r and o (o when r is empty).
func (r rect) union(o rect) rect {
	if r.w == 0 && r.h == 0 {
		return o
	}
	x0, y0 := math.Min(r.x, o.x), math.Min(r.y, o.y)
	x1, y1 := math.Max(r.x+r.w, o.x+o.w), math.Max(r.y+r.h, o.y+o.h)
	return rect{x0, y0, x1 - x0, y1 - y0}
}

// overlaps reports whether r and o share more than an edge.
func (r rect) overlaps(o rect) bool {
	return r.x < o.x+o.w && o.x < r.x+r.w && r.y < o.y+o.h && o.y < r.y+r.h
}

// pageGrid is where tiles go on a page.
type pageGrid struct {
	cols, rows int
	x0, y0     float64 // top-left corner of the first tile's trim, mm
	tile       float64 // a tile's trim side
	gapX, gapY float64 // between neighbouring trims
	bleed      float64 // art past each trim edge
	// marks: crop marks in the margins (not on a die-cut label sheet).
	marks bool
}

func (g pageGrid) perPage() int { return g.cols * g.rows }

// span is the width of n tiles side by side with gap between them.
func span(n int, tile, gap float64) float64 { return float64(n)*tile + float64(n-1)*gap }

// gridFor lays out tiles of side tile mm with no bleed, edge to edge.
func gridFor(p Paper, tile float64) (pageGrid, error) { return bleedGridFor(p, tile, 0, 0) }

// bleedGridFor lays out tiles of side tile mm, gap mm apart, each with
// bleed mm of art past its trim: as many as fit inside the minimum
// margins beyond the bleed, the grid centred (so that a back page's
// mirrored columns are the front's columns seen from behind).
func bleedGridFor(p Paper, tile, gap, bleed float64) (pageGrid, error) {
	fit := func(room float64) int {
		// n tiles take n*tile + (n-1)*gap, plus the bleed on both sides.
		return int(math.Floor((room - 2*bleed + gap) / (tile + gap)))
	}
	cols := fit(p.W - 2*pdfMinSideMargin)
	rows := fit(p.H - 2*pdfMinTopMargin)
	if cols < 1 || rows < 1 {
		what := fmt.Sprintf("%g mm tiles", tile)
		if bleed > 0 {
			what += fmt.Sprintf(" with a %g mm bleed", bleed)
		}
		return pageGrid{}, fmt.Errorf("%s do not fit on %s paper (%g × %g mm) with its margins", what, p.Name, p.W, p.H)
	}
	return pageGrid{
		cols: cols, rows: rows,
		x0: (p.W - span(cols, tile, gap)) / 2, y0: (p.H - span(rows, tile, gap)) / 2,
		tile: tile, gapX: gap, gapY: gap, bleed: bleed, marks: true,
	}, nil
}

// slot is the trim square of the i-th tile of a page and, on a back page,
// its column mirrored, so that a long-edge double-sided print lays it
// behind its front (the grid is centred, so mirrored columns stay inside it).
func (g pageGrid) slot(i int, back bool) rect {
	col, row := i%g.cols, i/g.cols
	if back {
		col = g.cols - 1 - col
	}
	return rect{g.x0 + float64(col)*(g.tile+g.gapX), g.y0 + float64(row)*(g.tile+g.gapY), g.tile, g.tile}
}

// trimBox is the smallest rectangle holding the trims of a page's first n
// tiles (on a back page, mirrored).
func (g pageGrid) trimBox(n int, back bool) rect {
	var box rect
	for i := range n {
		box = box.union(g.slot(i, back))
	}
	return box
}

// segment is a line on the page, mm.
type segment struct{ x0, y0, x1, y1 float64 }

// bounds is the rectangle a segment covers (of no width).
func (s segment) bounds() rect {
	return rect{math.Min(s.x0, s.x1), math.Min(s.y0, s.y1), math.Abs(s.x1 - s.x0), math.Abs(s.y1 - s.y0)}
}

// cropMarks are the marks of a page whose first n places are used: on the
// line of every tile's trim edges (one line where neighbours' edges meet),
// in the margins beyond the bleed of the outermost tiles, so that straight
// cuts from mark to mark trim every tile and no mark lies on the art.
func (g pageGrid) cropMarks(n int) []segment {
	if !g.marks || n == 0 {
		return nil
	}
	rows := (n + g.cols - 1) / g.cols
	used := rect{g.x0, g.y0, span(g.cols, g.tile, g.gapX), span(rows, g.tile, g.gapY)}
	top, bottom := used.y-g.bleed-pdfMarkGap, used.y+used.h+g.bleed+pdfMarkGap
	left, right := used.x-g.bleed-pdfMarkGap, used.x+used.w+g.bleed+pdfMarkGap
	var out []segment
	for _, x := range edges(g.cols, g.x0, g.tile, g.gapX) {
		out = append(out,
			segment{x, top, x, math.Max(top-pdfMarkLength, 1)},
			segment{x, bottom, x, bottom + pdfMarkLength})
	}
	for _, y := range edges(rows, g.y0, g.tile, g.gapY) {
		out = append(out,
			segment{left, y, math.Max(left-pdfMarkLength, 1), y},
			segment{right, y, right + pdfMarkLength, y})
	}
	return out
}

// edges are the trim lines of n tiles from x0, pitch tile+gap: both edges
// of each tile, one where neighbours touch (no gap).
func edges(n int, x0, tile, gap float64) []float64 {
	var out []float64
	for i := range n {
		a := x0 + float64(i)*(tile+gap)
		if len(out) == 0 || math.Abs(out[len(out)-1]-a) > 1e-9 {
			out = append(out, a)
		}
		out = append(out, a+tile)
	}
	return out
}

// checkBleedAndGap refuses a bleed or gap that cannot be printed, in the
// words of someone setting up a print: the gap (AutoGap: twice the
// bleed) must leave each tile its whole bleed. It returns the gap to use.
func checkBleedAndGap(bleed, gap float64) (float64, error) {
	switch {
	case math.IsNaN(bleed) || bleed < 0 || bleed > MaxBleedMM:
		return 0, fmt.Errorf("a bleed of %g mm is out of range: use 0 (none) to %g mm; print shops usually ask for %g mm", bleed, MaxBleedMM, DefaultBleedMM)
	case gap == AutoGap:
		return 2 * bleed, nil
	case math.IsNaN(gap) || gap < 0 || gap > 50:
		return 0, fmt.Errorf("a gap of %g mm between tiles is out of range: use 0 to 50 mm", gap)
	case gap < 2*bleed-1e-9:
		return 0, fmt.Errorf("a gap of %g mm between tiles is too small for a %g mm bleed: each tile's art reaches %g mm past its edge, so neighbours would overlap; use a gap of at least %g mm (twice the bleed), or no bleed",
			gap, bleed, bleed, 2*bleed)
	}
	return gap, nil
}
