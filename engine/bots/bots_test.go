package bots_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

func game(t *testing.T, seed uint64) *classic.Game {
	t.Helper()
	return classic.Wrap(testpacks.WinterGame(t, classic.Ruleset{}, seed))
}

func newBots(t *testing.T, names ...string) []engine.Bot {
	t.Helper()
	var out []engine.Bot
	for _, n := range names {
		b, err := bots.New(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// TestGreedyBeatsRandom: greedy must win most games against random, from
// either seat.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 200
	wins := 0
	var pl classic.Player
	for i := range games {
		g := game(t, uint64(i+1))
		seat := i % 2
		names := []string{"random", "random"}
		names[seat] = "greedy"
		pl.Play(g, newBots(t, names...))
		if g.Score(seat) > g.Score(1-seat) {
			wins++
		}
	}
	if wins < games*3/4 {
		t.Errorf("greedy won %d of %d games against random; want at least 3 in 4", wins, games)
	}
	t.Logf("greedy won %d of %d", wins, games)
}

// TestDeterministic: the same seed gives the same game, for every bot.
func TestDeterministic(t *testing.T) {
	for _, pair := range [][]string{{"random", "random"}, {"greedy", "random"}, {"greedy", "greedy"}} {
		t.Run(pair[0]+"-"+pair[1], func(t *testing.T) {
			var pl classic.Player
			a, b := game(t, 42), game(t, 42)
			pl.Play(a, newBots(t, pair...))
			pl.Play(b, newBots(t, pair...))
			if a.Score(0) != b.Score(0) || a.Score(1) != b.Score(1) || len(a.Board()) != len(b.Board()) {
				t.Errorf("seed 42 played twice: %d-%d and %d-%d", a.Score(0), a.Score(1), b.Score(0), b.Score(1))
			}
		})
	}
	if _, err := bots.New("clever"); err == nil {
		t.Error("bots.New accepted an unknown bot")
	}
}
