package engine

import "slices"

// SortUnseenFor puts every tile seat cannot see — the tiles still to draw
// — in one fixed order (sorted by tile), without touching the random
// source. A determinization after it (DeterminizeFor) then depends only
// on what seat has seen and the random source, not on the real order of
// what it has not: a search that guesses the unseen tiles makes the same guesses
// in two games that differ only there.
func (g *Game) SortUnseenFor(seat int) {
	g.redealUnseen(func(pool []int16) { slices.Sort(pool) })
}
