package bots

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// names lists the built-in bots; each entry makes a fresh bot for a seat.
var names = []struct {
	name string
	make func() engine.Bot
}{
	{"random", func() engine.Bot { return Random{} }},
	{"greedy", func() engine.Bot { return NewGreedy() }},
}

// New returns a fresh bot by name (the search, "mcts", is an agent of
// the match: engine/search).
func New(name string) (engine.Bot, error) {
	for _, n := range names {
		if n.name == name {
			return n.make(), nil
		}
	}
	return nil, fmt.Errorf("no bot %q (bots: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the built-in bots.
func Names() []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n.name
	}
	return out
}
