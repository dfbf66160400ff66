package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBarrier: a barrier on a side of a placed tile (The City's wall)
// closes that side's ports, reports what that completed, and keeps the
// cell beyond free of tiles for the game; a new game has no barrier.
func TestBarrier(t *testing.T) {
	set := testpacks.Winter(t)
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"A", "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// The start tile D: a city cap on the north, a road from west to east.
	start := g.Board()[0]
	road := start.Node(1)
	if got := g.Table().Barrier(0, 0, 3, nil); len(got) != 0 {
		t.Fatalf("closing the road's west end completed %v", got)
	}
	// The east side also closes the last open port of the small field
	// between road and city (EL, WR): both complete.
	if got := g.Table().Barrier(0, 0, 1, nil); len(got) != 2 || g.Find(got[0]) != g.Find(road) || g.Find(got[1]) != g.Find(start.Node(2)) {
		t.Fatalf("closing both ends of the road completed %v, want the road and the small field", got)
	}
	if !g.Complete(road) {
		t.Error("the road is not complete with both ends closed")
	}
	if got := g.Table().Barrier(0, 0, 0, nil); len(got) != 1 || g.KindOf(got[0]) != set.KindIndex("city") {
		t.Fatalf("closing the city cap's side completed %v, want the city", got)
	}
	for _, p := range g.AppendPlacementsOf(nil, 0) {
		if x, y := g.PlacementXY(p); y == 0 && (x == -1 || x == 1) || x == 0 && y == -1 {
			t.Fatalf("a placement beyond a barrier: (%d,%d)", x, y)
		}
	}
	if err := g.Reset(2); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range g.AppendPlacementsOf(nil, g.Board()[0].Tile) {
		if x, y := g.PlacementXY(p); x == 1 && y == 0 {
			found = true
		}
	}
	if !found {
		t.Error("after Reset the cell beyond the old barrier takes no tile")
	}
}
