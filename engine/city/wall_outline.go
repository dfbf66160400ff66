package city

// view is a Grid with, optionally, one more tile at (x, y): the board as a
// placement being checked would leave it. It is a plain value so that the
// checks allocate nothing. On the game's own board it reads the game's
// occupancy directly (occ), without the interface: the walks round the
// outline that placements and the end of the game take are most of a
// playout's time.
type view struct {
	g     Grid
	occ   *occupancy
	x, y  int
	extra bool
}

// newView returns the view of g as it is.
func newView(g Grid) view {
	v := view{g: g}
	if b, ok := g.(grid); ok {
		v.occ = b.occ
	}
	return v
}

// with returns the view with one more tile at (x, y).
func (v view) with(x, y int) view {
	v.x, v.y, v.extra = x, y, true
	return v
}

func (v view) placed(x, y int) bool {
	if v.extra && x == v.x && y == v.y {
		return true
	}
	if v.occ == nil {
		return v.g.Placed(x, y)
	}
	return v.occ.has(x, y)
}

// step returns the outline edge after e going the way w, and the turn the
// outline makes there: +1 round a corner of e's tile (the next edge is
// another side of the same tile), 0 straight on (the same side of the next
// tile along), -1 into a corner between tiles (the next edge is on the
// tile diagonally ahead). Going round a loop, corners of tiles minus
// corners between tiles add up to 4 on the outside loop and to -4 round a
// hole, which is how outer tells them apart without knowing the board's
// size.
func (v view) step(e Edge, w Way) (Edge, int) {
	d := e.Side.Turn(w)
	ax, ay := e.X+d.dx(), e.Y+d.dy()
	qx, qy := ax+e.Side.dx(), ay+e.Side.dy()
	switch {
	case v.placed(qx, qy):
		return Edge{qx, qy, d.Opposite()}, -1
	case v.placed(ax, ay):
		return Edge{ax, ay, e.Side}, 0
	default:
		return Edge{e.X, e.Y, d}, +1
	}
}

// outer reports whether e is an outline edge on the outside loop.
func (v view) outer(e Edge) bool {
	b := e.Beyond()
	if !v.placed(e.X, e.Y) || v.placed(b.X, b.Y) {
		return false
	}
	turns := 0
	for f := e; ; {
		var t int
		f, t = v.step(f, Clockwise)
		turns += t
		if f == e {
			return turns > 0
		}
	}
}

// Step returns the outline edge next to e going the way w, on the board as
// it is now (tiles may still be added along the unwalled outline): round a
// corner of e's tile the next edge is another side of the same tile,
// straight on it is the same side of the next tile, and into a corner
// between tiles it is a side of the tile diagonally ahead. The seed's
// pieces are placed "adjacent to the gate (or to the other walls) to the
// right or left of the gate", so a wall grows by Step from either end.
// e must be an outline edge: its tile placed, the cell beyond empty.
func Step(g Grid, e Edge, w Way) Edge {
	next, _ := newView(g).step(e, w)
	return next
}

// IsOuter reports whether e is an outer edge of the city: an edge between
// a tile and an empty cell that reaches the unbounded outside, not one
// facing a hole inside the city. The gate goes "against any outer tile
// edge of the city (not into a hole inside the city)" (digest; seed,
// footnote 5: "not against a tile in a hole inside the city").
//
// The outline is the line between the city's tiles and the empty cells,
// made of edges (an edge is the side of a tile facing an empty cell). It
// falls into closed loops: one round the outside of the city and one round
// each hole inside it. Which empty cells form a hole, and how a loop goes
// on at a corner where two tiles touch only diagonally, is settled so
// that walls, made of whole edges, fit:
//
//   - Empty cells join across a full edge only. A hole is a group of empty
//     cells, joined that way, that cannot reach the unbounded outside; an
//     empty cell whose only way out is through a corner point between two
//     tiles is a hole, since no tile and no wall passes a point.
//   - Tiles touching at a corner hold the outline together there: walking
//     the outside, the loop passes the corner point from one tile to the
//     other and never slips between them into the cell behind.
//
// With these two choices every loop is the whole border between the city
// and one group of empty cells, so the outside loop is exactly the outer
// edges, and a wall built along it never enters a hole.
func IsOuter(g Grid, e Edge) bool { return newView(g).outer(e) }

// OuterEdges appends to dst the city's outer edges, the outside loop of
// its outline, clockwise from the first outer north side met walking
// north from tile, and returns the extended slice: where the gate may go.
// tile is any cell of the city; nothing is appended when it holds no tile.
func OuterEdges(g Grid, tile Cell, dst []Edge) []Edge {
	v := newView(g)
	x, y := tile.X, tile.Y
	if !g.Placed(x, y) {
		return dst
	}
	for {
		for g.Placed(x, y-1) {
			y--
		}
		e := Edge{x, y, North}
		if v.outer(e) {
			dst = append(dst, e)
			for f, _ := v.step(e, Clockwise); f != e; f, _ = v.step(f, Clockwise) {
				dst = append(dst, f)
			}
			return dst
		}
		// e faces a hole: a hole is bounded, so tiles stand beyond it.
		for y--; !g.Placed(x, y); y-- {
		}
	}
}

// splits reports whether a tile at (x, y) could cut the empty cells around
// it from one another: whether its empty neighbours across edges fall
// into two or more groups that meet only through (x, y) as far as the 8
// cells around can tell. When they do not, the tile changes no empty
// cell's way out and no loop of the outline other than by its own sides.
func (v view) splits(x, y int) bool {
	// The 8 cells around, clockwise from north; even indices share an edge.
	var empty [8]bool
	for i, d := range [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}} {
		empty[i] = !v.placed(x+d[0], y+d[1])
	}
	sides, joins := 0, 0
	for i := 0; i < 8; i += 2 {
		if empty[i] {
			sides++
			if empty[i+1] && empty[(i+2)&7] {
				joins++
			}
		}
	}
	return sides-joins > 1
}

// nearCut settles from the 24 cells within two of (x, y) whether a tile
// there would shut cell c (the cell beyond the gate) in a hole, when the
// square can tell: ok is false when two or more groups of the empty cells
// across the tile's sides reach the square's rim, as they may or may not
// meet beyond it. Otherwise at most one group goes on beyond the square,
// and the tile can change no way out but those of the groups held inside
// it, which become holes: c is shut in when it lies in one of them.
func (v view) nearCut(x, y int, c Cell) (shut, ok bool) {
	const r, w = 2, 5
	var empty, seen [w * w]bool
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			empty[(dy+r)*w+dx+r] = !(dx == 0 && dy == 0) && !v.placed(x+dx, y+dy)
		}
	}
	at := -1
	if cx, cy := c.X-x+r, c.Y-y+r; cx >= 0 && cx < w && cy >= 0 && cy < w {
		at = cy*w + cx
	}
	var stack [w * w]int
	reaching := 0
	for _, s := range [4]int{1*w + 2, 2*w + 3, 3*w + 2, 2*w + 1} { // N, E, S, W
		if !empty[s] || seen[s] {
			continue
		}
		rim, holdsC := false, false
		stack[0], seen[s] = s, true
		for n := 1; n > 0; {
			n--
			m := stack[n]
			mx, my := m%w, m/w
			rim = rim || mx == 0 || mx == w-1 || my == 0 || my == w-1
			holdsC = holdsC || m == at
			for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				nx, ny := mx+d[0], my+d[1]
				if nx < 0 || nx >= w || ny < 0 || ny >= w {
					continue
				}
				if k := ny*w + nx; empty[k] && !seen[k] {
					seen[k] = true
					stack[n] = k
					n++
				}
			}
		}
		if rim {
			reaching++
		} else if holdsC {
			shut = true
		}
	}
	return shut, reaching <= 1
}
