package engine

// Held is what a placement would make of a set that holds followers: one
// of Preview's outcomes that is Occupied, with the seats holding it as a
// mask instead of counts.
type Held struct {
	Kind     int
	Complete bool
	// Value is Preview's, but Tiles is counted only where Mists' bots
	// read it (see AppendHeld) and Bordering never.
	Value FeatureValue
	// Seats has bit i set when seat i (Mists: colour i) has a follower on
	// the set.
	Seats uint32
}

// AppendHeld appends to out what Preview(p) reports of the sets that hold
// followers, in no particular order, and returns it. It exists for Mists'
// cooperative bot and its playouts, which weigh only held sets and judge
// several placements a tile in every playout: Preview walks every set a
// placement touches to count its tiles, and most placements touch no held
// set at all. Value.Tiles is counted only for a set that would be complete
// or that more than one seat holds (a growing set of one colour is worth
// the same whatever its size to that bot); it is 0 otherwise.
func (g *Game) AppendHeld(p Placement, out []Held) []Held {
	return g.board.appendHeld(p, out)
}

// appendHeld is AppendHeld on the board.
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
	if len(b.followers) == 0 {
		return false
	}
	for side, d := range b.delta {
		n := c + d
		cell := b.cells[n].placed
		if cell == 0 || b.cells[n].faceDown {
			continue
		}
		nb := &b.placed[cell-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		last := int8(-1) // a side's ports often share a feature: look once
		for k := range 3 {
			fb := nrot.Feature[facing[side*3+k]]
			if fb < 0 || fb == last {
				continue
			}
			last = fb
			if b.nodes[b.Find(nb.node+Node(fb))].meeples > 0 {
				return true
			}
		}
	}
	return false
}

// appendHeldJoined appends the held sets the tile joins or closes: the
// joins of preview, then only the groups that hold followers.
func (b *Board) appendHeldJoined(p Placement, out []Held) []Held {
	def := b.Set.Tiles[p.Tile]
	nf := len(def.Features)
	if nf > maxJoinFeatures {
		return out // as Preview: no real tile has that many features
	}
	var h sideJoin
	b.joinSides(p, nf, &h)
	var done [12]int8 // groups already appended
	ndone := 0
	for j := range h.nroots {
		r := h.roots[j]
		if b.nodes[r].meeples == 0 {
			continue
		}
		if h.rootOf[j] < 0 {
			// a neighbour's set closed without joining the tile's
			if b.nodes[r].open != h.closes[j] {
				continue
			}
			o := Held{Kind: b.def(r).Kind, Complete: true, Seats: b.seatsOn(r)}
			o.Value = FeatureValue{Pennants: int(b.nodes[r].pennants), Complete: true}
			if o.Seats != 0 {
				b.tileMarks.start()
				o.Value.Tiles = b.countNewTiles(r)
				out = append(out, o)
			}
			continue
		}
		gr := h.find(h.rootOf[j])
		seen := false
		for _, d := range done[:ndone] {
			seen = seen || d == gr
		}
		if seen {
			continue
		}
		done[ndone] = gr
		ndone++
		if o, ok := b.heldGroup(def, nf, &h, gr); ok {
			out = append(out, o)
		}
	}
	return out
}

// heldGroup is what the placement makes of the tile's group gr, which
// joins a held set: its kind, ports left open, pennants, the seats holding
// it, and its tiles where AppendHeld counts them.
func (b *Board) heldGroup(def *TileDef, nf int, h *sideJoin, gr int8) (Held, bool) {
	var o Held
	open, pennants := int32(0), int32(0)
	first := true
	for fj := range nf {
		if h.find(int8(fj)) != gr || def.Features[fj].Portless {
			continue
		}
		if first {
			o.Kind, first = def.Features[fj].Kind, false
		}
		open += h.openNew[fj]
		pennants += int32(def.Features[fj].Pennants)
	}
	for j := range h.nroots {
		if h.rootOf[j] < 0 || h.find(h.rootOf[j]) != gr {
			continue
		}
		r := h.roots[j]
		open += b.nodes[r].open - h.closes[j]
		pennants += b.nodes[r].pennants
		if b.nodes[r].meeples > 0 {
			o.Seats |= b.seatsOn(r)
		}
	}
	if o.Seats == 0 {
		return o, false
	}
	o.Complete = open == 0
	o.Value = FeatureValue{Pennants: int(pennants), Complete: o.Complete}
	if o.Complete || o.Seats&(o.Seats-1) != 0 {
		b.tileMarks.start()
		o.Value.Tiles = 1
		for j := range h.nroots {
			if h.rootOf[j] >= 0 && h.find(h.rootOf[j]) == gr {
				o.Value.Tiles += b.countNewTiles(h.roots[j])
			}
		}
	}
	return o, true
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
	for node, kind := range b.portlessCompletedAt(c) {
		var seats uint32
		for _, fl := range b.followers {
			if fl.Node == node {
				seats |= 1 << fl.Player
			}
		}
		if seats != 0 {
			out = append(out, Held{Kind: kind, Complete: true, Value: FeatureValue{Tiles: 9, Complete: true}, Seats: seats})
		}
	}
	return out
}
