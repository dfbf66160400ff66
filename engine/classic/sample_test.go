package classic_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestRandomPlacementIsUniform checks the random bot's rule — "uniform
// over legal placements" — on real boards: RandomPlacement, which samples
// without listing, must hit every placement AppendPlacements lists about
// equally often, and nothing else. A chi-square test over 300 draws per
// placement; the threshold is far in the tail, so a fair sampler passes
// for these fixed seeds while a biased one (say, uniform over cells) fails.
func TestRandomPlacementIsUniform(t *testing.T) {
	for _, turns := range []int{1, 20, 50} {
		t.Run(fmt.Sprintf("after %d turns", turns), func(t *testing.T) {
			g := classic.Wrap(testpacks.WinterGame(t, classic.Ruleset{}, uint64(turns)))
			random, _ := bots.New("random")
			var pl classic.Player
			for i := 0; i < turns && g.Begin(); i++ {
				pl.Turn(g, random)
			}
			if !g.Begin() {
				t.Fatal("game over too soon")
			}
			list := g.AppendPlacements(nil)
			index := map[engine.Placement]int{}
			for i, p := range list {
				index[p] = i
			}
			const per = 300
			hits := make([]int, len(list))
			for range per * len(list) {
				p := g.RandomPlacement()
				i, ok := index[p]
				if !ok {
					t.Fatalf("RandomPlacement gave %+v, which is not a legal placement", p)
				}
				hits[i]++
			}
			chi := 0.0
			for _, h := range hits {
				chi += float64((h-per)*(h-per)) / per
			}
			// Chi-square with k-1 degrees of freedom: mean k-1, sd √(2(k-1)).
			k := float64(len(list) - 1)
			if z := (chi - k) / math.Sqrt(2*k); z > 6 {
				t.Errorf("%d placements: chi-square %.1f is %.1f sd above its mean; hits %v", len(list), chi, z, hits)
			}
		})
	}
}
