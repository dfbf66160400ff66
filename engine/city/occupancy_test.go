package city

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestOccupancy: the game's occupancy says what the core board says, at
// every step of games played out at random and of copies taken along the
// way, and a window of a row reads as its cells one by one.
func TestOccupancy(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	for _, players := range []int{2, 3, 4} {
		t.Run(fmt.Sprintf("%d players", players), func(t *testing.T) {
			g, err := NewGame(set, nil, "base", []string{"Red", "Blue", "Green", "Yellow"}[:players], uint64(players), false)
			if err != nil {
				t.Fatal(err)
			}
			twin := g.NewTwin()
			for step := 0; !g.over && g.err == nil; step++ {
				d := g.Pending()
				if d == nil {
					break
				}
				if err := g.Answer(g.core.Rand().IntN(d.Options())); err != nil {
					t.Fatal(err)
				}
				checkOccupancy(t, g)
				if step%7 == 0 {
					twin.CopyFrom(g)
					checkOccupancy(t, twin)
					twin.Rollout()
					checkOccupancy(t, twin)
				}
			}
		})
	}
}

// checkOccupancy compares g's occupancy with its core board round the
// city, cell by cell and five cells at a time.
func checkOccupancy(t *testing.T, g *Game) {
	t.Helper()
	if n := g.occ.count(); n != len(g.core.Board()) {
		t.Fatalf("occupancy holds %d tiles, the board %d", n, len(g.core.Board()))
	}
	b := g.core.Table()
	for y := -g.occ.half - 3; y <= g.occ.half+3; y++ {
		for x := -g.occ.half - 3; x <= g.occ.half+3; x++ {
			p, ok := b.At(x, y)
			if want := ok && !p.FaceDown; g.occ.has(x, y) != want {
				t.Fatalf("(%d,%d): occupancy says %v, the board %v", x, y, !want, want)
			}
			w := g.occ.window(x, y, 5)
			for i := range 5 {
				if w>>i&1 != 0 != g.occ.has(x+i, y) {
					t.Fatalf("window of 5 at (%d,%d): bit %d is not the cell's", x, y, i)
				}
			}
		}
	}
}
