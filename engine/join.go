package engine

// sideJoin is what a placement's tile would meet on its four sides,
// worked out without changing the board: the neighbours' sets it meets,
// the ports it closes on each and the tile feature each joins (-1: closed
// without joining, a tower closed by a house); the tile's features grouped
// as the placement would merge them, and their ports left facing empty
// cells. Preview and AppendHeld both start from it.
type sideJoin struct {
	roots   [12]Node // a side has three ports: at most twelve sets
	closes  [12]int32
	rootOf  [12]int8
	nroots  int
	group   [32]int8 // tile feature -> group
	openNew [32]int32
}

// maxJoinFeatures is the most features a tile may have for Preview to see
// it; no real tile comes near.
const maxJoinFeatures = len(sideJoin{}.group)

// find returns the group of tile feature i.
func (h *sideJoin) find(i int8) int8 {
	for h.group[i] != i {
		i = h.group[i]
	}
	return i
}

// firstInGroup returns the lowest tile feature index in fi's group.
func (h *sideJoin) firstInGroup(fi int) int {
	gr := h.find(int8(fi))
	for fj := range fi {
		if h.find(int8(fj)) == gr {
			return fj
		}
	}
	return fi
}

// joinSides fills h with what placement p of a tile of nf features (at
// most maxJoinFeatures) would meet.
func (b *Board) joinSides(p Placement, nf int, h *sideJoin) {
	rot := &b.Set.Tiles[p.Tile].Rot[p.Rot]
	for i := range nf {
		h.group[i] = int8(i)
	}
	for side, d := range b.delta {
		n := p.Cell + d
		cell := b.cells[n].placed
		if cell == 0 || b.cells[n].faceDown {
			if b.cells[n].outside && b.shape.closes {
				continue
			}
			for _, fi := range rot.Feature[side*3 : side*3+3] {
				if fi >= 0 {
					h.openNew[fi]++
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
			r := b.Find(nb.node + Node(fb))
			j := 0
			for j < h.nroots && h.roots[j] != r {
				j++
			}
			if j == h.nroots {
				h.roots[j], h.closes[j], h.rootOf[j] = r, 0, -1
				h.nroots++
			}
			// A neighbour's port is closed by whatever meets it; it joins
			// the tile's feature only when both are of one kind.
			h.closes[j]++
			if fa < 0 || rot.Kind[port] != nrot.Kind[facing[port]] {
				continue
			}
			if h.rootOf[j] < 0 {
				h.rootOf[j] = fa
				continue
			}
			if a, c := h.find(fa), h.find(h.rootOf[j]); a != c {
				h.group[c] = a
			}
		}
	}
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
