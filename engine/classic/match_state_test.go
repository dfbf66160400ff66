package classic_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/statetest"
)

// TestCoreMatchIsAState: classic's match keeps the promises of a State.
func TestCoreMatchIsAState(t *testing.T) {
	for _, tc := range []struct{ name, mix, options string }{
		{"WD, 2 players", "WD", ""},
		{"WE3, 3 players, hands of 3, set-aside tiles back in the bag", "WE3", `{"handSize":3,"returnUnplaceable":true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := 2
			if tc.options != "" {
				players = 3
			}
			c := statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				return classic.NewMatch(newGame(t, tc.mix, players, seed, tc.options))
			}}
			statetest.Check(t, c)
			t.Run("allocations", func(t *testing.T) { statetest.Allocs(t, c) })
		})
	}
}
