package sim_test

import (
	"context"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// plantedSet is the Winter Edition with copies of P3 in mix WD: a copy of
// the city cap E with 3 pennants, a draw worth about 6 points more than
// an average tile.
func plantedSet(t *testing.T, copies int) *engine.Set {
	t.Helper()
	p := testpacks.WinterPack(t)
	i := slices.IndexFunc(p.Tiles, func(tile schema.Tile) bool { return tile.ID == "E" })
	planted := p.Tiles[i]
	planted.ID, planted.Name = "P3", "city cap N, pennants (planted)"
	planted.Features = slices.Clone(planted.Features)
	for k := range planted.Features {
		if planted.Features[k].Kind == schema.KindCity {
			planted.Features[k].Pennants = 3
		}
	}
	p.Tiles = append(slices.Clone(p.Tiles), planted)
	p.Mixes = slices.Clone(p.Mixes)
	for m := range p.Mixes {
		if p.Mixes[m].ID == "WD" {
			p.Mixes[m].Counts = append(slices.Clone(p.Mixes[m].Counts), schema.TileCount{Tile: "P3", Count: copies})
			p.Mixes[m].Total += copies
		}
	}
	p.Source = nil
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Issue 36: "a variant with a planted dominant tile is detected". Three
// copies of a tile worth 6 points a draw hand the game to whoever draws
// them: the quality report's luck (the share of the seats' margins the
// deal settles) rises clearly above the pack's own, on the same deals
// played by the same bots.
func TestQualityFindsThePlantedTile(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 12,000 games")
	}
	q := sim.QualityConfig{Deals: 3000, ChoiceEvery: 1 << 30, ChoicePlayouts: 1}
	luck := func(set *engine.Set) (value, low, high float64) {
		r, err := sim.Run(context.Background(), sim.Config{Set: set, Mix: "WD", Agents: []string{"greedy", "greedy"}, Games: 1, Seed: 11, Quality: &q})
		if err != nil {
			t.Fatal(err)
		}
		l := r.Quality.Luck
		if l == nil {
			t.Fatalf("no luck measured: %+v", r.Quality)
		}
		return l.Luck, l.LuckCI.Low, l.LuckCI.High
	}
	base, baseLow, baseHigh := luck(testpacks.Winter(t))
	planted, plantedLow, plantedHigh := luck(plantedSet(t, 3))
	t.Logf("luck: the pack %.3f (%.3f to %.3f), with the planted tile %.3f (%.3f to %.3f)", base, baseLow, baseHigh, planted, plantedLow, plantedHigh)
	if plantedLow <= base {
		t.Errorf("the planted tile's luck %.3f (%.3f to %.3f) is not clearly above the pack's %.3f", planted, plantedLow, plantedHigh, base)
	}
}
