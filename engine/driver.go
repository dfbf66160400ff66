package engine

// The moves every ruleset's turn is made of: a tile placed, a follower
// deployed, a tile drawn or set aside, each for the seat the caller names.
// The kernel keeps no turn, no hands and no log: classic's turn
// (classic.Game) is made of these moves, and The City, The Castle and
// Mists run their own turns over them, drawing from the pile themselves
// (Game.Pile), keeping their own seat to move and their own record.

// PlaceAt places a tile for seat without a hand (Placement from
// AppendPlacementsOf) and returns what the placement completed: roots of
// terrain sets with no open port left and portless features whose eight
// cells are filled. The slice is reused by the next placement.
func (g *Game) PlaceAt(p Placement, seat int) []Node {
	g.place(int(p.Tile), int(p.Rot), p.Cell, seat)
	g.lastTile = len(g.placed) - 1
	g.turn++
	g.moves++
	g.stats[seat].Turns++
	return g.completed
}

// SetAside deals with tile t that seat drew and that fits nowhere: it goes
// back into the pile at a random place (back: t must be the tile drawn
// last), or leaves the game. It counts as a move of seat's.
func (g *Game) SetAside(seat, t int, back bool) {
	g.stats[seat].Unplaceable++
	g.moves++
	if back {
		g.pile.drawn--
		g.pile.tiles[g.pile.drawn] = int16(t)
		rest := g.pile.undrawn()
		j := g.rng.IntN(len(rest))
		rest[0], rest[j] = rest[j], rest[0]
		return
	}
	g.discarded++
}

// Drew counts n tiles drawn by seat (SeatStats.Drawn).
func (g *Game) Drew(seat, n int) { g.stats[seat].Drawn += n }

// LastPlaced returns the index (into Board) of the latest face-up tile.
func (g *Game) LastPlaced() int { return g.lastTile }

// Spot is a free feature of the tile just placed where a follower may go.
type Spot struct {
	Node    Node
	Feature int // feature index within the tile
}

// AppendSpotsFor appends the features of the latest tile where seat may
// put a follower: kinds the rules allow, not on a set that already holds
// a follower, one spot per set. None when seat's supply is empty. It
// changes nothing.
func (g *Game) AppendSpotsFor(buf []Spot, seat int) []Spot {
	if g.lastTile < 0 || g.supply[seat] == 0 {
		return buf
	}
	p := &g.placed[g.lastTile]
	def := g.Set.Tiles[p.Tile]
	g.nodeMarks.start()
	for fi := range def.Features {
		if !g.opts.AllowsFollowerOn(def.Features[fi].Kind) {
			continue
		}
		n := p.node + Node(fi)
		r := g.Find(n)
		if g.nodes[r].meeples == 0 && g.nodeMarks.first(int(r)) {
			buf = append(buf, Spot{Node: n, Feature: fi})
		}
	}
	return buf
}

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
