package classic

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// ScoreTurn scores the roads, cities and cloisters a placement completed
// and returns their followers. classic.md: "Score every road, city and
// cloister that the placement completed, then return those followers
// (farmers never return)."
func (r *Rules) ScoreTurn(g *engine.Game, completed []engine.Node) {
	for _, n := range completed {
		var rate schema.Points
		switch g.KindOf(n) {
		case r.road:
			rate = r.params.Scoring.Road.Complete
		case r.city:
			rate = r.params.Scoring.City.Complete
		case r.cloister:
			rate = r.params.Scoring.Cloister.Complete
		default:
			continue // fields score only at the end
		}
		if !g.Occupied(n) {
			continue
		}
		r.award(g, n, rate, engine.PhaseTurn)
		g.ReturnFollowers(n)
	}
}

// award scores feature n at rate for the seats with the majority on it.
func (r *Rules) award(g *engine.Game, n engine.Node, rate schema.Points, phase engine.Phase) {
	tiles := g.Tiles(n)
	pennants := g.Pennants(n)
	points := tiles*rate.PerTile + pennants*rate.PerPennant
	detail := ""
	if g.EventsOn() {
		detail = describe(tiles, pennants, rate)
	}
	r.give(g, g.Majority(n), points, n, phase, detail)
}

// give awards points to the seats in mask and tells the observer (OnAward).
func (r *Rules) give(g *engine.Game, mask uint32, points int, n engine.Node, phase engine.Phase, detail string) {
	g.Award(mask, points, n, phase, detail)
	if r.onAward != nil && mask != 0 && points != 0 {
		r.onAward(mask, points, n, phase)
	}
}

// OnAward sets f to be told of every scoring of a feature, in play and in
// final scoring, once its points are awarded: the seats (a mask), the
// points each of them scored and the feature. A module that adds to the
// classic turn (Messages: which score figure moves) watches scoring with
// it; nil stops the telling.
func (r *Rules) OnAward(f func(mask uint32, points int, n engine.Node, phase engine.Phase)) {
	r.onAward = f
}

func describe(tiles, pennants int, rate schema.Points) string {
	s := fmt.Sprintf("%d %s × %d", tiles, plural(tiles, "tile"), rate.PerTile)
	if rate.PerPennant != 0 && pennants > 0 {
		s += fmt.Sprintf(" + %d %s × %d", pennants, plural(pennants, "pennant"), rate.PerPennant)
	}
	return s
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	if word == "city" {
		return "cities"
	}
	return word + "s"
}

// ScoreFinal runs end-of-game scoring. classic.md: "Final scoring, in this
// order: incomplete roads 1/tile; incomplete cities 1/tile + 1/pennant;
// incomplete cloisters 1 + 1 per neighbouring tile; then farms".
func (r *Rules) ScoreFinal(g *engine.Game) {
	r.occupied = g.AppendOccupied(r.occupied[:0])
	if !r.house.NoIncompleteScoring {
		for _, k := range []struct {
			kind int
			rate schema.Points
		}{
			{r.road, r.params.Scoring.Road.Incomplete},
			{r.city, r.params.Scoring.City.Incomplete},
			{r.cloister, r.params.Scoring.Cloister.Incomplete},
		} {
			for _, n := range r.occupied {
				if g.KindOf(n) == k.kind && !g.Complete(n) {
					r.award(g, n, k.rate, engine.PhaseFinal)
				}
			}
		}
	}
	for _, n := range r.occupied {
		if g.KindOf(n) == r.field {
			r.scoreFarm(g, n)
		}
	}
}

// scoreFarm scores one farm. classic.md: "each farm's owner(s) (majority,
// ties all own) score 3 points for every COMPLETED city that borders the
// farm ... A city bordering several farms scores for each farm's owners."
func (r *Rules) scoreFarm(g *engine.Game, n engine.Node) {
	r.bordering = g.AppendBordering(n, r.bordering[:0])
	cities := 0
	for _, b := range r.bordering {
		if g.KindOf(b) == r.city && g.Complete(b) {
			cities++
		}
	}
	rate := r.params.Scoring.Farm.PerCompletedCity
	detail := ""
	if g.EventsOn() {
		detail = fmt.Sprintf("%d completed %s × %d", cities, plural(cities, "city"), rate)
	}
	r.give(g, g.Majority(n), cities*rate, n, engine.PhaseFinal, detail)
}
