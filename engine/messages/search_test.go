package messages_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
)

// TestSearchBots: the tree search (mcts) and the flat search (mcts1) of
// engine/search play a Messages game to its end through the match, with
// crop circles, and on the fast path; the game is fixed by its seed.
func TestSearchBots(t *testing.T) {
	set := winterSet(t)
	for _, name := range []string{"mcts:30", "mcts1:30"} {
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
