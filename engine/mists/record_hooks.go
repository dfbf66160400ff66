package mists

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// What a reader of records of format 1 (engine/format1/mistsmoves) needs
// of the game beyond the state every match uses: such a record names the
// copy of each tile it draws by its ghost symbols, says which score
// meeple takes a colour's points, and may remove fewer ghosts than the
// decisions' options do — they remove as many as the rules allow, the
// only choice worth a team's while, but the rules say "up to".

// UndrawnCopies returns the ghost symbols of tile t's copies not yet
// drawn, in the order the game keeps them (a draw moves the last copy
// into the place of the one it takes): a record names a copy by its
// symbols, and its errors list the copies left as the game holds them.
func (g *Game) UndrawnCopies(t int) []int8 { return slices.Clone(g.copies[t]) }

// ScoreToColour is the colour whose points the pending score-to decision
// gives to a score meeple.
func (g *Game) ScoreToColour() int { return g.t.toColour }

// ClearGhosts answers the pending points-or-ghosts decision by removing
// n ghosts (at most the rules' ghostsRemoved) from placed tile pi instead
// of the feature's points, as the decision's option for that tile does
// with as many as it may; the caller checks that the tile holds them.
func (g *Game) ClearGhosts(pi, n int) error {
	if g.t.phase != phaseChooseScore {
		return engine.ErrNoDecision
	}
	if pi < 0 || pi >= len(g.ghosts) || n < 0 {
		return fmt.Errorf("%w: removing %d ghost(s) from placed tile %d", engine.ErrNoOption, n, pi)
	}
	g.scoreFeature(ScoreChoice{Ghosts: true, Tile: pi, N: n})
	g.advance()
	return nil
}

// PlaceDog answers the pending dog decision: the dog goes to meeple i of
// those it may join (the followers on the board, in the kernel's order)
// and clears what clears says, at most the rules' dogTiles tiles and
// dogGhostsPerTile ghosts a tile, as the decision's options do with as
// many as they may; the caller checks that the tiles lie in the dog's
// 3×3 and hold the ghosts.
func (g *Game) PlaceDog(meeple int, clears []Clear) error {
	if g.t.phase != phaseDog {
		return engine.ErrNoDecision
	}
	if meeple < 0 || meeple >= len(g.buf.meeples) {
		return fmt.Errorf("%w: the dog cannot join meeple %d of %d", engine.ErrNoOption, meeple, len(g.buf.meeples))
	}
	for _, cl := range clears {
		if cl.Tile < 0 || cl.Tile >= len(g.ghosts) || cl.N < 0 {
			return fmt.Errorf("%w: the dog cannot clear %d ghost(s) from placed tile %d", engine.ErrNoOption, cl.N, cl.Tile)
		}
	}
	g.placeDog(DogChoice{Meeple: meeple, Clears: clears})
	g.advance()
	return nil
}
