package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestPreviewAgreesWithPlacement: what the bots' look-ahead says a
// placement completes is what the placement completes — the tile's own
// territories and the neighbours' it closes without joining them (a tower
// closed by a house) — over random games on the built-in board.
func TestPreviewAgreesWithPlacement(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	rules, err := castle.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "base", Players: []string{"A", "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.Placement
	var outs []engine.Outcome
	neighbours := 0
	for seed := uint64(1); seed <= 50; seed++ {
		if err := g.Reset(seed); err != nil {
			t.Fatal(err)
		}
		for turn := 0; ; turn++ {
			tile, ok := g.Pile().Next()
			if !ok {
				break
			}
			if ps = g.AppendPlacementsOf(ps[:0], tile); len(ps) == 0 {
				continue
			}
			p := ps[g.Rand().IntN(len(ps))]
			outs = g.Preview(p, outs[:0])
			previewed := 0
			for _, o := range outs {
				if o.Complete && !o.Portless {
					previewed++
					if o.Neighbour {
						neighbours++
					}
				}
			}
			if done := len(g.PlaceAt(p, turn%2)); done != previewed {
				t.Fatalf("seed %d, turn %d: the preview completes %d territories, the placement %d (%+v)", seed, turn, previewed, done, outs)
			}
		}
	}
	if neighbours == 0 {
		t.Error("no placement closed a neighbour's territory without joining it: the test shows nothing")
	}
}
