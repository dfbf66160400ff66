package rulesets

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// SimSetup is the set-up of a simulation's games.
type SimSetup struct {
	Set *engine.Set
	// Options are the ruleset options (a JSON object, or nil for the
	// pack's own).
	Options []byte
	Mix     string
	// Players are the seats' names.
	Players []string
	// Agents are the agents' names: one per seat, or the team's alone in
	// a team game.
	Agents []string
	// Balance: the worker also counts the balance report's sums
	// (tally.BalanceWorker).
	Balance bool
}

// NewSimWorker returns a worker that plays games of the set's ruleset one
// after another by the ruleset's fast path (no decisions, no record; an
// entry without one plays its matches, StateWorker) and tallies them. The caller has checked the agents' names and
// the number of players against the entry.
func NewSimWorker(s SimSetup) (tally.Worker, error) {
	e, err := entryOf(s.Set)
	if err != nil {
		return nil, err
	}
	simulate := e.Simulate
	if simulate == nil {
		simulate = e.newStateWorker
	}
	w, err := simulate(s)
	if err != nil || !s.Balance {
		return w, err
	}
	b, ok := w.(tally.BalanceWorker)
	if !ok {
		return nil, fmt.Errorf("the %s engine cannot make a balance report yet", e.Label())
	}
	b.EnableBalance()
	return b, nil
}

// DecodeTally reads back a tally of the entry's simulation that a shard
// of a run wrote (tally.Tally's MarshalJSON), for adding to the others.
func (e *Entry) DecodeTally(data []byte) (tally.Tally, error) {
	if e.ReadTally == nil {
		return tally.DecodeSeats(data)
	}
	return e.ReadTally(data)
}

// GameSetup is one way the games of a pack are set up: a mix and the
// ruleset options that play it.
type GameSetup struct {
	// Label names the set-up for people: "mix WE3", "level 3 (mix
	// level-3)".
	Label string
	// Name names it in a sentence: "mix WE3", "level 3".
	Name    string
	Mix     string
	Options []byte
}

// GameSetups lists the set-ups of the set's pack with its own options:
// every mix, or as the entry lists them (Mists: every level, named in the
// options as a record names it when two levels share a mix).
func GameSetups(set *engine.Set) []GameSetup {
	if e, err := entryOf(set); err == nil && e.Setups != nil {
		return e.Setups(set)
	}
	return mixSetups(set)
}

// mixSetups are a set-up for each mix of the pack, with its own options.
func mixSetups(set *engine.Set) []GameSetup {
	var out []GameSetup
	for _, m := range set.Pack.Mixes {
		out = append(out, GameSetup{Label: "mix " + m.ID, Name: "mix " + m.ID, Mix: m.ID})
	}
	return out
}
