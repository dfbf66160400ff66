package rulesets_test

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestEveryEntryPlays: every registered ruleset plays a built-in pack to
// the end through the match protocol, with each of its agents, without
// naming the ruleset anywhere but in the pack.
func TestEveryEntryPlays(t *testing.T) {
	sets := map[string]func() *engine.Set{
		"classic":               func() *engine.Set { return testpacks.FreshSet(t, "winter-edition") },
		"classic with messages": func() *engine.Set { return testpacks.Combined(t, "winter-edition", "messages") },
		"city":                  func() *engine.Set { return testpacks.FreshSet(t, "the-city") },
		"castle":                func() *engine.Set { return testpacks.FreshSet(t, "the-castle") },
		"mists":                 func() *engine.Set { return testpacks.FreshSet(t, "mists") },
	}
	for _, e := range rulesets.Entries() {
		newSet, ok := sets[e.Label()]
		if !ok {
			t.Fatalf("no built-in pack plays %s: add one to this test", e.Label())
		}
		set := newSet()
		if got, err := rulesets.EntryOf(set); err != nil || got.Label() != e.Label() {
			t.Fatalf("the pack for %s is played by %v (%v)", e.Label(), got, err)
		}
		for _, name := range e.Agents {
			t.Run(e.Label()+" "+name, func(t *testing.T) {
				players := []string{"A", "B"}
				m, err := rulesets.NewMatch(set, nil, set.Pack.Mixes[0].ID, players, 3)
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				agent, err := rulesets.NewAgent(set, name)
				if err != nil {
					t.Fatal(err)
				}
				kinds := map[engine.DecisionKind]bool{}
				for d := m.Pending(); d != nil; d = m.Pending() {
					kinds[d.Kind()] = true
					if e.Team != (d.Seat() == engine.TeamSeat) {
						t.Fatalf("a %s decision by seat %d (team game: %v)", d.Kind(), d.Seat(), e.Team)
					}
					i, err := agent.Decide(m, d)
					if err != nil {
						t.Fatal(err)
					}
					if err := m.Answer(i); err != nil {
						t.Fatal(err)
					}
				}
				for k := range kinds {
					if !containsKind(e.Decisions, k) {
						t.Errorf("a %s decision, which the entry does not list", k)
					}
				}
			})
		}
	}
}

func containsKind(ks []engine.DecisionKind, k engine.DecisionKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// TestEntryErrors: what the registry refuses, in words.
func TestEntryErrors(t *testing.T) {
	winter := testpacks.FreshSet(t, "winter-edition")
	tests := []struct {
		name string
		run  func() error
		want string
	}{
		{"an agent the ruleset does not have", func() error { _, err := rulesets.NewAgent(winter, "clever"); return err }, `no bot "clever"`},
		{"a mix the pack does not have", func() error { _, err := rulesets.NewMatch(winter, nil, "WE9", []string{"A", "B"}, 1); return err }, `has no mix "WE9"`},
		{"options in the ruleset's own words", func() error {
			_, err := rulesets.NewMatch(winter, []byte(`{"handSize": "x"}`), "WD", []string{"A", "B"}, 1)
			return err
		}, `"handSize" must be a whole number from 1 to 5, not "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
	t.Run("The Castle with three players", func(t *testing.T) {
		set := testpacks.FreshSet(t, "the-castle")
		_, err := rulesets.NewMatch(set, nil, set.Pack.Mixes[0].ID, []string{"A", "B", "C"}, 1)
		if err == nil || !strings.Contains(err.Error(), "2 players") {
			t.Errorf("got %v, want an error saying the game is for 2 players", err)
		}
	})
}

// TestEveryDecisionHasATitle: every kind of decision a ruleset asks for
// has a name for people (the editor's decision panel shows it).
func TestEveryDecisionHasATitle(t *testing.T) {
	for _, e := range rulesets.Entries() {
		for _, k := range e.Decisions {
			if e.Title(k) == string(k) {
				t.Errorf("%s: decision %s has no title", e.Name, k)
			}
		}
	}
}
