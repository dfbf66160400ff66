package mists

// dogOption is one answer to a dog decision: the meeple the dog goes to
// (an index into the meeples offered) and the tiles of its 3×3 it clears
// (clears[from:from+n] of the game's buffer).
type dogOption struct {
	meeple, from, n int
}

// dogChoices lists the answers to the pending dog decision: for every
// meeple the dog may go to, in order, every set of tiles it may clear:
// every choice of min(dogTiles, n) of the n tiles with ghosts in the 3×3
// around the meeple's tile (in the order the 3×3 is walked: the tile, then
// the ring), each set ordered by ghosts cleared, most first, as the bots
// order it.
func (g *Game) dogChoices() {
	opts, clears := g.buf.dogOpts[:0], g.buf.clears[:0]
	for mi, r := range g.buf.meeples {
		var cands [9]Clear
		nc := g.clearCandidates(r.Tile, &cands)
		k := min(g.Rules.Params.Scoring.DogTiles, nc)
		var idx [9]int
		for i := range k {
			idx[i] = i
		}
		for {
			from := len(clears)
			for _, i := range idx[:k] {
				clears = append(clears, cands[i])
			}
			set := clears[from:]
			for i := 1; i < len(set); i++ { // stable, most ghosts first
				for j := i; j > 0 && set[j].N > set[j-1].N; j-- {
					set[j], set[j-1] = set[j-1], set[j]
				}
			}
			opts = append(opts, dogOption{meeple: mi, from: from, n: k})
			// the next choice of k of nc, in lexicographic order
			i := k - 1
			for i >= 0 && idx[i] == nc-k+i {
				i--
			}
			if i < 0 {
				break
			}
			idx[i]++
			for j := i + 1; j < k; j++ {
				idx[j] = idx[j-1] + 1
			}
		}
	}
	g.buf.dogOpts, g.buf.clears = opts, clears
}

// clearCandidates lists the tiles with ghosts in the 3×3 around placed
// tile pi, each with the ghosts a dog may clear from it.
func (g *Game) clearCandidates(pi int, out *[9]Clear) int {
	most := g.Rules.Params.Scoring.DogGhostsPerTile
	n := 0
	c := g.core.Board()[pi].Cell()
	consider := func(cell int32) {
		if npi := g.core.PlacedIndex(cell); npi >= 0 && g.ghosts[npi] > 0 {
			out[n] = Clear{Tile: npi, N: min(int(g.ghosts[npi]), most)}
			n++
		}
	}
	consider(c)
	for _, r := range g.core.Ring() {
		consider(c + r)
	}
	return n
}

// dogChoice is option i of the pending dog decision.
func (g *Game) dogChoice(i int) DogChoice {
	o := g.buf.dogOpts[i]
	return DogChoice{Meeple: o.meeple, Clears: g.buf.clears[o.from : o.from+o.n]}
}

// dogOptionOf finds the option that sends the dog to meeple mi clearing
// the tiles of clears (in any order); -1 when none does.
func (g *Game) dogOptionOf(mi int, clears []Clear) int {
	for i, o := range g.buf.dogOpts {
		if o.meeple == mi && sameTiles(g.buf.clears[o.from:o.from+o.n], clears) {
			return i
		}
	}
	return -1
}

// sameTiles reports whether two clear lists name the same tiles.
func sameTiles(a, b []Clear) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || y.Tile == x.Tile
		}
		if !found {
			return false
		}
	}
	return true
}
