package search_test

import (
	"math"
	"testing"

	"github.com/tilesmith/tilesmith/engine/search"
)

// Gap compares the recommended option with the runner-up of the last
// round: the recommended option's mean reward is the higher, and a
// decision of one option compares nothing.
func TestGap(t *testing.T) {
	var h search.Halving
	best := h.Choose(4, 400, 1, func(option int, draw uint64) float64 {
		return float64(option) / 10 // option 3 is best, 2 the runner-up
	})
	gap, stderr, ok := h.Gap()
	if best != 3 || !ok || math.Abs(gap-0.1) > 1e-9 || stderr > 1e-6 {
		t.Fatalf("best %d, gap %.3f ± %.3f (%v); want 3, 0.100 ± 0", best, gap, stderr, ok)
	}
	h.Choose(1, 400, 1, nil)
	if _, _, ok := h.Gap(); ok {
		t.Fatal("a decision of one option compared options")
	}
}
