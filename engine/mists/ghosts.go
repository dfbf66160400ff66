package mists

// takeCopy takes one undrawn copy of tile t and returns its ghost symbols:
// copy i of the copies left (copies differ only in their symbols), or a
// random one when i < 0.
func (g *Game) takeCopy(t, i int) int {
	c := g.copies[t]
	if len(c) == 0 {
		return 0 // a tile the record took beyond the mix: the pile refused it already
	}
	if i < 0 {
		i = 0
		if len(c) > 1 && !g.sameCopies(t) {
			i = g.core.Rand().IntN(len(c))
		}
	}
	n := int(c[i])
	c[i] = c[len(c)-1]
	g.copies[t] = c[:len(c)-1]
	return n
}

// sameCopies reports whether every undrawn copy of t has the same symbols.
func (g *Game) sameCopies(t int) bool {
	c := g.copies[t]
	for _, s := range c[1:] {
		if s != c[0] {
			return false
		}
	}
	return true
}

// copyWith returns the index of an undrawn copy of t with n symbols, -1
// if none.
func (g *Game) copyWith(t, n int) int {
	for i, s := range g.copies[t] {
		if int(s) == n {
			return i
		}
	}
	return -1
}

// addGhosts puts n ghosts from the supply on placed tile pi; the caller
// has checked the supply.
func (g *Game) addGhosts(pi, n int) {
	g.ghosts[pi] += int8(n)
	g.onBoard += n
	g.supply -= n
}

// removeGhosts returns up to n ghosts of placed tile pi to the supply and
// returns how many.
func (g *Game) removeGhosts(pi, n int) int {
	n = min(n, int(g.ghosts[pi]))
	g.ghosts[pi] -= int8(n)
	g.onBoard -= n
	g.supply += n
	return n
}

// Ghosts returns the ghosts on placed tile pi (an index into Board).
func (g *Game) Ghosts(pi int) int { return int(g.ghosts[pi]) }

// GhostsOnBoard returns the ghosts on the board.
func (g *Game) GhostsOnBoard() int { return g.onBoard }

// GhostSupply returns the ghosts left in the supply.
func (g *Game) GhostSupply() int { return g.supply }
