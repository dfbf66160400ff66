package engine

import "io"

// Bot chooses moves for one seat. Bots must be deterministic given the
// game (draw randomness from g.Rand(), which the game's seed determines).
type Bot interface {
	// Name is the bot's name as the command line spells it.
	Name() string
	// ChoosePlacement returns an index into placements (never empty) of
	// seat's tile. The seat is named, not read from a current seat: a ruleset
	// that runs its own turns keeps its own seat to move.
	ChoosePlacement(g *Game, seat int, placements []Placement) int
	// ChooseSpot returns an index into seat's spots, or -1 for no
	// follower. It is called after the chosen placement has been made,
	// only when spots is not empty.
	ChooseSpot(g *Game, seat int, spots []Spot) int
}

// Sampler is an optional interface of bots that can choose a placement
// without seeing the list (uniformly at random, say, with
// PlacementDrawer.RandomPlacement): the fast path then never lists the
// placements.
type Sampler interface {
	SamplePlacement(d PlacementDrawer) Placement
}

// PlacementDrawer draws one of the current seat's placements uniformly at
// random without listing them (classic.Game, whose seats hold hands).
type PlacementDrawer interface {
	RandomPlacement() Placement
}

// CloseAgents lets go what the agents hold until they are closed (an
// outside program, io.Closer); any other agent holds nothing. A
// simulation's workers close theirs when the run ends, a match's owner
// when the game ends.
func CloseAgents[A any](agents ...A) {
	for _, a := range agents {
		if c, ok := any(a).(io.Closer); ok {
			c.Close()
		}
	}
}
