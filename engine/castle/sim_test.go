package castle_test

import (
	"math"
	"testing"

	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestSimSummary: the simulation's points by source — paths, towers,
// houses, courtyards, the keep and the wall tiles — add up to each seat's
// mean score, and its wall tile table never has more played than taken.
func TestSimSummary(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for _, pair := range [][]string{{"greedy", "greedy"}, {"random", "greedy"}} {
		t.Run(pair[0]+"-"+pair[1], func(t *testing.T) {
			w, err := castle.NewSimWorker(rulesets.SimSetup{Set: set, Mix: "base", Players: []string{"Red", "Blue"}, Agents: pair})
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 200; seed++ {
				if err := w.Play(seed); err != nil {
					t.Fatal(err)
				}
			}
			s := w.Tally().Summary()
			for _, seat := range s.Seats {
				sum := 0.0
				for _, f := range seat.Figures {
					switch f.Name {
					case "path", "tower", "house", "courtyard", "keep", "wall tiles":
						sum += f.Value
					}
				}
				if math.Abs(sum-seat.Score.Mean) > 1e-9 {
					t.Errorf("%s: the sources add up to %.3f, the mean score is %.3f (%+v)", seat.Name, sum, seat.Score.Mean, seat.Figures)
				}
			}
			if len(s.Tables) != 1 || len(s.Tables[0].Rows) != 9 {
				t.Fatalf("want one table of the 9 wall tiles, got %+v", s.Tables)
			}
			taken := 0.0
			for _, row := range s.Tables[0].Rows {
				if row.Values[1] > row.Values[0] {
					t.Errorf("wall tile %s: %.2f played per game, %.2f taken", row.Name, row.Values[1], row.Values[0])
				}
				taken += row.Values[0]
			}
			if taken == 0 || taken > 13 {
				t.Errorf("%.2f wall tiles taken per game, of 13 on the track", taken)
			}
		})
	}
}
