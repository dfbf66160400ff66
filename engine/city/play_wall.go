package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// The wall in play: from stack fromStack on, every turn whose placement
// completed a street or a market is followed by a wall round (digest,
// "The walls").

// grid is the board as the wall sees it: the game's occupancy.
type grid struct{ occ *occupancy }

func (b grid) Placed(x, y int) bool { return b.occ.has(x, y) }

// grid is the game's board as the wall sees it.
func (g *Game) grid() grid { return grid{&g.occ} }

// guard is a follower on a wall piece.
type guard struct {
	at   Edge
	seat int
}

// wallsOn reports whether walls are in play for the next tile drawn: the
// stack it comes from is rules.city.walls.fromStack or later.
func (g *Game) wallsOn() bool { return g.Stack() >= g.rules.params.Walls.FromStack-1 }

// turnWalls reports whether the turn under way plays with walls: its tile
// came from stack rules.city.walls.fromStack or later. Digest: "After the
// turn in which the last tile of stack 1 was drawn, stack 2 is in play and
// walls and towers enter the game." — the turn that drew that last tile
// brings no wall round.
func (g *Game) turnWalls() bool { return g.turnStack() >= g.rules.params.Walls.FromStack-1 }

// turnStack is the stack the tile of the turn under way was drawn from.
// Stack says where the next tile comes from, which differs in the turn
// that drew a stack's last tile.
func (g *Game) turnStack() int {
	drawn := g.core.Pile().Drawn() - 1
	for k, end := range g.ends {
		if drawn < end {
			return k
		}
	}
	return len(g.ends) - 1
}

// piecesEach is how many pieces each player builds in a round now:
// rules.city.walls.piecesPerRound by the stack of the turn's tile (1 in
// stack 2, 2 in stack 3: "After the turn of the player in which the last
// tile of the second stack is drawn ... each player builds two walls"),
// times twoPlayerFactor with two players. Digest: "2 players: double it
// ... alternating one piece at a time".
func (g *Game) piecesEach() int {
	per := g.rules.params.Walls.PiecesPerRound
	i := min(max(g.turnStack()-(g.rules.params.Walls.FromStack-1), 0), len(per)-1)
	n := per[i]
	if len(g.names) == 2 && g.rules.params.Walls.TwoPlayerFactor > 0 {
		n *= g.rules.params.Walls.TwoPlayerFactor
	}
	return n
}

// beginRound begins the wall round after scorer's turn: the gate first
// (in the first round ever, in place of the scorer's first piece), then
// pieces in turn from the scorer clockwise, each extending one end of the
// wall with a guard if its builder wants one, then the scorer's tower.
// Digest: "First round ever: the scoring player places the city gate ...
// then each other player, clockwise, places one wall piece ... Later
// rounds ... each player builds 1 wall piece, starting with the scoring
// player ... If pieces run out, build as many as possible in that order."
func (g *Game) beginRound(scorer int) {
	_, hasGate := g.wall.Gate()
	t := &g.turn
	t.scorer, t.slot, t.slots = scorer, 0, g.piecesEach()*len(g.names)
	// Footnote 7: "No follower may be placed on the gate itself, but the
	// other players in the first round of wall placement may place
	// guards" (Hans im Glück, 2015; RGG's 2007 rules forbade it: the
	// option noGuardsInFirstRound).
	t.guards = hasGate || !g.rules.params.Options.NoGuardsInFirstRound
	g.nextSlot()
}

// slotSeat is the seat whose piece (or gate) the round's slot under way
// is.
func (g *Game) slotSeat() int { return (g.turn.scorer + g.turn.slot) % len(g.names) }

// nextSlot goes on with the round from its slot under way: the gate's
// decision in the first slot of the first round, else a piece's while
// pieces are left and the wall is open (a seat whose piece fits at
// neither end builds none), and after the last slot the tower's.
func (g *Game) nextSlot() {
	t := &g.turn
	for ; t.slot < t.slots; t.slot++ {
		if _, hasGate := g.wall.Gate(); t.slot == 0 && !hasGate {
			first := g.core.Board()[0]
			g.buf.edges = OuterEdges(g.grid(), Cell{first.X, first.Y}, g.buf.edges[:0])
			t.phase = phaseGate
			return
		}
		if g.piecesLeft == 0 || g.wall.Closed() {
			break
		}
		ways := g.buf.ways[:0]
		for _, w := range []Way{CounterClockwise, Clockwise} {
			if g.nextPiece(w) {
				ways = append(ways, w)
			}
		}
		g.buf.ways = ways
		if len(ways) > 0 {
			t.phase = phaseWall
			return
		}
	}
	g.offerTower()
}

// stepAhead is the outline's step beyond the wall's end going the way w,
// from the game's cache (ahead) when it holds it.
func (g *Game) stepAhead(w Way) outlineStep {
	if !g.ahead[w].known {
		g.ahead[w] = newView(g.grid()).stepFrom(g.wall.End(w), w)
	}
	return g.ahead[w]
}

// nextPiece reports whether a piece may extend the wall at its end going
// the way w: Wall.Next, with the step from the cache.
func (g *Game) nextPiece(w Way) bool {
	if _, ok := g.wall.Gate(); !ok || g.wall.Closed() {
		return false
	}
	return g.stepAhead(w).to != g.wall.End(w.Reverse())
}

// placeGate places the gate on edge i of the city's outer edges, scores
// what it completes, and goes on with the round.
func (g *Game) placeGate(i int) {
	e := g.buf.edges[i]
	// e is one of the city's outer edges (nextSlot), where the gate may
	// go: Wall.PlaceGate would walk round the city to check it again.
	g.wall.placeGate(e)
	g.ahead = [2]outlineStep{} // the ends are the gate now
	g.gapCheck.known = false
	g.closeEdge(e)
	g.turn.slot++
	g.nextSlot()
}

// buildPiece builds the slot's piece at the end of the wall ways[i],
// scores what it completes and, when a guard may be posted on it, asks
// its builder; else the round goes on.
func (g *Game) buildPiece(i int) {
	seat := g.slotSeat()
	way := g.buf.ways[i]
	e, after, err := g.wall.extend(g.grid(), way, g.stepAhead(way))
	if err != nil {
		g.err = err // nextSlot offered only ways that extend
		return
	}
	g.ahead[way] = after
	g.gapCheck.known = false
	g.piecesLeft--
	supply := g.core.Supply(seat)
	g.closeEdge(e)
	returned := supply == 0 && g.core.Supply(seat) > 0
	if g.rules.params.Options.GuardFromReturned {
		supply = g.core.Supply(seat)
	}
	g.noGuard = noGuard{}
	switch {
	case !g.turn.guards:
		g.noGuard.why = barFirstRound
	case supply == 0 && returned:
		g.noGuard.why = barReturned
	case supply == 0:
		g.noGuard.why = barNoFollower
	default:
		if opp, by, opposed := g.guardOpposite(e); opposed {
			g.noGuard = noGuard{why: barOpposite, at: opp, by: by}
		}
	}
	g.turn.piece = e
	if g.noGuard.why == guardOffered {
		g.turn.phase = phaseGuard
		return
	}
	g.pieceBuilt()
}

// postGuard posts the builder's guard on the piece just built, when it
// wants one and has a follower, and goes on with the round.
func (g *Game) postGuard(yes bool) {
	seat := g.slotSeat()
	if yes && g.core.TakeFromSupply(seat) {
		g.guards = append(g.guards, guard{at: g.turn.piece, seat: seat})
	}
	g.pieceBuilt()
}

// pieceBuilt goes on with the round after the piece just built.
func (g *Game) pieceBuilt() {
	g.turn.slot++
	g.nextSlot()
}

// guardOpposite finds the guard that keeps one off the piece e: digest,
// "Not if a guard already stands on the wall directly opposite (same row
// or column, across the city) — unless the row/column between them has
// an empty space." It returns that guard's piece and seat; opposed is
// false when a guard may stand on e.
func (g *Game) guardOpposite(e Edge) (at Edge, seat int, opposed bool) {
	if !g.guardFacing(e) {
		return Edge{}, 0, false // no guard can be the one opposite
	}
	opp, gap, ok := g.wall.Opposite(g.grid(), e)
	if !ok || gap {
		return Edge{}, 0, false
	}
	for _, gd := range g.guards {
		if gd.at == opp {
			return opp, gd.seat, true
		}
	}
	return Edge{}, 0, false
}

// guardFacing reports whether some guard stands on e's line, across the
// city from it and facing back, as the wall opposite e must: when none
// does, no guard stands opposite whatever the wall is, and the walk
// along the wall for the opposite piece (Wall.Opposite) is spared — most
// pieces are built with no guard on the wall across.
func (g *Game) guardFacing(e Edge) bool {
	back := e.Side.Opposite()
	for _, gd := range g.guards {
		p := gd.at
		if p.Side != back {
			continue
		}
		switch back {
		case North:
			if p.X == e.X && p.Y <= e.Y {
				return true
			}
		case South:
			if p.X == e.X && p.Y >= e.Y {
				return true
			}
		case East:
			if p.Y == e.Y && p.X >= e.X {
				return true
			}
		case West:
			if p.Y == e.Y && p.X <= e.X {
				return true
			}
		}
	}
	return false
}

// noGuard says why the rules offered no guard on the piece just built,
// for a record that posts one there.
type noGuard struct {
	why guardBar
	// at and by are the opposite guard's piece and seat (barOpposite).
	at Edge
	by int
}

// guardBar is what keeps a guard off a piece.
type guardBar uint8

const (
	// guardOffered: nothing; the builder was asked.
	guardOffered guardBar = iota
	// barFirstRound: the option noGuardsInFirstRound, in the first round.
	barFirstRound
	// barNoFollower: the builder has no follower in supply.
	barNoFollower
	// barReturned: the builder had none as the piece was built; the
	// piece sent one home, which guardFromReturned (off) keeps off it.
	barReturned
	// barOpposite: a guard stands on the wall directly opposite, with no
	// empty space between.
	barOpposite
)

// words says why, in the players' words, naming the builder.
func (n noGuard) words(g *Game, builder string) string {
	switch n.why {
	case barFirstRound:
		return "the option noGuardsInFirstRound keeps guards off the first wall round"
	case barNoFollower:
		return builder + " has no follower left"
	case barReturned:
		return builder + " had no follower left when the piece was built; the follower it sent home may not guard it, as the option guardFromReturned is off"
	case barOpposite:
		return fmt.Sprintf("%s's guard stands on the wall directly opposite, on the %s, with no empty space between", g.names[n.by], n.at)
	}
	return "the rules offered none"
}

// closeEdge puts the barrier of a wall piece (or the gate) on the board
// and scores the streets and markets it completed. Digest: "A wall that
// completes a street (street ends at it) or a market (bounded by it)
// scores it immediately; such scoring never triggers another wall round."
func (g *Game) closeEdge(e Edge) {
	g.buf.closed = g.core.Table().Barrier(e.X, e.Y, int(e.Side), g.buf.closed[:0])
	for _, n := range g.buf.closed {
		g.rules.ScoreComplete(g.core, n)
	}
}

// offerTower asks the scorer whether to place a tower at an end of the
// wall, when it has one left and a piece stands; else the turn ends.
// Digest: "after all pieces of the round are built, the scoring player
// may place one of their towers at either end of the wall and scores 1
// point per wall piece between it and the previous tower (or the gate)
// along the wall."
func (g *Game) offerTower() {
	if g.towers[g.turn.scorer] == 0 || g.wall.Pieces() == 0 || len(g.towerEnds()) == 0 {
		g.endTurn()
		return
	}
	g.turn.phase = phaseTower
}

// placeTower places the scorer's tower at the end of the wall
// towerEnds[i] (-1: none), scores it, and ends the turn.
func (g *Game) placeTower(i int) {
	if i >= 0 {
		g.scoreTower(g.turn.scorer, g.buf.towerEnds[i])
	}
	if g.err == nil {
		g.endTurn()
	}
}

// scoreTower places scorer's tower at the end of the wall going the way
// way and scores it.
func (g *Game) scoreTower(scorer int, way Way) {
	at := len(g.wall.Arm(way))
	pieces, err := g.wall.PlaceTower(way)
	if err != nil {
		g.err = err
		return
	}
	g.towersBy = append(g.towersBy, towerOwner{way: way, at: at, seat: scorer})
	points := pieces * g.rules.params.Walls.TowerPerPiece
	g.towers[scorer]--
	detail := ""
	if g.core.EventsOn() {
		detail = fmt.Sprintf("%d wall %s back to the previous tower or the gate", pieces, plural(pieces, "piece"))
	}
	g.core.AwardBonus(scorer, points, engine.PhaseTurn, "tower", engine.NoNode, detail)
	g.stats[scorer].Tower += points
}

// towerEnds lists the ends of the wall where a tower may go: one with no
// tower yet ("Only one tower fits at a point of the wall").
func (g *Game) towerEnds() []Way {
	ways := g.buf.towerEnds[:0]
	for _, w := range []Way{Clockwise, CounterClockwise} {
		here := g.wall.towerAt(w, len(g.wall.Arm(w)))
		meet := g.wall.Closed() && g.wall.towerAt(w.Reverse(), len(g.wall.Arm(w.Reverse())))
		if !here && !meet {
			ways = append(ways, w)
		}
	}
	g.buf.towerEnds = ways
	return ways
}

// ViewValue is what a guard on edge e would score if the game ended now:
// the buildings on the tiles it watches.
func (g *Game) ViewValue(e Edge) int {
	rate := g.rules.params.Scoring.Guard
	public, historic := g.viewBuildings(e)
	return public*rate.PerPublicBuilding + historic*rate.PerHistoricBuilding
}

// TowerPoints is what a tower at the wall's end going the way w would
// score now (0 when one stands there).
func (g *Game) TowerPoints(w Way) int {
	at := len(g.wall.Arm(w))
	t := g.wall.Towers(w)
	if len(t) > 0 {
		if t[len(t)-1] == at {
			return 0
		}
		return (at - t[len(t)-1]) * g.rules.params.Walls.TowerPerPiece
	}
	return at * g.rules.params.Walls.TowerPerPiece
}
