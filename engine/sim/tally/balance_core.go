package tally

import "github.com/tilesmith/tilesmith/engine"

// Source is a source of points of a ruleset's own in the balance report
// (a tower, a message's seal): its name, and what a seat scored from it in
// a finished game G.
type Source[G any] struct {
	Name   string
	Points func(g G, seat int) int
}

// CoreBalance is the balance report's shape of a competitive game G played
// on the core engine.Game (core returns it): the feature kinds' points,
// then the ruleset's own sources, in order; and how a finished game fills
// in its figures (BotWorker.WithBalance takes both).
func CoreBalance[G any](set *engine.Set, mix string, seats []string, core func(G) *engine.Game, own ...Source[G]) (BalanceShape, func(G, *BalanceGame)) {
	names := make([]string, len(own))
	for i, s := range own {
		names[i] = s.Name
	}
	shape, column := CoreShape(set, mix, seats, names...)
	kinds := len(set.Kinds)
	return shape, func(g G, out *BalanceGame) {
		FillCore(core(g), column, out)
		for i, s := range own {
			for seat := range out.Scores {
				out.Points[kinds+i] += s.Points(g, seat)
			}
		}
	}
}
