// Package classictest starts games on classic's turn for tests: the
// engine's own tests (its kernel, played on classic's turn) and classic's
// share the one set-up, as httptest serves net/http's tests.
package classictest

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
)

// Seats are the players' names NewGame gives, the first n of them.
var Seats = []string{"Red", "Blue", "Green", "Yellow", "Black"}

// NewGame starts a classic game of set's mix between the first players
// of Seats, with the classic ruleset's options (JSON, "" for none) and
// events on; a set-up the rules refuse fails the test.
func NewGame(t testing.TB, set *engine.Set, mix string, players int, seed uint64, options string) *classic.Game {
	t.Helper()
	var opts []byte
	if options != "" {
		opts = []byte(options)
	}
	rules, err := classic.Ruleset{}.Bind(set, opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: mix, Players: Seats[:players], Seed: seed, Events: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
