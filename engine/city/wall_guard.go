package city

// Guards stand on wall pieces and look into the city along the row (for a
// piece on an east or west side) or the column (north or south) in front
// of their piece.

// Opposite finds the wall directly opposite the piece e, across the city
// in e's row or column, for the guard rule. Seed: "If there is already a
// guard on the wall directly opposite the wall just placed, the player
// may not place a guard"; and the picture beside it: the player "may
// place a guard on the wall because there is an empty space in the city
// between the walls".
//
// The opposite wall is the nearest piece (or the gate) on the same line
// that faces back: walking into the city from e, the first walled edge on
// the side opposite e's — on e's own tile when the city is one tile wide
// there. gap reports whether an empty cell lies between the two; ok is
// false when no wall faces back on that line. A guard on the opposite
// piece forbids one on e only without a gap: the two would watch the same
// tiles, while across a gap each watches its own part (see View).
func (w *Wall) Opposite(g Grid, e Edge) (opposite Edge, gap, ok bool) {
	back := e.Side.Opposite()
	best := -1
	consider := func(p Edge) {
		if p.Side != back {
			return
		}
		var dist int
		switch back {
		case North:
			dist = e.Y - p.Y
		case South:
			dist = p.Y - e.Y
		case East:
			dist = p.X - e.X
		case West:
			dist = e.X - p.X
		}
		sameLine := (back == North || back == South) && p.X == e.X || (back == East || back == West) && p.Y == e.Y
		if sameLine && dist >= 0 && (best < 0 || dist < best) {
			opposite, best = p, dist
		}
	}
	if w.hasGate {
		consider(w.gate)
	}
	for _, a := range w.arms {
		for _, p := range a {
			consider(p)
		}
	}
	if best < 0 {
		return Edge{}, false, false
	}
	c := e.Tile()
	for i := 1; i < best; i++ {
		c = c.Step(back)
		if !g.Placed(c.X, c.Y) {
			return opposite, true, true
		}
	}
	return opposite, false, true
}

// View appends to dst the tiles a guard on the piece e watches, and
// returns the extended slice: the row or column in front of e, from the
// wall inward up to the first empty cell. Digest: "each guard looks along
// the row (or column) of tiles in front of its wall piece, from the wall
// inward up to the first empty space"; seed: "each scores only their own
// side of the row - up to the empty space."
func View(g Grid, e Edge, dst []Cell) []Cell {
	back := e.Side.Opposite()
	for c := e.Tile(); g.Placed(c.X, c.Y); c = c.Step(back) {
		dst = append(dst, c)
	}
	return dst
}
