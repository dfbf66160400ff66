package engine_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/tilesets"
)

// benchGame is a 2-player WD game (71 tiles plus the start tile) with the
// classic rules and farms.
func benchGame(b *testing.B) *engine.Game {
	b.Helper()
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		b.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		b.Fatal(err)
	}
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		b.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"Red", "Blue"}, Seed: 1})
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
	var pl engine.Player
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
