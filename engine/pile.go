package engine

// Pile is the game's tiles in draw order: the first Drawn of them have
// been drawn, the rest are still to draw. Classic's turn draws from it
// into hands (classic.Game); a ruleset that runs its own turns (The City,
// The Castle, Mists) draws from it directly (Game.Pile).
type Pile struct {
	tiles []int16
	drawn int
}

// Size returns the number of tiles in the pile, drawn or not.
func (p *Pile) Size() int { return len(p.tiles) }

// Drawn returns how many tiles of the pile have been drawn.
func (p *Pile) Drawn() int { return p.drawn }

// Remaining returns the number of tiles still to draw.
func (p *Pile) Remaining() int { return len(p.tiles) - p.drawn }

// Tile returns the tile (an index into Set.Tiles) at position i of the
// pile in draw order.
func (p *Pile) Tile(i int) int { return int(p.tiles[i]) }

// undrawn is the tiles still to draw, in draw order.
func (p *Pile) undrawn() []int16 { return p.tiles[p.drawn:] }

// Undrawn returns the tiles still to draw, in draw order: the pile's own
// slice, to read (Deal deals them again).
func (p *Pile) Undrawn() []int16 { return p.tiles[p.drawn:] }

// Next draws the next tile; false when none is left.
func (p *Pile) Next() (int, bool) {
	if p.drawn == len(p.tiles) {
		return 0, false
	}
	p.drawn++
	return int(p.tiles[p.drawn-1]), true
}

// Take draws a copy of tile t from anywhere among the tiles still to draw
// (a record names the tile it drew), moving it to the front of them;
// false when no copy is left.
func (p *Pile) Take(t int) bool {
	for i := p.drawn; i < len(p.tiles); i++ {
		if int(p.tiles[i]) == t {
			p.tiles[i], p.tiles[p.drawn] = p.tiles[p.drawn], p.tiles[i]
			p.drawn++
			return true
		}
	}
	return false
}

// Has reports whether a copy of tile t is still to be drawn.
func (p *Pile) Has(t int) bool {
	for _, u := range p.undrawn() {
		if int(u) == t {
			return true
		}
	}
	return false
}

// Deal makes tiles (as many as are still to draw) the tiles still to draw,
// in draw order: a search deals again what a seat has not seen.
func (p *Pile) Deal(tiles []int16) {
	if len(tiles) != p.Remaining() {
		panic("engine: Pile.Deal of a pile of another size")
	}
	copy(p.undrawn(), tiles)
}

// Pile returns the game's pile.
func (g *Game) Pile() *Pile { return &g.pile }
