package castle_test

import (
	"bytes"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestRuleMatchRecords plays matches of The Castle decision by decision
// (the scorings' order, the wall tiles and the followers asked of
// agents) and checks that each record (the match's steps) replays to the
// same score, scorings of territories closed by a neighbour included
// (seed: "Celelalte teritorii de castel (turn, casă sau curte) pot fi
// plasate unul lângă celălalt în orice combinație dorită": towers, houses
// and courtyards may lie beside each other in any combination, so a house
// can close a tower).
func TestRuleMatchRecords(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	games := 40
	if testing.Short() {
		games = 8
	}
	closedBy := 0 // scorings named by a tile beside the one placed
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		m := engine.NewHistory(g)
		var agents []engine.Agent
		for _, name := range []string{"greedy", "random"} {
			b, err := castle.Bots.New(name)
			if err != nil {
				t.Fatal(err)
			}
			agents = append(agents, b)
		}
		if err := engine.Drive(m, agents); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, st := range m.Steps() {
			if st.Decide == castle.DecideOrder && bytes.Contains(st.Take, []byte(`"x"`)) {
				closedBy++
			}
		}
		r, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, seed, true)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.ReplaySteps(r, m.Steps()); err != nil {
			t.Fatalf("seed %d: the match's steps do not replay: %v", seed, err)
		}
		want, _ := g.EncodeScore()
		got, _ := r.EncodeScore()
		if !bytes.Equal(got, want) {
			t.Fatalf("seed %d: the replay scores\n%s\nthe match scored\n%s", seed, got, want)
		}
	}
	if closedBy == 0 {
		t.Errorf("no order of scorings in %d matches named a territory closed by a neighbour: the test does not reach them", games)
	}
}
