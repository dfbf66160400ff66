package engine

import "fmt"

// The checked path's board questions: does a record's tile fit where it
// says, and would its follower join a set someone holds.

// CheckPlacement checks where a record's move puts its tile (edges,
// contact, a free cell) and returns the placement, turned to the distinct
// rotation AppendPlacementsOf lists; the error is a *MoveError.
func (b *Board) CheckPlacement(m Move) (Placement, error) {
	p, err := b.CheckPlacementAsMoved(m)
	if err != nil {
		return Placement{}, err
	}
	p.Rot = b.Set.Tiles[p.Tile].Same[p.Rot]
	return p, nil
}

// CheckPlacementAsMoved is CheckPlacement keeping the move's own rotation
// rather than the distinct one AppendPlacementsOf lists: a record names
// its follower's port in the rotation it gives.
func (b *Board) CheckPlacementAsMoved(m Move) (Placement, error) {
	def, ok := b.Set.Tile(m.Tile)
	if !ok {
		return Placement{}, moveErrorf(m, ErrUnknownTile, "pack %s has no tile %q", b.Set.Pack.ID, m.Tile)
	}
	c, q, err := b.checkPlacement(m, def)
	if err != nil {
		return Placement{}, err
	}
	return Placement{Cell: c, Tile: int16(def.Index), Rot: int8(q)}, nil
}

// checkPlacement checks where a move puts its tile and returns the cell and
// quarter turns.
func (b *Board) checkPlacement(m Move, def *TileDef) (int32, int, error) {
	if m.Rot%90 != 0 || m.Rot < 0 || m.Rot >= 360 {
		return 0, 0, moveErrorf(m, ErrBadRotation, "rotation %d is not 0, 90, 180 or 270", m.Rot)
	}
	q := m.Rot / 90
	where := fmt.Sprintf("tile %s does not fit at (%d,%d) rot %d", m.Tile, m.X, m.Y, m.Rot)
	c, ok := b.CellAt(m.X, m.Y)
	if !ok || b.cells[c].outside {
		return 0, 0, moveErrorf(m, ErrOffTable, "%s: the cell is off the table", where)
	}
	if p := b.cells[c].placed; p != 0 {
		return 0, 0, moveErrorf(m, ErrOccupied, "%s: the cell already holds tile %s", where, b.Set.Tiles[b.placed[p-1].Tile].ID)
	}
	rot := &def.Rot[q]
	touches := false
	for side, d := range b.delta {
		n := b.cells[c+d].placed
		if n == 0 || b.cells[c+d].faceDown {
			continue
		}
		touches = true
		nb := &b.placed[n-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		for k := range 3 {
			p := side*3 + k
			if rot.Code[p] != nrot.Code[facing[p]] {
				return 0, 0, moveErrorf(m, ErrEdgeMismatch, "%s: its %s %s meets %s of %s at (%d,%d)",
					where, sideNames[side], b.kindAt(rot, p), b.aKindAt(nrot, facing[p]), b.tileName(nb), nb.X, nb.Y)
			}
		}
	}
	if !touches && len(b.placed) == 0 && b.InFrontier(c) {
		return c, q, nil // the first tile of a game without a start tile, at the origin
	}
	if !touches {
		if len(b.placed) == 0 {
			return 0, 0, moveErrorf(m, ErrNoContact, "%s: the first tile goes in the middle, at (0,0)", where)
		}
		if b.faceDownSides(c) != 0 {
			return 0, 0, moveErrorf(m, ErrNoContact, "%s: it touches only face-down tiles; a face-up tile must also share an edge with another face-up tile", where)
		}
		return 0, 0, moveErrorf(m, ErrNoContact, "%s: it touches no placed tile along an edge (corners do not count)", where)
	}
	return c, q, nil
}

// HolderOf returns the seat of a follower on the set that feature fi of
// placement p (not yet made) would join; -1 when that set is free.
func (b *Board) HolderOf(p Placement, fi int) int {
	return b.holderOf(b.Set.Tiles[p.Tile], p.Cell, int(p.Rot), fi)
}

// holderOf returns the seat of a follower on the set that feature fi of
// the tile, placed at c turned q, would join; -1 when that set is free.
func (b *Board) holderOf(def *TileDef, c int32, q int, fi int) int {
	if def.Features[fi].Portless {
		return -1
	}
	rot := &def.Rot[q]
	for side, d := range b.delta {
		n := b.cells[c+d].placed
		if n == 0 || b.cells[c+d].faceDown {
			continue
		}
		nb := &b.placed[n-1]
		nrot := &b.Set.Tiles[nb.Tile].Rot[nb.Rot]
		for k := range 3 {
			p := side*3 + k
			if int(rot.Feature[p]) != fi || rot.Kind[p] != nrot.Kind[facing[p]] {
				continue
			}
			r := b.Find(nb.node + Node(nrot.Feature[facing[p]]))
			if b.nodes[r].meeples > 0 {
				for _, f := range b.followers {
					if b.Find(f.Node) == r {
						return f.Player
					}
				}
			}
		}
	}
	return -1
}
