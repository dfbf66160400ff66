package messages

import (
	"encoding/json"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// Game is a classic game with the Messages module: the core game, each
// seat's score figures, the message deck, the turn in progress as data
// (turn.go) and what the module counts. It is an engine.State (state.go):
// a match, a search's copy and a simulation's game alike.
type Game struct {
	core  *classic.Game
	rules *Rules
	// options are the options the game was bound with (classic's and the
	// module's), for its record's header and its twins.
	options json.RawMessage

	figures [engine.MaxPlayers][maxFigures]int
	// deck holds indices into the pack's deck, top first: deck[head],
	// deck[(head+1)%len], … for size messages; the message being carried
	// out is out of the deck until it goes to the bottom.
	deck       []int16
	head, size int

	// round lists the awards of the round of scoring in progress (in
	// play: final scoring moves no figure).
	round []award
	// active is the seat whose turn it is; chain counts the messages it
	// took this turn.
	active, chain int
	err           error // what stopped the game (a chain without end, a record that does not fit)

	// The turn in progress as data (turn.go): its phase and the loops the
	// rules are in.
	turnState

	stats [engine.MaxPlayers]SeatStats
	// notes are the messages taken, in order, for the score document
	// (EncodeScore); kept only when the game records events (recording):
	// a simulation or a search's copy keeps none.
	notes []note
	buf   buffers
}

// note is a message taken, as the score document lists it.
type note struct {
	// after is the number of core moves (tiles placed or set aside)
	// played when it was taken.
	after   int
	seat    int
	message int // index into the pack's deck
	seal    bool
	figure  int // the figure its points moved, 1-based; 0 with one figure or no points
}

// award is one seat's points from one feature of a round of scoring.
type award struct {
	seat, points int
	n            engine.Node
}

// SeatStats are what the module counts for a seat.
type SeatStats struct {
	// Taken counts the messages taken, by position in the pack's deck.
	Taken []int
	// Actions counts messages carried out (the rest were taken as seals).
	Actions int
	// ActionPoints are the points messages' actions scored; SealPoints
	// the points of seals.
	ActionPoints, SealPoints int
}

type buffers struct {
	nodes     []engine.Node
	followers []engine.Follower
	cropFs    []engine.Follower
	// deckAt and fresh are the positions and messages Redeal deals
	// again.
	deckAt []int
	fresh  []int16
}

// NewGame sets up a game of the set's pack with the Messages module: the
// classic set-up with the options (classic house rules) and the message
// deck shuffled with the seed. Events are recorded when events is true (a
// match, a replay; simulation needs none).
func NewGame(set *engine.Set, options json.RawMessage, mix string, players []string, seed uint64, events bool) (*Game, error) {
	r, err := Bind(set, options)
	if err != nil {
		return nil, err
	}
	g := &Game{rules: r, options: options}
	r.OnAward(g.observe)
	core, err := classic.NewGame(set, r, engine.Setup{Mix: mix, Players: players, Seed: seed, Events: events})
	if err != nil {
		return nil, err
	}
	g.core = core
	g.deck = make([]int16, len(r.params.Deck))
	g.initTurn()
	for i := range g.stats {
		g.stats[i].Taken = make([]int, len(r.params.Deck))
	}
	g.resetModule()
	return g, nil
}

// Reset starts the same set-up again with a new seed, reusing memory.
func (g *Game) Reset(seed uint64) error {
	if err := g.core.Reset(seed); err != nil {
		return err
	}
	g.resetModule()
	return nil
}

// resetModule sets the figures on 0 and shuffles the deck with the game's
// random source, after the core's set-up shuffled the pile.
func (g *Game) resetModule() {
	g.figures = [engine.MaxPlayers][maxFigures]int{}
	for i := range g.deck {
		g.deck[i] = int16(i)
	}
	engine.Shuffle(g.core.Rand(), g.deck)
	g.head, g.size = 0, len(g.deck)
	g.round = g.round[:0]
	g.err = nil
	for i := range g.stats {
		taken := g.stats[i].Taken
		clear(taken)
		g.stats[i] = SeatStats{Taken: taken}
	}
	g.notes = g.notes[:0]
	g.chain = 0
	g.resetTurn()
}

// observe is told of every award of the classic rules (Rules.OnAward).
func (g *Game) observe(mask uint32, points int, n engine.Node, phase engine.Phase) {
	if phase != engine.PhaseTurn {
		return
	}
	for seat := range g.core.Players() {
		if mask&(1<<seat) != 0 {
			g.round = append(g.round, award{seat: seat, points: points, n: n})
		}
	}
}

// Core is the classic game under the module (engine.Viewer).
func (g *Game) Core() *engine.Game { return g.core.Game }

// Rules are the rules the game is played with.
func (g *Game) Rules() *Rules { return g.rules }

// Figures returns where seat's score figures stand.
func (g *Game) Figures(seat int) []int { return g.figures[seat][:g.rules.params.Figures] }

// Stats returns what the module counted for seat.
func (g *Game) Stats(seat int) SeatStats { return g.stats[seat] }

// DeckSize is the number of messages in the deck (the one being carried
// out is not).
func (g *Game) DeckSize() int { return g.size }

// Dark reports whether score space s is dark.
func (g *Game) Dark(s int) bool { return s%g.rules.params.DarkEvery == 0 }

// Err is what stopped the game before its end, if anything.
func (g *Game) Err() error { return g.err }
