package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Entry is Mists over Carcassonne as the registry plays it: one agent
// decides for the whole team, and a pack's games are set up by level.
func Entry() rulesets.Entry {
	return rulesets.Entry{
		Name:      "mists",
		Team:      true,
		Decisions: DecisionKinds,
		Titles:    DecisionTitles,
		Agents:    TeamNames(),
		Seats:     []string{"P1", "P2", "P3", "P4", "P5", "P6"},
		Options:   OptionDocs,
		Hooks: rulesets.Hooks{
			Package:   "github.com/tilesmith/tilesmith/engine/mists",
			NewMatch:  newMatch,
			NewAgent:  NewAgent,
			Replayed:  func(s engine.State) rulesets.Replayed { return replayed{s.(*Match).Game()} },
			Simulate:  simulate,
			ReadTally: DecodeSimTally,
			Players:   players,
			Setups:    levels,
			CheckSetup: func(set *engine.Set, s rulesets.GameSetup, players []string) error {
				return CheckSetup(set, s.Options, s.Mix, players)
			},
			Cost: rulesets.GameCost{Search: 4.8, Tiles: 54},
		},
	}
}

func newMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (engine.State, error) {
	g, err := NewGame(set, options, mix, players, seed)
	if err != nil {
		return nil, err
	}
	return NewMatch(g), nil
}

// simulate plays Mists games with the team the one agent names.
func simulate(s rulesets.SimSetup) (tally.Worker, error) {
	if len(s.Agents) != 1 {
		return nil, fmt.Errorf("one team plays a game of mists, not %d agents", len(s.Agents))
	}
	return NewSimWorker(s.Set, s.Options, s.Mix, s.Players, s.Agents[0])
}

// players is the player range the pack's rules.mists block states.
func players(set *engine.Set) (rulesets.PlayerRange, error) {
	if set.Pack.Rules.Mists == nil {
		return rulesets.PlayerRange{}, fmt.Errorf("pack %s has no rules.mists block", set.Pack.ID)
	}
	p := set.Pack.Rules.Mists.Players
	return rulesets.PlayerRange{Ruleset: set.Ruleset.Name, Min: p.Min, Max: p.Max}, nil
}

// levels are the pack's set-ups: each level with its mix, named in the
// options as a record names it when two levels share a mix. No two are
// alike.
func levels(set *engine.Set) []rulesets.GameSetup {
	if set.Pack.Rules.Mists == nil {
		return nil
	}
	var out []rulesets.GameSetup
	for _, lv := range set.Pack.Rules.Mists.Levels {
		out = append(out, rulesets.GameSetup{
			Label:   fmt.Sprintf("level %d (mix %s)", lv.Level, lv.Mix),
			Name:    fmt.Sprintf("level %d", lv.Level),
			Mix:     lv.Mix,
			Options: fmt.Appendf(nil, `{"level": %d}`, lv.Level),
		})
	}
	return out
}

// replayed is a replayed Mists game: its board, standing and score, as
// render and score show a record.
type replayed struct{ g *Game }

func (r replayed) Core() *engine.Game           { return r.g.Core() }
func (r replayed) Standing() engine.Standing    { return r.g.Standing() }
func (r replayed) EncodeScore() ([]byte, error) { return r.g.EncodeScore() }
