package castle

import (
	"fmt"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
)

// A turn of The Castle is a small state machine: the game stands at one
// step (its phase) — a chance event (the tile drawn, a wall tile turned up
// on a corner) or a decision of a seat — and keeps what the turn needs to
// go on from there (the placements, the spots, the territories still to
// score, the wall tile offered), so that it can be copied at any step.

// phase is the step a game stands at.
type phase uint8

const (
	// phaseDraw: chance, the turn's castle tile is drawn.
	phaseDraw phase = iota
	// phasePlace: the current seat chooses where the tile goes.
	phasePlace
	// phaseFollower: the current seat puts a follower on the tile, or none.
	phaseFollower
	// phaseOrder: the placing seat chooses which completed territory of
	// the group under way scores next.
	phaseOrder
	// phaseDouble: the placing seat may play a wall tile doubling the
	// tower or house it scores.
	phaseDouble
	// phaseTake: chance, the face-down wall tile on the corner a marker
	// stopped on is turned up.
	phaseTake
	// phaseExtraTurn: the seat whose turn ended may play a wall tile for
	// another turn.
	phaseExtraTurn
	// phaseEndTile: final scoring, a seat chooses the territory its wall
	// tile scores.
	phaseEndTile
	// phaseOver: the game has ended.
	phaseOver
)

// Where a wall tile taken from a corner leaves the turn.
const (
	takeInScoring = iota // after one scoring: the turn's scorings go on
	takeAtTurnEnd        // after all of them (CollectAtTurnEnd)
)

// turnState is what a turn under way keeps beyond the board: the loop
// state the rules' steps leave between a decision and the next.
type turnState struct {
	phase phase
	// seat is the placing seat of the turn under way.
	seat int
	// group is the scorings' group under way: 0 the placing seat's own, 1
	// its opponent's.
	group int
	// scoring is the territory being scored, base its points; name is
	// where a record names it (a keep remembers its house so).
	scoring engine.Node
	base    int
	name    struct {
		x, y int
		at   string
	}
	// wallAt is the index in the deciding seat's hand of the wall tile a
	// decision offers (double, extra turn, end of game).
	wallAt int
	// takeSeat takes the wall tile on corner takeCorner; takeThen says
	// where the turn goes on; collected counts the turn-end collects done.
	takeSeat, takeCorner, takeThen, collected int
	// endEffect and endSeat are final scoring's wall tile loop.
	endEffect, endSeat int
	// askEvery: a record is replayed, which names every follower (none
	// too) and every scoring, so those decisions are asked even with one
	// answer.
	askEvery bool
}

// drawNext readies the next draw, or, when the last castle tile is
// placed, final scoring. Digest: the game ends "after the turn in which
// the last castle tile is placed": the next draw finds none.
func (g *Game) drawNext() {
	g.phase = phaseDraw
	if g.core.Pile().Drawn() == g.core.Pile().Size() {
		g.end()
	}
}

// drawn starts the turn of the current seat with tile t. Digest: "Draw a
// castle tile and place it inside the walls ... Unplaceable: out of the
// game, draw again."
func (g *Game) drawn(t int) {
	g.buf.placements = g.core.AppendPlacementsOf(g.buf.placements[:0], t)
	g.begin(t, len(g.buf.placements) > 0)
}

// begin starts the current seat's turn with tile t: its placement, or,
// when t has none, its discard and the next draw.
func (g *Game) begin(t int, placeable bool) {
	seat := g.current
	g.seat = seat
	if !placeable {
		g.drawNext() // the same seat draws again
		return
	}
	g.phase = phasePlace
}

// place places the tile at placement i.
func (g *Game) place(i int) { g.placeAt(g.buf.placements[i]) }

// placeAt places the tile at p, one of its placements. Digest:
// "Optionally one follower on that tile".
func (g *Game) placeAt(p engine.Placement) {
	seat := g.seat
	g.turns++
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, seat)...)
	g.buf.spots = g.core.AppendSpotsFor(g.buf.spots[:0], seat)
	if len(g.buf.spots) == 0 && !g.askEvery {
		g.scoreTurn()
		return
	}
	g.phase = phaseFollower
}

// follow puts a follower on spot j of the tile placed (-1 for none).
func (g *Game) follow(j int) {
	if j >= 0 {
		s := g.buf.spots[j]
		g.core.DeployFor(s, g.seat)
	}
	g.scoreTurn()
}

// scoreTurn begins to score the paths, towers and houses the placement
// completed. Digest: "If several complete, the placing player scores his
// own first and chooses the order ... the player with MORE followers
// scores; a TIE SCORES NOTHING ... Followers return at the end of the
// turn in which their territory scored."
func (g *Game) scoreTurn() {
	g.buf.scorings = g.buf.scorings[:0]
	for _, n := range g.buf.completed {
		if !g.rules.ScoresOnCompletion(g.core.KindOf(n)) {
			continue
		}
		switch mask := g.core.Majority(n); {
		case mask == 0:
		case bits.OnesCount32(mask) > 1:
			for s := range g.names {
				g.stats[s].Ties++
			}
		default:
			g.buf.scorings = append(g.buf.scorings, n)
		}
	}
	g.group = -1
	g.buf.order = g.buf.order[:0]
	g.scoreOn()
}

// scoreOn scores the turn's territories, the placing player's first, then
// the opponent's, until a decision or a wall tile turned up waits, or the
// scorings are done.
func (g *Game) scoreOn() {
	for {
		if len(g.buf.order) == 0 {
			if g.group++; g.group == 2 {
				g.endScoring()
				return
			}
			own := g.group == 0
			for _, n := range g.buf.scorings {
				if (g.core.Majority(n) == 1<<g.seat) == own {
					g.buf.order = append(g.buf.order, n)
				}
			}
			continue
		}
		if len(g.buf.order) > 1 || g.askEvery {
			g.phase = phaseOrder
			return
		}
		if !g.scoreAt(0) {
			return
		}
	}
}

// scoreAt scores territory i of the group under way for the seat with
// more followers on it: its points, then the wall tile that doubles it if
// its scorer is the placing player and holds one (a decision). It reports
// whether the scoring is done (false: a decision or a wall tile turned up
// waits).
func (g *Game) scoreAt(i int) bool {
	n := g.buf.order[i]
	g.buf.order = append(g.buf.order[:i], g.buf.order[i+1:]...)
	g.scoring = n
	scorer := g.scorerOf(n)
	points, detail := g.rules.value(g.core, n)
	g.core.Award(1<<scorer, points, n, engine.PhaseTurn, detail)
	x, y, at, _ := g.turnName(n)
	g.name.x, g.name.y, g.name.at = x, y, at
	if scorer == g.seat && g.offersDouble(n, points) {
		return false
	}
	return g.scored()
}

// offersDouble asks the placing seat whether to play a wall tile that
// doubles the tower or house n it scores (base points already given), if
// it holds one. Digest: "2 double one completed tower when scoring it (4
// per tile) · 3 double one completed house (2 per tile) ... A tile
// collected while scoring a tower/house cannot boost that same scoring";
// footnotes 12 and 13: "It must be used in a later turn."
func (g *Game) offersDouble(n engine.Node, base int) bool {
	effect := effectDoubleTower
	if g.core.KindOf(n) == g.rules.house {
		effect = effectDoubleHouse
	} else if g.core.KindOf(n) != g.rules.tower {
		return false
	}
	at := g.heldWith(g.seat, effect, g.turns)
	if at < 0 {
		return false
	}
	g.base, g.wallAt, g.phase = base, at, phaseDouble
	return true
}

// double plays the wall tile offered on the scoring under way.
func (g *Game) double() {
	seat, n := g.seat, g.scoring
	kind := g.held[seat][g.wallAt].kind
	tiles := g.core.Tiles(n)
	// A homebrew tile worth less than the scoring itself adds nothing.
	bonus := max(tiles*g.rules.wallValue(kind)-g.base, 0)
	g.play(seat, g.wallAt)
	detail := ""
	if g.core.EventsOn() {
		detail = fmt.Sprintf("%d %s × %d, less the %d scored", tiles, plural(tiles, "tile"), g.rules.wallValue(kind), g.base)
	}
	g.wallPoints(seat, kind, bonus, engine.PhaseTurn, n, detail)
}

// scored ends the scoring under way: the keep on a house, and the wall
// tile the scorer's marker stops on. It reports
// whether the turn goes on at once (false: a wall tile is turned up).
func (g *Game) scored() bool {
	n := g.scoring
	scorer := g.scorerOf(n)
	if g.core.KindOf(n) == g.rules.house {
		g.keepOn(scorer, n, g.name.x, g.name.y, g.name.at)
	}
	return g.rules.options.CollectAtTurnEnd || !g.collect(scorer, takeInScoring)
}

// endScoring returns the followers of the territories the turn completed
// and, with CollectAtTurnEnd, lets both markers take their wall tiles.
func (g *Game) endScoring() {
	for _, n := range g.buf.completed {
		if !g.rules.ScoresOnCompletion(g.core.KindOf(n)) {
			continue
		}
		// A tie scores nothing, and says so after the turn's scorings.
		if mask := g.core.Majority(n); bits.OnesCount32(mask) > 1 {
			g.core.Tied(mask, n, engine.PhaseTurn, g.rules.tieDetail(g.core, n))
		}
		g.core.ReturnFollowers(n)
	}
	g.collected = 0
	g.collectAtTurnEnd()
}

// collectAtTurnEnd lets the placing seat's marker, then the opponent's,
// take a wall tile (CollectAtTurnEnd), then ends the turn.
func (g *Game) collectAtTurnEnd() {
	for g.rules.options.CollectAtTurnEnd && g.collected < 2 {
		seat := g.seat
		if g.collected == 1 {
			seat = 1 - seat
		}
		g.collected++
		if g.collect(seat, takeAtTurnEnd) {
			return
		}
	}
	g.endTurn()
}

// endTurn ends the turn: the wall tile for another turn if the seat
// holds one and a tile is left to draw.
func (g *Game) endTurn() {
	if g.core.Pile().Drawn() < g.core.Pile().Size() && g.offersExtraTurn() {
		return
	}
	g.current = 1 - g.seat
	g.drawNext()
}

// offersExtraTurn asks the seat whose turn ended whether to play a wall
// tile for "another full turn", if it holds one. Footnote 11: "It is
// normal to play it in the turn you win it ... you could even have two
// bonus turns".
func (g *Game) offersExtraTurn() bool {
	at := g.heldWith(g.seat, effectExtraTurn, g.turns+1)
	if at < 0 {
		return false
	}
	g.wallAt, g.phase = at, phaseExtraTurn
	return true
}

// extraTurn answers the offer of another turn.
func (g *Game) extraTurn(yes bool) {
	seat := g.seat
	if !yes {
		g.current = 1 - seat
		g.drawNext()
		return
	}
	g.play(seat, g.wallAt)
	g.drawNext() // seat plays again
}

// keepOn puts seat's keep on house n it just scored, or moves it there
// from a smaller one. Digest: "the first time a player scores a house
// (having the majority) they put their keep on it; later they move it to
// any larger house they score. Size = number of tiles."
func (g *Game) keepOn(seat int, n engine.Node, x, y int, at string) {
	k := &g.keeps[seat]
	tiles := g.core.Tiles(n)
	if k.placed && tiles <= k.tiles {
		return
	}
	*k = keep{placed: true, house: g.core.Find(n), tiles: tiles, x: x, y: y, at: at}
}

// scorerOf is the seat with more followers on territory n.
func (g *Game) scorerOf(n engine.Node) int {
	if g.core.Majority(n) == 1 {
		return 0
	}
	return 1
}
