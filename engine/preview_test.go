package engine_test

import "testing"

// TestPreviewMatchesPlay previews every chosen placement of random games
// and checks the outcome against the board after placing; and that the
// running per-tile placement counts match the listed placements.
func TestPreviewMatchesPlay(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g := newGame(t, "WE3", 3, seed, "")
		for g.Begin() {
			for _, td := range g.Set.Tiles {
				if n, listed := g.CountPlacementsOf(td.Index), len(g.AppendPlacementsOf(nil, td.Index)); n != listed {
					t.Fatalf("seed %d turn %d: %d placements of %s counted, %d listed", seed, g.Turn(), n, td.ID, listed)
				}
			}
			ps := g.AppendPlacements(nil)
			p := ps[g.Rand().IntN(len(ps))]
			outs := g.Preview(p, nil)
			g.PlaceUnchecked(p)
			last := g.Board()[len(g.Board())-1]
			for _, o := range outs {
				if o.Neighbour {
					if !g.Complete(o.Node) {
						t.Fatalf("seed %d turn %d: preview says the cloister completes, it does not", seed, g.Turn())
					}
					continue
				}
				n := last.Node(o.Feature)
				if g.Complete(n) != o.Complete || g.Tiles(n) != o.Value.Tiles || g.Pennants(n) != o.Value.Pennants || g.Occupied(n) != o.Occupied() {
					t.Fatalf("seed %d turn %d feature %d: preview complete=%v tiles=%d pennants=%d occupied=%v; board %v %d %d %v",
						seed, g.Turn(), o.Feature, o.Complete, o.Value.Tiles, o.Value.Pennants, o.Occupied(),
						g.Complete(n), g.Tiles(n), g.Pennants(n), g.Occupied(n))
				}
			}
			spots := g.AppendSpots(nil)
			if i := g.Rand().IntN(len(spots)+1) - 1; i >= 0 {
				g.DeployUnchecked(spots[i])
			}
			g.EndTurn()
		}
	}
}
