package rulesets_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/rulesets"
)

func entryNamed(t *testing.T, name string) *rulesets.Entry {
	t.Helper()
	for _, e := range rulesets.Entries() {
		if e.Name == name {
			return &e
		}
	}
	t.Fatalf("no entry %s", name)
	return nil
}

// TestAgentNames: one name per seat or one for all; one for a team; the
// first agent when none is named; unknown names and wrong counts refused
// in words.
func TestAgentNames(t *testing.T) {
	tests := []struct {
		name, ruleset, list string
		players             int
		want                []string
		says                string
	}{
		{"default", "classic", "", 3, []string{"random", "random", "random"}, ""},
		{"one for all", "classic", "greedy", 2, []string{"greedy", "greedy"}, ""},
		{"one per seat", "classic", "greedy, random", 2, []string{"greedy", "random"}, ""},
		{"unknown", "classic", "clever", 2, nil, `classic with messages has no agent "clever" (agents: random, greedy, mcts)`},
		{"too few", "classic", "greedy,random", 3, nil, "2 bots named for 3 players: give one per seat, or one for all"},
		{"team default", "mists", "", 4, []string{"coop"}, ""},
		{"team", "mists", "random", 2, []string{"random"}, ""},
		{"two for a team", "mists", "coop,random", 2, nil, "in mists one agent plays the whole team: give one of coop, random"},
		{"a bot for a team", "mists", "greedy", 2, nil, `mists has no agent "greedy"`},
		{"a budget on a bot that takes none", "classic", "greedy:5", 2, nil, `classic with messages: no bot "greedy:5" (bots: random, greedy, mcts)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := entryNamed(t, tc.ruleset).AgentNames(tc.list, tc.players)
			if tc.says != "" {
				if err == nil || !strings.Contains(err.Error(), tc.says) {
					t.Fatalf("error %v, want it to say %s", err, tc.says)
				}
				return
			}
			if err != nil || !slices.Equal(got, tc.want) {
				t.Errorf("AgentNames(%q, %d) = %v, %v; want %v", tc.list, tc.players, got, err, tc.want)
			}
		})
	}
}
