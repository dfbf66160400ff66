// Package rulesets is the registry of the games the engine plays. Each
// game's package describes itself in an Entry — its decisions, agents,
// options, and the hooks that start, replay and simulate its games — and
// is registered once, as database/sql drivers are: the built-in games by
// the one list in package engine/games, a game of a test by its own
// Register call. Callers (the CLI, the editor, the simulator, the ladder)
// reach every game through this package and never name one.
package rulesets

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"

	"github.com/tilesmith/tilesmith/engine/search"
)

// entries lists every registered entry, in the order of registration.
var entries []Entry

// Register adds the entries of a game's package (a ruleset, or a module
// of one) to the registry. It panics on an entry that is incomplete or
// already registered: registration happens once, at start-up, and a
// mistake in it is the program's.
func Register(es ...Entry) {
	for _, e := range es {
		switch {
		case e.Name == "" || len(e.Agents) == 0 || len(e.Seats) == 0:
			panic(fmt.Sprintf("rulesets: entry %q has no name, agents or seats", e.Name))
		case e.NewMatch == nil || e.NewAgent == nil || e.Replayed == nil:
			panic(fmt.Sprintf("rulesets: entry %s lacks NewMatch, NewAgent or Replayed", e.Label()))
		case e.Ruleset == nil && (e.Players == nil || e.CheckSetup == nil):
			panic(fmt.Sprintf("rulesets: entry %s has no Ruleset, so it needs its own Players and CheckSetup", e.Label()))
		case slices.ContainsFunc(entries, func(o Entry) bool { return o.Name == e.Name && o.Module == e.Module }):
			panic(fmt.Sprintf("rulesets: entry %s registered twice", e.Label()))
		}
		entries = append(entries, withSearchHelp(e))
	}
}

// Lookup returns the ruleset with the given name, as the core's game
// binds it (engine.Ruleset); an error for a name no entry plays, or a game
// that binds its rules itself.
func Lookup(name string) (engine.Ruleset, error) {
	for _, e := range entries {
		if e.Name == name && e.Module == "" && e.Ruleset != nil {
			return e.Ruleset, nil
		}
	}
	return nil, fmt.Errorf("no engine for ruleset %q as the core's game (engines: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the rulesets the engine can play, each once, in the order
// they were registered.
func Names() []string {
	var names []string
	for _, e := range entries {
		if !slices.Contains(names, e.Name) {
			names = append(names, e.Name)
		}
	}
	return names
}

// Modules lists the modules the engine plays (on any ruleset).
func Modules() []string {
	var names []string
	for _, e := range entries {
		if e.Module != "" && !slices.Contains(names, e.Module) {
			names = append(names, e.Module)
		}
	}
	return names
}

// withSearchHelp gives an entry whose agents include the searches the
// help on their budgets ("mcts:N"), so that no ruleset's listing forgets
// it.
func withSearchHelp(e Entry) Entry {
	for name, help := range map[string]string{search.Name: search.Help()} {
		if !slices.Contains(e.Agents, name) {
			continue
		}
		if e.AgentHelp == nil {
			e.AgentHelp = map[string]string{}
		}
		if _, own := e.AgentHelp[name]; !own {
			e.AgentHelp[name] = help
		}
	}
	return e
}
