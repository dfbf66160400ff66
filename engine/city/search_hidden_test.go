package city

import (
	"fmt"
	"reflect"
	"testing"
)

// reorderUnseen returns a copy of g between two turns whose tiles not yet
// drawn lie in another order, the next tile (which the next turn shows
// everyone) kept, and whose random source is g's: a game differing from
// g only in what no seat can see.
func reorderUnseen(t *testing.T, g *Game) *Game {
	t.Helper()
	h := g.NewTwin()
	next := g.core.PileTile(g.core.Drawn())
	for k := uint64(1); k < 10000; k++ {
		h.CopyFrom(g)
		h.core.Rand().Seed(k, 7)
		h.core.DeterminizeFor(g.current)
		if h.core.PileTile(h.core.Drawn()) != next {
			continue
		}
		*h.core.Rand() = *g.core.Rand()
		for i := h.core.Drawn(); i < h.core.PileSize(); i++ {
			if h.core.PileTile(i) != g.core.PileTile(i) {
				return h
			}
		}
	}
	t.Fatal("no other order of the tiles not yet drawn keeps the next tile")
	return nil
}

// TestSearchIgnoresHiddenOrder: the search bot reads nothing of the real
// game that its seat cannot see. Two games that differ only in the order
// of the tiles not yet drawn (the stacks' order; the next tile, which the
// turn shows, kept) get the same turn from it — placement, follower and
// the wall round's gate, pieces, guards and tower — at many positions.
func TestSearchIgnoresHiddenOrder(t *testing.T) {
	rounds := 0
	for _, pos := range []struct {
		seed  uint64
		turns int
	}{{1, 3}, {2, 20}, {3, 28}, {4, 33}, {5, 38}, {6, 44}, {7, 50}, {8, 31}, {9, 36}, {10, 41}} {
		t.Run(fmt.Sprintf("seed %d after %d turns", pos.seed, pos.turns), func(t *testing.T) {
			g := newTestGame(t, 2, pos.seed)
			g.ch = &botChooser{seats: testBots(t, 2, pos.seed)}
			for range pos.turns {
				g.turn()
			}
			if g.over {
				t.Fatal("the game ended")
			}
			h := reorderUnseen(t, g)
			for _, x := range []*Game{g, h} {
				x.keepStart = true
				x.ch = &botChooser{seats: []Bot{NewSearchBot(40), NewSearchBot(40)}}
				x.turn()
			}
			a, b := g.log[len(g.log)-1], h.log[len(h.log)-1]
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("the search played %+v (wall %+v) in one game, %+v (wall %+v) in the other", a, a.Wall, b, b.Wall)
			}
			if a.Wall != nil {
				rounds++
			}
		})
	}
	if rounds == 0 {
		t.Error("no turn compared had a wall round")
	}
}
