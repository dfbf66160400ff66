package city

import (
	"github.com/tilesmith/tilesmith/engine"
)

// phase is the step of the turn a game stands at.
type phase uint8

const (
	// phaseDraw: the current seat draws its tile (a chance event).
	phaseDraw phase = iota
	// phasePlace: the current seat places the tile drawn.
	phasePlace
	// phaseFollower: the current seat may put a follower on it.
	phaseFollower
	// The wall round's decisions (play_wall.go): the gate, the end a
	// piece extends, a guard on it, the scorer's tower.
	phaseGate
	phaseWall
	phaseGuard
	phaseTower
)

// turnState is the turn under way: its phase and the wall round's loop —
// the seat slots of the round's pieces, the slot under way, and the piece
// just built.
type turnState struct {
	phase phase
	// the wall round after scorer's scoring: slot counts the round's
	// pieces (the gate in slot 0 of the first round) up to slots; guards
	// says whether guards may be posted in it.
	scorer, slot, slots int
	guards              bool
	// piece is the piece just built, whose guard is asked.
	piece Edge
}

// The turn of the current seat. Digest: "Draw the top tile of the current
// stack and add it ... Unplaceable tiles are set aside and replaced.
// Optionally place one follower from supply on that tile ... If streets
// or markets were completed, score them". The game ends after the turn
// that placed the last tile ("finish its scoring and wall round").

// toDraw makes the current seat's draw the next step; with no tile left
// to draw, the game ends.
func (g *Game) toDraw() {
	g.turn.phase = phaseDraw
	if g.core.Pile().Drawn() == g.core.Pile().Size() {
		g.end(EndLastTile)
	}
}

// drew takes tile t as the current seat's draw and lists its placements;
// a tile that fits nowhere is set aside and the same seat draws again.
func (g *Game) drew(t int) {
	g.buf.placements = g.placements(t)
	if len(g.buf.placements) > 0 {
		g.turn.phase = phasePlace
		return
	}
	g.toDraw()
}

// place places the turn's tile at p and lists the follower spots it
// leaves; with none, the turn goes on to its scoring.
func (g *Game) place(p engine.Placement) {
	seat := g.current
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, seat)...)
	x, y := g.core.PlacementXY(p)
	g.occ.set(x, y)
	g.ahead = [2]outlineStep{} // the tile may turn the outline at an end
	if len(g.spots(seat)) > 0 {
		g.turn.phase = phaseFollower
		return
	}
	g.finishTurn()
}

// deploy puts the current seat's follower on spot j of the tile just
// placed (-1: none), and goes on to the turn's scoring.
func (g *Game) deploy(j int) {
	if j >= 0 {
		g.core.DeployFor(g.buf.spots[j], g.current)
	}
	g.finishTurn()
}

// finishTurn scores what the placement completed and begins the wall
// round when that was a scoring and walls are in play; else the turn
// ends.
func (g *Game) finishTurn() {
	if g.scoreCompleted() && g.turnWalls() {
		g.beginRound(g.current)
		return
	}
	g.endTurn()
}

// endTurn ends the game or passes the turn.
func (g *Game) endTurn() {
	if g.err != nil || g.over || g.endAfterTurn() {
		return
	}
	g.current = (g.current + 1) % len(g.names)
	g.toDraw()
}

// samplePlacement returns a legal placement of tile t uniformly at random
// with the game's random source, checking the wall only until a cell
// passes: the first legal placement of a random order of all of them is
// uniform among the legal ones. False when the tile fits nowhere. The
// first draw takes its placement by index without listing them all
// (engine.Board.PlacementOf), as it mostly passes; only after a refusal
// are they listed, and the draws go on as from the list.
func (g *Game) samplePlacement(t int) (engine.Placement, bool) {
	b := g.core.Table()
	n := b.CountPlacementsOf(t)
	if n == 0 {
		return engine.Placement{}, false
	}
	rng := g.core.Rand()
	j := rng.IntN(n)
	p := b.PlacementOf(t, j)
	if g.wallAllows(p) {
		return p, true
	}
	ps := g.core.AppendPlacementsOf(g.buf.placements[:0], t)
	g.buf.placements = ps
	ps[j] = ps[n-1]
	for n--; n > 0; n-- {
		j := rng.IntN(n)
		p := ps[j]
		if g.wallAllows(p) {
			return p, true
		}
		ps[j] = ps[n-1]
	}
	return engine.Placement{}, false
}

// wallAllows reports whether the wall lets placement p be made.
func (g *Game) wallAllows(p engine.Placement) bool {
	if _, walled := g.wall.Gate(); !walled {
		return true
	}
	x, y := g.core.PlacementXY(p)
	return g.wall.Allows(g.grid(), x, y) == nil
}

// placements lists tile t's legal placements: where its streets meet
// streets, and, once the wall stands, not beyond it nor so that it would
// be surrounded. Digest: "Never beyond a wall or the gate; never so that
// the city wall would become enclosed."
func (g *Game) placements(t int) []engine.Placement {
	ps := g.core.AppendPlacementsOf(g.buf.placements[:0], t)
	if _, ok := g.wall.Gate(); !ok {
		return ps
	}
	kept := ps[:0]
	// A cell's rotations come together in the list: ask the wall once
	// per cell.
	lastCell, allowed := int32(-1), false
	for _, p := range ps {
		if p.Cell != lastCell {
			x, y := g.core.PlacementXY(p)
			lastCell, allowed = p.Cell, g.wall.Allows(g.grid(), x, y) == nil
		}
		if allowed {
			kept = append(kept, p)
		}
	}
	return kept
}

// spots are the features of the tile just placed where seat may put a
// follower: a citizen on a street, a seller on a market, a steward on a
// residential area, on a territory no follower holds yet — but not on a
// street or market this placement completed. Digest: "NOT on a street or
// market that this placement completed if it had no follower before
// (unlike classic Carcassonne)".
func (g *Game) spots(seat int) []engine.Spot {
	all := g.core.AppendSpotsFor(g.buf.spots[:0], seat)
	kept := all[:0]
	for _, s := range all {
		if g.completedNow(s.Node) {
			continue
		}
		kept = append(kept, s)
	}
	g.buf.spots = kept
	return kept
}

// completedNow reports whether node n's street or market was completed by
// the placement of this turn.
func (g *Game) completedNow(n engine.Node) bool {
	k := g.core.KindOf(n)
	if k != g.rules.street && k != g.rules.market {
		return false
	}
	r := g.core.Find(n)
	for _, c := range g.buf.completed {
		if g.core.Find(c) == r {
			return true
		}
	}
	return false
}

// scoreCompleted scores the streets and markets the placement completed
// and reports whether it completed any: a scoring, which from stack 2 on
// brings a wall round. Our reading of the seed ("a tile that completes a
// street or a market, causing the territory to be scored"): a completed
// street or market is scored even when no follower stands on it and
// nobody gains a point.
func (g *Game) scoreCompleted() bool {
	scored := false
	for _, n := range g.buf.completed {
		if k := g.core.KindOf(n); k == g.rules.street || k == g.rules.market {
			scored = true
			g.rules.ScoreComplete(g.core, n)
		}
	}
	return scored
}
