package statetest

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

func fmtInt(k int) string { return fmt.Sprint(k) }

// Allocs checks that a warm state allocates nothing on its hot path: a
// copy of a position taken anywhere in a game (CopyFrom), its pending
// decision, the decision answered, dealing again and playing on.
func Allocs(t *testing.T, c Config) {
	t.Helper()
	if testing.Short() {
		t.Skip("short")
	}
	s := c.New(t, c.seeds()[0])
	var snaps []engine.State
	play(t, c, s, nil, randomAnswers(5), func(k int, s engine.State) {
		if k%c.every() == 0 {
			snaps = append(snaps, s.Clone())
		}
	})
	scratch := snaps[0].Clone()
	rng := engine.NewRand(1, 2)
	run := func() {
		for _, snap := range snaps {
			scratch.CopyFrom(snap)
			d := scratch.Pending()
			scratch.Redeal(d.Seat(), rng.Uint64())
			for range 4 {
				d = scratch.Pending()
				if d == nil {
					break
				}
				_ = scratch.Answer(rng.IntN(d.Options()))
			}
		}
	}
	for range 3 {
		run()
	}
	if n := testing.AllocsPerRun(20, run); n > 0 {
		t.Errorf("%.1f allocations to copy %d positions and play 4 decisions on each, want 0", n, len(snaps))
	}
}
