package castle

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is The Castle as the registry plays it: the game is its own
// match, for exactly two players.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "castle",
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    BotNames(),
		Seats:     []string{"Red", "Blue"},
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:  Ruleset{},
			Package:  "github.com/tilesmith/tilesmith/engine/castle",
			NewMatch: newMatch,
			NewAgent: func(name string) (engine.Agent, error) { return NewBot(name) },
			Replayed: func(s engine.State) rulesets.Replayed { return s.(*Game) },
			Simulate: func(s rulesets.SimSetup) (tally.Worker, error) {
				return NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents)
			},
			ReadTally: DecodeSimTally,
			Cost:      rulesets.GameCost{Search: 1.2, Tiles: 60}, // 2.5 before the playout's speed-ups (2026-11-28)
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
