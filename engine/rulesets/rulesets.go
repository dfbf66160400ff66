// Package rulesets is the registry of the engine's rulesets: one explicit
// list, no init() registration.
package rulesets

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/classic"
)

var all = []engine.Ruleset{
	classic.Ruleset{},
	city.Ruleset{},
	castle.Ruleset{},
}

// Lookup returns the ruleset with the given name.
func Lookup(name string) (engine.Ruleset, error) {
	for _, r := range all {
		if r.Name() == name {
			return r, nil
		}
	}
	return nil, fmt.Errorf("no engine for ruleset %q yet (engines: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the rulesets the engine can play.
func Names() []string {
	names := make([]string, len(all))
	for i, r := range all {
		names[i] = r.Name()
	}
	return names
}
