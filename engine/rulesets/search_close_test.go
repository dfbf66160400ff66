package rulesets_test

import (
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestCloseWhileSearching: the editor closes a match when a new game
// starts, while the search bot may still be thinking on a goroutine of its
// own about the match's pending decision. The thought must end without a
// panic (in the editor a panic there takes the window down), whatever the
// ruleset: the search reads its own copy of the position, never what the
// closed match goes on to change.
func TestCloseWhileSearching(t *testing.T) {
	for _, tc := range []struct {
		label string
		set   func() *engine.Set
	}{
		{"classic", func() *engine.Set { return testpacks.FreshSet(t, "winter-edition") }},
		{"classic with messages", func() *engine.Set { return testpacks.Combined(t, "winter-edition", "messages") }},
		{"city", func() *engine.Set { return testpacks.FreshSet(t, "the-city") }},
		{"castle", func() *engine.Set { return testpacks.FreshSet(t, "the-castle") }},
		{"mists", func() *engine.Set { return testpacks.FreshSet(t, "mists") }},
	} {
		t.Run(tc.label, func(t *testing.T) {
			set := tc.set()
			m, err := rulesets.NewMatch(set, nil, set.Pack.Mixes[0].ID, []string{"A", "B"}, 5)
			if err != nil {
				t.Fatal(err)
			}
			agent, err := rulesets.NewAgent(set, "mcts:1500")
			if err != nil {
				t.Fatal(err)
			}
			d := m.Pending()
			if d == nil || d.Options() < 2 {
				t.Fatalf("the match's first decision (%v) gives the search nothing to weigh", d)
			}
			panicked := make(chan any, 1)
			go func() {
				defer func() { panicked <- recover() }()
				agent.Decide(m, d) // an error is expected once the match closes
			}()
			time.Sleep(20 * time.Millisecond)
			m.Close()
			select {
			case r := <-panicked:
				if r != nil {
					t.Errorf("the search panicked once the match closed: %v", r)
				}
			case <-time.After(2 * time.Minute):
				t.Fatal("the search did not end after the match closed")
			}
		})
	}
}
