package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// playBots plays a 2-player game of the-city's base mix with the seed,
// one bot per seat, named as NewBot takes them.
func playBots(t testing.TB, set *engine.Set, seed uint64, names ...string) *city.Game {
	t.Helper()
	g, err := city.NewGame(set, nil, "base", []string{"Red", "Blue", "Green", "Yellow"}[:len(names)], seed, false)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]city.Bot, len(names))
	for i, n := range names {
		if seats[i], err = city.NewBot(n); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.PlayBots(seats); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return g
}

// TestSearchBeatsGreedy: the search bot wins most 2-player games against
// greedy, from either seat. Fixed seeds: the games are the same on every
// run.
func TestSearchBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("12 games of a search bot")
	}
	set := testpacks.FreshSet(t, "the-city")
	const bot = "mcts:200"
	wins, games, margin := 0.0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		for seat := range 2 {
			names := []string{"greedy", "greedy"}
			names[seat] = bot
			g := playBots(t, set, seed, names...)
			m := g.Core().Score(seat) - g.Core().Score(1-seat)
			t.Logf("seed %d, %s in seat %d: %d to %d", seed, bot, seat, g.Core().Score(seat), g.Core().Score(1-seat))
			games++
			margin += m
			switch {
			case m > 0:
				wins++
			case m == 0:
				wins += 0.5
			}
		}
	}
	t.Logf("%s won %.1f of %d games against greedy, by %.1f points a game", bot, wins, games, float64(margin)/float64(games))
	if wins <= float64(games)/2 {
		t.Errorf("%s won %.1f of %d games against greedy: want most", bot, wins, games)
	}
}
