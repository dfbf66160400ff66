package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// Node is a feature instance on the board: one feature of one placed tile.
// Features merged across tiles share a root node (see Find).
type Node int32

// Placed is a tile on the board.
type Placed struct {
	Tile int // index into Set.Tiles
	Rot  int // quarter turns clockwise
	X, Y int
	cell int32
	node Node // node of the tile's first feature
	// By is the player who placed it, -1 for set-up tiles.
	By int
	// FaceDown: the tile lies face down (Mists); it has no features.
	FaceDown bool
}

// Follower is a follower on the board.
type Follower struct {
	Node   Node
	Player int
}

// Game is one game in progress — the kernel every ruleset plays on: the
// pile, the seats (names, supplies, scores and counters), the scoring
// events, the rules and the random source — and the Board the
// game is played on, embedded, so that the board's methods (At, Find,
// AppendPlacementsOf, Followers...) and its Set are the game's too. It is
// not safe for concurrent use; a simulation uses one Game per worker and
// Reset between games, which then allocate nothing. It has no turn of its
// own: classic's turn (hands, the current seat, the checked path) is
// classic.Game's, and The City, The Castle and Mists run their own turns
// over the moves of driver.go.
type Game struct {
	// board is the embedded Board: named through an alias, because
	// Game.Board, which lists the placed tiles, predates the type.
	board

	rules Rules
	opts  Options
	names []string
	setup Setup
	mix   *schema.Mix
	rng   Rand

	pile   Pile
	mixLen int // the pile's full length
	// order is the mix's tiles in mix order: every Reset starts from it,
	// so a game depends on its seed only.
	order []int16
	// unseen is DeterminizeFor's scratch.
	unseen []int16

	supply [MaxPlayers]int
	score  [MaxPlayers]int
	stats  [MaxPlayers]SeatStats

	turn      int // turns played (placements by players)
	lastTile  int // index into placed of the latest tile a player placed, -1 before the first
	over      bool
	finalDone bool
	discarded int
	// moves counts the moves played (tiles placed by players and tiles set
	// aside), so that events number their moves.
	moves  int
	events []Event
}

// board names the Board a Game embeds (see Game).
type board = Board

// SeatStats are a seat's counters for simulation reports.
type SeatStats struct {
	// Points by kind index (Set.Kinds).
	Points []int
	// Deployed counts followers placed.
	Deployed int
	// Drawn counts tiles drawn; Unplaceable those that fit nowhere.
	Drawn, Unplaceable int
	// Turns counts tiles placed.
	Turns int
}

// Errors of game set-up and play.
var (
	ErrGameOver    = errors.New("the game is over")
	ErrNoSuchMix   = schema.ErrNoSuchMix
	ErrPlayerCount = errors.New("wrong number of players")
)

// NewGame starts a game: the set-up places the mix's start tile or layout
// and shuffles the rest into the pile with the seed.
func NewGame(set *Set, rules Rules, setup Setup) (*Game, error) {
	opts := rules.Options()
	if n := len(setup.Players); n < opts.MinPlayers || n > opts.MaxPlayers || n > MaxPlayers || n < 1 {
		return nil, fmt.Errorf("%w: %d (the %s rules allow %d to %d)", ErrPlayerCount, n, set.Ruleset.Name, opts.MinPlayers, min(opts.MaxPlayers, MaxPlayers))
	}
	mix, err := set.Pack.Mix(setup.Mix)
	if err != nil {
		return nil, err
	}
	// Everything that sizes memory is checked before anything is allocated.
	tiles, extent, err := set.MixSize(mix)
	if err != nil {
		return nil, err
	}
	if opts.HandSize < 0 || opts.HandSize > schema.MaxMixTiles {
		return nil, fmt.Errorf("the %s rules hold %d tiles in hand: a hand holds 1 to %d", set.Ruleset.Name, opts.HandSize, schema.MaxMixTiles)
	}
	if err := opts.Shape.check(); err != nil {
		return nil, fmt.Errorf("the %s rules lay out %s: %w", set.Ruleset.Name, opts.Shape, err)
	}
	g := &Game{rules: rules, opts: opts, names: setup.Players, setup: setup, mix: mix}
	g.pile.tiles = make([]int16, 0, tiles)
	for _, tc := range mix.Counts {
		t, _ := set.Tile(tc.Tile)
		for range tc.Count {
			g.pile.tiles = append(g.pile.tiles, int16(t.Index))
		}
	}
	g.mixLen = len(g.pile.tiles)
	g.order = slices.Clone(g.pile.tiles)
	// The board holds what the game can reach: the whole mix, or for a
	// set-up check only the start tiles.
	reach := tiles
	if setup.CheckOnly {
		reach = len(mix.Start)
	}
	for _, sp := range opts.Layout {
		if sp.Tile < 0 || sp.Tile >= len(set.Tiles) {
			return nil, fmt.Errorf("the %s rules lay out tile %d, which the set does not hold", set.Ruleset.Name, sp.Tile)
		}
		extent = max(extent, abs(sp.X), abs(sp.Y))
	}
	g.board.init(set, boardHalf(reach, len(mix.Start), extent, opts), opts.Shape, (reach+len(opts.Layout))*set.maxFeats)
	for i := range g.stats {
		g.stats[i].Points = make([]int, len(set.Kinds))
	}
	if err := g.Reset(setup.Seed); err != nil {
		return nil, err
	}
	return g, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Reset starts the same set-up again with a new seed, reusing memory.
func (g *Game) Reset(seed uint64) error {
	g.setup.Seed = seed
	g.rng.Seed(seed, 0)
	g.board.reset()
	g.pile.tiles, g.pile.drawn = append(g.pile.tiles[:0], g.order...), 0
	for i := range g.names {
		g.supply[i] = g.opts.Followers
		g.score[i] = 0
		pts := g.stats[i].Points
		clear(pts)
		g.stats[i] = SeatStats{Points: pts}
	}
	g.turn, g.lastTile = 0, -1
	g.over, g.finalDone = false, false
	g.discarded, g.moves = 0, 0
	g.events = g.events[:0]
	// Set-up: take the start tiles out of the pile and place them.
	for _, sp := range g.mix.Start {
		t, _ := g.Set.Tile(sp.Tile)
		if !g.pile.Take(t.Index) {
			return fmt.Errorf("mix %s has no copy of start tile %s to place", g.mix.ID, sp.Tile)
		}
		g.place(t.Index, sp.Rot/90, g.cellAt(sp.X, sp.Y), -1)
	}
	for _, sp := range g.opts.Layout {
		g.place(sp.Tile, 0, g.cellAt(sp.X, sp.Y), -1)
	}
	g.lastTile = -1
	if len(g.mix.Start) == 0 && len(g.opts.Layout) == 0 {
		g.board.openOrigin()
	}
	g.shuffle(g.pile.undrawn())
	g.over = g.setup.CheckOnly // its board holds the start tiles only
	return nil
}

// CheckSetup reports whether a game of setup can start, with the error
// NewGame would return: it runs the same checks and places the start
// tiles, but sizes the board for them alone (Setup.CheckOnly), so that it
// costs next to nothing however large the mix. Validation runs it for
// every mix of a pack, where NewGame would allocate a board per mix that
// no one plays on (64 MB for a mix of 1000 tiles).
func CheckSetup(set *Set, rules Rules, setup Setup) error {
	setup.CheckOnly = true
	_, err := NewGame(set, rules, setup)
	return err
}

func (g *Game) shuffle(s []int16) { Shuffle(&g.rng, s) }

// Rules returns the game's bound rules.
func (g *Game) Rules() Rules { return g.rules }

// Options returns the mechanics the game runs with.
func (g *Game) Options() Options { return g.opts }

// Players returns the seat names.
func (g *Game) Players() []string { return g.names }

// Mix returns the mix being played.
func (g *Game) Mix() *schema.Mix { return g.mix }

// Seed returns the seed the game was set up with.
func (g *Game) Seed() uint64 { return g.setup.Seed }

// Turn returns the number of tiles players have placed.
func (g *Game) Turn() int { return g.turn }

// Over reports whether the game has ended (final scoring has run).
func (g *Game) Over() bool { return g.over }

// Score returns a seat's score.
func (g *Game) Score(seat int) int { return g.score[seat] }

// Supply returns the followers a seat has left.
func (g *Game) Supply(seat int) int { return g.supply[seat] }

// Stats returns a seat's counters.
func (g *Game) Stats(seat int) SeatStats { return g.stats[seat] }

// Discarded returns the number of tiles removed from the game as unplaceable.
func (g *Game) Discarded() int { return g.discarded }

// Board returns the placed tiles in the order they were placed
// (Board.Placed).
func (g *Game) Board() []Placed { return g.placed }

// Table returns the board the game is played on.
func (g *Game) Table() *Board { return &g.board }

// Events returns the scoring events so far (only with Setup.Events).
func (g *Game) Events() []Event { return g.events }

// Rand returns the game's random source, which bots may share so that a
// game is determined by its seed.
func (g *Game) Rand() *Rand { return &g.rng }

// Node returns the node of feature fi of a placed tile.
func (p Placed) Node(fi int) Node { return p.node + Node(fi) }
