package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/statetest"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestStateConformance: The Castle's game keeps the promises of an
// engine.State — it plays to its end, a copy at any decision (in the
// middle of a turn's scorings too) plays on alike, forced draws and wall
// tiles replay a game dealt with another seed, Redeal keeps the decider's
// view and is fixed by its seed, Rollout ends the game — and its hot path
// allocates nothing; with and without events, with each rule option that
// changes the turn's steps.
func TestStateConformance(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	for _, tc := range []struct {
		name, options string
		events        bool
	}{
		{"rulebook", "", false},
		{"rulebook, with events and a record", "", true},
		{"wall tiles collected at turn end, tile 7 on top", `{"collectAtTurnEnd":true,"wallTile7OnTop":true}`, false},
		{"fountains, no start spaces in the keep's area", `{"fountainOnIncompletePath":true,"noStartSpacesInKeepArea":true}`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				var options []byte
				if tc.options != "" {
					options = []byte(tc.options)
				}
				g, err := castle.NewGame(set, options, "base", []string{"Red", "Blue"}, seed, tc.events)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}, Every: 5}
			statetest.Check(t, c)
			t.Run("allocations", func(t *testing.T) { statetest.Allocs(t, c) })
		})
	}
}

// BenchmarkDecision is one decision of a warm game: its Pending and an
// Answer chosen at random, on a copy of a position of a game played at
// random, copied again when the game ends.
func BenchmarkDecision(b *testing.B) {
	set := testpacks.FreshSet(b, "the-castle")
	start, err := castle.NewGame(set, nil, "base", []string{"Red", "Blue"}, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	g := start.Clone()
	rng := engine.NewRand(1, 2)
	for range 3 { // warm the copy's buffers
		for d := g.Pending(); d != nil; d = g.Pending() {
			_ = g.Answer(rng.IntN(d.Options()))
		}
		g.CopyFrom(start)
	}
	b.ReportAllocs()
	for b.Loop() {
		d := g.Pending()
		if d == nil {
			b.StopTimer()
			g.CopyFrom(start)
			b.StartTimer()
			continue
		}
		if err := g.Answer(rng.IntN(d.Options())); err != nil {
			b.Fatal(err)
		}
	}
}
