package mists

import (
	"fmt"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// scoreCompleted is step 3a: every road, city and castle the placement
// completed that holds meeples scores, one after the other, each with the
// team's choice between points and ghost removal.
func (g *Game) scoreCompleted(team Team) error {
	for _, n := range g.buf.completed {
		k := g.core.KindOf(n)
		switch {
		case k == g.Rules.road || k == g.Rules.city:
		case k == g.Rules.castle && !g.haunted(n):
		default:
			continue
		}
		if !g.core.Occupied(n) {
			continue
		}
		if err := g.scoreFeature(n, team); err != nil || g.over {
			return err
		}
	}
	return nil
}

// haunted reports whether a portless feature has a face-down tile among
// its eight cells. mists.md: "every feature or castle they touch is
// haunted and can never complete."
func (g *Game) haunted(n engine.Node) bool {
	if g.core.FaceDowns() == 0 {
		return false
	}
	c := g.core.PlacedOf(n).Cell()
	for _, r := range g.core.Ring() {
		if g.core.FaceDown(c + r) {
			return true
		}
	}
	return false
}

// Value returns what feature n scores per colour: road 1 per tile, city 2
// per tile and pennant, castle 2 per fog tile in its 3×3 (itself
// included), at the pack's rates.
func (g *Game) Value(n engine.Node) int {
	sc := &g.Rules.Params.Scoring
	switch g.core.KindOf(n) {
	case g.Rules.road:
		return rate(sc.Road, g.core.Tiles(n), g.core.Pennants(n))
	case g.Rules.city:
		return rate(sc.City, g.core.Tiles(n), g.core.Pennants(n))
	case g.Rules.castle:
		return sc.Castle.PerFogTile * g.fogTilesAround(g.core.PlacedOf(n).Cell())
	}
	return 0
}

func rate(p schema.Points, tiles, pennants int) int {
	return p.PerTile*tiles + p.PerPennant*pennants
}

// fogTilesAround counts the face-up tiles with fog in the 3×3 around c.
func (g *Game) fogTilesAround(c int32) int {
	n := 0
	if pi := g.core.PlacedIndex(c); pi >= 0 && g.fogAt(pi) != 0 {
		n++
	}
	for _, r := range g.core.Ring() {
		if pi := g.core.PlacedIndex(c + r); pi >= 0 && g.fogAt(pi) != 0 {
			n++
		}
	}
	return n
}

// scoringColours returns the colours that score feature n. mists.md:
// "the feature scores once per DIFFERENT colour present"; with the
// majority option "only the colour(s) with most meeples score; ties all".
func (g *Game) scoringColours(n engine.Node) uint32 {
	r := g.core.Find(n)
	var count [engine.MaxPlayers]int
	best := 0
	for _, f := range g.core.Followers() {
		if g.core.Find(f.Node) == r {
			count[f.Player]++
			best = max(best, count[f.Player])
		}
	}
	var mask uint32
	for c, k := range count {
		if k > 0 && (!g.Rules.Majority || k == best) {
			mask |= 1 << c
		}
	}
	return mask
}

// scoreFeature scores one completed feature. mists.md: "For EACH
// completed feature the active player chooses: take the points, or instead
// remove up to 3 ghosts from exactly one tile ... Choosing ghost removal
// forfeits the whole feature's points. Meeples return after scoring."
func (g *Game) scoreFeature(n engine.Node, team Team) error {
	mask := g.scoringColours(n)
	pts := g.Value(n)
	kind := g.Rules.Set.Kinds[g.core.KindOf(n)].Kind
	c := Completion{Node: n, Kind: kind, Points: pts, Colours: mask, Total: pts * bits.OnesCount32(mask)}
	ch, err := team.Score(g, c)
	if err != nil {
		return err
	}
	var rec *Scoring
	if g.move != nil {
		g.move.Scores = append(g.move.Scores, Scoring{Kind: string(kind), Choice: "points"})
		rec = &g.move.Scores[len(g.move.Scores)-1]
	}
	if ch.Ghosts {
		removed := g.removeGhosts(ch.Tile, min(ch.N, g.Rules.Params.Scoring.GhostsRemoved))
		if rec != nil {
			x, y := g.xyOf(ch.Tile)
			rec.Choice = "ghosts"
			rec.Clear = &ClearAt{X: x, Y: y, Ghosts: removed}
		}
		g.scoreEvent(c, ch, removed)
	} else {
		g.scoreEvent(c, ch, 0)
		detail := ""
		if g.core.EventsOn() {
			detail = fmt.Sprintf("%d per colour × %d colour(s)", pts, bits.OnesCount32(mask))
		}
		g.core.Award(mask, pts, n, engine.PhaseTurn, detail)
		for col := range g.colours {
			if mask&(1<<col) != 0 {
				if err := g.addPoints(col, pts, team); err != nil {
					return err
				}
			}
		}
	}
	// "When that meeple is later scored (points or ghost removal alike),
	// the dog scores 1 point per ghost on the board ... and leaves."
	r := g.core.Find(n)
	for di := range g.dogs {
		d := &g.dogs[di]
		if d.state != dogOnBoard || g.core.Find(d.node) != r {
			continue
		}
		d.state = dogGone
		colour := -1
		for _, f := range g.core.Followers() {
			if f.Node == d.node {
				colour = f.Player
			}
		}
		pts := g.Rules.Params.Scoring.DogPerGhost * g.onBoard
		if g.record {
			g.event(Event{What: "dog-score", Points: pts, Colours: colourNames(1 << colour),
				Text: fmt.Sprintf("%s scores %d per ghost on the board (%d) and leaves the game", d.name, g.Rules.Params.Scoring.DogPerGhost, g.onBoard)})
		}
		if err := g.addPoints(colour, pts, team); err != nil {
			return err
		}
	}
	g.core.ReturnFollowers(n)
	if g.goalReached() {
		g.win()
	}
	return nil
}

// addPoints moves the score meeple of colour (the shared one below Level
// 6). mists.md, Level 6: "Points for a colour without a score meeple go to
// a score meeple of the active player's choice."
func (g *Game) addPoints(colour, pts int, team Team) error {
	if pts == 0 {
		return nil
	}
	if g.scoreColour[0] < 0 {
		g.scores[0] += pts
		return nil
	}
	for i, c := range g.scoreColour {
		if c == colour {
			g.scores[i] += pts
			return nil
		}
	}
	i, err := team.ScoreTo(g, colour, pts)
	if err != nil {
		return err
	}
	g.scores[i] += pts
	if g.move != nil {
		g.move.ScoreTo = append(g.move.ScoreTo, Colours[g.scoreColour[i]])
	}
	return nil
}

// Progress is the score that counts for thresholds: the shared score, or
// the lowest of Level 6's score meeples ("A threshold counts as reached
// only when EVERY score meeple reached it").
func (g *Game) Progress() int {
	p := g.scores[0]
	for _, s := range g.scores[1:] {
		p = min(p, s)
	}
	return p
}

// threshold returns threshold i: the dogs' spaces, then the goal.
func (g *Game) threshold(i int) int {
	if i < len(g.dogs) {
		return g.dogs[i].at
	}
	return g.Rules.Level.Goal
}

// nextUnreached returns the first threshold the score has not reached
// (dogs reached during this turn's scorings are still waiting for 3b).
func (g *Game) nextUnreached() int {
	i := g.next
	for i < len(g.dogs) && g.Progress() >= g.threshold(i) {
		i++
	}
	return i
}

// goalReached reports whether the score reached every threshold left,
// the goal included: the game is won then, even before the dogs reached
// this turn are placed (mists.md: "Win: the score meeple reaches or passes
// the goal"; seed: "Jocul se sfârșește imediat dacă: Câștigați prin
// atingerea numărului necesar de puncte").
func (g *Game) goalReached() bool {
	for i := g.next; i <= len(g.dogs); i++ {
		if g.Progress() < g.threshold(i) {
			return false
		}
	}
	return true
}

// reachThresholds is step 3b: once every feature of the turn has scored,
// it places, in order, the dogs the score reached (seed, turn summary:
// "3b. Câinii: Dacă ajungi un câine pe tabla de scor, declanșezi următorul
// teanc de cartonașe și aloci câinele unui meeple de pe tablă"), and wins
// at the goal.
func (g *Game) reachThresholds(team Team) error {
	for g.next <= len(g.dogs) && g.Progress() >= g.threshold(g.next) {
		i := g.next
		g.next++
		if i == len(g.dogs) {
			g.win()
			return nil
		}
		if err := g.placeDog(i, team); err != nil {
			return err
		}
	}
	return nil
}

// placeDog: mists.md "When the score reaches a dog: give the dog to any
// unburied meeple on the board (if none, the dog is lost), remove up to 3
// ghosts from each of up to 2 different tiles in the dog's 3×3
// neighbourhood (its own tile included), and put the rest of the current
// stack on top of the next stack."
func (g *Game) placeDog(i int, team Team) error {
	d := &g.dogs[i]
	var rec *DogMove
	if g.move != nil {
		g.move.Dogs = append(g.move.Dogs, DogMove{Dog: d.name})
		rec = &g.move.Dogs[len(g.move.Dogs)-1]
	}
	if g.stack < len(g.bounds)-1 {
		g.stack++
	}
	refs := g.buf.meeples[:0]
	for _, f := range g.core.Followers() {
		refs = append(refs, MeepleRef{Node: f.Node, Colour: f.Player, Tile: g.core.NodeTile(f.Node)})
	}
	g.buf.meeples = refs
	if len(refs) == 0 {
		d.state = dogGone
		if g.record {
			g.event(Event{What: "dog-lost", Text: fmt.Sprintf("the score reached %s (%d) with no unburied meeple on the board: the dog is lost", d.name, d.at)})
		}
		if g.replay != nil {
			return g.replay.lostDog(g, i)
		}
		return nil
	}
	ch, err := team.Dog(g, i, refs)
	if err != nil {
		return err
	}
	ref := refs[ch.Meeple]
	d.state, d.node, d.tile = dogOnBoard, ref.Node, ref.Tile
	if rec != nil {
		rec.Meeple = g.meepleOn(ref.Node)
	}
	sc := &g.Rules.Params.Scoring
	cleared := 0
	for _, cl := range ch.Clears[:min(len(ch.Clears), sc.DogTiles)] {
		removed := g.removeGhosts(cl.Tile, min(cl.N, sc.DogGhostsPerTile))
		cleared += removed
		if rec != nil {
			x, y := g.xyOf(cl.Tile)
			rec.Clear = append(rec.Clear, ClearAt{X: x, Y: y, Ghosts: removed})
		}
	}
	if g.record {
		at := g.at(ref.Tile)
		g.event(Event{What: "dog", At: at, Ghosts: cleared, Colours: colourNames(1 << ref.Colour),
			Text: fmt.Sprintf("the score reached %s (%d): it joins the %s meeple at (%d,%d) and clears %d ghost(s)", d.name, d.at, Colours[ref.Colour], at.X, at.Y, cleared)})
	}
	return nil
}
