// Package coinflip is a game that exists for tilesmith's tests: a game of
// no skill. Tiles are laid and followers put out as in Road Race
// (classic's turn), but nothing scores during the game; at its end one
// seat drawn from the game's random source scores 1 point. No decision
// changes who wins, so a search at any budget wins half its games against
// another: the quality report's skill depth must be 0. Importing the
// package registers it.
package coinflip

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/rulesets/testdata/roadrace"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/schema"
)

// Name is the ruleset's name, as its pack spells it.
const Name = "coinflip"

// PackJSON is the game's pack: Road Race's four tiles, one mix.
//
//go:embed coinflip.json
var PackJSON []byte

func init() {
	schema.RegisterRuleset(&schema.Ruleset{
		Name:    Name,
		Game:    "Coin Flip",
		Kinds:   roadrace.Kinds, // Road Race's tiles
		Termini: []string{"crossing"},
		Start:   schema.StartRequired,
	})
	rulesets.Register(rulesets.Entry{
		Name:      Name,
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    []string{"random", "greedy", search.Name},
		Seats:     []string{"Red", "Blue", "Green"},
		Hooks: rulesets.Hooks{
			Ruleset:  Ruleset{},
			Package:  "github.com/tilesmith/tilesmith/engine/rulesets/testdata/coinflip",
			NewMatch: classic.NewMatchHook(Ruleset{}),
			NewAgent: classic.NewAgent,
			Replayed: func(s engine.State) rulesets.Replayed { return replayed{s.(*classic.Match).Game()} },
			Cost:     rulesets.GameCost{Search: 0.2, Tiles: 25},
		},
	})
}

// Ruleset binds the game's rules; it takes no options.
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
	return rules{opts: engine.Options{MinPlayers: 2, MaxPlayers: 3, Followers: 5, FollowerKinds: 1 << road}}, nil
}

type rules struct{ opts engine.Options }

func (r rules) Options() engine.Options { return r.opts }

// ScoreTurn scores nothing.
func (rules) ScoreTurn(*engine.Game, []engine.Node) {}

// ScoreFinal gives 1 point to a seat drawn at random.
func (rules) ScoreFinal(g *engine.Game) {
	g.AwardBonus(g.Rand().IntN(len(g.Players())), 1, engine.PhaseFinal, "coin", engine.NoNode, "the coin")
}

type replayed struct{ g *classic.Game }

func (r replayed) Core() *engine.Game           { return r.g.Game }
func (r replayed) Standing() engine.Standing    { return engine.SeatStanding(r.g.Game) }
func (r replayed) EncodeScore() ([]byte, error) { return engine.EncodeScore(r.g.Game) }
