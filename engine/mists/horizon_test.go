package mists

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestRolloutStopsAtItsHorizon: a search's playout from a game's first
// placement plays playoutHorizon turns, then the game is over, neither won
// nor lost, and its reward is the horizon value; a playout that reaches
// the game's end first ends won or lost, with the game's own reward.
func TestRolloutStopsAtItsHorizon(t *testing.T) {
	for _, level := range []int{1, 3, 6} {
		t.Run(fmt.Sprintf("level-%d", level), func(t *testing.T) {
			g := newLevel(t, level, 2, 1)
			g.SetEvents(false)
			root := NewMatch(g)
			root.Pending()
			play := root.Clone().(*Match)
			for seed := range uint64(20) {
				play.CopyFrom(root)
				play.Redeal(engine.TeamSeat, seed)
				play.Rollout()
				pg := play.g
				switch {
				case !pg.over:
					t.Fatalf("seed %d: the playout left the game under way", seed)
				case pg.won || pg.lost != NotLost:
					if pg.turns > playoutHorizon {
						t.Fatalf("seed %d: the game ended after %d turns, beyond the horizon", seed, pg.turns)
					}
				case pg.turns != playoutHorizon:
					t.Fatalf("seed %d: stopped after %d turns, not %d", seed, pg.turns, playoutHorizon)
				case play.Reward(engine.TeamSeat) != horizonValue(pg):
					t.Fatalf("seed %d: reward %v, horizon value %v", seed, play.Reward(engine.TeamSeat), horizonValue(pg))
				}
				if r := play.Reward(engine.TeamSeat); r < 0 || r > 1 {
					t.Fatalf("seed %d: reward %v outside 0 to 1", seed, r)
				}
			}
		})
	}
}

// TestHorizonValueRanksProgress: of two positions alike but for the score,
// the one nearer the goal is worth more, and so is the one with more
// ghosts left in the supply.
func TestHorizonValueRanksProgress(t *testing.T) {
	g := newLevel(t, 2, 2, 1)
	g.SetEvents(false)
	m := NewMatch(g)
	m.Pending()
	m.playOut(playoutHorizon)
	base := horizonValue(g)
	g.scores[0] += 10
	if v := horizonValue(g); v <= base {
		t.Errorf("10 more points: %v, not above %v", v, base)
	}
	g.scores[0] -= 10
	g.supply++
	if v := horizonValue(g); v <= base {
		t.Errorf("one more ghost in the supply: %v, not above %v", v, base)
	}
}

// TestRolloutNearTheEndPlaysOut: with wholePlayoutTiles tiles or fewer
// left to draw, a playout plays the game out: it ends won or lost.
func TestRolloutNearTheEndPlaysOut(t *testing.T) {
	for _, level := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("level-%d", level), func(t *testing.T) {
			played := 0
			for seed := range uint64(6) {
				g := newLevel(t, level, 2, seed+1)
				g.SetEvents(false)
				root := NewMatch(g)
				coopUntil(t, g, tilesLeftAtMost(wholePlayoutTiles))
				if g.over {
					continue // the game ended before
				}
				played++
				play := root.Clone().(*Match)
				play.CopyFrom(root)
				play.Redeal(engine.TeamSeat, seed)
				play.Rollout()
				if !play.g.won && play.g.lost == NotLost {
					t.Fatalf("seed %d: with %d tiles left the playout stopped short of the end", seed+1, g.core.Pile().Remaining())
				}
			}
			if played == 0 {
				t.Fatal("no game reached the last tiles")
			}
		})
	}
}
