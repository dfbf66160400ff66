package mists

// PrintedSymbols returns the ghost symbols printed on the copy placed as
// tile pi of the board (engine.Game.Board's index): a tile's copies may
// differ (tile 14 comes with 3, 3 and 2), so a picture of the board draws
// each placed tile with its own copy's symbols, not the tile's default.
func (g *Game) PrintedSymbols(pi int) int {
	if pi < 0 || pi >= len(g.printed) {
		return 0
	}
	return int(g.printed[pi])
}

// PrintedSymbols returns the ghost symbols on the copy placed as tile pi
// (see Game.PrintedSymbols).
func (m *Match) PrintedSymbols(pi int) int { return m.g.PrintedSymbols(pi) }

// HeldSymbols returns the ghost symbols on the copy drawn and waiting to
// be placed, and whether a tile waits: a picture of the hand draws that
// copy, not the tile's default (tile 14 drawn with 1 symbol shows 1).
func (g *Game) HeldSymbols() (int, bool) {
	if g.t.phase != phasePlace {
		return 0, false
	}
	return g.t.sy, true
}

// HeldSymbols returns the ghost symbols on the copy waiting to be placed
// (see Game.HeldSymbols).
func (m *Match) HeldSymbols() (int, bool) { return m.g.HeldSymbols() }
