package sim

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// TestTileWorthIntervalsCover: over many simulated studies of games whose
// tiles have known worths, the 95% intervals of the tile table hold the
// true worth (against the average tile placed) in about 95% of cases —
// not far fewer, as they did when a competitive game's centred rows were
// counted as independent, nor far more. The games are synthetic: each
// seat places tiles of random kinds and scores their worths plus noise.
func TestTileWorthIntervalsCover(t *testing.T) {
	worth := []float64{4, 1, 0, -1, -2, 0.5}
	for _, tc := range []struct {
		name  string
		seats int
		team  bool
	}{
		{"a cooperative team", 1, true},
		{"2 seats", 2, false},
		{"3 seats", 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, uint64(tc.seats)))
			const studies, gamesPerStudy = 200, 150
			covered, intervals := 0, 0
			for range studies {
				seats := make([]string, tc.seats)
				for i := range seats {
					seats[i] = string(rune('A' + i))
				}
				shape := tally.BalanceShape{Seats: seats, Team: tc.team, Tiles: []string{"a", "b", "c", "d", "e", "f"}, Sources: []string{"all"}}
				b := tally.NewBalance(shape)
				g := shape.NewBalanceGame()
				for range gamesPerStudy {
					for s := range seats {
						clear(g.Placed[s])
						score := 0.0
						for range 8 + r.IntN(5) {
							k := r.IntN(len(worth))
							g.Placed[s][k]++
							score += worth[k]
						}
						g.Scores[s] = int(math.Round(score + 6*r.NormFloat64()))
					}
					g.Points[0], g.Turns = 0, 20
					b.Record(g)
				}
				sums := b.Sums()
				var placed, weighted float64
				for k := range worth {
					placed += float64(sums.Placed[k])
					weighted += float64(sums.Placed[k]) * worth[k]
				}
				tiles, _ := tileWorths(sums)
				for _, tw := range tiles {
					k := int(tw.Tile[0] - 'a')
					truth := worth[k] - weighted/placed
					intervals++
					if tw.CI.Low <= truth && truth <= tw.CI.High {
						covered++
					}
				}
			}
			if intervals == 0 {
				t.Fatal("no tile's worth was measured")
			}
			rate := float64(covered) / float64(intervals)
			t.Logf("%d of %d intervals hold the true worth (%.3f)", covered, intervals, rate)
			if rate < 0.92 || rate > 0.98 {
				t.Errorf("%.3f of the 95%% intervals hold the true worth: want about 0.95", rate)
			}
		})
	}
}
