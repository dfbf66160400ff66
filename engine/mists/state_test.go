package mists

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/statetest"
)

// TestStateConformance: a Mists match keeps the promises of engine.State
// on the levels that bring each decision in (Level 1: the core's; 2-4:
// graveyards, burials, the extra ghost and dogs; 5: haunted graveyards and
// face-down tiles; 6: the score meeples' colours and where their points
// go), solo and with several players.
func TestStateConformance(t *testing.T) {
	for _, tc := range []struct{ level, players int }{{1, 1}, {2, 2}, {3, 3}, {4, 2}, {5, 2}, {6, 3}, {6, 1}} {
		t.Run(fmt.Sprintf("level %d, %d player(s)", tc.level, tc.players), func(t *testing.T) {
			cfg := statetest.Config{New: func(tb testing.TB, seed uint64) engine.State {
				g := newLevel(tb, tc.level, tc.players, seed)
				g.SetEvents(false)
				return NewMatch(g)
			}, Every: 5}
			statetest.Check(t, cfg)
			statetest.Allocs(t, cfg)
		})
	}
}

// TestStateConformanceEvents: a match that keeps its events (the
// editor's, the command line's) keeps them too; its copies keep none.
func TestStateConformanceEvents(t *testing.T) {
	statetest.Check(t, statetest.Config{New: func(tb testing.TB, seed uint64) engine.State {
		return NewMatch(newLevel(tb, 5, 2, seed))
	}, Seeds: []uint64{4}})
}

// BenchmarkDecision is one decision on a warm state: Pending and a random
// answer (the target: at most 1 µs and no allocation).
func BenchmarkDecision(b *testing.B) {
	for _, level := range []int{1, 3, 6} {
		b.Run(fmt.Sprintf("level-%d", level), func(b *testing.B) {
			g := newLevel(b, level, 2, 1)
			g.SetEvents(false)
			m := NewMatch(g)
			rng := engine.NewRand(1, 2)
			seed := uint64(1)
			b.ReportAllocs()
			for b.Loop() {
				d := m.Pending()
				if d == nil {
					seed++
					_ = g.Reset(seed)
					continue
				}
				_ = m.Answer(rng.IntN(d.Options()))
			}
		})
	}
}

// BenchmarkSearchDecision is one decision of the tree search (mcts:1000)
// at a Level 3 game's placements (the target: 20 ms): the first,
// whose playouts all stop at their horizon; the last whose playouts stop
// there (a larger board); and the first with no more than
// wholePlayoutTiles tiles left to draw, whose playouts play the game out.
func BenchmarkSearchDecision(b *testing.B) {
	for _, at := range []struct {
		name string
		left int // tiles left to draw, at most; 0: the first placement
	}{{"first-placement", 0}, {"horizon-last", wholePlayoutTiles + 1}, {"whole-playouts", wholePlayoutTiles}} {
		b.Run("mcts:1000/"+at.name, func(b *testing.B) {
			agent, err := NewAgent("mcts:1000")
			if err != nil {
				b.Fatal(err)
			}
			m := searchPosition(b, at.left)
			for b.Loop() {
				if _, err := agent.Decide(m, m.Pending()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// searchPosition is a Level 3 game's first placement (left 0), or the
// first placement with no more than left tiles to draw in the first game
// the cooperative bot plays that far (seeds from 1 on).
func searchPosition(b *testing.B, left int) *Match {
	for seed := uint64(1); seed <= 50; seed++ {
		g := newLevel(b, 3, 2, seed)
		g.SetEvents(false)
		m := NewMatch(g)
		if left > 0 {
			coopUntil(b, g, tilesLeftAtMost(left))
		}
		if m.Pending() != nil {
			return m
		}
	}
	b.Fatalf("no game of 50 seeds reached a placement with %d tiles left", left)
	return nil
}

// TestCandidates: a placement of many options offers the most the
// cooperative bot rates best (its own choice among them), in option
// order; other decisions offer every option.
func TestCandidates(t *testing.T) {
	g := newLevel(t, 3, 2, 1)
	m := NewMatch(g)
	for d := m.Pending(); d != nil; d = m.Pending() {
		c := m.Candidates(4, nil)
		switch {
		case d.Kind() == engine.DecidePlacement && d.Options() > 4:
			if len(c) != 4 || !slices.IsSorted(c) {
				t.Fatalf("candidates %v of %d placements", c, d.Options())
			}
		case len(c) != d.Options():
			t.Fatalf("%s: %d candidates of %d options", d.Kind(), len(c), d.Options())
		}
		if err := m.Answer(c[0]); err != nil {
			t.Fatal(err)
		}
	}
}
