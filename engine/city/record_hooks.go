package city

import "github.com/tilesmith/tilesmith/engine"

// What a reader of records of format 1 (engine/format1/citymoves) needs
// of the game beyond the state every match uses: such a record may end
// the game before its last tile, names a follower the game may not have
// asked for, and is told in words why a guard it posts was not offered.

// EndEarly ends the game now, as after its last tile (EndLastTile): a
// record saying "final" ends so. It does nothing once the game is over.
func (g *Game) EndEarly() {
	if !g.over {
		g.end(EndLastTile)
	}
}

// CompletedByTile reports whether node n lies on a street or market the
// tile placed last completed, where no follower may go: what the
// placement completed is known only as it is made, and the tile's
// streets and markets may be completed later in its turn (by the wall
// enclosing the city at the end).
func (g *Game) CompletedByTile(n engine.Node) bool { return g.completedNow(n) }

// WhyNoGuard says why the rules offered no guard on the wall piece just
// built, naming its builder as builder ("A has no follower left"): what
// kept it off is known only as the piece is built (the builder's supply
// then, the option noGuardsInFirstRound, a guard directly opposite).
func (g *Game) WhyNoGuard(builder string) string { return g.noGuard.words(g, builder) }
