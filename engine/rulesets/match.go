package rulesets

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Entries lists the rulesets the engine plays.
func Entries() []Entry { return entries }

// EntryOf returns the entry of the set's ruleset, or an error saying that
// no engine plays it yet.
func EntryOf(set *engine.Set) (*Entry, error) { return entryOf(set) }

// entryOf finds the entry of the set's ruleset and the modules its pack
// plays.
func entryOf(set *engine.Set) (*Entry, error) {
	if e, ok := EntryFor(set.Ruleset.Name, set.Pack.Modules); ok {
		return e, nil
	}
	return nil, fmt.Errorf("no engine plays %s yet (it plays %s)", set.Ruleset.Name, strings.Join(entryNames(), ", "))
}

// entryNames lists the rulesets the entries play, each once.
func entryNames() []string {
	var names []string
	for _, e := range entries {
		if !slices.Contains(names, e.Name) {
			names = append(names, e.Name)
		}
	}
	return names
}

// EntryFor returns the entry that plays a ruleset with the modules a pack
// or record lists: the entry of a module it lists, else the ruleset's
// own; false when no engine plays the ruleset.
func EntryFor(ruleset string, modules []string) (*Entry, bool) {
	var plain *Entry
	for i := range entries {
		e := &entries[i]
		switch {
		case e.Name != ruleset:
		case e.Module == "":
			plain = e
		case slices.Contains(modules, e.Module):
			return e, true
		}
	}
	return plain, plain != nil
}

// PlaysModule reports whether the engine plays module m of the ruleset.
func PlaysModule(ruleset, m string) bool {
	for _, e := range entries {
		if e.Name == ruleset && e.Module == m {
			return true
		}
	}
	return false
}

// Label names the entry for people: "classic", "classic with messages".
func (e *Entry) Label() string {
	if e.Module == "" {
		return e.Name
	}
	return e.Name + " with " + e.Module
}

// NewMatch starts a match of the set's ruleset: the mix, the players' names
// and the seed as a game record gives them, with the ruleset's options (a
// JSON object, or nil for the pack's own). The match writes its history
// down (engine.History): its record is of format 2, every chance outcome
// and every answer; its views (engine.Viewer, engine.Stander, …) are the
// underlying game's (engine.Underlying).
func NewMatch(set *engine.Set, options []byte, mix string, players []string, seed uint64) (*engine.History, error) {
	e, err := entryOf(set)
	if err != nil {
		return nil, err
	}
	s, err := e.NewMatch(set, options, mix, players, seed)
	if err != nil {
		return nil, err
	}
	return engine.NewHistory(s), nil
}

// NewAgent returns the built-in agent name of the set's ruleset (a bot of
// classic, a team of Mists).
func NewAgent(set *engine.Set, name string) (engine.Agent, error) {
	e, err := entryOf(set)
	if err != nil {
		return nil, err
	}
	return e.NewAgent(name)
}

// Title is the name of a decision kind of the entry for people, or the
// kind itself when the ruleset gives it none.
func (e *Entry) Title(k engine.DecisionKind) string {
	if t, ok := e.Titles[k]; ok {
		return t
	}
	return string(k)
}
