package engine

import "fmt"

// CopyFrom makes g a copy of src as it stands — board, pile and draw
// order, supplies, scores, the random source and events — reusing g's
// memory, so that a search can play a game
// on from a position as often as it likes and come back. g must be a game
// of the same set-up as src (made by NewGame with its set, rules, mix and
// players; the seed and events may differ): anything else is a
// programmer's error and panics. The rules are shared, not copied: a
// ruleset whose bound rules keep state of a game (classic's rules bound
// with the Messages module tell the module's game of every award) cannot
// be copied this way.
//
// The cost is that of the game so far, not of the board's array: only the
// cells a game touches are cleared and copied.
func (g *Game) CopyFrom(src *Game) {
	if g.Set != src.Set || g.mix != src.mix || len(g.cells) != len(src.cells) || len(g.names) != len(src.names) {
		panic("engine: CopyFrom of a game of another set-up")
	}
	g.board.copyFrom(&src.board)
	g.rng = src.rng
	g.setup.Seed = src.setup.Seed
	g.pile.tiles, g.pile.drawn = append(g.pile.tiles[:0], src.pile.tiles...), src.pile.drawn
	g.supply, g.score = src.supply, src.score
	for i := range g.stats {
		points := append(g.stats[i].Points[:0], src.stats[i].Points...)
		g.stats[i] = src.stats[i]
		g.stats[i].Points = points
	}
	g.turn, g.lastTile = src.turn, src.lastTile
	g.over, g.finalDone = src.over, src.finalDone
	g.discarded, g.moves = src.discarded, src.moves
	g.events = append(g.events[:0], src.events...)
}

// copyFrom makes b a copy of src, a board of the same set and size.
func (b *Board) copyFrom(src *Board) {
	b.clearCells()
	for _, p := range src.placed {
		c := p.cell
		b.cells[c] = src.cells[c]
		for _, d := range b.delta {
			b.cells[c+d] = src.cells[c+d]
		}
		if src.cells[c].portless {
			for _, r := range b.ring {
				b.cells[c+r] = src.cells[c+r]
			}
		}
	}
	for _, c := range src.frontier {
		b.cells[c] = src.cells[c]
	}
	b.placed = append(b.placed[:0], src.placed...)
	b.frontier = append(b.frontier[:0], src.frontier...)
	b.fkey = append(b.fkey[:0], src.fkey...)
	b.faceDowns, b.bounded = src.faceDowns, src.bounded
	b.features.n = src.features.n
	copy(b.features.nodes[:src.features.n], src.features.nodes[:src.features.n])
	b.completed = append(b.completed[:0], src.completed...)
	b.followers = append(b.followers[:0], src.followers...)
}

// DeterminizeFor deals again, with the game's random source, every tile
// seat cannot see: the tiles still to draw. It is a search's guess at what
// nobody at the table knows (a determinization); the board stays as it
// is. (Classic's turn, whose seats hold hands, deals the other seats'
// hands again too: classic.Game.DeterminizeFor.)
func (g *Game) DeterminizeFor(seat int) { g.redealUnseen(g.shuffle) }

// redealUnseen gathers the tiles still to draw, puts them in order, and
// deals them back.
func (g *Game) redealUnseen(order func(pool []int16)) {
	pool := append(g.unseen[:0], g.pile.undrawn()...)
	order(pool)
	copy(g.pile.undrawn(), pool)
	g.unseen = pool
}

// NewTwin returns a new game of g's set-up — its set, rules, mix and
// players, without events — for CopyFrom to copy positions of g into.
func (g *Game) NewTwin() *Game {
	twin, err := NewGame(g.Set, g.rules, Setup{Mix: g.mix.ID, Players: g.names, Seed: g.setup.Seed})
	if err != nil {
		// g was set up with the same set, rules and mix.
		panic(fmt.Sprintf("engine: a twin of a game cannot be set up: %v", err))
	}
	return twin
}

// Twin reports whether g is a game of other's set-up, which CopyFrom can
// copy into it.
func (g *Game) Twin(other *Game) bool {
	return g.Set == other.Set && g.mix == other.mix && len(g.cells) == len(other.cells) && len(g.names) == len(other.names) && g.rules == other.rules
}
