package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Entry is The City as the registry plays it: the game is its own match.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "city",
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    Bots.Names(),
		Seats:     classic.Seats,
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Ruleset:   Ruleset{},
			Package:   "github.com/tilesmith/tilesmith/engine/city",
			NewMatch:  rulesets.GameMatches(NewGame),
			NewAgent:  Bots.Agent,
			Replayed:  func(s engine.State) rulesets.Replayed { return s.(*Game) },
			Simulate:  NewSimWorker,
			ReadTally: DecodeSimTally,
			Cost:      rulesets.GameCost{Search: 2.0, Tiles: 75}, // 4.3 before the wall's speed-ups (2026-11-28)
		},
	}
}
