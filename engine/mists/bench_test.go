package mists

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// BenchmarkRandomGame plays complete games with the random team, one per
// iteration, on the level's mix (the target: under 100 µs).
func BenchmarkRandomGame(b *testing.B) {
	for level := 1; level <= 6; level++ {
		b.Run(fmt.Sprintf("level-%d", level), func(b *testing.B) {
			g := newLevel(b, level, 2, 0)
			g.SetEvents(false)
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				seed++
				_ = g.Reset(seed)
				_ = g.Play(RandomTeam{})
			}
		})
	}
}

// BenchmarkCoopGame plays complete games with the cooperative bot.
func BenchmarkCoopGame(b *testing.B) {
	g := newLevel(b, 3, 2, 0)
	g.SetEvents(false)
	b.ReportAllocs()
	seed := uint64(0)
	team := &Bot{}
	for b.Loop() {
		seed++
		_ = g.Reset(seed)
		_ = g.Play(team)
	}
}

// BenchmarkRollout is one playout (Match.Rollout, what a search spends
// nearly all its time in: playoutHorizon turns, or to the game's end) from
// a game's first placement, copied and dealt again as a search deals it,
// per level.
func BenchmarkRollout(b *testing.B) {
	for _, level := range []int{1, 3, 6} {
		b.Run(fmt.Sprintf("level-%d", level), func(b *testing.B) {
			g := newLevel(b, level, 2, 1)
			g.SetEvents(false)
			root := NewMatch(g)
			root.Pending()
			play := root.Clone().(*Match)
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				seed++
				play.CopyFrom(root)
				play.Redeal(engine.TeamSeat, seed)
				play.Rollout()
			}
		})
	}
}
