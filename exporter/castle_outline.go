package exporter

import (
	"image"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// The outline of The Castle's board: the wall round its cells, as loops
// of lattice points (a cell (x, y) spans x..x+1, y..y+1; y grows
// southwards) walked clockwise on the picture, the cells on the right.

// wallLoop is one closed run of the wall: its corners, where the wall
// turns, in order, and the direction the wall leaves each corner in.
type wallLoop struct {
	corners []image.Point
	// out[i] is the direction from corners[i] to corners[i+1]: 0 east,
	// 1 south, 2 west, 3 north.
	out []int
}

// steps are the directions of travel, by number: east, south, west, north.
var steps = [4]image.Point{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}

// outward is the unit vector pointing away from the cells beside a wall
// run going in direction d (the cells are on its right).
func outward(d int) pt {
	s := steps[(d+3)%4] // the left of d
	return pt{float64(s.X), float64(s.Y)}
}

// in is the direction the wall arrives at corners[i] in.
func (l wallLoop) in(i int) int { return l.out[(i+len(l.out)-1)%len(l.out)] }

// convex reports whether the wall turns right (round the cells) at corner i.
func (l wallLoop) convex(i int) bool { return l.out[i] == (l.in(i)+1)%4 }

// offset returns the loop's corners moved out from the cells by d tiles
// (in by -d): each run of wall moves along its outward normal.
func (l wallLoop) offset(d float64) []pt {
	out := make([]pt, len(l.corners))
	for i, c := range l.corners {
		n := outward(l.in(i)).add(outward(l.out[i]))
		out[i] = pt{float64(c.X), float64(c.Y)}.add(n.scale(d))
	}
	return out
}

// boardCells lists the cells of a castle board in reading order.
func boardCells(b *schema.CastleBoard) []image.Point {
	var cells []image.Point
	for y, row := range b.Cells {
		for x, ch := range row {
			if ch == '#' {
				cells = append(cells, image.Pt(x, y))
			}
		}
	}
	return cells
}

// traceWall finds the wall round the cells (listed in reading order):
// first the outer loop, starting at the north-west corner of the first
// cell of the top row (the corner holding track spaces 0 and 1, by the
// pack's convention "one corner tower per corner of the outline,
// clockwise from the 0/1 corner"), then any other loop (round holes in
// the board, or round cells apart from the rest). Where two cells meet
// only at a corner, the wall goes round each of them.
func traceWall(cells []image.Point) []wallLoop {
	if len(cells) == 0 {
		return nil
	}
	in := make(map[image.Point]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	// free[v] has bit d when a run of wall leaves lattice point v going d.
	free := map[image.Point]uint8{}
	var starts []image.Point // lattice points in the order their runs were found
	add := func(v image.Point, d int) {
		if free[v] == 0 {
			starts = append(starts, v)
		}
		free[v] |= 1 << d
	}
	for _, c := range cells {
		if !in[c.Add(image.Pt(0, -1))] {
			add(c, 0)
		}
		if !in[c.Add(image.Pt(1, 0))] {
			add(c.Add(image.Pt(1, 0)), 1)
		}
		if !in[c.Add(image.Pt(0, 1))] {
			add(c.Add(image.Pt(1, 1)), 2)
		}
		if !in[c.Add(image.Pt(-1, 0))] {
			add(c.Add(image.Pt(0, 1)), 3)
		}
	}
	var loops []wallLoop
	for _, v := range starts {
		for free[v] != 0 {
			d := 0
			for free[v]&(1<<d) == 0 {
				d++
			}
			loops = append(loops, walk(free, v, d))
		}
	}
	return loops
}

// walk follows the wall from v going d until it comes back, using up the
// runs it passes, and returns the loop with its corners from the first
// one at or after v. At a point where it may go several ways it turns
// right first: round the cell it follows.
func walk(free map[image.Point]uint8, v image.Point, d int) wallLoop {
	start, startDir := v, d
	var points []image.Point
	var dirs []int
	for {
		free[v] &^= 1 << d
		points, dirs = append(points, v), append(dirs, d)
		w := v.Add(steps[d])
		next := -1
		for _, turn := range []int{1, 0, 3} {
			nd := (d + turn) % 4
			if w == start && nd == startDir {
				next = 4 // closed
				break
			}
			if free[w]&(1<<nd) != 0 {
				next = nd
				break
			}
		}
		if next == 4 {
			break
		}
		if next < 0 {
			panic("exporter: the wall round a board's cells does not close") // every point has as many runs in as out
		}
		v, d = w, next
	}
	var l wallLoop
	n := len(points)
	for k := range n {
		if dirs[k] != dirs[(k+n-1)%n] {
			l.corners = append(l.corners, points[k])
			l.out = append(l.out, dirs[k])
		}
	}
	return l
}

// wallFacing is the side of a start space at (x, y) that faces the
// board: the side whose neighbour is a cell and carries a port of its
// segments, or failing that the first side whose neighbour is a cell (0
// north, 1 east, 2 south, 3 west); -1 when none does.
func wallFacing(in map[image.Point]bool, at image.Point, features []schema.Feature) int {
	first := -1
	for side := range 4 {
		if !in[at.Add(steps[(side+3)%4])] {
			continue
		}
		if first < 0 {
			first = side
		}
		for _, f := range features {
			if slices.ContainsFunc(f.Ports, func(p schema.Port) bool { return p.Edge() == side }) {
				return side
			}
		}
	}
	return first
}
