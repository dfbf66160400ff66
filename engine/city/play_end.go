package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// EndCause says why a game of The City ended.
type EndCause string

// The ends of the game: the digest's three ("End of the game") and the
// wall closing round the city during a round (the seed's footnote 11).
const (
	EndLastPiece  EndCause = "the last wall piece was built"
	EndWallClosed EndCause = "the wall closed round the city"
	EndLastTile   EndCause = "the last tile was placed"
	EndWallEnds   EndCause = "the ends of the wall were close enough to close it"
)

// endAfterTurn ends the game when one of the end conditions holds after a
// turn and its wall round. Digest: "The game ends when (a) the last wall
// piece is built, or (b) the last tile is placed (finish its scoring and
// wall round), or (c) the two ends of the wall are 5 or fewer wall pieces
// apart." The last two are checked after the whole wall round, its tower
// included.
func (g *Game) endAfterTurn() bool {
	_, hasGate := g.wall.Gate()
	switch {
	case hasGate && g.piecesLeft == 0:
		g.end(EndLastPiece)
	case g.wall.Closed():
		// footnote 11: "The game also ends if, during wall placement, the
		// city is completely enclosed."
		g.end(EndWallClosed)
	case g.core.Pile().Drawn() == g.core.Pile().Size():
		g.end(EndLastTile)
	case hasGate && g.gapWithin():
		g.end(EndWallEnds)
	default:
		return false
	}
	return true
}

// gapWithin reports whether the wall's two ends are closeWithin or fewer
// pieces apart round the unwalled part of the city. The game asks after
// every turn; the answer of the last walk stands while the wall stays and
// no tile is placed among the cells it read (gapCheck).
func (g *Game) gapWithin() bool {
	c := &g.gapCheck
	if c.known && !c.touched(g.core.Board()) {
		return c.within
	}
	n := g.rules.params.Walls.CloseWithin
	edges := g.buf.gapEdges[:0]
	gap, err := g.wall.walkGap(g.grid(), &edges, n+1)
	g.buf.gapEdges = edges
	c.within = err == nil && gap <= n
	c.known, c.tiles = true, len(g.core.Board())
	c.box = boxAround(g.wall.End(Clockwise))
	c.box.add(g.wall.End(CounterClockwise))
	for _, e := range edges {
		c.box.add(e)
	}
	return c.within
}

// gapCheck is the answer of the last walk between the wall's ends
// (Game.gapWithin): known until a piece or the gate changes the wall;
// tiles is the number of tiles on the board then, and box the cells the
// walk read — the cells round the two ends and the edges it passed, as a
// step of the outline reads only the 8 cells round an edge's tile.
type gapCheck struct {
	known, within bool
	tiles         int
	box           cellBox
}

// touched reports whether a tile placed since the check lies in its box.
func (c *gapCheck) touched(placed []engine.Placed) bool {
	for _, p := range placed[c.tiles:] {
		if c.box.holds(p.X, p.Y) {
			return true
		}
	}
	return false
}

// cellBox is a rectangle of cells, bounds included.
type cellBox struct{ x0, y0, x1, y1 int }

// boxAround is the 3×3 cells round e's tile.
func boxAround(e Edge) cellBox { return cellBox{e.X - 1, e.Y - 1, e.X + 1, e.Y + 1} }

// add grows the box to hold the 3×3 cells round e's tile.
func (b *cellBox) add(e Edge) {
	b.x0, b.y0 = min(b.x0, e.X-1), min(b.y0, e.Y-1)
	b.x1, b.y1 = max(b.x1, e.X+1), max(b.y1, e.Y+1)
}

func (b cellBox) holds(x, y int) bool { return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 }

// end ends the game: the wall closes round the city (with pieces while
// any are left, else imagined; no guard goes on them), the streets and
// markets the closing completes score, then final scoring, and the guards.
// Seed, "Sfârșitul jocului": "In any case the city wall is completed,
// enclosing the city. ... If there are not enough walls, just assume there
// are and that they completely enclose the city. The streets and markets
// completed by the placing of these last walls are scored now." In any
// case: a city that never had a wall round (no gate placed) is enclosed
// whole, along every outer edge.
func (g *Game) end(cause EndCause) {
	g.over, g.cause = true, cause
	g.encloseCity()
	g.core.End()
	g.scoreGuards()
}

// encloseCity closes the wall round the city at the end of the game, with
// pieces while any are left, and scores the streets and markets the
// closing completes.
func (g *Game) encloseCity() {
	g.closing = append(g.closing[:0], g.closingEdges()...)
	for _, e := range g.closing {
		g.closeEdge(e)
		if g.piecesLeft > 0 {
			g.piecesLeft--
			g.closingPieces++
		}
	}
}

// closingEdges are the edges that enclose the city at the end: from one
// end of the wall round to the other, or, when no gate was placed, the
// whole outside of the city (the gate stays in the box: nothing says
// where it would go, and it scores nothing).
func (g *Game) closingEdges() []Edge {
	b := g.grid()
	if _, ok := g.wall.Gate(); ok {
		closing, err := g.wall.Closing(b, g.buf.edges[:0])
		if err != nil {
			return nil
		}
		g.buf.edges = closing
		return closing
	}
	placed := g.core.Board()
	if len(placed) == 0 {
		return nil // no tile was placed: no city to enclose
	}
	first := placed[0]
	g.buf.edges = OuterEdges(b, Cell{first.X, first.Y}, g.buf.edges[:0])
	return g.buf.edges
}

// scoreGuards scores every guard. Digest: "Guards: each guard looks along
// the row (or column) of tiles in front of its wall piece, from the wall
// inward up to the first empty space. 2 points per public building and 3
// points per historic building on those tiles. Every guard scores on its
// own."
func (g *Game) scoreGuards() {
	rate := g.rules.params.Scoring.Guard
	for _, gd := range g.guards {
		public, historic := g.viewBuildings(gd.at)
		points := public*rate.PerPublicBuilding + historic*rate.PerHistoricBuilding
		g.stats[gd.seat].Guard += points
		detail := ""
		if g.core.EventsOn() {
			detail = fmt.Sprintf("on the %s: %d public × %d + %d historic × %d", gd.at, public, rate.PerPublicBuilding, historic, rate.PerHistoricBuilding)
		}
		g.core.AwardBonus(gd.seat, points, engine.PhaseFinal, "guard", engine.NoNode, detail)
	}
}

// GuardCount is the number of seat's guards on the wall.
func (g *Game) GuardCount(seat int) int {
	n := 0
	for _, gd := range g.guards {
		if gd.seat == seat {
			n++
		}
	}
	return n
}

// TowersLeft is the number of towers seat has not placed.
func (g *Game) TowersLeft(seat int) int { return g.towers[seat] }

// viewBuildings counts the public and historic buildings on the tiles a
// guard on edge e watches (View), walking the line itself.
func (g *Game) viewBuildings(e Edge) (public, historic int) {
	board := g.core.Table()
	back := e.Side.Opposite()
	for c := e.Tile(); g.occ.has(c.X, c.Y); c = c.Step(back) {
		p, _ := board.At(c.X, c.Y)
		public += g.rules.buildings[p.Tile]
		historic += g.rules.historic[p.Tile]
	}
	return public, historic
}
