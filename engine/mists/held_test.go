package mists

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestHeldIsPreviewOfHeldSets: engine's AppendHeld, which the bots' judgement
// of a placement reads, reports exactly Preview's occupied outcomes (their
// tiles where it counts them), for every placement of every turn of random games on every level.
func TestHeldIsPreviewOfHeldSets(t *testing.T) {
	for level := 1; level <= 6; level++ {
		t.Run(fmt.Sprintf("level-%d", level), func(t *testing.T) {
			var out []engine.Outcome
			var held []engine.Held
			checked := 0
			for seed := uint64(1); seed <= 8; seed++ {
				g := newLevel(t, level, 2, seed)
				g.SetEvents(false)
				m := NewMatch(g)
				for d := m.Pending(); d != nil; d = m.Pending() {
					if g.t.phase == phasePlace {
						for _, p := range g.buf.ps {
							out = g.core.Preview(p, out[:0])
							held = g.core.AppendHeld(p, held[:0])
							want := occupiedOf(out)
							if !slices.Equal(sortedHeld(want), sortedHeld(held)) {
								t.Fatalf("seed %d turn %d placement %+v: held %+v, Preview's occupied %+v", seed, g.turns, p, held, want)
							}
							checked += len(held)
						}
					}
					i, _ := (&Bot{}).Choose(g)
					if err := m.Answer(i); err != nil {
						t.Fatal(err)
					}
				}
			}
			if checked == 0 {
				t.Fatal("no placement touched a held set")
			}
		})
	}
}

// occupiedOf is Preview's occupied outcomes as Held.
func occupiedOf(out []engine.Outcome) []engine.Held {
	var held []engine.Held
	for _, o := range out {
		if !o.Occupied() {
			continue
		}
		h := engine.Held{Kind: o.Kind, Complete: o.Complete, Value: o.Value}
		h.Value.Bordering = 0
		for seat, n := range o.Followers {
			if n > 0 {
				h.Seats |= 1 << seat
			}
		}
		if !h.Complete && bits.OnesCount32(h.Seats) == 1 {
			h.Value.Tiles = 0 // AppendHeld counts no tiles there
		}
		held = append(held, h)
	}
	return held
}

// sortedHeld sorts held sets for comparing: AppendHeld's order is its own.
func sortedHeld(h []engine.Held) []engine.Held {
	return slices.SortedFunc(slices.Values(h), func(a, b engine.Held) int {
		return cmp.Compare(fmt.Sprint(a), fmt.Sprint(b))
	})
}
