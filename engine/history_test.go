package engine_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// TestHistoryReplays: a game's history, written down as it is played and
// read back from JSON, replays on a game dealt with another seed to the
// same scores.
func TestHistoryReplays(t *testing.T) {
	for _, tc := range []struct{ name, mix, options string }{
		{"WD, 2 players", "WD", ""},
		{"WE3, hands of 3, set-aside tiles back in the bag", "WE3", `{"handSize":3,"returnUnplaceable":true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := engine.NewHistory(classic.NewMatch(newGame(t, tc.mix, 2, 11, tc.options)))
			rng := engine.NewRand(3, 4)
			for d := h.Pending(); d != nil; d = h.Pending() {
				if err := h.Answer(rng.IntN(d.Options())); err != nil {
					t.Fatal(err)
				}
			}
			data, err := json.Marshal(engine.GameRecord[engine.Step]{Format: engine.HistoryFormat, Pack: "winter-edition", Mix: tc.mix,
				Ruleset: engine.RecordRuleset{Name: "classic"}, Players: []string{"Red", "Blue"}, Seed: 11, Moves: h.Steps()})
			if err != nil {
				t.Fatal(err)
			}
			var back engine.GameRecord[engine.Step]
			if err := engine.DecodeStrict("game.json", data, &back); err != nil {
				t.Fatal(err)
			}
			again := classic.NewMatch(newGame(t, tc.mix, 2, 999, tc.options))
			if err := engine.ReplaySteps(again, back.Moves); err != nil {
				t.Fatal(err)
			}
			if got, want := again.Scores(nil), h.Scores(nil); !slices.Equal(got, want) || !again.Over() {
				t.Fatalf("the replay ends %v (over: %v), the game %v", got, again.Over(), want)
			}
		})
	}
}

// TestHistoryRefusesWhatDidNotHappen: a step the game cannot take is
// refused, naming the step and what the game waited for.
func TestHistoryRefusesWhatDidNotHappen(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps string
		want  string
	}{
		{"a tile the pile does not hold", `[{"chance":"draw-tile","take":{"tile":"nope"}}]`, `step 1: draw-tile {"tile":"nope"} is not an outcome of the event`},
		{"a decision before the draw is fine, dealt as dealt", `[{"decide":"place-tile","by":1,"take":{}}]`, `step 1: a place-tile decision by seat 1, but the game waits for place-tile by seat 0`},
		{"an option the decision does not have", `[{"chance":"draw-tile","take":{"tile":"D"}},{"decide":"place-tile","by":0,"take":{"tile":"D","x":9,"y":9,"rot":0}}]`, `step 2: {"tile":"D","x":9,"y":9,"rot":0} is not an option of the place-tile decision`},
		{"both kinds at once", `[{"chance":"draw-tile","decide":"place-tile","take":{}}]`, `step 1: a step is either "chance" or "decide", not both`},
		{"neither", `[{"take":{}}]`, `step 1: a step names neither "chance" nor "decide"`},
		{"a draw where the game decides", `[{"chance":"draw-tile","take":{"tile":"D"}},{"chance":"draw-tile","take":{"tile":"D"}}]`, `step 2: a draw-tile outcome, but the game waits for no chance event here`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var steps []engine.Step
			if err := json.Unmarshal([]byte(tc.steps), &steps); err != nil {
				t.Fatal(err)
			}
			err := engine.ReplaySteps(classic.NewMatch(newGame(t, "WD", 2, 1, "")), steps)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
