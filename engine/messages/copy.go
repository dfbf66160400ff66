package messages

import (
	"bytes"
	"fmt"
	"maps"
)

// CopyFrom makes g a copy of src as it stands between two turns or at a
// turn's start — the core game (engine.Game.CopyFrom: board, pile, hands,
// scores, random source, log) and every field of the module: figures,
// deck, the round and chain, the stats and the record's notes, crop
// circles and extra tiles — reusing g's memory. The bound rules are not
// shared: the core's rules tell their own game of every award, so g keeps
// its own rules, bound to itself. g must be a game of src's set-up (made
// by NewGame with its set, options, mix and players; the seed and events
// may differ): anything else is a programmer's error and panics. A game in
// the middle of a turn waits on its chooser's call stack, which no copy
// takes: copy it at a turn's start (a search replays the turn from there).
func (g *Game) CopyFrom(src *Game) {
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
	g.notes = append(g.notes[:0], src.notes...) // their followers are never changed
	g.turnStart, g.turnOpen = src.turnStart, src.turnOpen
	clear(g.crops)
	maps.Copy(g.crops, src.crops) // a crop circle's move is never changed once noted
	g.extras = append(g.extras[:0], src.extras...)
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

// playOn plays a game copied at a turn's start (CopyFrom of a turn's
// start) from there to its end with ch answering every decision.
func (g *Game) playOn(ch chooser) error {
	g.ch = ch
	g.playTurn()
	g.playTurns()
	return g.err
}
