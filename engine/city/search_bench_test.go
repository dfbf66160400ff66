package city

import (
	"testing"
	"time"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// midTurn starts a 2-player game of the-city's base mix with the seed,
// plays turns turns with greedy bots (keeping turn starts, as with a
// search bot) and begins the next: the game stands at its placement
// decision, whose placements it returns with the game.
func midTurn(t testing.TB, seed uint64, turns int) *Game {
	t.Helper()
	set := testpacks.FreshSet(t, "the-city")
	g, err := NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	greedy, _ := NewBot("greedy")
	g.keepStart = true
	g.ch = &botChooser{seats: []Bot{greedy, greedy}}
	for range turns {
		g.turn()
		if g.over || g.err != nil {
			t.Fatalf("the game ended after %d moves: %v", len(g.log), g.err)
		}
	}
	for {
		g.beginTurn()
		tile, _ := g.draw()
		g.core.SetCurrent(g.current)
		g.buf.placements = g.placements(tile)
		if len(g.buf.placements) > 0 {
			return g
		}
	}
}

// BenchmarkSearchDecision is one placement decision of mcts:1000 in the
// middle of a 2-player game (after 30 turns, walls in play), with its
// playout steps per second (a step: one turn of a random playout).
func BenchmarkSearchDecision(b *testing.B) {
	g := midTurn(b, 3, 30)
	ps := g.buf.placements
	bot := NewSearchBot(1000)
	bot.Place(g, ps) // the scratch game is made once per bot
	bot.Steps = 0
	b.ReportAllocs()
	start := time.Now()
	for b.Loop() {
		bot.Place(g, ps)
	}
	b.ReportMetric(float64(bot.Steps)/time.Since(start).Seconds(), "steps/s")
}
