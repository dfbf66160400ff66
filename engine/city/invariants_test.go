package city_test

import (
	"bytes"
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestInvariants plays many games of random bots (and some of greedy
// ones) on the built-in pack and checks after each: wall pieces, towers
// and followers are conserved; no tile lies beyond the wall; the record
// replays to the same score document (issue 21: "Invariants over 10,000
// random games").
func TestInvariants(t *testing.T) {
	set := testpacks.FreshSet(t, "the-city")
	games := 10000
	if testing.Short() {
		games = 500
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		n := 2 + int(seed%3)
		players := []string{"Red", "Blue", "Green", "Yellow"}[:n]
		g, err := city.NewGame(set, nil, "base", players, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]city.Bot, n)
		for i := range bots {
			name := "random"
			if seed%10 == 0 && i == 0 {
				name = "greedy"
			}
			if bots[i], err = city.NewBot(name); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.PlayBots(bots); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
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
		data, _ := g.Record("the-city").Encode()
		r, err := city.DecodeRecord("game.json", data)
		if err != nil {
			t.Fatal(err)
		}
		back, err := city.Replay(set, r)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		want, _ := g.EncodeScore()
		got, _ := back.EncodeScore()
		if !bytes.Equal(want, got) {
			t.Fatalf("seed %d: the replay scores otherwise", seed)
		}
	}
}
