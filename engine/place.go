package engine

import "math/bits"

// Placement is a tile in a cell with a rotation: one legal move of the fast
// path. Cell is an internal index; use X and Y (Game.PlacementXY) to show it.
type Placement struct {
	Cell int32
	Tile int16 // index into Set.Tiles
	Rot  int8  // quarter turns clockwise
}

// AppendPlacementsOf appends every legal placement of tile t (all frontier
// cells × distinct rotations) to buf, cell by cell in frontier order.
func (b *Board) AppendPlacementsOf(buf []Placement, t int) []Placement {
	fits := b.Set.fitRow(t)
	for i, k := range b.fkey {
		m := fits[k] & 15
		if m == 0 {
			continue
		}
		c := b.frontier[i]
		for _, q := range rotationsOf[m][:fits[k]>>4] {
			buf = append(buf, Placement{Cell: c, Tile: int16(t), Rot: q})
		}
	}
	return buf
}

// PlacementOf returns the i-th placement (0 ≤ i < CountPlacementsOf(t)) of
// tile t in the order AppendPlacementsOf lists them, without listing the
// others: a uniform random placement costs one count and half a scan.
func (b *Board) PlacementOf(t, i int) Placement {
	fits := b.Set.fitRow(t)
	for j, k := range b.fkey {
		f := fits[k]
		if n := int(f >> 4); i >= n {
			i -= n
			continue
		}
		return Placement{Cell: b.frontier[j], Tile: int16(t), Rot: rotationsOf[f&15][i]}
	}
	panic("engine: PlacementOf index out of range")
}

// rotationsOf lists the rotations in a rotation mask, in order.
var rotationsOf = func() (t [16][4]int8) {
	for m := range 16 {
		i := 0
		for q := range 4 {
			if m&(1<<q) != 0 {
				t[m][i] = int8(q)
				i++
			}
		}
	}
	return t
}()

// CountPlacementsOf returns the number of legal placements of tile t.
func (b *Board) CountPlacementsOf(t int) int {
	fits := b.Set.fitRow(t)
	n := 0
	for _, k := range b.fkey {
		n += int(fits[k] >> 4)
	}
	return n
}

// Placeable reports whether tile t fits anywhere.
func (b *Board) Placeable(t int) bool {
	fits := b.Set.fitRow(t)
	for _, k := range b.fkey {
		if fits[k] != 0 {
			return true
		}
	}
	return false
}

// PlacementXY returns the board coordinates of a placement.
func (b *Board) PlacementXY(p Placement) (x, y int) { return b.xy(p.Cell) }

// place puts tile t on cell c turned q quarter turns, merges its features
// with its neighbours' and updates the frontier, and lists in b.completed
// what the placement completed. by is the placing seat (-1 at set-up). It
// does not check legality.
func (b *Board) place(t, q int, c int32, by int) {
	def := b.Set.Tiles[t]
	rot := &def.Rot[q]
	pi := len(b.placed)
	x, y := b.xy(c)
	node0 := Node(b.features.n)
	if pi < cap(b.placed) {
		b.placed = b.placed[:pi+1]
	} else {
		b.placed = append(b.placed, Placed{})
	}
	pl := &b.placed[pi]
	pl.Tile, pl.Rot, pl.X, pl.Y, pl.cell, pl.node, pl.By, pl.FaceDown = t, q, x, y, c, node0, by, false
	b.cells[c].placed = int32(pi + 1)
	b.removeFrontier(c)

	// Open ports first, on the tile's own nodes (all still roots), then the
	// merges, so that open counts add up through the unions.
	// occupied has bit side set when a tile lies on that side, found
	// without branching: which sides are taken is random, so a branch per
	// side would be mispredicted about one time in three.
	var occupied uint
	for side, d := range b.delta {
		p := uint32(b.cells[c+d].placed)
		occupied |= uint((p|-p)>>31) << side
	}
	// Sides facing a face-down tile stay open for good: whatever they
	// belong to can never complete (Mists' haunted features).
	var down uint
	if b.faceDowns > 0 {
		down = b.faceDownSides(c)
	}
	var open [2]uint64
	for m := (^occupied | down) & 15; m != 0; m &= m - 1 {
		side := bits.TrailingZeros(m)
		n := c + b.delta[side]
		switch {
		case down&(1<<side) != 0:
			// a face-down tile: no requirement, the ports stay open
		case b.bounded && b.cells[n].outside:
			if b.shape.closes {
				continue // the shape's edge closes these ports
			}
		default:
			b.require(n, uint32(rot.Want[side])*uint32(b.Set.keyPow[(side+2)&3]))
		}
		open[0] += rot.sidePorts[side][0]
		open[1] += rot.sidePorts[side][1]
	}
	// The tile's nodes, each with its open ports (one loop: a loop whose
	// length varies by tile costs a mispredicted exit).
	for fi, pen := range def.pennants {
		b.features.add(pi, fi, pen, portLanes(open, fi))
	}
	b.closedAside = b.closedAside[:0]
	for m := occupied &^ down; m != 0; m &= m - 1 {
		side := bits.TrailingZeros(m)
		b.join(rot, node0, side, &b.placed[b.cells[c+b.delta[side]].placed-1])
	}

	// What the placement completed: terrain sets with no open port left —
	// the tile's own, and its neighbours' that it closed without joining
	// them — and portless features (cloisters) whose eight neighbours are
	// filled.
	b.completed = b.completed[:0]
	b.nodeMarks.start()
	for _, fi := range def.Terrain {
		r := b.Find(node0 + Node(fi))
		if b.nodes[r].open == 0 && b.nodeMarks.first(int(r)) {
			b.completed = append(b.completed, r)
		}
	}
	for _, n := range b.closedAside {
		if r := b.Find(n); b.nodes[r].open == 0 && b.nodeMarks.first(int(r)) {
			b.completed = append(b.completed, r)
		}
	}
	if len(def.Portless) > 0 {
		b.cells[c].portless = true
		for _, r := range b.ring {
			b.cells[c+r].nearPortless++
		}
		around := int8(0)
		for _, r := range b.ring {
			if b.cells[c+r].placed != 0 {
				around++
			}
		}
		for _, fi := range def.Portless {
			b.nodes[node0+Node(fi)].around = around
			if around == 8 {
				b.completed = append(b.completed, node0+Node(fi))
			}
		}
	}
	if b.cells[c].nearPortless != 0 {
		b.completed = b.fillAround(c, b.completed)
	}
}

// fillAround counts a new tile on cell c for the portless features around
// it and appends those whose eight cells are now filled.
func (b *Board) fillAround(c int32, buf []Node) []Node {
	for _, r := range b.ring {
		if n := c + r; b.cells[n].portless {
			nb := &b.placed[b.cells[n].placed-1]
			for _, fi := range b.Set.Tiles[nb.Tile].Portless {
				nn := nb.node + Node(fi)
				b.nodes[nn].around++
				if b.nodes[nn].around == 8 {
					buf = append(buf, nn)
				}
			}
		}
	}
	return buf
}

// join merges the features along one side of a new tile with the
// neighbour's, closing the neighbour's ports there. Ports of one pair of
// features are handled together.
func (b *Board) join(rot *Rotation, node0 Node, side int, nb *Placed) {
	nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
	lastA, lastB, count := int8(-1), int8(-1), int32(0)
	for k := range 3 {
		port := side*3 + k
		fa, fb := rot.Feature[port], nrot.Feature[facing[port]]
		if fa == lastA && fb == lastB {
			if fa >= 0 && fb >= 0 { // a port with no feature (a start space's) joins nothing
				count++
			}
			continue
		}
		if count > 0 {
			b.merge(node0, nb.node, lastA, lastB, count, rot.Kind[port-1] == nrot.Kind[facing[port-1]])
		}
		lastA, lastB, count = fa, fb, 1
		if fa < 0 || fb < 0 {
			count = 0
		}
	}
	if count > 0 {
		port := side*3 + 2
		b.merge(node0, nb.node, lastA, lastB, count, rot.Kind[port] == nrot.Kind[facing[port]])
	}
}

// merge closes count ports of neighbour feature fb and, when the two are of
// the same kind, merges it with the new tile's feature fa (different kinds
// touch without merging).
func (b *Board) merge(node0, nbNode Node, fa, fb int8, count int32, sameKind bool) {
	rb := b.Find(nbNode + Node(fb))
	b.nodes[rb].open -= count
	if sameKind {
		b.union(b.Find(node0+Node(fa)), rb)
	} else if b.nodes[rb].open == 0 {
		b.closedAside = append(b.closedAside, rb)
	}
}

// facing maps a port to the port across its edge (schema.Port.Facing).
var facing = [12]int{6, 8, 7, 9, 11, 10, 0, 2, 1, 3, 5, 4}
