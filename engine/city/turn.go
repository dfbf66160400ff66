package city

import (
	"github.com/tilesmith/tilesmith/engine"
)

// chooser answers a game's decisions: bots on the fast path, agents
// through a match, a record being replayed.
type chooser interface {
	// place chooses where tile t goes among its legal placements ps.
	place(g *Game, t int, ps []engine.Placement) (int, error)
	// spot chooses a follower spot of the tile just placed, -1 for none.
	spot(g *Game, spots []engine.Spot) (int, error)
	// gate chooses the gate's edge among the city's outer edges.
	gate(g *Game, seat int, edges []Edge) (int, error)
	// wallEnd chooses the end of the wall seat's piece extends.
	wallEnd(g *Game, seat int, ways []Way) (int, error)
	// guard chooses whether seat posts a guard on the piece just built.
	guard(g *Game, seat int, e Edge) (bool, error)
	// tower chooses the end of the wall (among ways) the scorer's tower
	// goes to, or -1 for none.
	tower(g *Game, seat int, ways []Way) (int, error)
}

// Play plays the game to its end with ch answering every decision, and
// returns what stopped it early, if anything.
func (g *Game) Play(ch chooser) error {
	g.ch = ch
	for !g.over && g.err == nil {
		g.turn()
	}
	return g.err
}

// turn is one turn of the current seat. Digest: "Draw the top tile of the
// current stack and add it ... Unplaceable tiles are set aside and
// replaced. Optionally place one follower from supply on that tile ... If
// streets or markets were completed, score them". The game ends after the
// turn that placed the last tile ("finish its scoring and wall round").
func (g *Game) turn() {
	g.beginTurn()
	t, ok := g.draw()
	if !ok {
		g.end(EndLastTile)
		return
	}
	seat := g.current
	g.core.SetCurrent(seat)
	p, ok := g.choosePlacement(t)
	if !ok {
		if g.err == nil && !g.unlogged {
			g.log = append(g.log, Move{Tile: g.core.Set.Tiles[t].ID, Player: g.names[seat], Discard: true})
		}
		return // the same seat draws again (or the game stops on an error)
	}
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, seat)...)
	x, y := g.core.PlacementXY(p)
	m := Move{Tile: g.core.Set.Tiles[t].ID, X: x, Y: y, Rot: int(p.Rot) * 90, Player: g.names[seat]}
	spots := g.spots(seat)
	if len(spots) > 0 {
		j, err := g.ch.spot(g, spots)
		if err != nil {
			g.err = err
			return
		}
		g.answered(j)
		if j >= 0 {
			g.core.DeployFor(spots[j], seat)
			if !g.unlogged {
				pl := g.core.Board()[g.core.LastPlaced()]
				m.Meeple = &engine.MeepleMove{At: g.core.Set.Tiles[pl.Tile].SpotName(pl.Rot, spots[j].Feature)}
			}
		}
	}
	g.finishTurn(m, seat)
}

// beginTurn forgets the last turn's answers and, when a search bot plays,
// keeps the game as the turn begins: a decision is asked from inside the
// turn, so a search replays the turn from here (search_replay.go).
func (g *Game) beginTurn() {
	g.answers = g.answers[:0]
	if g.keepStart {
		if g.start == nil {
			g.start = g.NewTwin()
		}
		g.start.CopyFrom(g)
	}
}

// answered notes the answer to the turn's latest decision.
func (g *Game) answered(i int) { g.answers = append(g.answers, i) }

// draw draws the turn's tile: the pile's next, or in a search's playout
// the next of the order it dealt (a copy of that tile is taken from the
// pile, so the pile holds the same tiles either way).
func (g *Game) draw() (int, bool) {
	if g.deal == nil {
		return g.core.DrawNext()
	}
	k := g.core.Drawn() - g.dealFrom
	if k >= len(g.deal) {
		return 0, false
	}
	t := int(g.deal[k])
	if !g.core.TakeTile(t) {
		panic("city: a playout dealt a tile the pile does not hold")
	}
	return t, true
}

// finishTurn scores what the placement completed, runs the wall round
// when that was a scoring and walls are in play, logs the move with its
// round, and ends the game or passes the turn.
func (g *Game) finishTurn(m Move, seat int) {
	g.round = RoundMove{}
	if g.scoreCompleted() && g.turnWalls() {
		g.wallRound(seat)
	}
	if !g.unlogged {
		if g.round.Gate != nil || len(g.round.Walls) > 0 || g.round.Tower != "" {
			r := g.round
			m.Wall = &r
		}
		g.log = append(g.log, m)
	}
	if g.err != nil || g.over || g.endAfterTurn() {
		return
	}
	g.current = (g.current + 1) % len(g.names)
}

// placements lists tile t's legal placements: where its streets meet
// streets, and, once the wall stands, not beyond it nor so that it would
// be surrounded. Digest: "Never beyond a wall or the gate; never so that
// the city wall would become enclosed."
// choosePlacement asks the chooser where tile t goes; false when it fits
// nowhere, or when the chooser failed (g.err). A chooser that samples (a
// search's playout past its script) gets a legal placement uniformly at
// random without the list, which would check the wall at every cell.
func (g *Game) choosePlacement(t int) (engine.Placement, bool) {
	if s, ok := g.ch.(placementSampler); ok && s.sampling() {
		return g.samplePlacement(t)
	}
	g.buf.placements = g.placements(t)
	if len(g.buf.placements) == 0 {
		return engine.Placement{}, false
	}
	i, err := g.ch.place(g, t, g.buf.placements)
	if err != nil {
		g.err = err
		return engine.Placement{}, false
	}
	g.answered(i)
	return g.buf.placements[i], true
}

// placementSampler is a chooser that may take its placement uniformly at
// random among the legal ones, which the game then finds without listing
// them all (samplePlacement).
type placementSampler interface {
	// sampling reports whether the next placement is to be sampled.
	sampling() bool
}

// samplePlacement returns a legal placement of tile t uniformly at random
// with the game's random source, checking the wall only until a cell
// passes: the first legal placement of a random order of all of them is
// uniform among the legal ones. False when the tile fits nowhere.
func (g *Game) samplePlacement(t int) (engine.Placement, bool) {
	ps := g.core.AppendPlacementsOf(g.buf.placements[:0], t)
	g.buf.placements = ps
	_, walled := g.wall.Gate()
	rng := g.core.Rand()
	for n := len(ps); n > 0; n-- {
		j := rng.IntN(n)
		p := ps[j]
		if !walled {
			return p, true
		}
		if x, y := g.core.PlacementXY(p); g.wall.Allows(grid{g.core}, x, y) == nil {
			return p, true
		}
		ps[j] = ps[n-1]
	}
	return engine.Placement{}, false
}

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
			lastCell, allowed = p.Cell, g.wall.Allows(grid{g.core}, x, y) == nil
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
