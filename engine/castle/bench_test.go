package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkRandomGame plays complete games of the-castle with random
// bots: wall tiles, the keep and final scoring included. The target is
// 100 µs a game at GOMAXPROCS=1.
func BenchmarkRandomGame(b *testing.B) { benchmarkGame(b, "random") }

// BenchmarkGreedyGame plays complete games of the-castle with greedy
// bots.
func BenchmarkGreedyGame(b *testing.B) { benchmarkGame(b, "greedy") }

func benchmarkGame(b *testing.B, bot string) {
	set := testpacks.FreshSet(b, "the-castle")
	g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 0, false)
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]castle.Bot, 2)
	for i := range bots {
		if bots[i], err = castle.Bots.New(bot); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if err := g.Reset(seed); err != nil {
			b.Fatal(err)
		}
		if err := g.PlayBots(bots); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
