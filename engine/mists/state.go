package mists

import (
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// Core returns the engine game underneath: the board, followers (their
// Player is a colour index) and events.
func (g *Game) Core() *engine.Game { return g.core }

// Players returns the player names.
func (g *Game) Players() []string { return g.names }

// Current returns the seat whose turn it is.
func (g *Game) Current() int { return g.current }

// ColoursOf returns the colour indices player seat plays.
func (g *Game) ColoursOf(seat int) []int {
	out := make([]int, g.perPlayer)
	for i := range out {
		out[i] = seat*g.perPlayer + i
	}
	return out
}

// ColoursInPlay returns the number of colours in play.
func (g *Game) ColoursInPlay() int { return g.colours }

// Over reports whether the game has ended; Won whether the team won, and
// Lost why it lost.
func (g *Game) Over() bool  { return g.over }
func (g *Game) Won() bool   { return g.won }
func (g *Game) Lost() Cause { return g.lost }

// Scores returns the score meeples: one shared, or Level 6's separate
// ones; ScoreColours their colours (-1 for the shared one).
func (g *Game) Scores() []int       { return g.scores }
func (g *Game) ScoreColours() []int { return g.scoreColour }

// Turns returns the tiles the players placed.
func (g *Game) Turns() int { return g.turns }

// Level returns the level played.
func (g *Game) Level() int { return g.Rules.Level.Level }

// Seed returns the seed of the set-up.
func (g *Game) Seed() uint64 { return g.core.Seed() }

// Mix returns the mix played.
func (g *Game) Mix() string { return g.mix.ID }

// DogsReached returns, per dog, whether the score reached it, and
// DogPlaced whether it then stood by a meeple (a dog reached with no
// unburied meeple on the board is lost).
func (g *Game) DogsReached() int { return min(g.next, len(g.dogs)) }

// Dogs returns the dogs' names in threshold order.
func (g *Game) Dogs() []string {
	out := make([]string, len(g.dogs))
	for i, d := range g.dogs {
		out[i] = d.name
	}
	return out
}

// DogAt returns the placed index of the tile whose meeple dog i stands
// by; false when it is not on the board.
func (g *Game) DogAt(i int) (int, bool) {
	d := g.dogs[i]
	return d.tile, d.state == dogOnBoard
}

// StackLeft returns the active stack (0-based) and how many tiles it
// holds.
func (g *Game) StackLeft() (stack, left int) {
	return g.stack, g.bounds[g.stack] - g.core.Pile().Drawn()
}

// Buried returns the meeples buried so far.
func (g *Game) Buried() []Burial { return g.buried }

// OpenGraveyards returns the placed indices of the open graveyards.
func (g *Game) OpenGraveyards() []int { return slices.Clone(g.openGraves()) }
