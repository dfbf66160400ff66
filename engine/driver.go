package engine

// Low-level moves for rulesets that run their own turns (Mists draws from
// stacks, asks the team for choices and ends the game itself). They share
// the board, placement and feature machinery of the fast path but keep no
// hands and no log: such a ruleset keeps its own record.

// PileSize returns the number of tiles in the pile, drawn or not.
func (g *Game) PileSize() int { return len(g.pile) }

// Drawn returns how many tiles of the pile have been drawn.
func (g *Game) Drawn() int { return g.drawn }

// PileTile returns the tile (index into Set.Tiles) at position i of the
// pile in draw order.
func (g *Game) PileTile(i int) int { return int(g.pile[i]) }

// DrawNext draws the next tile of the pile; false when none is left.
func (g *Game) DrawNext() (int, bool) {
	if g.drawn == len(g.pile) {
		return 0, false
	}
	g.drawn++
	return int(g.pile[g.drawn-1]), true
}

// TakeTile draws a copy of tile t from anywhere in the undrawn pile (a
// record names the tile it drew); false when no copy is left.
func (g *Game) TakeTile(t int) bool { return g.takeFromPile(t) }

// PlaceAt places a tile for seat without a hand (Placement from
// AppendPlacementsOf) and returns what the placement completed: roots of
// terrain sets with no open port left and portless features whose eight
// cells are filled. The slice is reused by the next placement.
func (g *Game) PlaceAt(p Placement, seat int) []Node {
	g.place(int(p.Tile), int(p.Rot), p.Cell, seat)
	g.lastTile = len(g.placed) - 1
	g.placedAt++
	g.turn++
	g.stats[seat].Turns++
	g.deployed = false
	return g.completed
}

// LastPlaced returns the index (into Board) of the latest face-up tile.
func (g *Game) LastPlaced() int { return g.lastTile }

// AppendSpotsFor appends the spots of the latest tile where seat may put a
// follower (as AppendSpots, for a seat that is not the current one, and
// whether or not a follower went on the tile this turn). It changes
// nothing: neither the current seat nor the turn's state.
func (g *Game) AppendSpotsFor(buf []Spot, seat int) []Spot { return g.appendSpotsOf(buf, seat) }

// DeployFor puts one of seat's followers on a spot of AppendSpotsFor.
func (g *Game) DeployFor(s Spot, seat int) {
	g.addFollower(s.Node, seat)
	g.supply[seat]--
	g.stats[seat].Deployed++
}

// TakeFromSupply takes one follower out of seat's supply for good; false
// when the supply is empty.
func (g *Game) TakeFromSupply(seat int) bool {
	if g.supply[seat] == 0 {
		return false
	}
	g.supply[seat]--
	return true
}

// InPile reports whether a copy of tile t is still to be drawn.
func (g *Game) InPile(t int) bool { return g.inPile(t) }
