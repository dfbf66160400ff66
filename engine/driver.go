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
	g.turn++
	g.stats[seat].Turns++
	g.deployed = false
	return g.completed
}

// LastPlaced returns the index (into Board) of the latest face-up tile.
func (g *Game) LastPlaced() int { return g.lastTile }

// CellAt returns the cell index of (x, y); false when off the board.
func (g *Game) CellAt(x, y int) (int32, bool) {
	if x <= -g.half || x >= g.half || y <= -g.half || y >= g.half {
		return 0, false
	}
	return g.cellAt(x, y), true
}

// CellXY returns the coordinates of cell c.
func (g *Game) CellXY(c int32) (x, y int) { return g.xy(c) }

// PlacedIndex returns the index into Board of the tile on cell c, or -1.
func (g *Game) PlacedIndex(c int32) int { return int(g.cells[c].placed) - 1 }

// Cell returns the cell a placed tile lies on.
func (p Placed) Cell() int32 { return p.cell }

// Ring returns the cell offsets of the eight cells around a cell, and
// Sides those of the four cells across its sides (N, E, S, W).
func (g *Game) Ring() [8]int32  { return g.ring }
func (g *Game) Sides() [4]int32 { return g.delta }

// NodeTile returns the index into Board of the tile a node belongs to.
func (g *Game) NodeTile(n Node) int { return int(g.nodes[n].tileOf) }

// InFrontier reports whether empty cell c touches a face-up tile.
func (g *Game) InFrontier(c int32) bool { return g.cells[c].fpos != 0 }

// AppendSpotsFor appends the spots of the latest tile where seat may put a
// follower (as AppendSpots, for a seat that is not the current one).
func (g *Game) AppendSpotsFor(buf []Spot, seat int) []Spot {
	cur := g.current
	g.current = seat
	g.deployed = false
	buf = g.AppendSpots(buf)
	g.current = cur
	return buf
}

// DeployFor puts one of seat's followers on a spot of AppendSpotsFor.
func (g *Game) DeployFor(s Spot, seat int) {
	g.followers = append(g.followers, Follower{Node: s.Node, Player: seat})
	g.nodes[g.Find(s.Node)].meeples++
	g.supply[seat]--
	g.stats[seat].Deployed++
}

// RemoveFollower takes the follower on node n off the board without
// returning it to its supply (Mists buries it); false when none stands
// there.
func (g *Game) RemoveFollower(n Node) (Follower, bool) {
	for i, f := range g.followers {
		if f.Node == n {
			g.followers = append(g.followers[:i], g.followers[i+1:]...)
			g.nodes[g.Find(n)].meeples--
			return f, true
		}
	}
	return Follower{}, false
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

// CheckPlacement checks where a record's move puts its tile (edges,
// contact, a free cell) and returns the placement, turned to the distinct
// rotation AppendPlacementsOf lists; the error is a *MoveError.
func (g *Game) CheckPlacement(m Move) (Placement, error) {
	def, ok := g.Set.Tile(m.Tile)
	if !ok {
		return Placement{}, moveErrorf(m, ErrUnknownTile, "pack %s has no tile %q", g.Set.Pack.ID, m.Tile)
	}
	c, q, err := g.checkPlacement(m, def)
	if err != nil {
		return Placement{}, err
	}
	return Placement{Cell: c, Tile: int16(def.Index), Rot: def.Same[q]}, nil
}
