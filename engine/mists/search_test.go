package mists

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestSearchWinsMoreThanCoop: the search team (engine/search's tree search
// over the game's state, weighing the placements the cooperative bot rates
// best) wins more Level 1 deals than the cooperative bot alone — the
// check the earlier flat search passed with 23 deals of 24 against 4.
func TestSearchWinsMoreThanCoop(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games of search")
	}
	const deals = 12
	wins := map[string]int{}
	for _, name := range []string{"coop", "mcts:200"} {
		for seed := range uint64(deals) {
			agent, err := NewAgent(name)
			if err != nil {
				t.Fatal(err)
			}
			g := newLevel(t, 1, 2, seed+1)
			g.SetEvents(false)
			m := NewMatch(g)
			if err := engine.Drive(m, []engine.Agent{agent}); err != nil {
				t.Fatal(err)
			}
			if g.Won() {
				wins[name]++
			}
		}
	}
	t.Logf("of %d Level 1 deals, coop won %d and mcts:200 %d", deals, wins["coop"], wins["mcts:200"])
	if wins["mcts:200"] < deals*3/4 || wins["mcts:200"] <= wins["coop"] {
		t.Errorf("mcts:200 won %d of %d deals, coop %d: want at least %d, and more than coop", wins["mcts:200"], deals, wins["coop"], deals*3/4)
	}
}
