package castle_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// kindCounter answers a match's decisions with a bot and counts their
// kinds.
type kindCounter struct {
	castle.Bot
	kinds map[engine.DecisionKind]int
}

func (a kindCounter) Decide(m engine.Match, d engine.Decision) (int, error) {
	a.kinds[d.Kind()]++
	return a.Bot.Decide(m, d)
}

// mustBot is the bot of that name.
func mustBot(t testing.TB, name string) castle.Bot {
	t.Helper()
	b, err := castle.Bots.New(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMCTSThroughTheMatch: the search bot (the generic tree search mcts,
// against greedy, on the game's state) answers every kind of decision of The Castle through the
// match (as tilesmith play and the editor ask them), final scoring's wall
// tiles included, and a game driven as a match is the same game as
// PlayBots plays with the same bots and seed (the same record), so a game
// is fixed by its seed either way.
func TestMCTSThroughTheMatch(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	kinds := map[engine.DecisionKind]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			fast, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, true)
			if err != nil {
				t.Fatal(err)
			}
			fastSteps := engine.NewHistory(fast)
			if err := engine.DriveWith(fastSteps, []castle.Bot{mustBot(t, "mcts:30"), mustBot(t, "greedy")}); err != nil {
				t.Fatal(err)
			}
			g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, true)
			if err != nil {
				t.Fatal(err)
			}
			m := engine.NewHistory(g)
			agents := []engine.Agent{
				kindCounter{mustBot(t, "mcts:30"), kinds},
				kindCounter{mustBot(t, "greedy"), kinds},
			}
			if err := engine.Drive(m, agents); err != nil {
				t.Fatal(err)
			}
			want, err := fastSteps.EncodeRecord("the-castle", nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := m.EncodeRecord("the-castle", nil)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("the match played another game than the fast path:\n%s\nwant\n%s", got, want)
			}
		})
	}
	for _, k := range castle.DecisionKinds {
		if kinds[k] == 0 {
			t.Errorf("mcts and greedy answered no %s decision in 3 games", k)
		}
	}
	t.Logf("decisions answered: %v", kinds)
}

// TestMCTSIsFixedBySeed: the same seed gives the same game.
func TestMCTSIsFixedBySeed(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	play := func() string {
		g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 7, true)
		if err != nil {
			t.Fatal(err)
		}
		bots := []castle.Bot{mustBot(t, "mcts:40"), mustBot(t, "random")}
		if err := g.PlayBots(bots); err != nil {
			t.Fatal(err)
		}
		score, err := g.EncodeScore()
		if err != nil {
			t.Fatal(err)
		}
		return string(score)
	}
	if a, b := play(), play(); a != b {
		t.Errorf("two games of one seed differ:\n%s\n%s", a, b)
	}
}

// TestMCTSBeatsGreedy: with 500 playouts a decision the search bot wins
// most 2-player games against greedy, from either seat, and by a margin:
// 12 games, seeds 1 to 6 with each seating. Fixed seeds: the games are the
// same on every run (the record is in docs/the-castle.md). Twelve games
// guard against a broken search, not measure its strength: since wall
// tile 7 raises its courtyard to 4 per stall instead of adding 4, they
// gave 8 wins by +26.0 points a game (11 before), and since the playout
// judges a third of a greedy turn's placements 7.5 by +19.6, while 120
// games of 'tilesmith simulate --bots mcts:500,greedy' and
// 'greedy,mcts:500' (seed 11) gave 80% (77% before).
func TestMCTSBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("12 games of a search bot")
	}
	set := testpacks.FreshSet(t, "the-castle")
	wins, games, margin := 0.0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		for mctsSeat := range 2 {
			g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, false)
			if err != nil {
				t.Fatal(err)
			}
			greedy, err := castle.Bots.New("greedy")
			if err != nil {
				t.Fatal(err)
			}
			seats := []castle.Bot{greedy, greedy}
			seats[mctsSeat] = mustBot(t, "mcts:500")
			if err := g.PlayBots(seats); err != nil {
				t.Fatal(err)
			}
			games++
			d := g.Core().Score(mctsSeat) - g.Core().Score(1-mctsSeat)
			margin += d
			switch {
			case d > 0:
				wins++
			case d == 0:
				wins += 0.5
			}
		}
	}
	t.Logf("mcts:500 won %.1f of %d games against greedy, by %+.1f points a game", wins, games, float64(margin)/float64(games))
	if wins <= 0.5*float64(games) || margin <= 0 {
		t.Errorf("mcts:500 won %.1f of %d games against greedy, by %+.1f points a game: want more than half, by a positive margin", wins, games, float64(margin)/float64(games))
	}
}

// BenchmarkSearchDecision is one placement decision of mcts:1000 in the
// middle of a game (the 30th tile, greedy play before it) asked through
// the match.
func BenchmarkSearchDecision(b *testing.B) { benchmarkSearch(b, "mcts:1000") }

func benchmarkSearch(b *testing.B, name string) {
	set := testpacks.FreshSet(b, "the-castle")
	m, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	greedy := mustBot(b, "greedy")
	for placed := 0; ; {
		d := m.Pending()
		if d == nil {
			b.Fatal("the game ended early")
		}
		if d.Kind() == engine.DecidePlacement {
			if placed++; placed == 30 {
				break
			}
		}
		i, err := greedy.Decide(m, d)
		if err != nil {
			b.Fatal(err)
		}
		if err := m.Answer(i); err != nil {
			b.Fatal(err)
		}
	}
	search := mustBot(b, name)
	d := m.Pending()
	if _, err := search.Decide(m, d); err != nil { // the scratch game is made once per bot
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := search.Decide(m, d); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(d.Options()), "placements")
}
