package castle

import (
	"fmt"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
)

// chooser answers a game's decisions and supplies its draws: bots on the
// fast path, agents through a match, a record being replayed.
type chooser interface {
	// draw draws the turn's tile; false when none is left.
	draw(g *Game) (int, bool, error)
	// setAside is told that tile t fits nowhere and leaves the game.
	setAside(g *Game, t int) error
	// place chooses where tile t goes among its legal placements ps.
	place(g *Game, t int, ps []engine.Placement) (int, error)
	// spot chooses a follower spot of the tile just placed, -1 for none.
	spot(g *Game, spots []engine.Spot) (int, error)
	// order chooses, for the placing seat, which of the completed
	// territories ns (all scored for the same seat) scores next.
	order(g *Game, seat int, ns []engine.Node) (int, error)
	// double chooses whether seat plays its wall tile kind (double-tower
	// or double-house) on the completed territory n it scores.
	double(g *Game, seat, kind int, n engine.Node) (bool, error)
	// took names the wall tile seat takes from corner ci, where kind lies
	// face down: the record names it, everyone else takes kind.
	took(g *Game, seat, ci, kind int) (int, error)
	// extraTurn chooses whether seat plays its wall tile kind
	// (extra-turn) for another full turn.
	extraTurn(g *Game, seat, kind int) (bool, error)
	// endTile chooses the territory among targets that seat's wall tile
	// kind scores at the end.
	endTile(g *Game, seat, kind int, targets []Target) (int, error)
}

// Play plays the game to its end with ch answering every decision, and
// returns what stopped it early, if anything.
func (g *Game) Play(ch chooser) error {
	g.ch = ch
	if g.trace != nil {
		g.trace.inner, g.ch = ch, g.trace
	}
	for !g.over && g.err == nil {
		if g.trace != nil {
			g.trace.begin(g)
		}
		g.turn()
	}
	return g.err
}

// turn is one turn of the current seat. Digest: "Draw a castle tile and
// place it inside the walls ... Unplaceable: out of the game, draw again.
// Optionally one follower on that tile ... Score completed paths, towers
// and houses". The game ends "after the turn in which the last castle
// tile is placed": the next draw finds none.
func (g *Game) turn() {
	t, ok, err := g.ch.draw(g)
	switch {
	case err != nil:
		g.err = err
		return
	case !ok:
		g.end()
		return
	}
	seat := g.current
	g.core.SetCurrent(seat)
	g.buf.placements = g.core.AppendPlacementsOf(g.buf.placements[:0], t)
	if len(g.buf.placements) == 0 {
		if err := g.ch.setAside(g, t); err != nil {
			g.err = err
			return
		}
		g.logMove(Move{Tile: g.core.Set.Tiles[t].ID, Player: g.names[seat], Discard: true})
		return // the same seat draws again
	}
	i, err := g.ch.place(g, t, g.buf.placements)
	if err != nil {
		g.err = err
		return
	}
	g.turns++
	p := g.buf.placements[i]
	g.buf.completed = append(g.buf.completed[:0], g.core.PlaceAt(p, seat)...)
	// The record's move of the turn, kept only when the game keeps
	// events (a simulation's games write no record).
	logging := g.core.EventsOn()
	if logging {
		x, y := g.core.PlacementXY(p)
		g.move = Move{Tile: g.core.Set.Tiles[t].ID, X: x, Y: y, Rot: int(p.Rot) * 90, Player: g.names[seat]}
		g.turnMove = &g.move
	}
	g.buf.spots = g.core.AppendSpotsFor(g.buf.spots[:0], seat)
	// Asked even with no spot, so that a record's follower is refused
	// rather than dropped.
	j, err := g.ch.spot(g, g.buf.spots)
	if err != nil {
		g.err = err
		return
	}
	if j >= 0 {
		s := g.buf.spots[j]
		g.core.DeployFor(s, seat)
		if logging {
			pl := g.core.Board()[g.core.LastPlaced()]
			g.move.Meeple = &engine.MeepleMove{At: g.core.Set.Tiles[pl.Tile].SpotName(pl.Rot, s.Feature)}
		}
	}
	g.scoreTurn(seat)
	if logging {
		g.turnMove = nil
		g.log = append(g.log, g.move)
	}
	if g.err != nil {
		return
	}
	if g.core.Drawn() < g.core.PileSize() && g.offerExtraTurn(seat) {
		return // seat plays again
	}
	g.current = 1 - seat
}

// offerExtraTurn lets seat play a wall tile "another full turn" at the end
// of its turn, and reports whether it did. Footnote 11: "It is normal to
// play it in the turn you win it ... you could even have two bonus turns".
func (g *Game) offerExtraTurn(seat int) bool {
	at := g.heldWith(seat, effectExtraTurn, g.turns+1)
	if at < 0 || g.err != nil {
		return false
	}
	kind := g.held[seat][at].kind
	yes, err := g.ch.extraTurn(g, seat, kind)
	if err != nil {
		g.err = err
		return false
	}
	if !yes {
		return false
	}
	g.play(seat, at)
	g.logMove(Move{Player: g.names[seat], WallTile: kind})
	return true
}

// scoreTurn scores the paths, towers and houses the placement completed.
// Digest: "If several complete, the placing player scores his own first
// and chooses the order ... the player with MORE followers scores; a TIE
// SCORES NOTHING ... Followers return at the end of the turn in which
// their territory scored."
func (g *Game) scoreTurn(seat int) {
	g.buf.scorings = g.buf.scorings[:0]
	own, other := 0, 0
	for _, n := range g.buf.completed {
		if !g.rules.ScoresOnCompletion(g.core.KindOf(n)) {
			continue
		}
		mask := g.core.Majority(n)
		switch {
		case mask == 0:
		case bits.OnesCount32(mask) > 1:
			for s := range g.names {
				g.stats[s].Ties++
			}
		case mask == 1<<seat:
			g.buf.scorings = append(g.buf.scorings, n)
			own++
		default:
			g.buf.scorings = append(g.buf.scorings, n)
			other++
		}
	}
	// The placing player's scorings first, then the opponent's.
	ns := g.buf.scorings
for_groups:
	for _, group := range [2]bool{true, false} {
		g.buf.order = g.buf.order[:0]
		for _, n := range ns {
			if (g.core.Majority(n) == 1<<seat) == group {
				g.buf.order = append(g.buf.order, n)
			}
		}
		for len(g.buf.order) > 0 {
			i, err := g.ch.order(g, seat, g.buf.order)
			if err != nil {
				g.err = err
				break for_groups
			}
			n := g.buf.order[i]
			g.buf.order = append(g.buf.order[:i], g.buf.order[i+1:]...)
			g.scoreOne(seat, n)
			if g.err != nil {
				break for_groups
			}
		}
	}
	for _, n := range g.buf.completed {
		if !g.rules.ScoresOnCompletion(g.core.KindOf(n)) {
			continue
		}
		// A tie scores nothing, and says so after the turn's scorings.
		if mask := g.core.Majority(n); bits.OnesCount32(mask) > 1 && g.err == nil {
			g.core.Tied(mask, n, engine.PhaseTurn, g.rules.tieDetail(g.core, n))
		}
		g.core.ReturnFollowers(n)
	}
	if g.rules.options.CollectAtTurnEnd && g.err == nil {
		g.collect(seat)
		g.collect(1 - seat)
	}
}

// scoreOne scores completed territory n for the seat with more followers
// on it, during seat's turn: its points, the wall tile that doubles it if
// its scorer is the placing player and plays one, the keep on a house,
// and the wall tile the scorer's marker stops on.
func (g *Game) scoreOne(seat int, n engine.Node) {
	scorer := bits.TrailingZeros32(g.core.Majority(n))
	points, detail := g.rules.value(g.core, n)
	g.core.Award(1<<scorer, points, n, engine.PhaseTurn, detail)
	x, y, at, placed := g.turnName(n)
	entry := ScoreMove{At: at}
	if !placed && g.turnMove != nil {
		ex, ey := x, y
		entry.X, entry.Y = &ex, &ey
	}
	if scorer == seat {
		g.offerDouble(seat, n, points, &entry)
	}
	if g.err != nil {
		return
	}
	if g.turnMove != nil {
		g.turnMove.Scoring = append(g.turnMove.Scoring, entry)
	}
	if g.core.KindOf(n) == g.rules.house {
		g.keepOn(scorer, n, x, y, at)
	}
	if !g.rules.options.CollectAtTurnEnd {
		g.collect(scorer)
	}
}

// offerDouble lets seat play a wall tile that doubles the tower or house
// n it scores (base points already given). Digest: "2 double one
// completed tower when scoring it (4 per tile) · 3 double one completed
// house (2 per tile) ... A tile collected while scoring a tower/house
// cannot boost that same scoring"; footnotes 12 and 13: "It must be used
// in a later turn."
func (g *Game) offerDouble(seat int, n engine.Node, base int, entry *ScoreMove) {
	effect := effectDoubleTower
	if g.core.KindOf(n) == g.rules.house {
		effect = effectDoubleHouse
	} else if g.core.KindOf(n) != g.rules.tower {
		return
	}
	at := g.heldWith(seat, effect, g.turns)
	if at < 0 {
		return
	}
	kind := g.held[seat][at].kind
	yes, err := g.ch.double(g, seat, kind, n)
	if err != nil {
		g.err = err
		return
	}
	if !yes {
		return
	}
	tiles := g.core.Tiles(n)
	// A homebrew tile worth less than the scoring itself adds nothing.
	bonus := max(tiles*g.rules.wallValue(kind)-base, 0)
	g.play(seat, at)
	detail := ""
	if g.core.EventsOn() {
		detail = fmt.Sprintf("%d %s × %d, less the %d scored", tiles, plural(tiles, "tile"), g.rules.wallValue(kind), base)
	}
	g.wallPoints(seat, kind, bonus, engine.PhaseTurn, n, detail)
	entry.WallTile = kind
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
