package castle

import (
	"bytes"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
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

// CopyFrom makes g a copy of src, a game of the same set-up (a twin) at
// any step: the core game (engine.Game.CopyFrom: board, pile and draw
// order, supplies, scores, random source, events) and every field of The
// Castle's — the seat to play, the turns begun, the step of the turn with
// its placements, spots and territories still to score, the wall tiles on
// the track, in the box and in each hand, the keeps, the territories wall
// tiles scored at the end, the seats' tallies and the record so far —
// reusing g's memory. A twin without events keeps no record of the turn
// under way.
func (g *Game) CopyFrom(state engine.State) {
	src := state.(*Game)
	if !g.Twin(src) {
		panic("castle: CopyFrom of a game of another set-up")
	}
	g.core.CopyFrom(src.core)
	g.current, g.turns, g.over, g.ending = src.current, src.turns, src.over, src.ending
	g.turnState = src.turnState
	g.corners = append(g.corners[:0], src.corners...)
	g.unseen = append(g.unseen[:0], src.unseen...)
	g.removed = src.removed
	for seat := range g.held {
		g.held[seat] = append(g.held[seat][:0], src.held[seat]...)
	}
	g.keeps = src.keeps
	g.used = append(g.used[:0], src.used...)
	g.stats = src.stats
	b, s := &g.buf, &src.buf
	b.placements = append(b.placements[:0], s.placements...)
	b.spots = append(b.spots[:0], s.spots...)
	b.completed = append(b.completed[:0], s.completed...)
	b.scorings = append(b.scorings[:0], s.scorings...)
	b.order = append(b.order[:0], s.order...)
	b.targets = append(b.targets[:0], s.targets...)
}
