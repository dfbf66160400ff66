package search_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// classicMatch starts a two-player classic game of the winter-edition
// pack: a State.
func classicMatch(t testing.TB, seed uint64) *classic.Match {
	t.Helper()
	return classic.NewMatch(classic.Wrap(testpacks.WinterGame(t, classic.Ruleset{}, seed)))
}

// playWith plays m to its end with one agent per seat and returns the
// scores.
func playWith(t testing.TB, m engine.State, agents ...engine.Agent) []int {
	t.Helper()
	if err := engine.Drive(m, agents); err != nil {
		t.Fatal(err)
	}
	return m.Scores(nil)
}

// TestSearchesAreFixedBySeed: a game of two searches is the same game
// again from the same seed.
func TestSearchesAreFixedBySeed(t *testing.T) {
	for _, tc := range []struct {
		name string
		new  func() engine.Agent
	}{
		{"tree", func() engine.Agent { return search.NewMCTS(30) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := playWith(t, classicMatch(t, 7), tc.new(), tc.new())
			b := playWith(t, classicMatch(t, 7), tc.new(), tc.new())
			if len(a) != 2 || a[0] != b[0] || a[1] != b[1] {
				t.Fatalf("the same seed ended %v, then %v", a, b)
			}
		})
	}
}

// TestTreeSearchBeatsRandom: the tree search on a small budget beats
// uniformly random play in most games.
func TestTreeSearchBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	wins, games := 0, 6
	for g := range games {
		seat := g % 2
		agents := []engine.Agent{classic.BotAgent{Bot: bots.Random{}}, classic.BotAgent{Bot: bots.Random{}}}
		agents[seat] = search.NewMCTS(200)
		sc := playWith(t, classicMatch(t, uint64(100+g)), agents...)
		if sc[seat] > sc[1-seat] {
			wins++
		}
	}
	if wins < 5 {
		t.Fatalf("the tree search won %d of %d games against random play", wins, games)
	}
}

// TestTreeSearchBeatsGreedy: classic's baseline is greedy (the best
// immediate score, never a farmer); the tree search at its default budget
// beats it in most games of WD, from either seat, on fixed deals.
func TestTreeSearchBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	wins, games := 0.0, 10
	for g := range games {
		seat := g % 2
		agents := []engine.Agent{classic.BotAgent{Bot: bots.NewGreedy()}, classic.BotAgent{Bot: bots.NewGreedy()}}
		agents[seat] = search.NewMCTS(search.DefaultPlayouts)
		sc := playWith(t, classicMatch(t, uint64(200+g/2)), agents...)
		switch {
		case sc[seat] > sc[1-seat]:
			wins++
		case sc[seat] == sc[1-seat]:
			wins += 0.5
		}
	}
	t.Logf("mcts won %.1f of %d games against greedy", wins, games)
	if wins < 7 {
		t.Fatalf("the tree search won %.1f of %d games against greedy", wins, games)
	}
}

// BenchmarkSearchDecision measures one mcts:1000 decision of classic.
func BenchmarkSearchDecision(b *testing.B) {
	benchDecision(b, search.NewMCTS(1000))
}

func benchDecision(b *testing.B, a engine.Agent) {
	m := classicMatch(b, 3)
	for range 20 { // into the middle game
		d := m.Pending()
		_ = m.Answer(m.Rand().IntN(d.Options()))
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Decide(m, m.Pending()); err != nil {
			b.Fatal(err)
		}
	}
}
