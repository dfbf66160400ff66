package city

import "slices"

// NewTwin returns a new game of g's set-up — its set, rules, mix and
// players, without events — for CopyFrom to copy positions of g into.
func (g *Game) NewTwin() *Game {
	t := &Game{core: g.core.NewTwin(), rules: g.rules, options: g.options, names: g.names, ends: g.ends}
	t.reset()
	return t
}

// CopyFrom makes g a copy of src as it stands between two turns — the
// core game (engine.Game.CopyFrom: board, pile and draw order, supplies,
// scores, random source, log), the wall with its guards and towers, the
// pieces and towers left, the record so far and how the game ended —
// reusing g's memory, so that a search can play a game on from a turn's
// start as often as it likes. g must be a twin of src (NewTwin); its
// chooser is its own, it keeps no turn starts of its own, and a twin
// that logs no moves (a search's scratch game) copies no log.
func (g *Game) CopyFrom(src *Game) {
	g.core.CopyFrom(src.core)
	g.current, g.over, g.err = src.current, src.over, src.err
	g.log = g.log[:0]
	if !g.unlogged {
		g.log = append(g.log, src.log...)
	}
	g.wall.copyFrom(&src.wall)
	g.piecesLeft, g.towers = src.piecesLeft, src.towers
	g.guards = append(g.guards[:0], src.guards...)
	g.towersBy = append(g.towersBy[:0], src.towersBy...)
	// The round's pieces are shared, clipped: g's own round appends to a
	// new array (a finished round is only read: it is in the log).
	g.round = src.round
	g.round.Walls = slices.Clip(src.round.Walls)
	g.cause, g.closingPieces = src.cause, src.closingPieces
	g.closing = append(g.closing[:0], src.closing...)
	g.stats = src.stats
	g.answers = append(g.answers[:0], src.answers...)
	g.deal, g.dealFrom = src.deal, src.dealFrom
}

// copyFrom makes w a copy of src, reusing w's memory.
func (w *Wall) copyFrom(src *Wall) {
	w.gate, w.hasGate, w.closed = src.gate, src.hasGate, src.closed
	for i := range w.arms {
		w.arms[i] = append(w.arms[i][:0], src.arms[i]...)
		w.towers[i] = append(w.towers[i][:0], src.towers[i]...)
	}
	w.barrier = append(w.barrier[:0], src.barrier...)
}
