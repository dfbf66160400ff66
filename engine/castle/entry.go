package castle

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Entry is The Castle as the registry plays it: the game is its own
// match, for exactly two players.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "castle",
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    Bots.Names(),
		Seats:     []string{"Red", "Blue"},
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:   Ruleset{},
			Package:   "github.com/tilesmith/tilesmith/engine/castle",
			NewMatch:  rulesets.GameMatches(NewGame),
			NewAgent:  Bots.Agent,
			Replayed:  func(s engine.State) rulesets.Replayed { return s.(*Game) },
			Simulate:  NewSimWorker,
			ReadTally: DecodeSimTally,
			Cost:      rulesets.GameCost{Search: 1.2, Tiles: 60}, // 2.5 before the playout's speed-ups (2026-11-28)
		},
	}
}
