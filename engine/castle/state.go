package castle

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tilesmith/tilesmith/engine"
)

// The game as an engine.State: Pending deals the chance events before the
// next decision — the castle tile drawn (from the seeded pile), the wall
// tile turned up on a corner (the one the seed's shuffle put there) — and
// Force takes a record's outcome instead.

// ChanceTakeWallTile is the wall tile a marker turns up on a corner: its
// outcomes are the wall tile kinds 0 to 9, weighted by the copies lying
// face down (on the corners or in the box), any of which it could be for
// all the players know.
const ChanceTakeWallTile engine.ChanceKind = "take-wall-tile"

// Pending is the decision the game waits for, after the chance events
// before it are dealt; nil once the game is over.
func (g *Game) Pending() engine.Decision {
	engine.DealAll(g)
	if g.phase == phaseOver {
		return nil
	}
	d := &g.decisions[g.phase]
	d.seat = g.seat
	if g.phase == phaseEndTile {
		d.seat = g.endSeat
	}
	return d
}

// Answer takes option i of the pending decision and plays on to the next
// step.
func (g *Game) Answer(i int) error {
	if err := engine.CheckOption(g.Pending(), i); err != nil {
		return err
	}
	g.answer(i)
	return nil
}

// answer takes option i, in range, of the decision the game stands at.
func (g *Game) answer(i int) {
	switch g.phase {
	case phasePlace:
		g.place(i)
	case phaseFollower:
		g.follow(i - 1)
	case phaseOrder:
		if g.scoreAt(i) {
			g.scoreOn()
		}
	case phaseDouble:
		if i == 0 {
			g.double()
		}
		if g.scored() {
			g.scoreOn()
		}
	case phaseExtraTurn:
		g.extraTurn(i == 0)
	case phaseEndTile:
		g.endTile(i)
	}
}

// Close does nothing: the game holds nothing but memory.
func (g *Game) Close() {}

// Seats is the number of seats: 2.
func (g *Game) Seats() int { return len(g.names) }

// Scores appends each seat's score.
func (g *Game) Scores(dst []int) []int { return g.core.Scores(dst) }

// Reward is seat's margin over the other seat, squashed
// (engine.MarginReward), as The Castle's search has always rewarded.
func (g *Game) Reward(seat int) float64 { return g.core.MarginReward(seat) }

// Rand is the game's random source.
func (g *Game) Rand() *engine.Rand { return g.core.Rand() }

// Chance is the draw of the turn's tile or the wall tile turned up, or
// nil when a decision waits or the game is over.
func (g *Game) Chance() engine.ChanceEvent {
	switch g.phase {
	case phaseDraw:
		return &g.draw
	case phaseTake:
		return &g.turnUp
	}
	return nil
}

// Deal takes the pending chance event's outcome as the game was dealt:
// the next tile of the pile, or the wall tile lying on the corner.
func (g *Game) Deal() int {
	switch g.phase {
	case phaseDraw:
		t, _ := g.core.Pile().Next() // drawNext left a tile to draw
		g.drawn(t)
		return t
	case phaseTake:
		kind := g.corners[g.takeCorner]
		g.take(kind)
		return kind
	}
	return -1
}

// Force takes outcome o of the pending chance event: tile kind o (an
// index into Set.Tiles) from anywhere in the pile, or wall tile o turned
// up, swapped onto the corner from wherever it lay face down.
func (g *Game) Force(o int) error {
	switch g.phase {
	case phaseDraw:
		if o < 0 || o >= len(g.core.Set.Tiles) || !g.core.Pile().Take(o) {
			return fmt.Errorf("%w: no copy of that tile is left to draw", engine.ErrNoOutcome)
		}
		g.drawn(o)
		return nil
	case phaseTake:
		if o <= 0 || o >= len(wallSources) || o != g.corners[g.takeCorner] && !g.swapFaceDown(g.takeCorner, o) {
			return fmt.Errorf("%w: no wall tile %d is left face down", engine.ErrNoOutcome, o)
		}
		g.take(o)
		return nil
	}
	return engine.ErrNoChance
}

// Redeal reseeds the game's random source and deals again what nobody at
// the table has seen, from one fixed order of it: the castle tiles still
// to draw (engine.Game.SortUnseenFor, DeterminizeFor) and the wall tiles
// face down on the corners and in the box (the corners holding one stay
// the same). What seat sees is unchanged.
func (g *Game) Redeal(seat int, seed uint64) {
	rng := g.core.Rand()
	rng.Seed(seed, 0x636173746c65)
	g.core.SortUnseenFor(seat)
	g.core.DeterminizeFor(seat)
	walls := g.buf.walls[:0]
	for _, k := range g.corners {
		if k != 0 {
			walls = append(walls, k)
		}
	}
	walls = append(walls, g.unseen...)
	slices.Sort(walls)
	engine.Shuffle(rng, walls)
	at := 0
	for ci, k := range g.corners {
		if k != 0 {
			g.corners[ci] = walls[at]
			at++
		}
	}
	copy(g.unseen, walls[at:])
	g.buf.walls = walls
}

// Clone returns a copy of the game on a twin without events.
func (g *Game) Clone() engine.State {
	c := g.NewTwin(false)
	c.CopyFrom(g)
	return c
}

// drawEvent is the draw of the turn's castle tile: its outcomes are the
// set's tile kinds, weighted by the copies left in the pile.
type drawEvent struct{ g *Game }

func (e *drawEvent) Kind() engine.ChanceKind { return engine.ChanceDraw }
func (e *drawEvent) Outcomes() int           { return len(e.g.core.Set.Tiles) }

// Outcome t is tile kind t: {"tile":"D"}, "draw D".
func (e *drawEvent) Outcome(t int) engine.ChanceOutcome {
	core := e.g.core
	n := 0
	for i := core.Pile().Drawn(); i < core.Pile().Size(); i++ {
		if core.Pile().Tile(i) == t {
			n++
		}
	}
	id := core.Set.Tiles[t].ID
	return engine.ChanceOutcome{JSON: `{"tile":` + strconv.Quote(id) + `}`, Label: "draw " + id, Weight: n}
}

// takeEvent is the wall tile turned up on a corner.
type takeEvent struct{ g *Game }

func (e *takeEvent) Kind() engine.ChanceKind { return ChanceTakeWallTile }
func (e *takeEvent) Outcomes() int           { return len(wallSources) }

// Outcome k is wall tile k: {"wallTile":5}, "Red takes wall tile 5".
func (e *takeEvent) Outcome(k int) engine.ChanceOutcome {
	g := e.g
	w := 0
	if k > 0 {
		w = g.faceDown(k)
	}
	return engine.ChanceOutcome{JSON: `{"wallTile":` + strconv.Itoa(k) + `}`,
		Label: g.names[g.takeSeat] + " takes " + wallSource(k), Weight: w}
}
