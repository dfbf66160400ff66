package city_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// reorderUnseen returns a copy of g whose tiles not yet drawn lie in
// another order and whose random source is g's: a game differing from g
// only in what no seat can see.
func reorderUnseen(t *testing.T, g *city.Game) *city.Game {
	t.Helper()
	h := g.Clone().(*city.Game)
	core := g.Core()
	for k := uint64(1); k < 100; k++ {
		h.CopyFrom(g)
		h.Redeal(0, k)
		*h.Rand() = *g.Rand()
		for i := core.Pile().Drawn(); i < core.Pile().Size(); i++ {
			if h.Core().Pile().Tile(i) != core.Pile().Tile(i) {
				return h
			}
		}
	}
	t.Fatal("no other order of the tiles not yet drawn")
	return nil
}

// TestSearchIgnoresHiddenOrder: the tree search reads nothing of the real
// game that its seat cannot see. Two games that differ only in the order
// of the tiles not yet drawn, each tile drawn in one forced on the other,
// get the same 24 decisions from it — placements, followers and the wall
// rounds' gate, pieces, guards and towers — at many positions.
func TestSearchIgnoresHiddenOrder(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	wall := 0
	for _, pos := range []struct {
		seed      uint64
		decisions int
	}{{1, 5}, {2, 40}, {3, 60}, {4, 70}, {5, 80}, {6, 90}, {7, 100}, {8, 65}, {9, 75}, {10, 85}} {
		t.Run(fmt.Sprintf("seed %d after %d decisions", pos.seed, pos.decisions), func(t *testing.T) {
			g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue"}, pos.seed, false)
			if err != nil {
				t.Fatal(err)
			}
			greedy, _ := city.Bots.New("greedy")
			for range pos.decisions {
				answer(t, g, greedy)
			}
			a := g.Clone().(*city.Game)
			b := reorderUnseen(t, a)
			searches := []*search.MCTS{search.NewMCTS(40), search.NewMCTS(40)}
			for k := range 24 {
				if a.Chance() != nil {
					if err := b.Force(a.Deal()); err != nil {
						t.Fatal(err)
					}
				}
				da, db := a.Pending(), b.Pending()
				if da == nil || db == nil {
					break
				}
				ia, err := searches[0].Decide(a, da)
				if err != nil {
					t.Fatal(err)
				}
				ib, err := searches[1].Decide(b, db)
				if err != nil {
					t.Fatal(err)
				}
				if ia != ib {
					t.Fatalf("decision %d (%s): the search answered %s in one game, %s in the other", k, da.Kind(), da.Option(ia).JSON, db.Option(ib).JSON)
				}
				switch da.Kind() {
				case city.DecideGate, city.DecideWall, city.DecideGuard, city.DecideTower:
					wall++
				}
				if err := a.Answer(ia); err != nil {
					t.Fatal(err)
				}
				if err := b.Answer(ib); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	if wall == 0 {
		t.Error("no decision compared was the wall's")
	}
}

// answer answers g's pending decision with bot b.
func answer(t *testing.T, g *city.Game, b city.Bot) {
	t.Helper()
	if g.Pending() == nil {
		t.Fatal("the game ended")
	}
	i, err := b.Decide(g, g.Pending())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Answer(i); err != nil {
		t.Fatal(err)
	}
}
