package castle

import (
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Game is a game of The Castle: the core game (board, territories,
// followers, scores) played by The Castle's own turn — placement from the
// start spaces, followers by kind, scorings in the order the placing player
// chooses, wall tiles taken from the score track's corners and played, the
// keep, and final scoring. It is an engine.State: the turn is a small state
// machine (turn.go) whose decisions and chance events (the tile drawn, a
// wall tile turned up) come one at a time (state.go).
type Game struct {
	core    *engine.Game
	rules   *Rules
	options json.RawMessage
	names   []string
	current int
	// turns counts the turns begun (an extra turn is a turn); a wall tile
	// remembers the turn it was taken in.
	turns int
	over  bool
	// ending: final scoring is under way (its wall tiles asked for).
	ending bool
	turnState
	// corners are the wall tiles on the track's corner towers (kind, 0 for
	// none); unseen are the wall tiles left in the box face down.
	corners []int
	unseen  []int
	// removed counts the wall tiles left on the track at the end, removed
	// before final scoring.
	removed int
	// cornerAt maps a track space to its corner (-1 for none).
	cornerAt []int
	held     [2][]heldTile
	keeps    [2]keep
	// used are the territories wall tiles have scored at the end.
	used  []usedTarget
	stats [2]SeatStats
	buf   struct {
		placements []engine.Placement
		spots      []engine.Spot
		completed  []engine.Node
		scorings   []engine.Node
		order      []engine.Node
		targets    []Target
		area       []int32
		sizes      []int
		stack      [][2]int
		occupied   []engine.Node
		walls      []int
	}
	// decisions (by phase) and the chance events are what Pending and
	// Chance return: views of the game, never copied.
	decisions [phaseOver]decision
	draw      drawEvent
	turnUp    takeEvent
	// greedy plays the first turns of a rollout.
	greedy rolloutGreedy
}

// heldTile is a wall tile in a player's hand: its kind and the turn it was
// taken in.
type heldTile struct {
	kind, turn int
}

// keep is a player's keep: the house it stands on and that house's size
// in tiles; placed is false while it waits in the player's supply.
type keep struct {
	placed bool
	house  engine.Node
	tiles  int
	// bonus is the tiles wall tile 8 added at the end.
	bonus int
	// x, y, at name the house for pictures: a tile of it and a port of
	// the house there, as the record's scoring names it.
	x, y int
	at   string
}

// SeatStats are a seat's wall tiles and points beyond its territories'.
type SeatStats struct {
	// Taken and Played count the wall tiles taken and played, by kind.
	Taken, Played [10]int
	// WallPoints are the points each kind of wall tile gave.
	WallPoints [10]int
	Keep       int
	// Ties count the scorings this seat tied on, which scored nothing.
	Ties int
}

// NewGame sets up a game of the mix between two players: the castle tiles
// shuffled with the seed, the start spaces laid, one wall tile face down
// on every corner tower but the 0/1 one.
func NewGame(set *engine.Set, options json.RawMessage, mix string, players []string, seed uint64, events bool) (*Game, error) {
	rules, err := Ruleset{}.Bind(set, options)
	if err != nil {
		return nil, err
	}
	r := rules.(*Rules)
	if len(players) != 2 {
		return nil, fmt.Errorf("%w: The Castle is a game for exactly 2 players, not %d", engine.ErrPlayerCount, len(players))
	}
	core, err := engine.NewGame(set, r, engine.Setup{Mix: mix, Players: players, Seed: seed, Events: events})
	if err != nil {
		return nil, err
	}
	g := &Game{core: core, rules: r, options: options, names: players}
	for ph := range g.decisions {
		g.decisions[ph] = decision{g: g, phase: phase(ph)}
	}
	g.draw.g, g.turnUp.g = g, g
	track := r.params.Board.Track
	g.cornerAt = make([]int, max(track.Length, 1))
	for i := range g.cornerAt {
		g.cornerAt[i] = -1
	}
	for ci, spaces := range track.Corners {
		for _, s := range spaces {
			if s >= 0 && s < len(g.cornerAt) {
				g.cornerAt[s] = ci
			}
		}
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

// reset deals the wall tiles. Set-up: "Shuffle the 18 wall tiles face
// down; put one face down on each corner tower space of the track except
// the corner holding 0/1; the rest go back unseen."
func (g *Game) reset() {
	g.current, g.turns, g.over, g.ending = 0, 0, false, false
	g.turnState = turnState{askEvery: g.askEvery}
	g.held[0], g.held[1] = g.held[0][:0], g.held[1][:0]
	g.keeps = [2]keep{}
	g.used = g.used[:0]
	g.stats = [2]SeatStats{}
	g.unseen, g.removed = g.unseen[:0], 0
	for _, w := range g.rules.params.WallTiles {
		for range w.Count {
			g.unseen = append(g.unseen, w.Kind)
		}
	}
	engine.Shuffle(g.core.Rand(), g.unseen)
	corners := g.rules.params.Board.Track.Corners
	g.corners = g.corners[:0]
	for _, spaces := range corners {
		kind := 0
		if !holdsZero(spaces) && len(g.unseen) > 0 {
			kind = g.unseen[len(g.unseen)-1]
			g.unseen = g.unseen[:len(g.unseen)-1]
		}
		g.corners = append(g.corners, kind)
	}
	g.drawNext()
}

func holdsZero(spaces []int) bool {
	for _, s := range spaces {
		if s == 0 {
			return true
		}
	}
	return false
}

// Core is the core game holding the board (engine.Viewer).
func (g *Game) Core() *engine.Game { return g.core }

// Rules are the rules the game is played with.
func (g *Game) Rules() *Rules { return g.rules }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Current is the seat whose turn it is.
func (g *Game) Current() int { return g.current }

// Stats returns seat's wall tiles and keep points.
func (g *Game) Stats(seat int) SeatStats { return g.stats[seat] }

// Held lists the kinds of the wall tiles seat holds.
func (g *Game) Held(seat int) []int {
	kinds := make([]int, len(g.held[seat]))
	for i, h := range g.held[seat] {
		kinds[i] = h.kind
	}
	return kinds
}

// KeepTiles is the size in tiles seat's keep counts: the house it stands
// on, and 2 more for each wall tile 8 played on it at the end ("keep
// counts 2 tiles larger"); 0 while the keep is in its supply.
func (g *Game) KeepTiles(seat int) int { return g.keeps[seat].tiles + g.keeps[seat].bonus }

// WallTilesUnseen counts the wall tiles left in the box at set-up, face
// down and never played.
func (g *Game) WallTilesUnseen() int { return len(g.unseen) }

// WallTilesRemoved counts the wall tiles left on the track when the game
// ended, removed before final scoring.
func (g *Game) WallTilesRemoved() int { return g.removed }

// WallTilesOnTrack counts the wall tiles still face down on the track.
func (g *Game) WallTilesOnTrack() int {
	n := 0
	for _, k := range g.corners {
		if k != 0 {
			n++
		}
	}
	return n
}
