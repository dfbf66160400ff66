package mists

import (
	"fmt"
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
				g.SetRecording(false)
				return NewMatch(g)
			}, Every: 5}
			statetest.Check(t, cfg)
			statetest.Allocs(t, cfg)
		})
	}
}

// TestStateConformanceRecording: a recording match (the editor's, the
// command line's) keeps them too; its copies record nothing.
func TestStateConformanceRecording(t *testing.T) {
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
			g.SetRecording(false)
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
