// Package bots holds the built-in bots: random and greedy.
package bots

import "github.com/tilesmith/tilesmith/engine"

// Random picks uniformly among the legal placements, then uniformly among
// "no follower" and the legal follower spots.
type Random struct{}

// Name returns "random".
func (Random) Name() string { return "random" }

// ChoosePlacement picks a placement uniformly.
func (Random) ChoosePlacement(g *engine.Game, _ int, ps []engine.Placement) int {
	return g.Rand().IntN(len(ps))
}

// ChooseSpot picks uniformly among no follower (-1) and the spots.
func (Random) ChooseSpot(g *engine.Game, _ int, spots []engine.Spot) int {
	return g.Rand().IntN(len(spots)+1) - 1
}

// SamplePlacement picks a legal placement uniformly without listing them
// (engine.Sampler).
func (Random) SamplePlacement(d engine.PlacementDrawer) engine.Placement { return d.RandomPlacement() }
