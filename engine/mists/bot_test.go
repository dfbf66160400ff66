package mists

import (
	"fmt"
	"testing"
)

// TestBotBeatsRandom: the cooperative bot must play better than chance on
// every level — more wins (Levels 1–2, where a random team never wins) and
// a higher mean score — over the same 200 deals.
func TestBotBeatsRandom(t *testing.T) {
	for level := 1; level <= 6; level++ {
		t.Run(fmt.Sprintf("level-%d", level), func(t *testing.T) {
			var wins, score [2]int
			for ti, team := range []Team{RandomTeam{}, &Bot{}} {
				g := newLevel(t, level, 2, 1)
				g.SetEvents(false)
				for seed := range uint64(200) {
					if err := g.Reset(seed + 1); err != nil {
						t.Fatal(err)
					}
					if err := g.Play(team); err != nil {
						t.Fatal(err)
					}
					if g.Won() {
						wins[ti]++
					}
					score[ti] += g.Scores()[0] // the first score meeple on Level 6
				}
			}
			t.Logf("random: %d wins, mean score %.1f; coop: %d wins, mean score %.1f", wins[0], float64(score[0])/200, wins[1], float64(score[1])/200)
			if score[1] <= score[0] || level <= 2 && wins[1] <= wins[0] {
				t.Errorf("the coop bot (%d wins, %d points) does not beat the random team (%d wins, %d points)", wins[1], score[1], wins[0], score[0])
			}
		})
	}
}
