// Package testpacks gives tests the built-in packs compiled for play.
package testpacks

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/tilesets"
)

// Winter returns the built-in winter-edition pack compiled for play.
func Winter(t testing.TB) *engine.Set {
	t.Helper()
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}
