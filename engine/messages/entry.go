package messages

import (
	"encoding/json"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// Entry is classic with the Messages module as the registry plays it: a
// pack or record that lists the module is played by this entry.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "classic",
		Module:    Module,
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    Bots.Names(),
		Seats:     classic.Seats,
		Options:   slices.Concat(classic.OptionDocs, OptionDocs),
		Hooks: rulesets.Hooks{
			Ruleset:   Ruleset{},
			Package:   "github.com/tilesmith/tilesmith/engine/messages",
			NewMatch:  newMatch,
			NewAgent:  newAgent,
			Replayed:  func(s engine.State) rulesets.Replayed { return s.(*Match).Game() },
			Simulate:  NewSimWorker,
			ReadTally: DecodeSimTally,
			Cost:      rulesets.GameCost{Search: 0.85, Tiles: 73},
		},
	}
}

// Ruleset binds classic with the Messages module (Bind): the rules a
// set-up of the module is checked with.
type Ruleset struct{}

func (Ruleset) Name() string { return "classic" }

func (Ruleset) Bind(set *engine.Set, options json.RawMessage) (engine.Rules, error) {
	return Bind(set, options)
}

// newMatch starts a match of classic with Messages. As Mists': a game
// that stops before its first decision says why here, not as a game
// already over.
func newMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
	g, err := NewGame(set, options, mix, players, seed, true)
	if err != nil {
		return nil, err
	}
	m := NewMatch(g)
	if err := m.Err(); err != nil {
		m.Close()
		return nil, err
	}
	return m, nil
}

func newAgent(name string) (engine.Agent, error) {
	b, err := Bots.New(name)
	if err != nil {
		return nil, err
	}
	return BotAgent{Bot: b}, nil
}
