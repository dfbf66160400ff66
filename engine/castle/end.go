package castle

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Target is a territory a wall tile can score at the end: a port of it on
// one of its tiles (in board orientation, as a record names it) and the
// points the tile would give.
type Target struct {
	Node   engine.Node
	X, Y   int
	At     string
	Points int
}

// The order wall tiles 4 to 9 are played in at the end (tile 8 plays
// with the keep). Digest: "Courtyards: the player with more merchants on a
// courtyard scores 3 per market on it (4 on the courtyard chosen for wall
// tile 7) ... Then wall tiles 4, 5, 6 and 9"; the seed: „În cele din
// urmă, jucătorii încasează puncte pentru cartonașele de zid 4, 5, 6
// (pentru teritorii nefinalizate) și 9". With the option wallTile7OnTop,
// tile 7 comes after 6, as it did before the option existed, so that the
// records of those games replay move for move.
var (
	endEffects      = []string{effectCourtyard, effectIncompletePath, effectIncompleteTower, effectIncompleteHouse, effectPoints}
	endEffectsOnTop = []string{effectIncompletePath, effectIncompleteTower, effectIncompleteHouse, effectCourtyard, effectPoints}
)

// end ends the game and runs final scoring, up to the first wall tile a
// seat chooses a territory for. Digest: "Remove wall tiles left on the
// track. Incomplete paths, towers and houses score nothing (except via
// wall tiles 4–6). Largest keep ... Courtyards ... Then wall tiles 4, 5,
// 6 and 9."
func (g *Game) end() {
	g.ending = true
	for i, k := range g.corners {
		if k != 0 {
			g.removed++
		}
		g.corners[i] = 0
	}
	g.scoreKeep()
	g.countCourtyardTies()
	g.core.End() // the courtyards (Rules.ScoreFinal)
	g.endEffect, g.endSeat = 0, 0
	g.endOn()
}

// endOn plays the wall tiles at the end, effect by effect and seat by
// seat, until a seat chooses a territory for one; when none is left the
// game is over.
func (g *Game) endOn() {
	effects := endEffects
	if g.rules.options.WallTile7OnTop {
		effects = endEffectsOnTop
	}
	for ; g.endEffect < len(effects); g.endEffect, g.endSeat = g.endEffect+1, 0 {
		for ; g.endSeat < len(g.names); g.endSeat++ {
			if g.offersEndTile(g.endSeat, effects[g.endEffect]) {
				return
			}
		}
	}
	g.ending, g.over, g.phase = false, true, phaseOver
}

// scoreKeep scores the largest keep. Digest: "the player whose keep
// stands on the larger house (tiles, +2 with wall tile 8) scores as many
// points as castle tiles would fit in the largest connected empty area
// inside the walls (unused start spaces may count). Tie: nobody."
func (g *Game) scoreKeep() {
	var size [2]int
	for seat := range g.names {
		k := g.keeps[seat]
		if !k.placed {
			continue
		}
		size[seat] = k.tiles
		// Wall tile 8: "keep counts 2 tiles larger"; it needs a keep, and
		// playing it never hurts, so it is played by itself.
		for at := g.heldWith(seat, effectKeepBonus, g.turns+1); at >= 0; at = g.heldWith(seat, effectKeepBonus, g.turns+1) {
			bonus := g.rules.wallValue(g.held[seat][at].kind)
			size[seat] += bonus
			g.keeps[seat].bonus += bonus
			g.play(seat, at)
		}
	}
	winner := 0
	switch {
	case size[0] == size[1]:
		if size[0] > 0 {
			g.stats[0].Ties++
			g.stats[1].Ties++
			detail := ""
			if g.core.EventsOn() {
				detail = fmt.Sprintf("tied, nobody scores: keeps of %d %s each", size[0], plural(size[0], "tile"))
			}
			g.core.TiedBonus(1<<0|1<<1, engine.PhaseFinal, "keep", detail)
		}
		return
	case size[1] > size[0]:
		winner = 1
	}
	area := g.LargestEmptyArea()
	g.stats[winner].Keep += area
	detail := ""
	if g.core.EventsOn() { // a simulation's games, and a search's, format nothing
		detail = fmt.Sprintf("keep of %d %s against %d: the largest empty area holds %d %s", size[winner], plural(size[winner], "tile"), size[1-winner], area, plural(area, "tile"))
	}
	g.core.AwardBonus(winner, area, engine.PhaseFinal, "keep", engine.NoNode, detail)
}

// countCourtyardTies counts the courtyards whose merchants tie, which
// score nothing.
func (g *Game) countCourtyardTies() {
	g.buf.occupied = g.core.AppendOccupied(g.buf.occupied[:0])
	for _, n := range g.buf.occupied {
		if g.core.KindOf(n) == g.rules.courtyard && bits.OnesCount32(g.core.Majority(n)) > 1 {
			g.stats[0].Ties++
			g.stats[1].Ties++
		}
	}
}

// offersEndTile plays seat's wall tiles of the effect at the end: flat
// points by themselves; for the others it asks seat which territory the
// next one scores, among those where it has more followers than its
// opponent, one tile per territory, and reports whether it asks. A tile
// with no such territory stays unplayed. Digest: "to play 2–7 you need
// more followers than the opponent on that territory".
func (g *Game) offersEndTile(seat int, effect string) bool {
	for {
		at := g.heldWith(seat, effect, g.turns+1)
		if at < 0 {
			return false
		}
		kind := g.held[seat][at].kind
		if effect == effectPoints {
			g.play(seat, at)
			g.wallPoints(seat, kind, g.rules.wallValue(kind), engine.PhaseFinal, engine.NoNode, g.wallDetail(kind))
			continue
		}
		if len(g.targets(seat, kind, effect)) == 0 {
			return false
		}
		g.wallAt, g.phase = at, phaseEndTile
		return true
	}
}

// endTile plays the wall tile offered at the end on target i, and goes on
// with final scoring.
func (g *Game) endTile(i int) {
	seat, t := g.endSeat, g.buf.targets[i]
	kind := g.held[seat][g.wallAt].kind
	effect := g.rules.wallEffect(kind)
	g.play(seat, g.wallAt)
	g.used = append(g.used, usedTarget{effect: effect, root: g.core.Find(t.Node)})
	g.wallPoints(seat, kind, t.Points, engine.PhaseFinal, t.Node, g.endDetail(kind, effect, t.Node))
	g.endOn()
}

// usedTarget is a territory a wall tile with the effect has scored: the
// other copy of the tile goes elsewhere.
type usedTarget struct {
	effect string
	root   engine.Node
}

// targets lists the territories seat's wall tile kind with the effect can
// score at the end: incomplete paths, towers or houses, or courtyards,
// where seat has more followers than its opponent and no copy of the tile
// has scored yet.
func (g *Game) targets(seat, kind int, effect string) []Target {
	want, perTile := g.rules.path, g.rules.wallValue(kind)
	switch effect {
	case effectIncompleteTower:
		want = g.rules.tower
	case effectIncompleteHouse:
		want = g.rules.house
	case effectCourtyard:
		want = g.rules.courtyard
	}
	ts := g.buf.targets[:0]
	g.buf.occupied = g.core.AppendOccupied(g.buf.occupied[:0])
	for _, n := range g.buf.occupied {
		if g.core.KindOf(n) != want || g.core.Majority(n) != 1<<seat || g.usedOn(effect, n) {
			continue
		}
		if want != g.rules.courtyard && g.core.Complete(n) {
			continue
		}
		t := Target{Node: n}
		switch {
		case want == g.rules.courtyard && g.rules.options.WallTile7OnTop:
			t.Points = g.rules.stallsOf(g.core, n) * perTile
		case want == g.rules.courtyard:
			// 4 per stall instead of the 3 the courtyard scored for seat (its
			// merchants are more): what the tile adds is the difference, as
			// a doubling wall tile adds to its scoring (a homebrew tile worth
			// less adds nothing).
			t.Points = g.rules.stallsOf(g.core, n) * max(perTile-g.rules.params.Scoring.Courtyard.PerStall, 0)
		case want == g.rules.path && g.rules.options.FountainOnIncompletePath && g.rules.hasFountain(g.core, n):
			// RGG's English rules: "2 with a fountain": the tile's rate
			// raised as a fountain raises a completed path's.
			rates := g.rules.params.Scoring.Path
			t.Points = g.core.Tiles(n) * perTile * rates.PerTileWithFountain / max(rates.PerTile, 1)
		default:
			t.Points = g.core.Tiles(n) * perTile
		}
		t.X, t.Y, t.At = g.nameOf(n)
		ts = append(ts, t)
	}
	g.buf.targets = ts
	return ts
}

// endDetail is the detail of the points wall tile kind scores at the end
// on territory n: the courtyard's rate raised by tile 7 ("10 stalls × 4,
// less the 30 scored"), else the tile's name, as every game played before
// the option wallTile7OnTop said. Kept only when the game keeps events.
func (g *Game) endDetail(kind int, effect string, n engine.Node) string {
	if !g.core.EventsOn() {
		return ""
	}
	if effect != effectCourtyard || g.rules.options.WallTile7OnTop {
		return wallSource(kind)
	}
	stalls, rate := g.rules.stallsOf(g.core, n), g.rules.params.Scoring.Courtyard.PerStall
	return fmt.Sprintf("%d %s × %d, less the %d scored", stalls, plural(stalls, "stall"), g.rules.wallValue(kind), stalls*rate)
}

func (g *Game) usedOn(effect string, n engine.Node) bool {
	r := g.core.Find(n)
	for _, u := range g.used {
		if u.effect == effect && u.root == r {
			return true
		}
	}
	return false
}

// nameOf names territory n by a castle tile of it and a port of the
// territory on that tile, in board orientation: the first follower's
// tile, else its first member's.
func (g *Game) nameOf(n engine.Node) (x, y int, at string) {
	root := g.core.Find(n)
	found := false
	g.core.Members(root, func(m engine.Node) {
		if found {
			return
		}
		pl := g.core.PlacedOf(m)
		def := g.core.Set.Tiles[pl.Tile]
		if def.Start {
			return
		}
		found = true
		x, y, at = pl.X, pl.Y, def.SpotName(pl.Rot, int(m-pl.Node(0)))
	})
	return x, y, at
}

// LargestEmptyArea is the number of castle tiles that would fit in the
// largest connected empty area inside the walls: empty cells joined side
// to side, and — unless the noStartSpacesInKeepArea option says not —
// the start spaces no tile was placed against, each beside the area it
// touches (footnote 9).
func (g *Game) LargestEmptyArea() int {
	board := g.rules.params.Board
	h := len(board.Cells)
	w := 0
	for _, row := range board.Cells {
		w = max(w, len(row))
	}
	inside := func(x, y int) bool {
		return y >= 0 && y < h && x >= 0 && x < len(board.Cells[y]) && board.Cells[y][x] == '#'
	}
	empty := func(x, y int) bool {
		_, taken := g.core.At(x, y)
		return inside(x, y) && !taken
	}
	// region[y*w+x] is the empty area the cell belongs to (1-based).
	if cap(g.buf.area) < w*h {
		g.buf.area = make([]int32, w*h)
	}
	region := g.buf.area[:w*h]
	clear(region)
	sizes, stack := g.buf.sizes[:0], g.buf.stack[:0]
	defer func() { g.buf.sizes, g.buf.stack = sizes, stack }()
	for y := range h {
		for x := range w {
			if !empty(x, y) || region[y*w+x] != 0 {
				continue
			}
			id := int32(len(sizes) + 1)
			sizes = append(sizes, 0)
			region[y*w+x] = id
			stack = append(stack[:0], [2]int{x, y})
			for len(stack) > 0 {
				c := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				sizes[id-1]++
				for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
					nx, ny := c[0]+d[0], c[1]+d[1]
					if empty(nx, ny) && region[ny*w+nx] == 0 {
						region[ny*w+nx] = id
						stack = append(stack, [2]int{nx, ny})
					}
				}
			}
		}
	}
	if !g.rules.options.NoStartSpacesInKeepArea {
		for _, s := range board.StartSpaces {
			if id, unused := g.startSpaceArea(s.X, s.Y, inside, empty, region, w); unused && id > 0 {
				sizes[id-1]++
			}
		}
	}
	best := 0
	for _, s := range sizes {
		best = max(best, s)
	}
	return best
}

// startSpaceArea reports whether the start space at (x, y) is unused — no
// tile lies against it — and the empty area it touches (0 for none).
func (g *Game) startSpaceArea(x, y int, inside, empty func(x, y int) bool, region []int32, w int) (int32, bool) {
	var id int32
	for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
		nx, ny := x+d[0], y+d[1]
		if !inside(nx, ny) {
			continue
		}
		if !empty(nx, ny) {
			return 0, false
		}
		id = region[ny*w+nx]
	}
	return id, true
}

// pendingEnd says which wall tiles final scoring still has to play, for
// messages: "Red's wall tile 5 still to play on a territory".
func (g *Game) pendingEnd() string {
	var parts []string
	for seat, name := range g.names {
		for _, h := range g.held[seat] {
			switch g.rules.wallEffect(h.kind) {
			case effectIncompletePath, effectIncompleteTower, effectIncompleteHouse, effectCourtyard, effectPoints:
				parts = append(parts, fmt.Sprintf("%s's wall tile %d", name, h.kind))
			}
		}
	}
	if len(parts) == 0 {
		return "nothing left to play"
	}
	return strings.Join(parts, ", ") + " still to play: give each one it scores as {\"player\": P, \"wallTile\": N, \"x\": X, \"y\": Y, \"at\": PORT}"
}
