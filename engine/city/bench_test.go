package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkRandomGame plays complete 3-player games of the-city with
// random bots, walls and final scoring included. games/s = 1e9 / ns/op.
func BenchmarkRandomGame(b *testing.B) {
	set := testpacks.FreshSet(b, "the-city")
	g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue", "Green"}, 0, false)
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]city.Bot, 3)
	for i := range bots {
		if bots[i], err = city.Bots.New("random"); err != nil {
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
