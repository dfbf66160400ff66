package engine

// Face-down tiles (Mists over Carcassonne's haunted graveyards) occupy a
// cell without showing anything: they fit next to anything, ask nothing of
// their neighbours, and every port that faces one stays open for good, so
// the features it touches can never complete. They count as tiles for the
// eight cells around a portless feature. A face-up tile may touch a
// face-down one only if it also touches a face-up tile: cells next to
// face-down tiles only are not in the frontier.

// faceDownSides returns the mask of sides of cell c whose neighbour is a
// face-down tile.
func (b *Board) faceDownSides(c int32) uint {
	var m uint
	for side, d := range b.delta {
		if b.cells[c+d].faceDown {
			m |= 1 << side
		}
	}
	return m
}

// PlaceFaceDown lays tile t face down on empty cell c, as set-up or play
// by seat (-1 for none). It returns the portless features around c that
// the tile completed (their eight cells are now filled), appended to buf.
func (b *Board) PlaceFaceDown(t int, c int32, by int, buf []Node) []Node {
	pi := len(b.placed)
	x, y := b.xy(c)
	b.placed = append(b.placed, Placed{Tile: t, X: x, Y: y, cell: c, node: Node(b.features.n), By: by, FaceDown: true})
	b.cells[c].placed = int32(pi + 1)
	b.cells[c].faceDown = true
	b.faceDowns++
	b.removeFrontier(c)
	if b.cells[c].nearPortless == 0 {
		return buf
	}
	return b.fillAround(c, buf)
}

// FaceDown reports whether cell c holds a face-down tile.
func (b *Board) FaceDown(c int32) bool { return b.cells[c].faceDown }

// FaceDowns returns the number of face-down tiles on the board.
func (b *Board) FaceDowns() int { return b.faceDowns }
