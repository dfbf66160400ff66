package classic

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Game is a game on classic's turn: the kernel game (board, pile, seats,
// events, rules), embedded, and the turn it plays — the seats' hands, the
// current seat and the sampler of the hand's placements. Classic, Road
// Race and Messages (which holds one and takes its steps with its own
// choices in between) play on it; The City, The Castle and Mists run
// their own turns over the kernel's moves and need none of it.
//
// Its turn is played one of two ways: the fast path for bots, matches and
// simulation (Begin, AppendPlacements, PlaceUnchecked, AppendSpots,
// DeployUnchecked, EndTurn; turn.go) or the checked path of the records of
// format 1 (engine/format1/classicmoves), which plays the same moves once
// it has checked them, not both.
type Game struct {
	*engine.Game

	hands [engine.MaxPlayers][]int16
	// held[s] is how many tiles seat s holds unnamed (HeldUnnamed): a
	// reader of records knows a hand's size but not its tiles (a record
	// names a tile only when it is played), so the pile's undrawn tiles
	// are the bag plus every held tile.
	held    [engine.MaxPlayers]int
	hand    int // the hand size (at least 1)
	sampler engine.HandSampler
	// holeBonus is the holeBonusTurn house rule, read once: the rules'
	// Options are a value too large to copy every turn.
	holeBonus bool

	current int
	// deployed: a follower went on this turn's tile.
	deployed bool
	// holeFilled: a tile of this turn filled a hole (holeBonusTurn).
	holeFilled bool
	// unseen is DeterminizeFor's scratch.
	unseen []int16
}

// NewGame starts a game of classic's turn (engine.NewGame: the set-up
// places the mix's start tile and shuffles the rest with the seed).
func NewGame(set *engine.Set, rules engine.Rules, setup engine.Setup) (*Game, error) {
	core, err := engine.NewGame(set, rules, setup)
	if err != nil {
		return nil, err
	}
	return Wrap(core), nil
}

// Wrap plays classic's turn on core, a game just set up (or Reset).
func Wrap(core *engine.Game) *Game {
	opts := core.Options()
	hand := max(opts.HandSize, 1)
	return &Game{Game: core, hand: hand, sampler: engine.NewHandSampler(hand), holeBonus: opts.HoleBonusTurn}
}

// Reset starts the same set-up again with a new seed, reusing memory.
func (g *Game) Reset(seed uint64) error {
	for i := range g.hands {
		g.hands[i] = g.hands[i][:0]
	}
	g.held = [engine.MaxPlayers]int{}
	g.current = 0
	g.deployed, g.holeFilled = false, false
	g.sampler.Invalidate()
	return g.Game.Reset(seed)
}

// Core is the kernel game (engine.Viewer).
func (g *Game) Core() *engine.Game { return g.Game }

// Current returns the seat whose turn it is.
func (g *Game) Current() int { return g.current }

// Hand returns the tiles (indices into Set.Tiles) the current seat holds.
func (g *Game) Hand() []int16 { return g.hands[g.current] }

// HandOf returns the tiles seat holds (the game's own slice: do not
// change it).
func (g *Game) HandOf(seat int) []int16 { return g.hands[seat] }

// CopyFrom makes g a copy of src as it stands — the kernel game
// (engine.Game.CopyFrom), the hands and the current seat —
// reusing g's memory. g must be a game of src's set-up (NewTwin).
func (g *Game) CopyFrom(src *Game) {
	g.Game.CopyFrom(src.Game)
	for i := range g.hands {
		g.hands[i] = append(g.hands[i][:0], src.hands[i]...)
	}
	g.held = src.held
	g.sampler.Invalidate()
	g.current, g.deployed, g.holeFilled = src.current, src.deployed, src.holeFilled
}

// NewTwin returns a new game of g's set-up — its set, rules, mix and
// players, without events — for CopyFrom to copy positions of g into.
func (g *Game) NewTwin() *Game {
	twin, err := NewGame(g.Set, g.Rules(), engine.Setup{Mix: g.Mix().ID, Players: g.Players(), Seed: g.Seed()})
	if err != nil {
		// g was set up with the same set, rules and mix.
		panic(fmt.Sprintf("classic: a twin of a game cannot be set up: %v", err))
	}
	return twin
}

// DeterminizeFor deals again, with the game's random source, every tile
// seat cannot see: the tiles still to draw and the tiles in the other
// seats' hands, which keep their sizes. It is a search's guess at what
// nobody at the table knows (a determinization); seat's own hand and the
// board stay as they are.
func (g *Game) DeterminizeFor(seat int) {
	g.redealUnseen(seat, func(pool []int16) { engine.Shuffle(g.Rand(), pool) })
}

// SortUnseenFor puts every tile seat cannot see — the tiles still to draw
// and the tiles in the other seats' hands, which keep their sizes — in one
// fixed order (sorted by tile), without touching the random source. A
// determinization after it (DeterminizeFor) then depends only on what
// seat has seen and the random source, not on the real order of what it
// has not.
func (g *Game) SortUnseenFor(seat int) {
	g.redealUnseen(seat, func(pool []int16) { slices.Sort(pool) })
}

// redealUnseen gathers every tile seat cannot see — the tiles still to
// draw, then the other seats' hands — puts them in order, and deals them
// back: the hands first, keeping their sizes, then the pile.
func (g *Game) redealUnseen(seat int, order func(pool []int16)) {
	pool := append(g.unseen[:0], g.Pile().Undrawn()...)
	for s := range g.Players() {
		if s != seat {
			pool = append(pool, g.hands[s]...)
		}
	}
	order(pool)
	at := 0
	for s := range g.Players() {
		if s != seat {
			at += copy(g.hands[s], pool[at:])
		}
	}
	g.Pile().Deal(pool[at:])
	g.unseen = pool
	g.sampler.Invalidate()
}
