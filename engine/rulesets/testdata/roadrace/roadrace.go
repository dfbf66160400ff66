// Package roadrace is a game that exists for tilesmith's tests: the
// smallest ruleset, plugged in the way docs/adding-a-game.md says, so
// that a test can show a game registered from outside the engine plays
// through `play`, `score`, `simulate` and the editor's Play tab with no
// edit anywhere else. Importing the package registers it.
//
// Its rules: classic's turn (place the tile drawn, then a follower on a
// road of it, or none); a road scores 1 point a tile to the seats with
// the most followers on it, when it is completed (its followers come
// back) and at the end of the game if it is not. Cities and fields are
// scenery.
package roadrace

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/schema"
)

// Name is the ruleset's name, as its pack spells it.
const Name = "roadrace"

// PackJSON is the game's pack: four tiles, one mix.
//
//go:embed roadrace.json
var PackJSON []byte

// Kinds are the game's feature kinds in the pack format: roads that
// score, cities and fields that are scenery (Coin Flip, another game of
// the tests, lays the same tiles).
var Kinds = []schema.KindSpec{
	{Kind: schema.KindRoad, Layer: schema.LayerTerrain, Linear: true, Matches: true, Markers: []schema.Marker{schema.MarkEndsAt}},
	{Kind: schema.KindCity, Layer: schema.LayerTerrain, WholeEdge: true, Matches: true, EndsLines: true},
	{Kind: schema.KindField, Layer: schema.LayerTerrain, Matches: true, Markers: []schema.Marker{schema.MarkBorders}, Borders: []schema.Kind{schema.KindCity}},
}

func init() {
	// The pack format learns the ruleset's words; the engine, its game.
	schema.RegisterRuleset(&schema.Ruleset{
		Name:    Name,
		Game:    "Road Race",
		Kinds:   Kinds,
		Termini: []string{"crossing"},
		Start:   schema.StartRequired,
	})
	rulesets.Register(Entry())
}

// Entry is the game as the registry plays it: classic's turn as its
// match (classic.NewMatchHook, with this game's rules), classic's bots and
// the search; every other hook is the registry's default
// (records of format 2, a simulation that plays the matches, one set-up a
// mix).
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      Name,
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    []string{"random", "greedy", search.Name},
		Seats:     []string{"Red", "Blue", "Green", "Yellow"},
		Hooks: rulesets.Hooks{
			Ruleset:  Ruleset{},
			Package:  "github.com/tilesmith/tilesmith/engine/rulesets/testdata/roadrace",
			NewMatch: classic.NewMatchHook(Ruleset{}), // classic's turn
			NewAgent: classic.NewAgent,                // classic's bots and the search
			Replayed: func(s engine.State) rulesets.Replayed { return replayed{s.(*classic.Match).Game()} },
			Cost:     rulesets.GameCost{Search: 0.2, Tiles: 25},
		},
	}
}

// Ruleset binds the game's rules: it reads nothing from the pack and
// takes no options.
type Ruleset struct{}

func (Ruleset) Name() string { return Name }

func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	var none map[string]json.RawMessage
	if len(options) > 0 {
		if err := json.Unmarshal(options, &none); err != nil {
			return nil, fmt.Errorf("options: %w", err)
		}
	}
	for k := range none {
		return nil, fmt.Errorf("options: %s takes no options, not %q", Name, k)
	}
	road := set.KindIndex(schema.KindRoad)
	return &rules{road: road, opts: engine.Options{MinPlayers: 2, MaxPlayers: 4, Followers: 5, FollowerKinds: 1 << road}}, nil
}

type rules struct {
	road     int
	opts     engine.Options
	occupied []engine.Node
}

func (r *rules) Options() engine.Options { return r.opts }

// ScoreTurn: a completed road scores 1 point a tile to its majority, and
// its followers come back.
func (r *rules) ScoreTurn(g *engine.Game, completed []engine.Node) {
	for _, n := range completed {
		if g.KindOf(n) == r.road && g.Occupied(n) {
			g.Award(g.Majority(n), g.Tiles(n), n, engine.PhaseTurn, tilesTimesOne(g.Tiles(n)))
			g.ReturnFollowers(n)
		}
	}
}

// ScoreFinal: an incomplete road scores as a complete one.
func (r *rules) ScoreFinal(g *engine.Game) {
	r.occupied = g.AppendOccupied(r.occupied[:0])
	for _, n := range r.occupied {
		if g.KindOf(n) == r.road && !g.Complete(n) {
			g.Award(g.Majority(n), g.Tiles(n), n, engine.PhaseFinal, tilesTimesOne(g.Tiles(n)))
		}
	}
}

// replayed is a replayed game: the kernel's board, standing and score.
type replayed struct{ g *classic.Game }

func (r replayed) Core() *engine.Game           { return r.g.Game }
func (r replayed) Standing() engine.Standing    { return engine.SeatStanding(r.g.Game) }
func (r replayed) EncodeScore() ([]byte, error) { return engine.EncodeScore(r.g.Game) }

// tilesTimesOne says how a road scored: "3 tiles × 1".
func tilesTimesOne(tiles int) string {
	if tiles == 1 {
		return "1 tile × 1"
	}
	return fmt.Sprintf("%d tiles × 1", tiles)
}
