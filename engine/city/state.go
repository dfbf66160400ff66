package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// A game of The City is its match (engine.State): Pending hands out the
// decision its phase stands at, Answer plays the option and goes on to
// the next, and each tile drawn is a chance event (engine.ChanceDraw)
// dealt from the seeded pile, in its stacks, or forced by a record.

// The game is a State with a playout policy of its own.
var (
	_ engine.State     = (*Game)(nil)
	_ engine.Rollouter = (*Game)(nil)
)

// redealStream is the stream of the random source Redeal reseeds.
const redealStream = 0x63697479 // "city"

// Pending is the decision the game waits for, after dealing the draws
// before it; nil once the game is over (or stopped on an error: Err).
func (g *Game) Pending() engine.Decision {
	engine.DealAll(g)
	if g.over || g.err != nil {
		return nil
	}
	return g.pending()
}

// Answer takes option i of the pending decision and plays on to the next
// decision or chance event.
func (g *Game) Answer(i int) error {
	if err := engine.CheckAnswer(g.Pending(), g.err, i); err != nil {
		return err
	}
	g.answered++
	g.answer(i)
	return g.err
}

// answer plays option i, in range, of the decision of the game's phase.
func (g *Game) answer(i int) {
	switch g.turn.phase {
	case phasePlace:
		g.place(g.buf.placements[i])
	case phaseFollower:
		g.deploy(i - 1)
	case phaseGate:
		g.placeGate(i)
	case phaseWall:
		g.buildPiece(i)
	case phaseGuard:
		g.postGuard(i == guardYes)
	case phaseTower:
		g.placeTower(i - 1)
	}
}

// Close does nothing: the game holds nothing beyond itself.
func (g *Game) Close() {}

// Seats is the number of seats.
func (g *Game) Seats() int { return len(g.names) }

// Scores appends each seat's score.
func (g *Game) Scores(dst []int) []int { return g.core.Scores(dst) }

// Reward is seat's margin over the best other seat, squashed
// (engine.MarginReward).
func (g *Game) Reward(seat int) float64 { return g.core.MarginReward(seat) }

// Chance is the draw of the current seat's tile when the game waits for
// it, else nil.
func (g *Game) Chance() engine.ChanceEvent {
	if g.over || g.err != nil || g.turn.phase != phaseDraw {
		return nil
	}
	return &g.draw
}

// Deal draws the pile's next tile for the current seat.
func (g *Game) Deal() int {
	if g.Chance() == nil {
		return -1
	}
	t, _ := g.core.Pile().Next() // toDraw ended a game with no tile left
	g.drew(t)
	return t
}

// Force draws a copy of tile o (an index into Set.Tiles) from anywhere in
// the tiles not yet drawn for the current seat.
func (g *Game) Force(o int) error {
	if g.Chance() == nil {
		return engine.ErrNoChance
	}
	if o < 0 || o >= len(g.core.Set.Tiles) || !g.core.Pile().Take(o) {
		return fmt.Errorf("%w: no copy of that tile is left to draw", engine.ErrNoOutcome)
	}
	g.drew(o)
	return nil
}

// Redeal reseeds the game's random source and deals again the tiles not
// yet drawn, from one fixed order of them: no seat sees them (The City
// has no hands), and the stacks are the pile cut by counts, so any order
// of what is left deals them alike.
func (g *Game) Redeal(seat int, seed uint64) {
	g.core.Rand().Seed(seed, redealStream)
	g.core.SortUnseenFor(seat)
	g.core.DeterminizeFor(seat)
}

// Rand is the game's random source.
func (g *Game) Rand() *engine.Rand { return g.core.Rand() }

// Clone returns a copy of the game on a twin that keeps no events: a
// search's copy, which reads the scores only.
func (g *Game) Clone() engine.State {
	c := g.NewTwin()
	c.CopyFrom(g)
	return c
}

// CopyFrom makes g a copy of src, a game of the same set-up (Clone,
// NewTwin).
func (g *Game) CopyFrom(src engine.State) { g.copyFrom(src.(*Game)) }

// RecordHeader is the header of a record of the game so far
// (engine.RecordHeaderWriter): the pack, the mix, the ruleset with the
// options the game was set up with, the players and the seed.
func (g *Game) RecordHeader(pack string, _ []byte) (engine.RecordHeader, error) {
	return engine.RecordHeader{Pack: pack, Mix: g.core.Mix().ID,
		Ruleset: engine.RecordRuleset{Name: "city", Options: g.options},
		Players: g.names, Seed: g.core.Seed()}, nil
}

// drawEvent is the draw of the current seat's tile: its outcomes are the
// set's tile kinds, weighted by the copies not yet drawn.
type drawEvent struct{ g *Game }

func (e *drawEvent) Kind() engine.ChanceKind { return engine.ChanceDraw }
func (e *drawEvent) Outcomes() int           { return len(e.g.core.Set.Tiles) }

// Outcome t is tile kind t: {"tile":"D"}, "draw D".
func (e *drawEvent) Outcome(t int) engine.ChanceOutcome {
	core := e.g.core
	o := engine.DrawOutcome(core.Set, t, nil)
	for i := core.Pile().Drawn(); i < core.Pile().Size(); i++ {
		if core.Pile().Tile(i) == t {
			o.Weight++
		}
	}
	return o
}
