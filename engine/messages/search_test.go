package messages_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// TestSearchBots: the search (mcts) of engine/search plays a Messages game to its end through the match, with
// crop circles, and on the fast path; the game is fixed by its seed.
func TestSearchBots(t *testing.T) {
	set := winterSet(t)
	for _, name := range []string{"mcts:30"} {
		t.Run(name, func(t *testing.T) {
			var docs [2][]byte
			for run := range docs {
				g, err := messages.NewGame(set, options(`{"cropCircles": true}`), "WD", []string{"Red", "Blue"}, 5, true)
				if err != nil {
					t.Fatal(err)
				}
				m := messages.NewMatch(g)
				bots := newBots(t, name, "greedy")
				agents := []engine.Agent{messages.BotAgent{Bot: bots[0]}, messages.BotAgent{Bot: bots[1]}}
				if err := engine.Drive(m, agents); err != nil {
					t.Fatal(err)
				}
				if !g.Over() || g.Err() != nil {
					t.Fatalf("the game did not end: %v", g.Err())
				}
				if docs[run], err = g.EncodeScore(); err != nil {
					t.Fatal(err)
				}
			}
			if string(docs[0]) != string(docs[1]) {
				t.Error("two games of the same seed differ")
			}
			g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, 6, false)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.PlayBots(newBots(t, "greedy", name)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// BenchmarkSearchDecision is one place-tile decision of the tree search
// (mcts:1000) in the middle of a
// 2-player game of WD on the Winter Edition with the Messages expansion
// (the first placement of turn 30 of a game of greedy bots).
func BenchmarkSearchDecision(b *testing.B) {
	set := winterSet(b)
	g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	bots := newBots(b, "greedy", "greedy")
	for d := g.Pending(); d != nil; d = g.Pending() {
		if d.Kind() == engine.DecidePlacement && g.Core().Turn() >= 30 {
			break
		}
		i, err := bots[d.Seat()].Decide(g, d)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Answer(i); err != nil {
			b.Fatal(err)
		}
	}
	if g.Pending() == nil {
		b.Fatal("the game ended before turn 30")
	}
	for _, name := range []string{"mcts:1000"} {
		b.Run(name, func(b *testing.B) {
			bot := newBots(b, name)[0]
			pos := g.Clone()
			if _, err := bot.Decide(pos, pos.Pending()); err != nil { // warm
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				pos.CopyFrom(g)
				if _, err := bot.Decide(pos, pos.Pending()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSearchBeatsGreedy: the tree search wins most games against greedy,
// from both seats on the same deals (the earlier flat search won 12 of 12
// at mcts:1000).
func TestSearchBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games of search")
	}
	set := winterSet(t)
	wins, games := 0.0, 0
	for seed := uint64(1); seed <= 5; seed++ {
		for seat := range 2 {
			g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, seed, false)
			if err != nil {
				t.Fatal(err)
			}
			names := []string{"greedy", "greedy"}
			names[seat] = "mcts:1000"
			if err := g.PlayBots(newBots(t, names...)); err != nil {
				t.Fatal(err)
			}
			scores := g.Scores(nil)
			me, other := scores[seat], scores[1-seat]
			switch {
			case me > other:
				wins++
			case me == other:
				wins += 0.5
			}
			games++
		}
	}
	t.Logf("mcts:1000 won %.1f of %d games against greedy", wins, games)
	if wins < 0.7*float64(games) {
		t.Errorf("mcts:1000 won %.1f of %d games against greedy: want at least 70%%", wins, games)
	}
}
