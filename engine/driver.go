package engine

// Moves for rulesets that run their own turns (The City, The Castle and
// Mists draw from the pile themselves — Game.Pile —, ask their own
// decisions and end the game themselves). They share the board, placement
// and feature machinery of the core's turn but keep no hands and no log,
// and name the seat they move for: such a ruleset keeps its own seat to
// move and its own record.

// PlaceAt places a tile for seat without a hand (Placement from
// AppendPlacementsOf) and returns what the placement completed: roots of
// terrain sets with no open port left and portless features whose eight
// cells are filled. The slice is reused by the next placement.
func (g *Game) PlaceAt(p Placement, seat int) []Node {
	g.placeFor(p, seat)
	g.placedAt++
	return g.completed
}

// placeFor places p as seat's turn's tile: the placement every turn makes,
// the core's (PlaceUnchecked) or a ruleset's own (PlaceAt).
func (g *Game) placeFor(p Placement, seat int) {
	g.place(int(p.Tile), int(p.Rot), p.Cell, seat)
	g.lastTile = len(g.placed) - 1
	g.turn++
	g.stats[seat].Turns++
	g.deployed = false
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

// SetFaceDownTile makes the face-down tile placed as pi a copy of tile t:
// a face-down tile shows nothing and asks nothing of its neighbours, so
// which tile it is changes nothing on the board.
func (g *Game) SetFaceDownTile(pi, t int) {
	if !g.placed[pi].FaceDown {
		panic("engine: SetFaceDownTile of a face-up tile")
	}
	g.placed[pi].Tile = t
}
