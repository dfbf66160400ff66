package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is The City as the registry plays it: the game is its own match.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "city",
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    BotNames(),
		Seats:     classic.Seats,
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:  Ruleset{},
			Package:  "github.com/tilesmith/tilesmith/engine/city",
			NewMatch: newMatch,
			NewAgent: NewAgent,
			Replayed: func(s engine.State) rulesets.Replayed { return s.(*Game) },
			Simulate: func(s rulesets.SimSetup) (tally.Worker, error) {
				return NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents)
			},
			ReadTally: DecodeSimTally,
			Cost:      rulesets.GameCost{Search: 2.0, Tiles: 75}, // 4.3 before the wall's speed-ups (2026-11-28)
		},
	}
}

func newMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
	g, err := NewGame(set, options, mix, players, seed, true)
	if err != nil {
		return nil, err
	}
	return g, nil
}
