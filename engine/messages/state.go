package messages

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// A Game is an engine.State: the match protocol over the turn as data
// (turn.go), with its chance events — the turn's draws (classic's),
// one more tile's draws, and the message on top of the deck — dealt as
// the seeded game dealt them, or forced (a record).

var _ engine.State = (*Game)(nil)

// ChanceMessage is the draw of the message on top of the deck.
const ChanceMessage engine.ChanceKind = "draw-message"

// Pending is the decision the game waits for, or nil once it is over (or
// stopped: Err). It first deals the chance events before it.
func (g *Game) Pending() engine.Decision {
	engine.DealAll(g)
	if g.err != nil {
		return nil
	}
	return g.decision()
}

// Answer plays option i of the pending decision and plays on to the next
// decision or chance event.
func (g *Game) Answer(i int) error {
	if err := engine.CheckAnswer(g.Pending(), g.err, i); err != nil {
		return err
	}
	g.answer(i)
	g.run()
	return g.err
}

// Chance is the chance event the game waits for, or nil.
func (g *Game) Chance() engine.ChanceEvent {
	if g.err != nil {
		return nil
	}
	switch g.phase {
	case phaseTurn:
		if ev := g.turn.Chance(); ev != nil {
			return ev
		}
		g.run() // the draws are over: the turn begins (or the game ends)
	case phaseExtraDraw:
		return &g.chance.extra
	case phaseMessageDraw:
		return &g.chance.message
	}
	return nil
}

// Deal takes the pending chance event's outcome as the game was dealt: the
// pile's next tile, the deck's top message.
func (g *Game) Deal() int {
	if g.Chance() == nil {
		return -1
	}
	var o int
	switch g.phase {
	case phaseTurn:
		o = g.turn.Deal()
	case phaseExtraDraw:
		o = g.core.DealExtra()
	case phaseMessageDraw:
		o = int(g.deck[g.head])
		g.messageDrawn()
	}
	g.run()
	return o
}

// Force takes outcome o of the pending chance event: a copy of tile o
// from anywhere in the pile, or message o (an index into the pack's deck)
// from the messages that may lie on top (messageOnTop).
func (g *Game) Force(o int) error {
	if g.Chance() == nil {
		return engine.ErrNoChance
	}
	switch g.phase {
	case phaseTurn:
		if err := g.turn.Force(o); err != nil {
			return err
		}
	case phaseExtraDraw:
		if !g.core.ForceExtra(o) {
			return fmt.Errorf("%w: no copy of that tile is left to draw", engine.ErrNoOutcome)
		}
	case phaseMessageDraw:
		if err := g.messageOnTop(o); err != nil {
			return err
		}
		g.messageDrawn()
	}
	g.run()
	return nil
}

// messageOnTop puts message mi (an index into the pack's deck) on top of
// the deck, where it may lie: the messages not taken yet lie on top, in
// the order the table shuffled them, which no one has seen; each message
// taken went under them in turn (seed: "he or she places the Message tile
// face down at the bottom of the Message stack"), so one comes up again
// only once every message has been taken, the oldest first.
func (g *Game) messageOnTop(mi int) error {
	top := max(g.freshOnTop(), 1)
	for k := range top {
		at := (g.head + k) % len(g.deck)
		if int(g.deck[at]) == mi {
			g.deck[g.head], g.deck[at] = g.deck[at], g.deck[g.head]
			return nil
		}
	}
	return fmt.Errorf("%w: message %d cannot be on top of the deck", engine.ErrNoOutcome, mi)
}

// freshOnTop counts the messages on top of the deck that no one has taken
// yet.
func (g *Game) freshOnTop() int {
	fresh := 0
	for fresh < g.size && !g.takenBefore(g.deck[(g.head+fresh)%len(g.deck)]) {
		fresh++
	}
	return fresh
}

// Over reports whether the game is over (final scoring has run) or
// stopped (Err).
func (g *Game) Over() bool { return g.core.Over() || g.err != nil }

// Seats is the number of seats.
func (g *Game) Seats() int { return len(g.core.Players()) }

// Scores appends each seat's score.
func (g *Game) Scores(dst []int) []int { return g.core.Scores(dst) }

// Reward is seat's margin over the best other seat, squashed
// (engine.MarginReward), as the module's search has always rewarded it.
func (g *Game) Reward(seat int) float64 { return g.core.MarginReward(seat) }

// Rand is the game's random source.
func (g *Game) Rand() *engine.Rand { return g.core.Rand() }

// searchStream is the stream of the random source Redeal seeds.
const searchStream = 0x6d657373 // "mess"

// Redeal reseeds the game's random source and deals again everything seat
// cannot see: the tiles still to draw and the other seats' hands (the
// core's), and the order of the messages no one has taken yet, which lie
// face down on top of the deck (those taken went under it face down in an
// order everyone saw). What is dealt is first put in a fixed order, so
// that the guess depends on what seat has seen and on seed, never on the
// real order.
func (g *Game) Redeal(seat int, seed uint64) {
	rng := g.core.Rand()
	rng.Seed(seed, searchStream)
	g.core.SortUnseenFor(seat)
	g.core.DeterminizeFor(seat)
	at, fresh := g.buf.deckAt[:0], g.buf.fresh[:0]
	for k := range g.size {
		i := (g.head + k) % len(g.deck)
		if !g.takenBefore(g.deck[i]) {
			at = append(at, i)
			fresh = append(fresh, g.deck[i])
		}
	}
	slices.Sort(fresh)
	engine.Shuffle(rng, fresh)
	for k, i := range at {
		g.deck[i] = fresh[k]
	}
	g.buf.deckAt, g.buf.fresh = at, fresh
	if seat != g.core.Current() {
		g.listed = false // the current hand was dealt again
	}
}

// Clone returns an independent copy of the game, without events.
func (g *Game) Clone() engine.State {
	c := g.newTwin()
	c.CopyFrom(g)
	return c
}

// Close does nothing: the game holds nothing beyond its memory.
func (g *Game) Close() {}

// chances are the game's own chance events, one value of each (the
// turn's draw is classic's).
type chances struct {
	extra   extraDraw
	message messageDraw
}

func (c *chances) bind(g *Game) { c.extra.g, c.message.g = g, g }

// extraDraw is a draw of one more tile: its outcomes are the set's tile
// kinds, weighted by the copies left in the pile.
type extraDraw struct{ g *Game }

func (e *extraDraw) Kind() engine.ChanceKind { return engine.ChanceDraw }
func (e *extraDraw) Outcomes() int           { return len(e.g.core.Set.Tiles) }

func (e *extraDraw) Outcome(i int) engine.ChanceOutcome { return e.g.core.ExtraOutcome(i) }

// messageDraw is the draw of the message on top of the deck: its outcomes
// are the pack's deck entries, each of weight 1 when it may lie on top.
type messageDraw struct{ g *Game }

func (e *messageDraw) Kind() engine.ChanceKind { return ChanceMessage }
func (e *messageDraw) Outcomes() int           { return len(e.g.deck) }

// Outcome i is message i of the pack's deck: {"message":7}, "draw message 7".
func (e *messageDraw) Outcome(i int) engine.ChanceOutcome {
	g := e.g
	n := g.rules.params.Deck[i].Number
	o := engine.ChanceOutcome{JSON: fmt.Sprintf(`{"message":%d}`, n), Label: fmt.Sprintf("draw message %d", n)}
	for k := range max(g.freshOnTop(), 1) {
		if k < g.size && int(g.deck[(g.head+k)%len(g.deck)]) == i {
			o.Weight = 1
		}
	}
	return o
}

// takenBefore reports whether message mi (an index into the pack's deck)
// has been taken in this game.
func (g *Game) takenBefore(mi int16) bool {
	for seat := range g.core.Players() {
		if g.stats[seat].Taken[mi] > 0 {
			return true
		}
	}
	return false
}
