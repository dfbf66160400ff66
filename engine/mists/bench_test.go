package mists

import (
	"fmt"
	"testing"
)

// BenchmarkRandomGame plays complete games with the random team, one per
// iteration, on the level's mix (the target: under 100 µs).
func BenchmarkRandomGame(b *testing.B) {
	for level := 1; level <= 6; level++ {
		b.Run(fmt.Sprintf("level-%d", level), func(b *testing.B) {
			g := newLevel(b, level, 2, 0)
			g.SetRecording(false)
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
	g.SetRecording(false)
	b.ReportAllocs()
	seed := uint64(0)
	team := &Bot{}
	for b.Loop() {
		seed++
		_ = g.Reset(seed)
		_ = g.Play(team)
	}
}
