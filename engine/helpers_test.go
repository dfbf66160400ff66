package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// winterSet compiles the built-in winter-edition pack.
func winterSet(t testing.TB) *engine.Set { return testpacks.Winter(t) }

// newGame starts a classic game on the winter-edition pack.
func newGame(t testing.TB, mix string, players int, seed uint64, options string) *classic.Game {
	t.Helper()
	set := winterSet(t)
	var opts []byte
	if options != "" {
		opts = []byte(options)
	}
	rules, err := classic.Ruleset{}.Bind(set, opts)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Red", "Blue", "Green", "Yellow", "Black"}[:players]
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: mix, Players: names, Seed: seed, Events: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
