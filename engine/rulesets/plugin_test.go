package rulesets_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/rulesets/testdata/roadrace"
	"github.com/tilesmith/tilesmith/engine/statetest"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRoadRaceState: the test-only game keeps every promise of a game
// state (docs/adding-a-game.md, step 2) when it is reached through the
// registry alone, as any caller reaches it.
func TestRoadRaceState(t *testing.T) {
	p, diags := schema.Check("roadrace.json", roadrace.PackJSON)
	if diags.HasErrors() {
		t.Fatalf("the pack does not validate:\n%v", diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	if problems := rulesets.CheckSetups(set); len(problems) > 0 {
		t.Fatalf("set-ups: %v", problems)
	}
	for _, players := range []int{2, 4} {
		t.Run(string(rune('0'+players))+" players", func(t *testing.T) {
			seats := []string{"A", "B", "C", "D"}[:players]
			statetest.Check(t, statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				m, err := rulesets.NewMatch(set, nil, "race", seats, seed)
				if err != nil {
					t.Fatal(err)
				}
				return engine.Underlying(m).(engine.State)
			}})
		})
	}
}
