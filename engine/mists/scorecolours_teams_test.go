package mists

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestTeamsChooseScoreColours: on the pack's Level 6 the cooperative bot
// spreads the score meeples through the turn order, the random team draws
// three colours, and either choice is the first step of the game's record
// (format 2, as 'tilesmith play' writes it) and replays. The same rule as
// TestScoreColours.
func TestTeamsChooseScoreColours(t *testing.T) {
	tests := []struct {
		name    string
		team    Team
		players int
		want    []int // nil: any three different colours
	}{
		{"coop, 5 players: red, green, yellow", &Bot{}, 5, []int{0, 1, 3}},
		{"coop, 4 players: red, green, blue", &Bot{}, 4, []int{0, 1, 2}},
		{"coop, 2 players: red and blue (each player's first), then green", &Bot{}, 2, []int{0, 2, 1}},
		{"random, 5 players", RandomTeam{}, 5, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newLevel(t, 6, tc.players, 3)
			data := playSteps(t, g, tc.team)
			got := g.ScoreColours()
			if tc.want != nil && !slices.Equal(got, tc.want) {
				t.Errorf("score meeples %v; want %v", got, tc.want)
			}
			if len(got) != 3 || got[0] == got[1] || got[1] == got[2] || got[0] == got[2] {
				t.Errorf("score meeples %v: want 3 different colours", got)
			}
			rec, err := engine.DecodeGameRecord[engine.Step]("game.json", data)
			if err != nil {
				t.Fatal(err)
			}
			names := make([]string, len(got))
			for i, c := range got {
				names[i] = Colours[c]
			}
			want, _ := json.Marshal(struct {
				ScoreColours []string `json:"scoreColours"`
			}{names})
			if first := rec.Moves[0]; first.Decide != DecideScoreColours || string(first.Take) != string(want) {
				t.Errorf("the record's first step is %s %s; want %s %s", first.Decide, first.Take, DecideScoreColours, want)
			}
			r := replaySteps(t, data)
			if !slices.Equal(r.ScoreColours(), got) || !slices.Equal(r.Scores(), g.Scores()) {
				t.Errorf("the replay has score meeples %v at %v; the game %v at %v", r.ScoreColours(), r.Scores(), got, g.Scores())
			}
		})
	}
}
