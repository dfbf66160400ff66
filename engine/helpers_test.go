package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/classic/classictest"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// winterSet compiles the built-in winter-edition pack.
func winterSet(t testing.TB) *engine.Set { return testpacks.Winter(t) }

// newGame starts a classic game on the winter-edition pack.
func newGame(t testing.TB, mix string, players int, seed uint64, options string) *classic.Game {
	t.Helper()
	return classictest.NewGame(t, winterSet(t), mix, players, seed, options)
}
