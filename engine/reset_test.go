package engine_test

import (
	"reflect"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// TestResetForgetsThePastGame: a game after Reset plays exactly like a
// fresh game with the same seed.
func TestResetForgetsThePastGame(t *testing.T) {
	var pl classic.Player
	bs := []engine.Bot{bots.Random{}, bots.NewGreedy()}
	reused := newGame(t, "WE3", 2, 1, "")
	for seed := uint64(1); seed <= 30; seed++ {
		if err := reused.Reset(seed); err != nil {
			t.Fatal(err)
		}
		pl.Play(reused, bs)
		fresh := newGame(t, "WE3", 2, seed, "")
		pl.Play(fresh, bs)
		if !reflect.DeepEqual(fresh.Board(), reused.Board()) || fresh.Score(0) != reused.Score(0) || fresh.Score(1) != reused.Score(1) {
			t.Fatalf("seed %d: the reused game differs from a fresh one (%d-%d vs %d-%d)", seed, reused.Score(0), reused.Score(1), fresh.Score(0), fresh.Score(1))
		}
	}
}
