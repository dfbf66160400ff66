package castle

import (
	"bytes"
	"fmt"
)

// NewTwin returns a new game of g's set-up — its set, options, mix and
// players — for CopyFrom to copy positions of g into; events says whether
// the twin keeps events and a record.
func (g *Game) NewTwin(events bool) *Game {
	twin, err := NewGame(g.core.Set, g.options, g.core.Mix().ID, g.names, g.core.Seed(), events)
	if err != nil {
		// g was set up with the same set, options, mix and players.
		panic(fmt.Sprintf("castle: a twin of a game cannot be set up: %v", err))
	}
	return twin
}

// Twin reports whether g is a game of other's set-up, which CopyFrom can
// copy into it.
func (g *Game) Twin(other *Game) bool {
	return g.core.Set == other.core.Set && g.core.Mix() == other.core.Mix() &&
		len(g.names) == len(other.names) && bytes.Equal(g.options, other.options)
}

// CopyFrom makes g a copy of src between two turns — the core game
// (engine.Game.CopyFrom: board, pile and draw order, supplies, scores,
// random source, events) and every field of The Castle's: the seat to
// play, the turns begun, the wall tiles on the track, in the box and in
// each hand, the keeps, the territories wall tiles scored at the end, the
// seats' tallies and the record so far — reusing g's memory, so that a
// search can play the game on from there as often as it likes. g must be
// a twin of src (NewTwin); src must not be in the middle of a turn, whose
// state lives in the call stack of Play (a programmer's error: the copy
// would not play on like src).
func (g *Game) CopyFrom(src *Game) {
	if !g.Twin(src) {
		panic("castle: CopyFrom of a game of another set-up")
	}
	if src.turnMove != nil {
		panic("castle: CopyFrom of a game in the middle of a turn")
	}
	g.core.CopyFrom(src.core)
	g.current, g.turns, g.over, g.ending, g.err = src.current, src.turns, src.over, src.ending, src.err
	g.log = append(g.log[:0], src.log...)
	g.corners = append(g.corners[:0], src.corners...)
	g.unseen = append(g.unseen[:0], src.unseen...)
	g.removed = src.removed
	for seat := range g.held {
		g.held[seat] = append(g.held[seat][:0], src.held[seat]...)
	}
	g.keeps = src.keeps
	g.used = append(g.used[:0], src.used...)
	g.stats = src.stats
	g.turnMove, g.move = nil, Move{}
}
