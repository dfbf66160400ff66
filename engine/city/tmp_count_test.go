package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

func TestTmpCount(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	g, _ := city.NewGame(set, nil, "base", []string{"Red", "Blue"}, 3, false)
	greedy, _ := city.NewBot("greedy")
	for k := 0; k < 60 || g.Pending().Kind() != "place-tile"; k++ {
		i, _ := greedy.Decide(g, g.Pending())
		g.Answer(i)
	}
	t.Logf("drawn %d placed %d pieces %d", g.Core().Drawn(), len(g.Core().Board()), g.PiecesBuilt())
	s := g.Clone().(*city.Game)
	tiles, pieces := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		s.CopyFrom(g)
		s.Redeal(0, seed)
		s.Rollout()
		tiles += len(s.Core().Board())
		pieces += s.PiecesBuilt()
	}
	t.Logf("end: tiles %.1f pieces %.1f", float64(tiles)/200, float64(pieces)/200)
}
