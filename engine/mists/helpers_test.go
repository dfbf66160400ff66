package mists

import (
	"fmt"
	"sync"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/tilesets"
)

var packSet = sync.OnceValues(func() (*engine.Set, error) {
	p, _, err := tilesets.Load("mists")
	if err != nil {
		return nil, err
	}
	return engine.Compile(p)
})

func mistsSet(t testing.TB) *engine.Set {
	t.Helper()
	set, err := packSet()
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func newLevel(t testing.TB, level, players int, seed uint64) *Game {
	t.Helper()
	names := []string{"Ana", "Bo", "Cy", "Di", "Ed"}[:players]
	g, err := NewGame(mistsSet(t), nil, fmt.Sprintf("level-%d", level), names, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// coopUntil plays g with the cooperative bot until the game is over or
// reached says g stands where the caller wants it.
func coopUntil(t testing.TB, g *Game, reached func(*Game) bool) {
	t.Helper()
	var coop Bot
	for !g.over && !reached(g) {
		if g.t.phase.chance() {
			g.dealNext()
			continue
		}
		i, _ := coop.Choose(g)
		if err := g.answer(i); err != nil {
			t.Fatal(err)
		}
	}
}

// tilesLeftAtMost reports whether g waits for a placement with no more
// than left tiles to draw.
func tilesLeftAtMost(left int) func(*Game) bool {
	return func(g *Game) bool { return g.t.phase == phasePlace && g.core.Pile().Remaining() <= left }
}
