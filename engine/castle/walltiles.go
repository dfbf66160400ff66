package castle

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// The wall tiles' effects, as packs name them (rules.castle.wallTiles).
const (
	effectExtraTurn       = "extra-turn"
	effectDoubleTower     = "double-tower"
	effectDoubleHouse     = "double-house"
	effectIncompletePath  = "incomplete-path"
	effectIncompleteTower = "incomplete-tower"
	effectIncompleteHouse = "incomplete-house"
	effectCourtyard       = "courtyard"
	effectKeepBonus       = "keep-bonus"
	effectPoints          = "points"
)

// wallEffect is the effect of wall tile kind ("" for a kind the pack does
// not have).
func (r *Rules) wallEffect(kind int) string {
	if kind >= 0 && kind < len(r.walls) {
		return r.walls[kind].Effect
	}
	for _, w := range r.params.WallTiles {
		if w.Kind == kind {
			return w.Effect
		}
	}
	return ""
}

// wallValue is the number of wall tile kind: points per tile or stall,
// tiles added to the keep, or flat points.
func (r *Rules) wallValue(kind int) int {
	if kind >= 0 && kind < len(r.walls) {
		return r.walls[kind].Value
	}
	for _, w := range r.params.WallTiles {
		if w.Kind == kind {
			return w.Value
		}
	}
	return 0
}

// indexWallTiles fills r.walls from the pack's list: the first of a kind
// counts, as wallEffect and wallValue read the list.
func (r *Rules) indexWallTiles() {
	for i := len(r.params.WallTiles) - 1; i >= 0; i-- {
		if w := r.params.WallTiles[i]; w.Kind >= 0 && w.Kind < len(r.walls) {
			r.walls[w.Kind] = w
		}
	}
}

// heldWith returns the index in seat's hand of a wall tile with the
// effect taken before turn before, -1 for none.
func (g *Game) heldWith(seat int, effect string, before int) int {
	for i, h := range g.held[seat] {
		if h.turn < before && g.rules.wallEffect(h.kind) == effect {
			return i
		}
	}
	return -1
}

// play takes the wall tile at index at out of seat's hand: "once played,
// out of the game".
func (g *Game) play(seat, at int) {
	g.stats[seat].Played[g.held[seat][at].kind]++
	g.held[seat] = append(g.held[seat][:at], g.held[seat][at+1:]...)
}

// wallPoints gives seat the points of wall tile kind, as an event of its
// own ("wall tile 5").
func (g *Game) wallPoints(seat, kind, points int, phase engine.Phase, n engine.Node, detail string) {
	g.stats[seat].WallPoints[kind] += points
	g.core.AwardBonus(seat, points, phase, wallSource(kind), n, detail)
}

// wallSource names the points of wall tile kind in events and tallies.
func wallSource(kind int) string {
	if kind >= 0 && kind < len(wallSources) {
		return wallSources[kind]
	}
	return fmt.Sprintf("wall tile %d", kind)
}

// wallSources are the names of wall tiles 0 to 9, made once: a game
// names the points of every wall tile it plays, and a search plays
// thousands of games a decision.
var wallSources = func() (names [10]string) {
	for k := range names {
		names[k] = fmt.Sprintf("wall tile %d", k)
	}
	return names
}()

// wallDetail is the detail of the points of wall tile kind at the end,
// kept only when the game keeps events.
func (g *Game) wallDetail(kind int) string {
	if !g.core.EventsOn() {
		return ""
	}
	return wallSource(kind)
}

// collect lets seat take the wall tile on the corner its marker stands
// on, if one lies there: it turns the tile up (a chance event, phaseTake)
// and reports whether it did; then says where the turn goes on. Digest:
// "If after scoring a player's marker STOPS on a corner tower space that
// still holds a wall tile, that player takes it face up"; the seed:
// passing a corner takes nothing, and footnote 5: a marker past 100 that
// lands on a corner missed the first time round still takes its tile.
func (g *Game) collect(seat, then int) bool {
	ci := g.cornerAt[g.core.Score(seat)%len(g.cornerAt)]
	if ci < 0 || g.corners[ci] == 0 {
		return false
	}
	g.takeSeat, g.takeCorner, g.takeThen, g.phase = seat, ci, then, phaseTake
	return true
}

// take gives the seat taking a wall tile the one turned up, of kind (the
// corner holds it: Force swapped it there), and goes on with the turn.
func (g *Game) take(kind int) {
	seat := g.takeSeat
	g.corners[g.takeCorner] = 0
	g.held[seat] = append(g.held[seat], heldTile{kind: kind, turn: g.turns})
	g.stats[seat].Taken[kind]++
	if g.takeThen == takeAtTurnEnd {
		g.collectAtTurnEnd()
		return
	}
	g.scoreOn()
}

// faceDown counts the wall tiles of kind lying face down, on the track's
// corners or in the box: the ways a tile turned up can be of kind.
func (g *Game) faceDown(kind int) int {
	n := 0
	for _, k := range g.corners {
		if k == kind {
			n++
		}
	}
	for _, k := range g.unseen {
		if k == kind {
			n++
		}
	}
	return n
}

// swapFaceDown makes corner ci hold a wall tile of kind, swapping it with
// one lying face down elsewhere (on another corner or in the box): a
// record says which tile a player turned up, which the seed's shuffle
// need not have put there.
func (g *Game) swapFaceDown(ci, kind int) bool {
	for i, k := range g.unseen {
		if k == kind {
			g.unseen[i] = g.corners[ci]
			g.corners[ci] = kind
			return true
		}
	}
	for i, k := range g.corners {
		if i != ci && k == kind {
			g.corners[i] = g.corners[ci]
			g.corners[ci] = kind
			return true
		}
	}
	return false
}
