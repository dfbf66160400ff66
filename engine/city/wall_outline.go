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

// outlineStep is a step of the outline: the edge it reaches and its
// turn (view.step).
type outlineStep struct {
	to   Edge
	turn int8
	// known: the game's cache holds it (Game.ahead).
	known bool
}

// stepFrom is step as an outlineStep.
func (v view) stepFrom(e Edge, w Way) outlineStep {
	to, turn := v.step(e, w)
	return outlineStep{to: to, turn: int8(turn), known: true}
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
		// Whether e is outer (view.outer) is found walking its loop once,
		// as its edges are appended: they are kept when it is the outside
		// loop.
		kept := len(dst)
		dst = append(dst, e)
		turns := 0
		for f, t := v.step(e, Clockwise); ; f, t = v.step(f, Clockwise) {
			turns += t
			if f == e {
				break
			}
			dst = append(dst, f)
		}
		if turns > 0 {
			return dst
		}
		dst = dst[:kept]
		// e faces a hole: a hole is bounded, so tiles stand beyond it.
		for y--; !g.Placed(x, y); y-- {
		}
	}
}

// square is rows dy0 to dy1 (of -2 to 2) of the 5×5 cells centred on
// (x, y) as bits, bit (dy+2)*5+dx+2 set for a tile at (x+dx, y+dy): the
// cells splits and nearCut settle a placement by, read from the
// occupancy five cells at a time.
func (v view) square(x, y, dy0, dy1 int) uint32 {
	var sq uint32
	if v.occ != nil {
		for dy := dy0; dy <= dy1; dy++ {
			sq |= uint32(v.occ.window(x-2, y+dy, 5)) << (5 * (dy + 2))
		}
		if dx, dy := v.x-x, v.y-y; v.extra && abs(dx) <= 2 && dy >= dy0 && dy <= dy1 {
			sq |= 1 << ((dy+2)*5 + dx + 2)
		}
		return sq
	}
	for dy := dy0; dy <= dy1; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if v.placed(x+dx, y+dy) {
				sq |= 1 << ((dy+2)*5 + dx + 2)
			}
		}
	}
	return sq
}

// The square's bits: all of it, the cells of its first and last
// columns, and its rim.
const (
	squareAll  = 1<<25 - 1
	squareCol0 = 1 | 1<<5 | 1<<10 | 1<<15 | 1<<20
	squareCol4 = squareCol0 << 4
	squareRim  = 0x1f | 0x1f<<20 | squareCol0 | squareCol4
)

// splits reports whether a tile at (x, y) could cut the empty cells around
// it from one another: whether its empty neighbours across edges fall
// into two or more groups that meet only through (x, y) as far as the 8
// cells around can tell. When they do not, the tile changes no empty
// cell's way out and no loop of the outline other than by its own sides.
// sq is the square round (x, y), its middle three rows at least.
func splits(sq uint32) bool {
	return splitsBlock[sq>>6&7|sq>>11&7<<3|sq>>16&7<<6]
}

// splitsBlock answers splits for each 3×3 block of cells round a tile,
// bit r*3+c for a tile in row r and column c of the block.
var splitsBlock = func() (t [512]bool) {
	// The 8 cells around, clockwise from north, as bits of the block;
	// even indices share an edge with the middle.
	ring := [8]uint{1, 2, 5, 8, 7, 6, 3, 0}
	for block := range 512 {
		empty := func(i int) bool { return block>>ring[i&7]&1 == 0 }
		sides, joins := 0, 0
		for i := 0; i < 8; i += 2 {
			if empty(i) {
				sides++
				if empty(i+1) && empty(i+2) {
					joins++
				}
			}
		}
		t[block] = sides-joins > 1
	}
	return t
}()

// nearCut settles from the 24 cells within two of (x, y) whether a tile
// there would shut cell c (the cell beyond the gate) in a hole, when the
// square can tell: ok is false when two or more groups of the empty cells
// across the tile's sides reach the square's rim, as they may or may not
// meet beyond it. Otherwise at most one group goes on beyond the square,
// and the tile can change no way out but those of the groups held inside
// it, which become holes: c is shut in when it lies in one of them. sq is
// the square round (x, y), its centre taken by the tile; the groups are
// flooded a row of bits at a time.
func nearCut(sq uint32, x, y int, c Cell) (shut, ok bool) {
	empty := ^sq & squareAll &^ (1 << 12)
	var at uint32
	if cx, cy := c.X-x+2, c.Y-y+2; cx >= 0 && cx < 5 && cy >= 0 && cy < 5 {
		at = 1 << (cy*5 + cx)
	}
	var seen uint32
	reaching := 0
	for _, s := range [4]uint32{1 << 7, 1 << 13, 1 << 17, 1 << 11} { // N, E, S, W
		if empty&s == 0 || seen&s != 0 {
			continue
		}
		group := s
		for {
			grown := (group | group<<1&^squareCol0 | group>>1&^squareCol4 | group<<5 | group>>5) & empty
			if grown == group {
				break
			}
			group = grown
		}
		seen |= group
		if group&squareRim != 0 {
			reaching++
		} else if group&at != 0 {
			shut = true
		}
	}
	return shut, reaching <= 1
}
