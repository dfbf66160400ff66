package rulesets_test

import (
	"math"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBalanceSourcesAddUp: in every registered ruleset the balance
// report's sources of points — the feature kinds, then the ruleset's own
// (messages' actions and seals, towers and guards, the keep and the wall
// tiles, the dogs) — add up, game after game, to the points the seats
// scored (in Mists, levels 1 to 5, to the team's shared score), and the
// tiles placed by kind to the tiles the game says were placed.
func TestBalanceSourcesAddUp(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup rulesets.SimSetup
		own   []string
	}{
		{"classic", rulesets.SimSetup{Set: testpacks.Winter(t), Mix: "WE3", Players: []string{"Red", "Blue", "Green"}, Agents: []string{"greedy", "random", "greedy"}}, nil},
		{"classic with messages", rulesets.SimSetup{Set: testpacks.Combined(t, "winter-edition", "messages"), Mix: "WD", Players: []string{"Red", "Blue", "Green"}, Agents: []string{"greedy", "random", "greedy"}}, []string{"message actions", "message seals"}},
		{"city", rulesets.SimSetup{Set: testpacks.FreshSet(t, "the-city"), Mix: "base", Players: []string{"Red", "Blue"}, Agents: []string{"greedy", "greedy"}}, []string{"towers", "guards"}},
		{"castle", rulesets.SimSetup{Set: testpacks.FreshSet(t, "the-castle"), Mix: "base", Players: []string{"Red", "Blue"}, Agents: []string{"greedy", "random"}}, []string{"keep", "wall tiles"}},
		{"mists", rulesets.SimSetup{Set: testpacks.FreshSet(t, "mists"), Mix: "level-5", Players: []string{"P1", "P2", "P3"}, Agents: []string{"coop"}}, []string{"dogs"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.setup.Balance = true
			w, err := rulesets.NewSimWorker(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			bw, ok := w.(tally.BalanceWorker)
			if !ok || bw.Balance() == nil {
				t.Fatalf("the worker counts no balance sums")
			}
			shape := bw.Balance().Shape()
			kinds := tally.KindNames(tc.setup.Set)
			if got, want := shape.Sources, append(kinds, tc.own...); !slices.Equal(got, want) {
				t.Fatalf("sources %q, want %q", got, want)
			}
			ownPoints := make([]int64, len(tc.own))
			var lastPoints, lastScores, lastPlaced int64
			for seed := uint64(1); seed <= 40; seed++ {
				if err := w.Play(seed); err != nil {
					t.Fatal(err)
				}
				s := bw.Balance().Sums()
				points := sum(s.Points)
				scores := scoresOf(w.Tally().Summary(), s)
				placed := sum(s.Placed)
				if points-lastPoints != scores-lastScores {
					t.Errorf("game %d: the sources add up to %d points, the scores to %d (%q: %v)", seed, points-lastPoints, scores-lastScores, shape.Sources, s.Points)
				}
				if placed-lastPlaced < 10 {
					t.Errorf("game %d: %d tiles placed", seed, placed-lastPlaced)
				}
				lastPoints, lastScores, lastPlaced = points, scores, placed
				for i := range tc.own {
					ownPoints[i] = s.Points[len(kinds)+i]
				}
			}
			// The ruleset's own sources score in these games: the test
			// would not see them missing otherwise.
			for i, name := range tc.own {
				if ownPoints[i] == 0 && name != "guards" {
					t.Errorf("%s scored nothing in 40 games", name)
				}
			}
		})
	}
}

// scoresOf is the points every seat scored in the games so far: the
// seats' mean scores times the games, or in a team game the team's score.
func scoresOf(s tally.Summary, b tally.BalanceSums) int64 {
	if b.Shape.Team {
		return b.Margin[0]
	}
	var total float64
	for _, seat := range s.Seats {
		total += seat.Score.Mean * float64(b.Games)
	}
	return int64(math.Round(total))
}

func sum(xs []int64) int64 {
	var s int64
	for _, x := range xs {
		s += x
	}
	return s
}
