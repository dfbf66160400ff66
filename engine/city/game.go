package city

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Game is a game of The City as plain data: the core game (board,
// features, followers, scores) played by The City's own turn — the three
// stacks, placement beyond which no tile may go once walls stand,
// followers by kind, wall rounds — held as an explicit phase with the
// loop indices of the wall round, so that it can be copied at any
// decision. It is the match of the game (engine.State, state.go).
type Game struct {
	core    *engine.Game
	rules   *Rules
	options json.RawMessage
	names   []string
	// ends[k] is the number of tiles drawn when stack k is used up.
	ends    []int
	current int
	over    bool
	err     error
	// the turn under way (turn.go, play_wall.go)
	turn turnState
	// occ is which cells hold a tile, as the wall asks (occupancy.go).
	occ occupancy
	// gapCheck is the last answer to whether the wall's ends are close
	// enough to end the game, with what it read (play_end.go).
	gapCheck gapCheck
	// ahead is, for each way, the outline's step beyond the wall's end
	// that way, once asked: what Wall.Next checks. It holds while no
	// tile is placed and that end stays — through a wall round, where
	// the piece built tells the step beyond it (Wall.extend).
	ahead [2]outlineStep
	// the wall: its geometry, the pieces still in the box, each seat's
	// towers left, the guards on it; cause says why the game ended.
	wall       Wall
	piecesLeft int
	towers     [engine.MaxPlayers]int
	guards     []guard
	towersBy   []towerOwner
	cause      EndCause
	// noGuard says why no guard was offered on the piece just built.
	noGuard noGuard
	// closing are the edges that closed the wall round the city at the
	// end of the game, closingPieces the pieces from the box among them.
	closing       []Edge
	closingPieces int
	stats         [engine.MaxPlayers]SeatStats
	// the decisions (two slots, by turns: decisions.go) and the chance
	// event the game hands out, and the decisions answered
	decisions [2]decision
	answered  int
	draw      drawEvent
	buf       struct {
		// the options of the pending decision
		placements []engine.Placement
		spots      []engine.Spot
		edges      []Edge
		ways       []Way
		towerEnds  []Way
		// what the turn's placement completed, scored once its follower
		// is placed
		completed []engine.Node
		// scratch
		closed   []engine.Node
		open     []engine.Node
		gapEdges []Edge
	}
}

// towerOwner says whose tower stands at position at of the arm going the
// way way (Wall.Towers).
type towerOwner struct {
	way      Way
	at, seat int
}

// SeatStats are the points a seat scored from the wall: towers in play,
// guards at the end.
type SeatStats struct {
	Tower, Guard int
}

// NewGame sets up a game of the mix between players: the mix's tiles
// shuffled with the seed and dealt into its stacks (rules.city: 30, 25
// and 20), no start tile.
func NewGame(set *engine.Set, options json.RawMessage, mix string, players []string, seed uint64, events bool) (*Game, error) {
	rules, err := Ruleset{}.Bind(set, options)
	if err != nil {
		return nil, err
	}
	r := rules.(*Rules)
	core, err := engine.NewGame(set, r, engine.Setup{Mix: mix, Players: players, Seed: seed, Events: events})
	if err != nil {
		return nil, err
	}
	g := &Game{core: core, rules: r, options: options, names: players}
	g.draw.g = g
	stacks := core.Mix().Stacks
	if len(stacks) == 0 {
		stacks = []int{core.Pile().Size()}
	}
	total := 0
	for _, n := range stacks {
		total += n
		g.ends = append(g.ends, total)
	}
	if total != core.Pile().Size() {
		return nil, fmt.Errorf("mix %s deals %d tiles into stacks of %s, which hold %d", mix, core.Pile().Size(), engine.Numbers(stacks), total)
	}
	g.reset()
	return g, nil
}

// Reset starts the same set-up again with a new seed, reusing memory.
func (g *Game) Reset(seed uint64) error {
	if err := g.core.Reset(seed); err != nil {
		return err
	}
	g.reset()
	return nil
}

func (g *Game) reset() {
	g.current, g.over, g.err = 0, false, nil
	g.resetOccupancy()
	g.ahead = [2]outlineStep{}
	g.gapCheck = gapCheck{}
	g.turn = turnState{}
	g.wall.Reset()
	g.piecesLeft = g.rules.params.Walls.Pieces
	for seat := range g.names {
		g.towers[seat] = g.rules.params.Walls.Towers / len(g.names)
	}
	g.guards = g.guards[:0]
	g.towersBy = g.towersBy[:0]
	g.cause, g.closingPieces = "", 0
	g.closing = g.closing[:0]
	g.stats = [engine.MaxPlayers]SeatStats{}
	g.toDraw()
}

// resetOccupancy marks the tiles the game starts with, in cells sized so
// that every tile of the pile fits: a tile goes next to another, so no
// farther out than the pile's size beyond the farthest start tile.
func (g *Game) resetOccupancy() {
	extent := 0
	for _, p := range g.core.Board() {
		extent = max(extent, abs(p.X), abs(p.Y))
	}
	if half := extent + g.core.Pile().Size() + 3; g.occ.bits == nil || g.occ.half < half {
		g.occ.size(half)
	}
	g.occ.clear()
	for _, p := range g.core.Board() {
		if !p.FaceDown {
			g.occ.set(p.X, p.Y)
		}
	}
}

func abs(n int) int { return max(n, -n) }

// Wall is the city wall as it stands.
func (g *Game) Wall() *Wall { return &g.wall }

// PiecesBuilt is the number of wall pieces built, those that closed the
// wall at the end included (the gate not counted).
func (g *Game) PiecesBuilt() int { return g.wall.Pieces() + g.closingPieces }

// PiecesLeft is the number of wall pieces still in the box.
func (g *Game) PiecesLeft() int { return g.piecesLeft }

// Cause says why the game ended ("" while it goes on).
func (g *Game) Cause() EndCause { return g.cause }

// Stats returns the points seat scored from the wall.
func (g *Game) Stats(seat int) SeatStats { return g.stats[seat] }

// Core is the core game holding the board (engine.Viewer).
func (g *Game) Core() *engine.Game { return g.core }

// Rules are the rules the game is played with.
func (g *Game) Rules() *Rules { return g.rules }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Current is the seat whose turn it is.
func (g *Game) Current() int { return g.current }

// Stack is the stack tiles are drawn from (0, 1, 2), or the number of
// stacks once every tile is drawn.
func (g *Game) Stack() int {
	for k, end := range g.ends {
		if g.core.Pile().Drawn() < end {
			return k
		}
	}
	return len(g.ends)
}

// Err is what stopped the game before its end, if anything.
func (g *Game) Err() error { return g.err }
