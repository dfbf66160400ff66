package mists

import (
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// What the team cannot see, and a search's guess at it. The team sees the
// board, the ghosts, the scores and every tile drawn face up (placed or
// set aside); it does not see the order of the tiles still to draw (nor
// which of them lie in which stack: the stacks are stretches of one
// shuffled pile, of sizes everyone sees), nor which tiles lie face down
// (mists.md: "draw 1 tile WITHOUT looking and place it face down"), nor,
// of a tile whose copies carry different ghost symbols, which copies are
// left. A search deals all of that again for each playout (a
// determinization): hideUnseen gathers it, and dealUnseen deals it.

// drawNext draws the next tile of the pile: the pile's own, or, in a
// search's playout, the tile its determinization dealt for that place.
// The caller has checked that the active stack holds one (canDraw).
func (g *Game) drawNext() int {
	t, _ := g.core.DrawNext()
	if len(g.deal) > 0 {
		return int(g.deal[g.core.Drawn()-1-g.dealFrom])
	}
	return t
}

// hideUnseen gathers what the team cannot see into pool (reusing its
// memory) and returns it with the number of face-down tiles: the undrawn
// tiles and the face-down tiles, sorted, so that the order in which the
// game holds them tells nothing; the face-down copies' symbols go back
// among the undrawn copies' (sorted too), as the team cannot tell them
// apart. g is the search's own copy of the game: it is changed for good
// (dealUnseen completes it).
func (g *Game) hideUnseen(pool []int16) ([]int16, int) {
	pool = pool[:0]
	for i := g.core.Drawn(); i < g.core.PileSize(); i++ {
		pool = append(pool, int16(g.core.PileTile(i)))
	}
	downs := 0
	for pi, p := range g.core.Board() {
		if p.FaceDown {
			pool = append(pool, int16(p.Tile))
			g.copies[p.Tile] = append(g.copies[p.Tile], g.printed[pi])
			downs++
		}
	}
	slices.Sort(pool)
	for _, c := range g.copies {
		slices.Sort(c)
	}
	return pool, downs
}

// dealUnseen deals pool (from hideUnseen on the position g was copied
// from) with the game's random source: the last downs tiles become the
// face-down tiles (taking a copy each, as a draw does) and the others, in
// order, the pile still to draw.
func (g *Game) dealUnseen(pool []int16, downs int) {
	d := append(g.deal[:0], pool...)
	engine.Shuffle(g.core.Rand(), d)
	for _, t := range d[len(d)-downs:] {
		g.takeCopy(int(t), -1)
	}
	g.deal, g.dealFrom = d[:len(d)-downs], g.core.Drawn()
}
