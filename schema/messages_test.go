package schema

import (
	"strings"
	"testing"
)

// TestMessageWords: each action says what it does, with its feature's
// follower by its rulebook name and a hint while no feature is chosen.
func TestMessageWords(t *testing.T) {
	tests := []struct {
		m    Message
		want string
	}{
		{Message{Action: "score-smallest", Feature: "city"}, "Score your smallest city at its end-game value, for you alone"},
		{Message{Action: "score-smallest"}, "Score your smallest … (choose a feature)"},
		{Message{Action: "per-pennant", Points: 2}, "2 points per pennant in every city holding a follower of yours"},
		{Message{Action: "per-follower", Feature: "field", Points: 1}, "1 point per farmer of yours"},
		{Message{Action: "per-follower", Feature: "city", Points: 2}, "2 points per knight of yours"},
		{Message{Action: "per-follower", Feature: "road", Points: 2}, "2 points per thief of yours"},
		{Message{Action: "extra-tile"}, "Draw and place one more land tile"},
		{Message{Action: "score-and-return"}, "if you hold its majority"},
	}
	for _, tc := range tests {
		t.Run(tc.m.Action+" "+tc.m.Feature, func(t *testing.T) {
			if got := tc.m.Words(); !strings.Contains(got, tc.want) {
				t.Errorf("%q does not say %q", got, tc.want)
			}
		})
	}
}
