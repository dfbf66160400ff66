package messages

import (
	"bytes"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// CopyFrom makes g a copy of src at any point of its game — the core
// game (classic.Game.CopyFrom: board, pile, hands, scores, random source,
// hands), every field of the module (figures, deck, round and chain,
// stats, the messages taken for the score document) and the turn in
// progress (its phase, tiles and loops) — reusing g's memory. The bound
// rules are not shared: the core's rules tell their own game of every
// award, so g keeps its own rules, bound to itself. src is a Game or a
// Match of src's set-up (made by NewGame with its set, options, mix and
// players; the seed and events may differ): anything else is a
// programmer's error and panics.
func (g *Game) CopyFrom(s engine.State) {
	src := gameOf(s)
	if !g.sameSetup(src) {
		panic("messages: CopyFrom of a game of another set-up")
	}
	g.core.CopyFrom(src.core)
	g.figures = src.figures
	g.deck = append(g.deck[:0], src.deck...)
	g.head, g.size = src.head, src.size
	g.round = append(g.round[:0], src.round...)
	g.active, g.chain = src.active, src.chain
	g.err = src.err
	for i := range g.stats {
		taken := append(g.stats[i].Taken[:0], src.stats[i].Taken...)
		g.stats[i] = src.stats[i]
		g.stats[i].Taken = taken
	}
	g.notes = append(g.notes[:0], src.notes...)
	g.copyTurn(src)
}

// copyTurn copies the turn in progress.
func (g *Game) copyTurn(from *Game) {
	t, src := &g.turnState, &from.turnState
	t.phase = src.phase
	t.frames = append(t.frames[:0], src.frames...)
	t.placements = append(t.placements[:0], src.placements...)
	t.listed = src.listed
	t.spots = append(t.spots[:0], src.spots...)
	t.fig, t.moved = src.fig, src.moved
	t.figSeat, t.figPoints = src.figSeat, src.figPoints
	t.msg, t.crop = src.msg, src.crop
	g.buf.followers = append(g.buf.followers[:0], from.buf.followers...)
	g.buf.cropFs = append(g.buf.cropFs[:0], from.buf.cropFs...)
}

// gameOf is the game of a state of the module.
func gameOf(s engine.State) *Game {
	switch s := s.(type) {
	case *Game:
		return s
	case *Match:
		return s.game
	}
	panic(fmt.Sprintf("messages: CopyFrom of a %T", s))
}

// sameSetup reports whether g and other are games of one set-up, which
// CopyFrom can copy from one into the other.
func (g *Game) sameSetup(other *Game) bool {
	return g.core.Set == other.core.Set && g.core.Mix() == other.core.Mix() &&
		len(g.core.Players()) == len(other.core.Players()) && bytes.Equal(g.options, other.options)
}

// newTwin returns a new game of g's set-up, without events, with rules
// of its own, for CopyFrom to copy positions of g into.
func (g *Game) newTwin() *Game {
	twin, err := NewGame(g.core.Set, g.options, g.core.Mix().ID, g.core.Players(), g.core.Seed(), false)
	if err != nil {
		// g was set up with the same set, options and mix.
		panic(fmt.Sprintf("messages: a twin of a game cannot be set up: %v", err))
	}
	return twin
}
