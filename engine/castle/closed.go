package castle

import "github.com/tilesmith/tilesmith/engine"

// In The Castle any territory may touch any other: a house laid against a
// tower closes the tower's ports on that edge without joining it, and the
// tower is complete once no port of it is left open (digest: "Tower:
// complete when enclosed by paths, houses, courtyards and the wall"). The
// core lists such a tower among what the placement completed; it is not
// on the tile placed, so the record and the decisions name it by a tile
// beside it.

// sides are the steps to the four cells beside a cell: north, east,
// south, west.
var sides = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// turnName names territory n scored this turn for the record and the
// decisions: by a port of the tile placed this turn (board orientation)
// with placed true, or, for a territory that tile closed without joining
// it, by a castle tile of it beside the tile placed (else any castle tile
// of it) and a port there.
func (g *Game) turnName(n engine.Node) (x, y int, at string, placed bool) {
	pl := g.core.Board()[g.core.LastPlaced()]
	if at, ok := g.portOn(pl, n); ok {
		return pl.X, pl.Y, at, true
	}
	for _, d := range sides {
		nb, ok := g.core.At(pl.X+d[0], pl.Y+d[1])
		if !ok || g.core.Set.Tiles[nb.Tile].Start {
			continue
		}
		if at, ok := g.portOn(nb, n); ok {
			return nb.X, nb.Y, at, false
		}
	}
	x, y, at = g.nameOf(n)
	return x, y, at, false
}

// portOn names a port of territory n on placed tile pl, if n lies on it.
func (g *Game) portOn(pl engine.Placed, n engine.Node) (string, bool) {
	def := g.core.Set.Tiles[pl.Tile]
	root := g.core.Find(n)
	for fi := range def.Features {
		if g.core.Find(pl.Node(fi)) == root {
			return def.SpotName(pl.Rot, fi), true
		}
	}
	return "", false
}
