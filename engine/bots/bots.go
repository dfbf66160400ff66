package bots

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// names lists the built-in bots; each entry makes a fresh bot for a seat.
var names = []struct {
	name string
	make func() engine.Bot
}{
	{"random", func() engine.Bot { return Random{} }},
	{"greedy", func() engine.Bot { return NewGreedy() }},
	{search.FlatName, func() engine.Bot { return NewMCTS(DefaultPlayouts) }},
}

// New returns a fresh bot by name; "mcts1:N" is classic's flat search
// with N playouts per decision (the tree search, "mcts", is an agent of
// the match: engine/search).
func New(name string) (engine.Bot, error) {
	if b, ok, err := ParseMCTS(name); ok {
		return b, err
	}
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
