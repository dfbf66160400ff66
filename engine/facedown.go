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
func (b *board) faceDownSides(c int32) uint {
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
func (g *Game) PlaceFaceDown(t int, c int32, by int, buf []Node) []Node {
	pi := len(g.placed)
	x, y := g.xy(c)
	g.placed = append(g.placed, Placed{Tile: t, X: x, Y: y, cell: c, node: Node(g.features.n), By: by, FaceDown: true})
	g.cells[c].placed = int32(pi + 1)
	g.cells[c].faceDown = true
	g.faceDowns++
	g.removeFrontier(c)
	if g.cells[c].nearPortless == 0 {
		return buf
	}
	return g.fillAround(c, buf)
}

// FaceDown reports whether cell c holds a face-down tile.
func (g *Game) FaceDown(c int32) bool { return g.cells[c].faceDown }

// FaceDowns returns the number of face-down tiles on the board.
func (g *Game) FaceDowns() int { return g.faceDowns }
