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
