package engine

// Determinization for a ruleset that draws from the pile itself and lays
// tiles face down (Mists over Carcassonne): its search deals again the
// undrawn tiles and the tiles face down, whose identity the players never
// saw, from one pool.

// SetFaceDownTile makes the face-down tile placed as pi a copy of tile t:
// a face-down tile shows nothing and asks nothing of its neighbours, so
// which tile it is changes nothing on the board.
func (g *Game) SetFaceDownTile(pi, t int) {
	if !g.placed[pi].FaceDown {
		panic("engine: SetFaceDownTile of a face-up tile")
	}
	g.placed[pi].Tile = t
}
