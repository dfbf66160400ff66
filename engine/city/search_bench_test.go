package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// benchSearch is one placement decision of a search in the middle of a
// 2-player game (after 60 decisions of greedy bots, walls in play).
func benchSearch(b *testing.B, agent interface {
	Decide(m engine.Match, d engine.Decision) (int, error)
}) {
	g := benchPosition(b)
	at := g.Clone()
	b.ReportAllocs()
	for b.Loop() {
		g.CopyFrom(at)
		if _, err := agent.Decide(g, g.Pending()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearchDecision is one placement decision of mcts:1000, the
// tree search.
func BenchmarkSearchDecision(b *testing.B) { benchSearch(b, search.NewMCTS(1000)) }

// benchPosition is the benchmarks' position: a 2-player game of the base
// mix (seed 3) after 60 decisions of greedy bots, at a placement.
func benchPosition(b *testing.B) *city.Game {
	set := testpacks.FreshSet(b, "the-city")
	g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	greedy, _ := city.Bots.New("greedy")
	for k := 0; k < 60 || g.Pending().Kind() != "place-tile"; k++ {
		i, _ := greedy.Decide(g, g.Pending())
		if err := g.Answer(i); err != nil {
			b.Fatal(err)
		}
	}
	return g
}
