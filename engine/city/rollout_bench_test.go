package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkRollout is one playout of the search from the position of
// benchSearch (a 2-player game after 60 decisions of greedy bots): the
// copy, the deal again and the playout to the end, which are most of a
// search decision's time (a thousand of them).
func BenchmarkRollout(b *testing.B) {
	set := testpacks.FreshSet(b, "the-city")
	g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	greedy, _ := city.NewBot("greedy")
	for k := 0; k < 60 || g.Pending().Kind() != "place-tile"; k++ {
		i, _ := greedy.Decide(g, g.Pending())
		if err := g.Answer(i); err != nil {
			b.Fatal(err)
		}
	}
	at := g.Clone()
	s := g.Clone().(*city.Game)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		s.CopyFrom(at)
		s.Redeal(0, seed)
		s.Rollout()
	}
}
