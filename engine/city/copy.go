package city

// NewTwin returns a new game of g's set-up — its set, rules, mix and
// players, without events — for CopyFrom to copy positions of g into.
func (g *Game) NewTwin() *Game {
	t := &Game{core: g.core.NewTwin(), rules: g.rules, options: g.options, names: g.names, ends: g.ends}
	t.draw.g = t
	t.reset()
	return t
}

// copyFrom makes g a copy of src at any step of its turn — the core game
// (engine.Game.CopyFrom: board, pile and draw order, supplies, scores,
// random source), the turn's phase with the options of its decision, the
// wall with its guards and towers, the pieces and towers left and how the
// game ended — reusing g's memory. g must be a twin of src (NewTwin).
func (g *Game) copyFrom(src *Game) {
	g.core.CopyFrom(src.core)
	g.occ.copyFrom(&src.occ)
	g.ahead = src.ahead
	g.gapCheck = src.gapCheck
	g.current, g.over, g.err = src.current, src.over, src.err
	g.turn = src.turn
	g.buf.placements = append(g.buf.placements[:0], src.buf.placements...)
	g.buf.spots = append(g.buf.spots[:0], src.buf.spots...)
	g.buf.edges = append(g.buf.edges[:0], src.buf.edges...)
	g.buf.ways = append(g.buf.ways[:0], src.buf.ways...)
	g.buf.towerEnds = append(g.buf.towerEnds[:0], src.buf.towerEnds...)
	g.buf.completed = append(g.buf.completed[:0], src.buf.completed...)
	g.wall.copyFrom(&src.wall)
	g.piecesLeft, g.towers = src.piecesLeft, src.towers
	g.guards = append(g.guards[:0], src.guards...)
	g.towersBy = append(g.towersBy[:0], src.towersBy...)
	g.noGuard = src.noGuard
	g.cause, g.closingPieces = src.cause, src.closingPieces
	g.closing = append(g.closing[:0], src.closing...)
	g.stats = src.stats
}

// copyFrom makes w a copy of src, reusing w's memory.
func (w *Wall) copyFrom(src *Wall) {
	w.gate, w.hasGate, w.closed = src.gate, src.hasGate, src.closed
	for i := range w.arms {
		w.arms[i] = append(w.arms[i][:0], src.arms[i]...)
		w.towers[i] = append(w.towers[i][:0], src.towers[i]...)
	}
	w.barrier = append(w.barrier[:0], src.barrier...)
	w.barSeen = src.barSeen
}
