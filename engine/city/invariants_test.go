package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestInvariants plays many games of random bots (and some of greedy
// ones) on the built-in pack and checks after each: wall pieces, towers
// and followers are conserved; no tile lies beyond the wall; the game's
// records — its steps, and its moves as format 1 gave them — replay to
// the same score document and standing (issue 21: "Invariants over
// 10,000 random games").
func TestInvariants(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	games := 10000
	if testing.Short() {
		games = 500
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		n := 2 + int(seed%3)
		players := []string{"Red", "Blue", "Green", "Yellow"}[:n]
		bots := make([]string, n)
		for i := range bots {
			bots[i] = "random"
			if seed%10 == 0 && i == 0 {
				bots[i] = "greedy"
			}
		}
		g, h := playSteps(t, set, seed, players, bots)
		params := g.Rules().Params()
		if built := g.Wall().Pieces(); built+g.PiecesLeft() > params.Walls.Pieces {
			t.Fatalf("seed %d: %d pieces built and %d left of %d", seed, built, g.PiecesLeft(), params.Walls.Pieces)
		}
		towers := 0
		for _, w := range []city.Way{city.Clockwise, city.CounterClockwise} {
			towers += len(g.Wall().Towers(w))
		}
		left := 0
		for seat := range players {
			left += g.TowersLeft(seat)
			on := 0
			for _, f := range g.Core().Followers() {
				if f.Player == seat {
					on++
				}
			}
			if on+g.Core().Supply(seat)+g.GuardCount(seat) != params.Followers {
				t.Fatalf("seed %d seat %d: followers not conserved", seed, seat)
			}
		}
		if towers+left != params.Walls.Towers/n*n {
			t.Fatalf("seed %d: %d towers placed and %d left of %d", seed, towers, left, params.Walls.Towers/n*n)
		}
		for _, p := range g.Core().Board() {
			if g.Wall().Barred(p.X, p.Y) {
				t.Fatalf("seed %d: tile %s at (%d,%d) lies beyond the wall", seed, set.Tiles[p.Tile].ID, p.X, p.Y)
			}
		}
		checkRecords(t, set, seed, g, h)
	}
}
