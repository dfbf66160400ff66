package engine

import "math/bits"

// Placement is a tile in a cell with a rotation: one legal move of the fast
// path. Cell is an internal index; use X and Y (Game.PlacementXY) to show it.
type Placement struct {
	Cell int32
	Tile int16 // index into Set.Tiles
	Rot  int8  // quarter turns clockwise
}

// insideCell reports whether cell c is on the table.
func (b *board) insideCell(c int32) bool {
	x, y := b.xy(c)
	return b.inside(x, y)
}

// AppendPlacementsOf appends every legal placement of tile t (all frontier
// cells × distinct rotations) to buf, cell by cell in frontier order.
func (g *Game) AppendPlacementsOf(buf []Placement, t int) []Placement {
	fits := g.Set.fitRow(t)
	for i, k := range g.fkey {
		m := fits[k] & 15
		if m == 0 {
			continue
		}
		c := g.frontier[i]
		for _, q := range rotationsOf[m][:fits[k]>>4] {
			buf = append(buf, Placement{Cell: c, Tile: int16(t), Rot: q})
		}
	}
	return buf
}

// PlacementOf returns the i-th placement (0 ≤ i < CountPlacementsOf(t)) of
// tile t in the order AppendPlacementsOf lists them, without listing the
// others: a uniform random placement costs one count and half a scan.
func (g *Game) PlacementOf(t, i int) Placement {
	fits := g.Set.fitRow(t)
	for j, k := range g.fkey {
		f := fits[k]
		if n := int(f >> 4); i >= n {
			i -= n
			continue
		}
		return Placement{Cell: g.frontier[j], Tile: int16(t), Rot: rotationsOf[f&15][i]}
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
func (g *Game) CountPlacementsOf(t int) int {
	fits := g.Set.fitRow(t)
	n := 0
	for _, k := range g.fkey {
		n += int(fits[k] >> 4)
	}
	return n
}

// cumulate fills g.cum[slot] with the running number of placements of
// tile t over the frontier, in AppendPlacementsOf's order, and returns the
// total.
//
// It is kept out of line: inlined into fillHand, its loop runs short of
// registers.
//
//go:noinline
func (g *Game) cumulate(slot, t int) int {
	fits := g.Set.fitRow(t)
	if cap(g.cum[slot]) < len(g.fkey) {
		g.cum[slot] = make([]int32, 2*len(g.fkey))
	}
	cum := g.cum[slot][:len(g.fkey)]
	total := int32(0)
	for j, k := range g.fkey {
		total += int32(fits[k] >> 4)
		cum[j] = total
	}
	return int(total)
}

// placementIn returns the i-th placement of tile t given its cumulate
// counts: the first cell whose running count passes i, by binary search.
func (g *Game) placementIn(slot, t, i int) Placement {
	cum := g.cum[slot][:len(g.fkey)]
	lo, hi := 0, len(cum)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(cum[mid]) <= i {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo > 0 {
		i -= int(cum[lo-1])
	}
	f := g.Set.fitRow(t)[g.fkey[lo]]
	return Placement{Cell: g.frontier[lo], Tile: int16(t), Rot: rotationsOf[f&15][i]}
}

// placeable reports whether tile t fits anywhere.
func (g *Game) placeable(t int) bool {
	fits := g.Set.fitRow(t)
	for _, k := range g.fkey {
		if fits[k] != 0 {
			return true
		}
	}
	return false
}

// PlacementXY returns the board coordinates of a placement.
func (g *Game) PlacementXY(p Placement) (x, y int) { return g.xy(p.Cell) }

// place puts tile t on cell c turned q quarter turns, merges its features
// with its neighbours' and updates the frontier. by is the placing seat (-1
// at set-up). It does not check legality.
func (g *Game) place(t, q int, c int32, by int) {
	def := g.Set.Tiles[t]
	rot := &def.Rot[q]
	pi := len(g.placed)
	x, y := g.xy(c)
	node0 := Node(g.features.n)
	if pi < cap(g.placed) {
		g.placed = g.placed[:pi+1]
	} else {
		g.placed = append(g.placed, Placed{})
	}
	pl := &g.placed[pi]
	pl.Tile, pl.Rot, pl.X, pl.Y, pl.cell, pl.node, pl.By, pl.FaceDown = t, q, x, y, c, node0, by, false
	g.cells[c].placed = int32(pi + 1)
	g.removeFrontier(c)
	g.lastTile = pi

	// Open ports first, on the tile's own nodes (all still roots), then the
	// merges, so that open counts add up through the unions.
	// occupied has bit side set when a tile lies on that side, found
	// without branching: which sides are taken is random, so a branch per
	// side would be mispredicted about one time in three.
	var occupied uint
	for side, d := range g.delta {
		p := uint32(g.cells[c+d].placed)
		occupied |= uint((p|-p)>>31) << side
	}
	// Sides facing a face-down tile stay open for good: whatever they
	// belong to can never complete (Mists' haunted features).
	var down uint
	if g.faceDowns > 0 {
		down = g.faceDownSides(c)
	}
	var open [2]uint64
	for m := (^occupied | down) & 15; m != 0; m &= m - 1 {
		side := bits.TrailingZeros(m)
		n := c + g.delta[side]
		switch {
		case down&(1<<side) != 0:
			// a face-down tile: no requirement, the ports stay open
		case g.bounded && !g.insideCell(n):
			if g.opts.EdgeCompletes {
				continue // the table edge closes these ports
			}
		default:
			g.require(n, uint32(rot.Want[side])*uint32(g.Set.keyPow[(side+2)&3]))
		}
		open[0] += rot.sidePorts[side][0]
		open[1] += rot.sidePorts[side][1]
	}
	// The tile's nodes, each with its open ports (one loop: a loop whose
	// length varies by tile costs a mispredicted exit).
	for fi, pen := range def.pennants {
		g.features.add(pi, fi, pen, portLanes(open, fi))
	}
	for m := occupied &^ down; m != 0; m &= m - 1 {
		side := bits.TrailingZeros(m)
		g.join(rot, node0, side, &g.placed[g.cells[c+g.delta[side]].placed-1])
	}

	// What the placement completed: terrain sets with no open port left,
	// and portless features (cloisters) whose eight neighbours are filled.
	g.completed = g.completed[:0]
	g.nodeMarks.start()
	for _, fi := range def.Terrain {
		r := g.Find(node0 + Node(fi))
		if g.nodes[r].open == 0 && g.nodeMarks.first(int(r)) {
			g.completed = append(g.completed, r)
		}
	}
	if len(def.Portless) > 0 {
		g.cells[c].portless = true
		for _, r := range g.ring {
			g.cells[c+r].nearPortless++
		}
		around := int8(0)
		for _, r := range g.ring {
			if g.cells[c+r].placed != 0 {
				around++
			}
		}
		for _, fi := range def.Portless {
			g.nodes[node0+Node(fi)].around = around
			if around == 8 {
				g.completed = append(g.completed, node0+Node(fi))
			}
		}
	}
	if g.cells[c].nearPortless != 0 {
		g.completed = g.fillAround(c, g.completed)
	}
}

// fillAround counts a new tile on cell c for the portless features around
// it and appends those whose eight cells are now filled.
func (g *Game) fillAround(c int32, buf []Node) []Node {
	for _, r := range g.ring {
		if n := c + r; g.cells[n].portless {
			nb := &g.placed[g.cells[n].placed-1]
			for _, fi := range g.Set.Tiles[nb.Tile].Portless {
				nn := nb.node + Node(fi)
				g.nodes[nn].around++
				if g.nodes[nn].around == 8 {
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
func (g *Game) join(rot *Rotation, node0 Node, side int, nb *Placed) {
	nrot := &g.Set.Tiles[nb.Tile].Rot[nb.Rot]
	lastA, lastB, count := int8(-1), int8(-1), int32(0)
	for k := range 3 {
		port := side*3 + k
		fa, fb := rot.Feature[port], nrot.Feature[facing[port]]
		if fa == lastA && fb == lastB {
			count++
			continue
		}
		if count > 0 {
			g.merge(node0, nb.node, lastA, lastB, count, rot.Kind[port-1] == nrot.Kind[facing[port-1]])
		}
		lastA, lastB, count = fa, fb, 1
		if fa < 0 || fb < 0 {
			count = 0
		}
	}
	if count > 0 {
		port := side*3 + 2
		g.merge(node0, nb.node, lastA, lastB, count, rot.Kind[port] == nrot.Kind[facing[port]])
	}
}

// merge closes count ports of neighbour feature fb and, when the two are of
// the same kind, merges it with the new tile's feature fa (different kinds
// touch without merging).
func (g *Game) merge(node0, nbNode Node, fa, fb int8, count int32, sameKind bool) {
	rb := g.Find(nbNode + Node(fb))
	g.nodes[rb].open -= count
	if sameKind {
		g.union(g.Find(node0+Node(fa)), rb)
	}
}

// facing maps a port to the port across its edge (schema.Port.Facing).
var facing = [12]int{6, 8, 7, 9, 11, 10, 0, 2, 1, 3, 5, 4}
