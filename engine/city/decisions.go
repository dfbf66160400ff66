package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// decision is the decision of the game's phase, as the match protocol
// hands it out: where the tile goes, a follower on it, and the wall
// round's gate, piece, guard and tower. Its options are the lists the
// phase made (Game.buf); their encodings are a record's. It keeps its
// kind and seat once answered, and its options until the next decision
// is asked for (Pending), as callers that log an answer read them.
type decision struct {
	g     *Game
	phase phase
	seat  int
}

// pending is the decision of the game's phase, in one of two slots by
// turns, so that the decision answered last keeps its kind and seat.
func (g *Game) pending() *decision {
	d := &g.decisions[g.answered%2]
	d.g, d.phase, d.seat = g, g.turn.phase, g.decider()
	return d
}

// decider is the seat that decides in the game's phase: the current
// seat for its tile, the slot's seat for the gate, a piece and its
// guard, the scorer for the tower.
func (g *Game) decider() int {
	switch g.turn.phase {
	case phaseGate, phaseWall, phaseGuard:
		return g.slotSeat()
	case phaseTower:
		return g.turn.scorer
	}
	return g.current
}

// guardYes is the guard decision's option that posts the guard; option 1
// posts none.
const guardYes = 0

// Kind is the phase's kind of decision.
func (d *decision) Kind() engine.DecisionKind {
	switch d.phase {
	case phaseFollower:
		return engine.DecideFollower
	case phaseGate:
		return DecideGate
	case phaseWall:
		return DecideWall
	case phaseGuard:
		return DecideGuard
	case phaseTower:
		return DecideTower
	}
	return engine.DecidePlacement
}

// Seat is the seat that decides.
func (d *decision) Seat() int { return d.seat }

// Options is the number of options: the follower's and the tower's
// first option is none.
func (d *decision) Options() int {
	b := &d.g.buf
	switch d.phase {
	case phaseFollower:
		return 1 + len(b.spots)
	case phaseGate:
		return len(b.edges)
	case phaseWall:
		return len(b.ways)
	case phaseGuard:
		return 2
	case phaseTower:
		return 1 + len(b.towerEnds)
	}
	return len(b.placements)
}

// Option describes option i as people and records see it.
func (d *decision) Option(i int) engine.Option {
	g := d.g
	switch d.phase {
	case phaseFollower:
		if i == 0 {
			return g.core.SpotOption(nil)
		}
		return g.core.SpotOption(&g.buf.spots[i-1])
	case phaseGate:
		e := g.buf.edges[i]
		return edgeOption(e, fmt.Sprintf("the city gate, on the %s", e))
	case phaseWall:
		w := g.buf.ways[i]
		e, _ := g.wall.Next(g.grid(), w)
		o := edgeOption(e, fmt.Sprintf("extend the wall %s, on the %s", w, e))
		o.JSON = fmt.Sprintf(`{"way":%q}`, w.String())
		return o
	case phaseGuard:
		e := g.turn.piece
		if i != guardYes {
			return edgeOption(e, "no guard")
		}
		o := edgeOption(e, fmt.Sprintf("a guard on the %s: it watches %d points now", e, g.ViewValue(e)))
		o.JSON = `{"guard":true}`
		return o
	case phaseTower:
		if i == 0 {
			return engine.Option{JSON: `{}`, Label: "no tower"}
		}
		w := g.buf.towerEnds[i-1]
		e := g.wall.End(w)
		o := edgeOption(e, fmt.Sprintf("a tower at the %s end, on the %s: %d points", w, e, g.TowerPoints(w)))
		o.JSON = fmt.Sprintf(`{"tower":%q}`, w.String())
		return o
	}
	return g.core.PlacementOption(g.buf.placements[i])
}

// edgeOption describes edge e of the city as an option: its JSON as a
// record names it, a label, and its tile's cell.
func edgeOption(e Edge, label string) engine.Option {
	return engine.Option{JSON: fmt.Sprintf(`{"x":%d,"y":%d,"side":%q}`, e.X, e.Y, e.Side.String()), Label: label, X: e.X, Y: e.Y, HasAt: true}
}
