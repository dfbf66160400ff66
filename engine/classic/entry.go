package classic

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Seats name the players of a new game of the core's rulesets, in seat
// order.
var Seats = []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"}

// Entry is classic as the registry plays it: the core's turn, its bots
// and the search.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "classic",
		Decisions: []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower},
		Titles:    engine.CoreDecisionTitles,
		Agents:    []string{"random", "greedy", search.Name},
		Seats:     Seats,
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:  Ruleset{},
			Package:  "github.com/tilesmith/tilesmith/engine/classic",
			NewMatch: NewMatchHook(Ruleset{}),
			NewAgent: NewAgent,
			Replayed: func(s engine.State) rulesets.Replayed { return Replayed{s.(*Match).Game()} },
			Simulate: simulate,
			Cost:     rulesets.GameCost{Search: 0.58, Tiles: 72},
		},
	}
}

// NewAgent returns a built-in agent of the core's turn: a bot of package
// bots, or a search.
func NewAgent(name string) (engine.Agent, error) {
	if a, ok, err := search.NewAgent(name); ok {
		return a, err
	}
	b, err := bots.New(name)
	if err != nil {
		return nil, err
	}
	return BotAgent{Bot: b}, nil
}

// Replayed is a replayed game of classic's turn: a match's, or a record's
// of format 1 (engine/format1/classicmoves).
type Replayed struct{ G *Game }

func (r Replayed) Core() *engine.Game           { return r.G.Game }
func (r Replayed) Standing() engine.Standing    { return engine.SeatStanding(r.G.Game) }
func (r Replayed) EncodeScore() ([]byte, error) { return engine.EncodeScore(r.G.Game) }
