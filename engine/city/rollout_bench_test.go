package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
)

// BenchmarkRollout is one playout of the search from the position of
// benchSearch (a 2-player game after 60 decisions of greedy bots): the
// copy, the deal again and the playout to the end, which are most of a
// search decision's time (a thousand of them).
func BenchmarkRollout(b *testing.B) {
	g := benchPosition(b)
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
