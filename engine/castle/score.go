package castle

import (
	"fmt"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
)

// ScoreTurn scores the paths, towers and houses a placement completed and
// returns their followers. Digest: "Score completed paths, towers and
// houses (courtyards only at the end) ... the player with MORE followers
// scores; a TIE SCORES NOTHING ... Followers return at the end of the turn
// in which their territory scored."
func (r *Rules) ScoreTurn(g *engine.Game, completed []engine.Node) {
	for _, n := range completed {
		k := g.KindOf(n)
		if k != r.path && k != r.tower && k != r.house || !g.Occupied(n) {
			continue
		}
		points, detail := r.value(g, n)
		r.award(g, n, points, engine.PhaseTurn, detail)
		g.ReturnFollowers(n)
	}
}

// award gives points to the one seat with more followers on n's
// territory; a tie scores nothing, and says so in an event of its own.
func (r *Rules) award(g *engine.Game, n engine.Node, points int, phase engine.Phase, detail string) {
	switch mask := g.Majority(n); bits.OnesCount32(mask) {
	case 0:
	case 1:
		g.Award(mask, points, n, phase, detail)
	default:
		g.Tied(mask, n, phase, r.tieDetail(g, n))
	}
}

// tieDetail says that territory n tied and how: "tied, nobody scores: 1
// knight each" (each seat on it has as many followers as the other; they
// are followers of the one kind n takes). Kept only with events on.
func (r *Rules) tieDetail(g *engine.Game, n engine.Node) string {
	if !g.EventsOn() {
		return ""
	}
	root, each, seat := g.Find(n), 0, -1
	for _, f := range g.Followers() {
		if g.Find(f.Node) == root && (seat < 0 || f.Player == seat) {
			seat = f.Player
			each++
		}
	}
	return fmt.Sprintf("tied, nobody scores: %d %s each", each, plural(each, r.role(g.KindOf(n))))
}

// role names the follower a territory of kind k takes: "a herald on a
// path, a knight on a tower, a squire on a house, a merchant on a
// courtyard" (the seed: „Vestitor pe o cale | Cavaler pe un turn |
// Scutier pe o casă | Negustor pe o curte").
func (r *Rules) role(k int) string {
	switch k {
	case r.path:
		return "herald"
	case r.tower:
		return "knight"
	case r.house:
		return "squire"
	case r.courtyard:
		return "merchant"
	}
	return "follower"
}

// value is what a completed path, tower or house scores. Digest: "Path
// ... 1 point per tile (start space counts as a tile); 2 points per tile if
// it has at least one fountain (still 2 with several). Tower ... 2 per
// tile. House ... 1 per tile."
func (r *Rules) value(g *engine.Game, n engine.Node) (int, string) {
	s := r.params.Scoring
	tiles := g.Tiles(n)
	per := 0
	switch g.KindOf(n) {
	case r.path:
		per = s.Path.PerTile
		if r.hasFountain(g, n) {
			per = s.Path.PerTileWithFountain
		}
	case r.tower:
		per = s.Tower.PerTile
	case r.house:
		per = s.House.PerTile
	}
	if !g.EventsOn() {
		return tiles * per, ""
	}
	return tiles * per, fmt.Sprintf("%d %s × %d", tiles, plural(tiles, "tile"), per)
}

// hasFountain reports whether a fountain lies on path n.
func (r *Rules) hasFountain(g *engine.Game, n engine.Node) bool {
	found := false
	g.Members(n, func(m engine.Node) {
		p := g.PlacedOf(m)
		found = found || r.fountain[p.Tile][int(m-p.Node(0))]
	})
	return found
}

// ScoreFinal scores the courtyards. Digest: "Incomplete paths, towers and
// houses score nothing ... Courtyards: the player with more merchants on a
// courtyard scores 3 per market on it. Tie: nobody." The game scores the
// keep before it and the wall tiles after it (Game.end).
func (r *Rules) ScoreFinal(g *engine.Game) {
	r.occupied = g.AppendOccupied(r.occupied[:0])
	rate := r.params.Scoring.Courtyard.PerStall
	for _, n := range r.occupied {
		if g.KindOf(n) != r.courtyard {
			continue
		}
		stalls := r.stallsOf(g, n)
		detail := ""
		if g.EventsOn() {
			detail = fmt.Sprintf("%d %s × %d", stalls, plural(stalls, "stall"), rate)
		}
		r.award(g, n, stalls*rate, engine.PhaseFinal, detail)
	}
}

// stallsOf counts the market stalls on courtyard n.
func (r *Rules) stallsOf(g *engine.Game, n engine.Node) int {
	stalls := 0
	g.Members(n, func(m engine.Node) {
		p := g.PlacedOf(m)
		stalls += r.stalls[p.Tile][int(m-p.Node(0))]
	})
	return stalls
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
