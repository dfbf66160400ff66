package mists

import (
	"fmt"
	"math"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// Cause says why a game was lost.
type Cause int

// The ways to lose (mists.md: "Loss: a tile must be drawn but none is
// left, or ghosts must be placed but the supply is short"; Level 3+: a dog
// or the goal not reached before its stack runs out).
const (
	NotLost Cause = iota
	// LostGhosts: ghosts had to be placed but the supply was short.
	LostGhosts
	// LostNoTiles: a tile had to be drawn but none was left.
	LostNoTiles
	// LostThreshold: a stack ran out before the score reached its dog.
	LostThreshold
)

// Causes names the causes as reports spell them.
var Causes = [...]string{"", "ghost supply", "no tiles", "missed threshold"}

func (c Cause) String() string { return Causes[c] }

// Game is one Mists game. Like engine.Game it is not safe for concurrent
// use, and Reset replays the same set-up with a new seed without
// allocating.
type Game struct {
	Rules *Rules
	core  *engine.Game
	names []string
	mix   *schema.Mix

	colours   int // colours in play
	perPlayer int // colours per player
	current   int // seat

	// ghosts[pi] are the ghosts on placed tile pi; onBoard their sum.
	ghosts  []int8
	onBoard int
	// printed[pi] are the ghost symbols on the copy placed as tile pi.
	printed []int8
	supply  int
	fog     clouds

	// Score meeples: one shared, or Level 6's separate ones, each in a
	// colour (scoreColour; -1 for the shared one). scoreChosen: the team
	// chose the separate ones' colours (before the first move).
	scores      []int
	scoreColour []int
	scoreChosen bool
	// thresholds are the dogs' spaces then the goal; next is the first
	// not yet reached.
	next   int
	dogs   []dog
	stack  int   // active stack
	bounds []int // pile position where each stack ends
	// copies[t] are the ghost symbols of tile t's undrawn copies.
	copies  [][]int8
	symbols [][]int8 // the mix's copies, for Reset

	graves []grave
	buried []Burial

	// over: won, or lost with its cause; or neither, a search's playout
	// stopped at its horizon (Match.Rollout).
	won  bool
	lost Cause
	over bool

	// turn state: the turns ended, the turn's phase and loop state
	// (phase.go)
	turns int
	t     turnState
	// moves counts the tiles drawn face up, placed or set aside: a record
	// of format 1 has a move for each, and events are numbered by them.
	moves int
	// drawn are the ghost symbols on the copy being placed (the tile's
	// copies may differ: a team judging the placement reads these).
	drawn int
	// keepEvents: the game keeps its events and the buried meeples' spots
	// (SetEvents)
	keepEvents bool
	events     []Event
	// colourChoices are the options of the score colours decision (the
	// same for every game of the set-up); symSpan numbers the draws'
	// outcomes (tile × symSpan + symbols).
	colourChoices [][]int
	symSpan       int
	match         *Match // the game as a State, for agents (AgentTeam)

	// Series are the ghosts on the board after each turn (simulation).
	Series []int16

	buf struct {
		ps        []engine.Placement
		spots     []engine.Spot
		completed []engine.Node
		done      []engine.Node
		cells     []int32
		meeples   []MeepleRef
		choices   []ColourSpot
		open      []int
		picks     []int
		dogOpts   []dogOption
		clears    []Clear
		pool      []int16
		poolSy    []int8
	}
}

// dog is one dog's state.
type dog struct {
	name  string
	at    int
	state dogState
	node  engine.Node // the meeple it stands by
	tile  int
}

type dogState int8

const (
	dogWaiting dogState = iota
	dogOnBoard
	dogGone
)

// grave is a graveyard on the board.
type grave struct {
	tile   int // placed index
	node   engine.Node
	closed bool
}

// NewGame sets up a game of the level that plays mix (or options' level)
// for the named players.
func NewGame(set *engine.Set, options []byte, mix string, players []string, seed uint64) (*Game, error) {
	return newGame(set, options, engine.Setup{Mix: mix, Players: players, Seed: seed})
}

// CheckSetup reports whether a game of the level that plays mix (or
// options' level) can start for the named players, with the error NewGame
// would return: it runs the same checks and places the start tiles and
// their ghosts, on a board sized for the start tiles alone
// (engine.Setup.CheckOnly), so that it costs next to nothing however large
// the mix.
func CheckSetup(set *engine.Set, options []byte, mix string, players []string) error {
	_, err := newGame(set, options, engine.Setup{Mix: mix, Players: players, CheckOnly: true})
	return err
}

// newGame is NewGame for a set-up of the named players (setup.Players),
// checked only when setup.CheckOnly is set.
func newGame(set *engine.Set, options []byte, setup engine.Setup) (*Game, error) {
	mix, players, seed := setup.Mix, setup.Players, setup.Seed
	r, err := Bind(set, options)
	if err != nil {
		return nil, err
	}
	if err := r.levelFor(mix); err != nil {
		return nil, err
	}
	per, perColour, err := r.meeples(len(players))
	if err != nil {
		return nil, err
	}
	n := per * len(players)
	colourNames := Colours[:n]
	opts := engine.Options{MinPlayers: 1, MaxPlayers: engine.MaxPlayers, Followers: perColour,
		FollowerKinds: 1<<r.road | 1<<r.city}
	if r.castle >= 0 {
		opts.FollowerKinds |= 1 << r.castle
	}
	cg, err := engine.NewGame(set, core{opts}, engine.Setup{Mix: mix, Players: colourNames[:], Seed: seed, Events: true, CheckOnly: setup.CheckOnly})
	if err != nil {
		return nil, err
	}
	if err := checkStacks(cg.Mix(), cg.Pile().Size()-len(cg.Mix().Start)); err != nil {
		return nil, err
	}
	g := &Game{Rules: r, core: cg, names: players, mix: cg.Mix(), colours: n, perPlayer: per, keepEvents: true}
	lv := r.Level
	if lv.SeparateScores > 0 {
		if lv.SeparateScores > n {
			return nil, fmt.Errorf("level %d has %d separate score meeples but only %d colours play", lv.Level, lv.SeparateScores, n)
		}
		g.scoreColour = make([]int, lv.SeparateScores)
	} else {
		g.scoreColour = []int{-1}
	}
	g.scores = make([]int, len(g.scoreColour))
	for _, d := range lv.Dogs {
		g.dogs = append(g.dogs, dog{name: d.Name, at: d.At})
	}
	g.symbols = make([][]int8, len(set.Tiles))
	g.copies = make([][]int8, len(set.Tiles))
	for _, tc := range g.mix.Counts {
		t, _ := set.Tile(tc.Tile)
		syms := r.symbols[t.Index]
		for i := range tc.Count {
			s := set.Pack.Tiles[t.Index].Ghosts
			if i < len(syms) {
				s = syms[i]
			}
			g.symbols[t.Index] = append(g.symbols[t.Index], int8(s))
		}
	}
	for _, syms := range g.symbols {
		for _, s := range syms {
			g.symSpan = max(g.symSpan, int(s)+1)
		}
	}
	g.symSpan = max(g.symSpan, 1)
	if lv.SeparateScores > 0 {
		g.colourChoices = orderedChoices(n, lv.SeparateScores)
	}
	if err := g.Reset(seed); err != nil {
		return nil, err
	}
	return g, nil
}

// Reset starts the same set-up again with a new seed.
func (g *Game) Reset(seed uint64) error {
	if err := g.core.Reset(seed); err != nil {
		return err
	}
	for t := range g.copies {
		g.copies[t] = append(g.copies[t][:0], g.symbols[t]...)
	}
	g.ghosts, g.printed = g.ghosts[:0], g.printed[:0]
	g.onBoard = 0
	g.supply = g.Rules.Level.Ghosts
	g.fog.reset()
	clear(g.scores)
	g.defaultScoreColours()
	g.next = 0
	for i := range g.dogs {
		g.dogs[i].state = dogWaiting
	}
	g.graves = g.graves[:0]
	g.buried = g.buried[:0]
	g.won, g.lost, g.over = false, NotLost, false
	g.turns, g.current = 0, 0
	g.moves = 0
	g.events = g.events[:0]
	g.Series = g.Series[:0]
	// The stacks are consecutive stretches of the shuffled pile, so putting
	// the rest of a stack on top of the next one just moves a boundary.
	g.stack = 0
	g.bounds = g.bounds[:0]
	pos := g.core.Pile().Drawn()
	for _, s := range g.mix.Stacks {
		pos += s
		g.bounds = append(g.bounds, pos)
	}
	if len(g.bounds) == 0 {
		g.bounds = append(g.bounds, g.core.Pile().Size())
	}
	// Set-up: the start tiles' ghosts go on their symbols. mists.md:
	// "Start tile in the middle with 3 ghosts on its symbols."
	for pi, p := range g.core.Board() {
		g.ghosts = append(g.ghosts, 0)
		n := g.takeCopy(p.Tile, 0)
		g.printed = append(g.printed, int8(n))
		g.addFog(pi)
		if n > g.supply {
			return fmt.Errorf("the start tiles carry more ghost symbols than level %d has ghosts (%d)", g.Rules.Level.Level, g.Rules.Level.Ghosts)
		}
		g.addGhosts(pi, n)
	}
	g.t = turnState{phase: phaseTurn}
	if !g.scoreChosen {
		g.t.phase = phaseScoreColours
	}
	g.advance()
	return nil
}

// orderedChoices lists every sequence of n different numbers below c, in
// lexicographic order (c!/(c-n)! of them; at most 120 for 6 colours).
func orderedChoices(c, n int) [][]int {
	var out [][]int
	var walk func(prefix []int)
	walk = func(prefix []int) {
		if len(prefix) == n {
			out = append(out, slices.Clone(prefix))
			return
		}
		for k := range c {
			if !slices.Contains(prefix, k) {
				walk(append(prefix, k))
			}
		}
	}
	walk(make([]int, 0, n))
	return out
}

// checkStacks checks that the mix's stacks share out the draw pile of pile
// tiles (mists.md: "60 in 3 stacks of 20"), adding them up without
// overflowing: stacks that wrap around to the pile's size would otherwise
// end every game after 0 turns.
func checkStacks(mix *schema.Mix, pile int) error {
	sum, over := 0, false
	for i, s := range mix.Stacks {
		if s < 1 {
			return fmt.Errorf("mix %s: stack %d holds %d tiles: a stack holds at least 1", mix.ID, i+1, s)
		}
		if s > math.MaxInt-sum {
			over = true
			break
		}
		sum += s
	}
	if len(mix.Stacks) == 0 || !over && sum == pile {
		return nil
	}
	held := fmt.Sprint(sum)
	if over {
		held = fmt.Sprintf("more than %d", math.MaxInt)
	}
	return fmt.Errorf("mix %s: the stacks hold %s tiles but the draw pile has %d (the mix's %d tiles minus %d start tiles): make the stacks add up to %d",
		mix.ID, held, pile, pile+len(mix.Start), len(mix.Start), pile)
}
