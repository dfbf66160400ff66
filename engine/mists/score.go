package mists

import (
	"fmt"
	"math/bits"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// startScoring starts step 3a: every road, city and castle the placement
// completed that holds meeples scores, one after the other, each with the
// team's choice between points and ghost removal.
func (g *Game) startScoring() {
	g.t.k = 0
	g.t.phase = phaseScore
}

// scoreNext puts the next completed feature that scores to the team, or
// goes on to the dogs (3b).
func (g *Game) scoreNext() {
	t := &g.t
	for ; t.k < len(g.buf.completed); t.k++ {
		n := g.buf.completed[t.k]
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
		mask := g.scoringColours(n)
		pts := g.Value(n)
		kind := g.Rules.Set.Kinds[k].Kind
		t.done = Completion{Node: n, Kind: kind, Points: pts, Colours: mask, Total: pts * bits.OnesCount32(mask)}
		t.phase = phaseChooseScore
		return
	}
	t.phase = phaseDogs
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

// scoreFeature scores the completed feature with the team's choice.
// mists.md: "For EACH completed feature the active player chooses: take
// the points, or instead remove up to 3 ghosts from exactly one tile ...
// Choosing ghost removal forfeits the whole feature's points. Meeples
// return after scoring."
func (g *Game) scoreFeature(ch ScoreChoice) {
	t := &g.t
	c := t.done
	t.di = 0
	if ch.Ghosts {
		removed := g.removeGhosts(ch.Tile, min(ch.N, g.Rules.Params.Scoring.GhostsRemoved))
		g.scoreEvent(c, ch, removed)
		t.phase = phaseDogPoints
		return
	}
	g.scoreEvent(c, ch, 0)
	detail := ""
	if g.core.EventsOn() {
		detail = fmt.Sprintf("%d per colour × %d colour(s)", c.Points, bits.OnesCount32(c.Colours))
	}
	g.core.Award(c.Colours, c.Points, c.Node, engine.PhaseTurn, detail)
	t.col = 0
	t.phase = phasePoints
}

// pointsNext moves the score meeples of the feature's colours, one after
// the other.
func (g *Game) pointsNext() {
	t := &g.t
	for t.col < g.colours {
		col := t.col
		t.col++
		if t.done.Colours&(1<<col) != 0 && !g.addPoints(col, t.done.Points, phasePoints) {
			return
		}
	}
	t.phase = phaseDogPoints
}

// dogPointsNext scores the dogs beside the feature's meeples. mists.md:
// "When that meeple is later scored (points or ghost removal alike), the
// dog scores 1 point per ghost on the board ... and leaves."
func (g *Game) dogPointsNext() {
	t := &g.t
	r := g.core.Find(t.done.Node)
	for t.di < len(g.dogs) {
		d := &g.dogs[t.di]
		t.di++
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
		if g.keepEvents {
			g.event(Event{What: "dog-score", Points: pts, Colours: colourNames(1 << colour),
				Text: fmt.Sprintf("%s scores %d per ghost on the board (%d) and leaves the game", d.name, g.Rules.Params.Scoring.DogPerGhost, g.onBoard)})
		}
		if !g.addPoints(colour, pts, phaseDogPoints) {
			return
		}
	}
	t.phase = phaseScored
}

// featureScored returns the feature's meeples; the game is won the moment
// the score reaches the goal.
func (g *Game) featureScored() {
	g.core.ReturnFollowers(g.t.done.Node)
	if g.goalReached() {
		g.win()
	}
	g.t.k++
	g.t.phase = phaseScore
}

// addPoints moves the score meeple of colour (the shared one below Level
// 6) and reports true; false when the team must choose the score meeple
// (the decision is then pending, and the turn goes on with phase then).
// mists.md, Level 6: "Points for a colour without a score meeple go to a
// score meeple of the active player's choice."
func (g *Game) addPoints(colour, pts int, then phase) bool {
	if pts == 0 {
		return true
	}
	if g.scoreColour[0] < 0 {
		g.scores[0] += pts
		return true
	}
	for i, c := range g.scoreColour {
		if c == colour {
			g.scores[i] += pts
			return true
		}
	}
	t := &g.t
	t.toColour, t.toPoints, t.toThen = colour, pts, then
	t.phase = phaseScoreTo
	return false
}

// scoreTo gives the waiting points to score meeple i.
func (g *Game) scoreTo(i int) {
	g.scores[i] += g.t.toPoints
	g.t.phase = g.t.toThen
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
func (g *Game) reachThresholds() {
	for g.next <= len(g.dogs) && g.Progress() >= g.threshold(g.next) {
		i := g.next
		g.next++
		if i == len(g.dogs) {
			g.win()
			return
		}
		if g.reachDog(i) {
			return
		}
	}
	g.t.phase = phaseLayFaceDown
}

// reachDog: mists.md "When the score reaches a dog: give the dog to any
// unburied meeple on the board (if none, the dog is lost), remove up to 3
// ghosts from each of up to 2 different tiles in the dog's 3×3
// neighbourhood (its own tile included), and put the rest of the current
// stack on top of the next stack." It reports whether the team chooses
// where the dog goes (the decision is then pending).
func (g *Game) reachDog(i int) bool {
	d := &g.dogs[i]
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
		if g.keepEvents {
			g.event(Event{What: "dog-lost", Text: fmt.Sprintf("the score reached %s (%d) with no unburied meeple on the board: the dog is lost", d.name, d.at)})
		}
		return false
	}
	g.t.dog = i
	g.dogChoices()
	g.t.phase = phaseDog
	return true
}

// placeDog places the dog reached with the team's choice.
func (g *Game) placeDog(ch DogChoice) {
	d := &g.dogs[g.t.dog]
	ref := g.buf.meeples[ch.Meeple]
	d.state, d.node, d.tile = dogOnBoard, ref.Node, ref.Tile
	sc := &g.Rules.Params.Scoring
	cleared := 0
	for _, cl := range ch.Clears[:min(len(ch.Clears), sc.DogTiles)] {
		cleared += g.removeGhosts(cl.Tile, min(cl.N, sc.DogGhostsPerTile))
	}
	if g.keepEvents {
		at := g.at(ref.Tile)
		g.event(Event{What: "dog", At: at, Ghosts: cleared, Colours: colourNames(1 << ref.Colour),
			Text: fmt.Sprintf("the score reached %s (%d): it joins the %s meeple at (%d,%d) and clears %d ghost(s)", d.name, d.at, Colours[ref.Colour], at.X, at.Y, cleared)})
	}
	g.t.phase = phaseDogs
}
