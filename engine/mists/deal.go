package mists

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tilesmith/tilesmith/engine"
)

// Chance in Mists is the draw of a tile from the active stack: the turn's
// tile, face up, and at the end of a turn beside an open haunted
// graveyard the tile laid face down. An outcome is a tile kind and the
// ghost symbols of its copy (tile 14 comes with 3, 3 and 2): outcome
// t×symSpan+symbols, weighted by the undrawn copies of t with those
// symbols.
const (
	ChanceDraw                       = engine.ChanceDraw
	ChanceFaceDown engine.ChanceKind = "draw-face-down"
)

// dealNext draws the next tile of the active stack the way the game was
// dealt: its copy's symbols at random among the undrawn copies when they
// differ. The caller has checked that a draw is pending.
func (g *Game) dealNext() int {
	t, _ := g.core.Pile().Next()
	sy := g.takeCopy(t, -1)
	g.drewTile(t, sy)
	return t*g.symSpan + sy
}

// forceDraw draws copy i (of the undrawn copies) of tile t from anywhere
// in the undrawn pile, as a record names it; false when none is left.
func (g *Game) forceDraw(t, i int) bool {
	if !g.core.Pile().Take(t) {
		return false
	}
	g.drewTile(t, g.takeCopy(t, i))
	return true
}

// drewTile goes on with the tile drawn for the pending draw.
func (g *Game) drewTile(t, sy int) {
	if g.t.phase == phaseFaceDownDraw {
		g.drewFaceDown(t, sy)
	} else {
		g.drew(t, sy)
	}
	g.advance()
}

// force takes outcome o of the pending draw.
func (g *Game) force(o int) error {
	if !g.t.phase.chance() {
		return engine.ErrNoChance
	}
	t, sy := o/g.symSpan, o%g.symSpan
	if o < 0 || t >= len(g.Rules.Set.Tiles) || !g.core.Pile().Has(t) {
		return fmt.Errorf("%w: no copy of that tile is left to draw", engine.ErrNoOutcome)
	}
	i := g.copyWith(t, sy)
	if i < 0 {
		return fmt.Errorf("%w: no undrawn copy of tile %s has %d ghost symbols", engine.ErrNoOutcome, g.tileID(t), sy)
	}
	g.forceDraw(t, i)
	return nil
}

// drawEvent is the pending draw as an engine.ChanceEvent.
type drawEvent struct{ g *Game }

func (e *drawEvent) Kind() engine.ChanceKind {
	if e.g.t.phase == phaseFaceDownDraw {
		return ChanceFaceDown
	}
	return ChanceDraw
}

func (e *drawEvent) Outcomes() int { return len(e.g.Rules.Set.Tiles) * e.g.symSpan }

// Outcome o is tile o/symSpan with o%symSpan ghost symbols:
// {"tile":"14","symbols":2} ("symbols" only for a tile whose copies
// differ), "draw 14".
func (e *drawEvent) Outcome(o int) engine.ChanceOutcome {
	g := e.g
	t, sy := o/g.symSpan, o%g.symSpan
	id := g.tileID(t)
	w := 0
	for _, s := range g.copies[t] {
		if int(s) == sy {
			w++
		}
	}
	if !g.copiesDiffer(t) {
		return engine.ChanceOutcome{JSON: `{"tile":` + strconv.Quote(id) + `}`, Label: "draw " + id, Weight: w}
	}
	return engine.ChanceOutcome{JSON: `{"tile":` + strconv.Quote(id) + `,"symbols":` + strconv.Itoa(sy) + `}`,
		Label: "draw " + id + " with " + strconv.Itoa(sy) + " ghost symbol(s)", Weight: w}
}

// What the team cannot see, and a search's guess at it. The team sees the
// board, the ghosts, the scores and every tile drawn face up (placed or
// set aside); it does not see the order of the tiles still to draw (nor
// which of them lie in which stack: the stacks are stretches of one
// shuffled pile, of sizes everyone sees), nor which tiles lie face down
// (mists.md: "draw 1 tile WITHOUT looking and place it face down"), nor,
// of a tile whose copies carry different ghost symbols, which copies are
// left.

// redeal reseeds the game's random source and deals again what the team
// cannot see: the undrawn tiles, the tiles face down (and the one drawn
// to lay face down) and the copies' symbols among them. It first sorts
// them, so that what it deals depends only on what the team has seen and
// on seed.
func (g *Game) redeal(seed uint64) {
	g.core.Rand().Seed(seed, 0x6d69737473)
	pool := g.buf.pool[:0]
	drawn := g.core.Pile().Drawn()
	for i := drawn; i < g.core.Pile().Size(); i++ {
		pool = append(pool, int16(g.core.Pile().Tile(i)))
	}
	for pi, p := range g.core.Board() {
		if p.FaceDown {
			pool = append(pool, int16(p.Tile))
			g.copies[p.Tile] = append(g.copies[p.Tile], g.printed[pi])
		}
	}
	layingDown := g.t.phase == phaseFaceDown
	if layingDown {
		pool = append(pool, int16(g.t.fdTile))
		g.copies[g.t.fdTile] = append(g.copies[g.t.fdTile], int8(g.t.fdSy))
	}
	slices.Sort(pool)
	for _, c := range g.copies {
		slices.Sort(c)
	}
	engine.Shuffle(g.core.Rand(), pool)
	undrawn := g.core.Pile().Size() - drawn
	g.core.Pile().Deal(pool[:undrawn])
	k := undrawn
	for pi, p := range g.core.Board() {
		if p.FaceDown {
			t := int(pool[k])
			k++
			g.core.SetFaceDownTile(pi, t)
			g.printed[pi] = int8(g.takeCopy(t, -1))
		}
	}
	if layingDown {
		t := int(pool[k])
		g.t.fdTile, g.t.fdSy = t, g.takeCopy(t, -1)
	}
	g.buf.pool = pool
}
