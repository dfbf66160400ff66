package engine

import (
	"fmt"
	"reflect"
)

// stateDiff says where two boards differ, cell by cell and list by list,
// "" when they hold the same game.
func stateDiff(a, b *Board) string {
	for c := range a.cells {
		if a.cells[c] != b.cells[c] {
			x, y := a.xy(int32(c))
			return fmt.Sprintf("cell (%d,%d): %+v, not %+v", x, y, a.cells[c], b.cells[c])
		}
	}
	switch {
	case !same(a.placed, b.placed):
		return "the placed tiles"
	case !same(a.frontier, b.frontier) || !same(a.fkey, b.fkey):
		return "the frontier"
	case a.features.n != b.features.n || !same(a.nodes[:a.n], b.nodes[:b.n]):
		return "the features"
	case !same(a.followers, b.followers):
		return "the followers"
	}
	return ""
}

// same reports whether two lists hold the same items (an empty list is
// an empty list, allocated or not).
func same[T any](a, b []T) bool { return len(a) == len(b) && (len(a) == 0 || reflect.DeepEqual(a, b)) }

// StateDiff says where two games' boards differ, for the tests of
// CopyFrom outside the package.
func StateDiff(a, b *Game) string { return stateDiff(&a.board, &b.board) }
