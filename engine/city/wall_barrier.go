package city

// bar marks c as a cell no tile may take.
func (w *Wall) bar(c Cell) {
	w.barrier = append(w.barrier, c)
	b := barBit(c.X, c.Y)
	w.barSeen[b>>6] |= 1 << (b & 63)
}

// barBit is cell (x, y)'s bit of Wall.barSeen: one of 256, cells near
// one another on different bits.
func barBit(x, y int) uint { return uint(x*0x9e37^y*0x7f4b) & 255 }

// barCorner bars the cell diagonally outside the corner where the wall
// goes round a tile from the piece a to the piece b, two sides of it.
func (w *Wall) barCorner(a, b Edge) {
	w.bar(a.Beyond().Step(b.Side))
}

// Barred reports whether (x, y) is beyond the wall: the cell a piece or the
// gate faces, or the cell outside a corner of the wall round a tile.
func (w *Wall) Barred(x, y int) bool {
	if b := barBit(x, y); w.barSeen[b>>6]>>(b&63)&1 == 0 {
		return false
	}
	for _, c := range w.barrier {
		if c.X == x && c.Y == y {
			return true
		}
	}
	return false
}

// Allows says whether the wall lets a tile go on the empty cell (x, y).
// The wall is a barrier. Seed: "The wall acts as a barrier to further
// additions of tiles - no tiles may be placed beyond the walls (or the
// city gate)." Footnote 6: "Therefore it is illegal to place a tile so
// that the city wall would be surrounded."
//
// The wall stands on the city's outline and the city may still grow along
// its unwalled part, so "beyond the wall" cannot mean the whole outside.
// This package reads the two sentences as one demand: the wall stays a
// single unbroken stretch of the city's outside outline for the rest of
// the game, so that its ends can still be extended and its pieces keep
// facing open land. Precisely, a tile may not go
//
//   - on a barred cell: the empty cell a wall piece or the gate faces, or
//     the cell diagonally outside a corner where the wall goes round a
//     tile (a tile there would touch the wall's corner from outside and
//     cut the wall in two, as the outline would then run round that tile
//     between the corner's two pieces); nor
//   - anywhere that would leave the barred cells unable to reach the
//     unbounded outside through empty cells joined edge to edge: the city
//     would have grown round the wall and the wall would face a hole.
//
// Nothing else is refused: a tile may stand across an empty cell from the
// wall, and tiles added beside an end of the wall move where the next
// piece there goes (see Wall.Next). The first rule alone keeps the pieces
// in a row along the outline, whatever tiles are added elsewhere (round
// the corners between pieces, the cells that decide the outline's course
// are tiles already or barred); the second keeps that row on the outside
// loop rather than round a hole.
//
// Allows returns ErrBeyondWall for a barred cell and ErrEnclosesWall when
// the tile would cut the wall off from the unbounded outside, unwrapped
// so that bots may ask of every cell without allocating; the rules say
// which tile and where. Before the gate every cell is allowed. Most cells
// are settled by the 8 cells around them, most others by the 24 cells
// within two of them; only a tile that could split the empty cells round
// it into groups reaching farther costs a walk round the outline's outside
// loop.
func (w *Wall) Allows(g Grid, x, y int) error {
	if !w.hasGate {
		return nil
	}
	if w.Barred(x, y) {
		return ErrBeyondWall
	}
	v := newView(g).with(x, y)
	sq := v.square(x, y, -1, 1)
	if !splits(sq) {
		return nil
	}
	sq |= v.square(x, y, -2, -2) | v.square(x, y, 2, 2)
	if shut, ok := nearCut(sq, x, y, w.gate.Beyond()); ok && !shut || !ok && v.outer(w.gate) {
		return nil
	}
	return ErrEnclosesWall
}
