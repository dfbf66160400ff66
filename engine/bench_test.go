package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// benchGame is a 2-player WD game (71 tiles plus the start tile) with the
// classic rules and farms.
func benchGame(b *testing.B) *classic.Game {
	b.Helper()
	set := testpacks.Winter(b)
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		b.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkRandomGame plays complete random 2-player games: random
// placement and random follower choice (the random bot), full final
// scoring including farms. games/s = 1e9 / ns/op.
func BenchmarkRandomGame(b *testing.B) {
	g := benchGame(b)
	var pl classic.Player
	bs := []engine.Bot{bots.Random{}, bots.Random{}}
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if err := g.Reset(seed); err != nil {
			b.Fatal(err)
		}
		pl.Play(g, bs)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// midGame plays a random game to turn 35 and returns it.
func midGame(b *testing.B) *classic.Game {
	g := benchGame(b)
	var pl classic.Player
	bs := []engine.Bot{bots.Random{}, bots.Random{}}
	for g.Turn() < 35 && g.Begin() {
		pl.Turn(g, bs[g.Current()])
	}
	return g
}

// BenchmarkAppendPlacements lists every legal placement of every tile on
// a mid-game board (turn 35).
func BenchmarkAppendPlacements(b *testing.B) {
	g := midGame(b)
	buf := make([]engine.Placement, 0, 1024)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, t := range g.Set.Tiles {
			buf = g.AppendPlacementsOf(buf[:0], t.Index)
			n += len(buf)
		}
	}
	b.ReportMetric(float64(n)/float64(b.N)/float64(len(g.Set.Tiles)), "placements/tile")
}

// BenchmarkPlaceAndMerge replays the 71 placements of one random game
// (no followers): board, frontier, placement counts and feature merging,
// without choosing. ns/placement = ns/op / 71.
func BenchmarkPlaceAndMerge(b *testing.B) {
	g := benchGame(b)
	var placements []engine.Placement
	for g.Begin() {
		ps := g.AppendPlacements(nil)
		p := ps[g.Rand().IntN(len(ps))]
		placements = append(placements, p)
		g.PlaceUnchecked(p)
		g.EndTurn()
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Reset(1); err != nil {
			b.Fatal(err)
		}
		for _, p := range placements {
			g.PlaceUnchecked(p)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(placements)), "ns/placement")
}
