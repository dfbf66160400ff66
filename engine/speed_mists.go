package engine

import "github.com/tilesmith/tilesmith/schema"

// Held is what a placement would make of a set that holds followers: one
// of Preview's outcomes that is Occupied, with the seats holding it as a
// mask instead of counts.
type Held struct {
	Kind     int
	Complete bool
	Value    FeatureValue
	// Seats has bit i set when seat i (Mists: colour i) has a follower on
	// the set.
	Seats uint32
}

// AppendHeld appends to out what Preview(p) reports of the sets that hold
// followers, in Preview's order, and returns it. It exists for the bots
// that weigh only held sets (Mists' cooperative bot and its playouts):
// Preview walks every set a placement touches to count its tiles, and most
// of the sets a placement touches are held by no one, so this costs a
// fraction of Preview. Value.Bordering is not counted.
func (g *Game) AppendHeld(p Placement, out []Held) []Held {
	return g.board.appendHeld(p, out)
}

// appendHeld is AppendHeld on the board; it joins the tile's sides as
// preview does.
func (b *Board) appendHeld(p Placement, out []Held) []Held {
	if b.touchesHeld(p.Cell) {
		out = b.appendHeldJoined(p, out)
	}
	if b.cells[p.Cell].nearPortless != 0 {
		out = b.heldPortless(p.Cell, out)
	}
	return out
}

// touchesHeld reports whether a feature on a side of cell c belongs to a
// set that holds followers: most placements touch none, and then no set
// need be joined.
func (b *Board) touchesHeld(c int32) bool {
	for side, d := range b.delta {
		n := c + d
		cell := b.cells[n].placed
		if cell == 0 || b.cells[n].faceDown {
			continue
		}
		nb := &b.placed[cell-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		for k := range 3 {
			if fb := nrot.Feature[facing[side*3+k]]; fb >= 0 && b.nodes[b.Find(nb.node+Node(fb))].meeples > 0 {
				return true
			}
		}
	}
	return false
}

// appendHeldJoined appends the held sets the tile joins or closes.
func (b *Board) appendHeldJoined(p Placement, out []Held) []Held {
	def := b.Set.Tiles[p.Tile]
	rot := &def.Rot[p.Rot]
	c := p.Cell
	s := &b.scratch
	s.roots, s.rootOf, s.closes = s.roots[:0], s.rootOf[:0], s.closes[:0]
	nf := len(def.Features)
	if nf > len(s.group) {
		return out // as Preview: no real tile has that many features
	}
	for i := range nf {
		s.group[i] = int8(i)
	}
	var openNew [32]int32
	findGroup := func(i int8) int8 {
		for s.group[i] != i {
			i = s.group[i]
		}
		return i
	}
	for side, d := range b.delta {
		n := c + d
		cell := b.cells[n].placed
		if cell == 0 || b.cells[n].faceDown {
			if b.cells[n].outside && b.shape.closes {
				continue
			}
			for _, fi := range rot.Feature[side*3 : side*3+3] {
				if fi >= 0 {
					openNew[fi]++
				}
			}
			continue
		}
		nb := &b.placed[cell-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		for k := range 3 {
			port := side*3 + k
			fa, fb := rot.Feature[port], nrot.Feature[facing[port]]
			if fb < 0 {
				continue
			}
			joins := fa >= 0 && rot.Kind[port] == nrot.Kind[facing[port]]
			r := b.Find(nb.node + Node(fb))
			j := -1
			for i, q := range s.roots {
				if q == r {
					j = i
				}
			}
			if j < 0 {
				s.roots = append(s.roots, r)
				s.rootOf = append(s.rootOf, -1)
				s.closes = append(s.closes, 0)
				j = len(s.roots) - 1
			}
			s.closes[j]++
			if !joins {
				continue
			}
			if s.rootOf[j] < 0 {
				s.rootOf[j] = int8(fa)
				continue
			}
			a, b := findGroup(fa), findGroup(s.rootOf[j])
			if a != b {
				s.group[b] = a
			}
		}
	}
	return b.heldJoined(def, nf, &openNew, findGroup, out)
}

// heldJoined appends the held sets among the tile's terrain groups and the
// neighbours' sets it closes without joining them.
func (b *Board) heldJoined(def *TileDef, nf int, openNew *[32]int32, findGroup func(int8) int8, out []Held) []Held {
	s := &b.scratch
	for fi := range nf {
		f := &def.Features[fi]
		if f.Portless || f.Layer != schema.LayerTerrain || b.firstInGroup(fi, findGroup) != fi {
			continue
		}
		gr := findGroup(int8(fi))
		isHeld := false
		for j, r := range s.roots {
			if s.rootOf[j] >= 0 && b.nodes[r].meeples > 0 && findGroup(s.rootOf[j]) == gr {
				isHeld = true
			}
		}
		if !isHeld {
			continue
		}
		o := Held{Kind: f.Kind}
		open, pennants := int32(0), int32(0)
		for fj := range nf {
			if !def.Features[fj].Portless && findGroup(int8(fj)) == gr {
				open += openNew[fj]
				pennants += int32(def.Features[fj].Pennants)
			}
		}
		b.tileMarks.start()
		tiles := 1
		for j, r := range s.roots {
			if s.rootOf[j] < 0 || findGroup(s.rootOf[j]) != gr {
				continue
			}
			open += b.nodes[r].open - s.closes[j]
			pennants += b.nodes[r].pennants
			tiles += b.countNewTiles(r)
			if b.nodes[r].meeples > 0 {
				o.Seats |= b.seatsOn(r)
			}
		}
		if o.Seats == 0 {
			continue
		}
		o.Complete = open == 0
		o.Value = FeatureValue{Tiles: tiles, Pennants: int(pennants), Complete: o.Complete}
		out = append(out, o)
	}
	for j, r := range s.roots {
		if s.rootOf[j] >= 0 || b.nodes[r].open != s.closes[j] || b.nodes[r].meeples == 0 {
			continue
		}
		seats := b.seatsOn(r)
		if seats == 0 {
			continue
		}
		b.tileMarks.start()
		out = append(out, Held{Kind: b.def(r).Kind, Complete: true, Seats: seats,
			Value: FeatureValue{Tiles: b.countNewTiles(r), Pennants: int(b.nodes[r].pennants), Complete: true}})
	}
	return out
}

// countNewTiles counts the tiles of root r's set that the current walk of
// tileMarks has not seen, marking them.
func (b *Board) countNewTiles(r Node) int {
	n := 0
	for m := r; ; {
		if b.tileMarks.first(int(b.nodes[m].tileOf)) {
			n++
		}
		if m = b.nodes[m].next; m == r {
			return n
		}
	}
}

// seatsOn is the mask of seats with a follower on root r's set.
func (b *Board) seatsOn(r Node) uint32 {
	var seats uint32
	for _, fl := range b.followers {
		if b.Find(fl.Node) == r {
			seats |= 1 << fl.Player
		}
	}
	return seats
}

// heldPortless appends the held portless features around cell c that a
// placement there would complete.
func (b *Board) heldPortless(c int32, out []Held) []Held {
	for _, r := range b.ring {
		n := c + r
		if !b.cells[n].portless {
			continue
		}
		nb := &b.placed[b.cells[n].placed-1]
		for _, fi := range b.Set.Tiles[nb.Tile].Portless {
			node := nb.node + Node(fi)
			if b.nodes[node].around != 7 {
				continue
			}
			var seats uint32
			for _, fl := range b.followers {
				if fl.Node == node {
					seats |= 1 << fl.Player
				}
			}
			if seats != 0 {
				out = append(out, Held{Kind: b.Set.Tiles[nb.Tile].Features[fi].Kind, Complete: true,
					Value: FeatureValue{Tiles: 9, Complete: true}, Seats: seats})
			}
		}
	}
	return out
}
