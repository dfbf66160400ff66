package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Deciding returns the kind of the decision the game waits for, or ""
// when it waits for none (a tile is to be drawn, or the game is over).
func (g *Game) Deciding() engine.DecisionKind { return g.t.phase.kind() }

// options is the number of options of the pending decision: the
// placements, a meeple on each spot or none, the points or ghosts removed
// from each tile holding some, ...
func (g *Game) options() int {
	switch g.t.phase {
	case phaseScoreColours:
		return len(g.colourChoices)
	case phasePlace:
		return len(g.buf.ps)
	case phaseBury:
		return len(g.buf.meeples)
	case phaseGraveyard:
		return len(g.buf.open)
	case phaseChooseMeeple:
		return 1 + len(g.buf.choices)
	case phaseChooseScore:
		return g.scoreOptions()
	case phaseScoreTo:
		return len(g.scoreColour)
	case phaseDog:
		return len(g.buf.dogOpts)
	case phaseFaceDown:
		return len(g.buf.cells)
	}
	return 0
}

// answer takes option i of the pending decision and plays on to the next
// decision or draw.
func (g *Game) answer(i int) error {
	if !g.t.phase.deciding() {
		return engine.ErrNoDecision
	}
	if n := g.options(); i < 0 || i >= n {
		return fmt.Errorf("%w: option %d of %s decision (it has %d, numbered from 0)", engine.ErrNoOption, i, g.t.phase.kind(), n)
	}
	switch g.t.phase {
	case phaseScoreColours:
		if err := g.setScoreColours(g.colourChoices[i]); err != nil {
			return err
		}
	case phasePlace:
		g.place(i)
	case phaseBury:
		g.bury(i)
	case phaseGraveyard:
		g.extraGhost(i)
	case phaseChooseMeeple:
		g.putMeeple(i - 1)
	case phaseChooseScore:
		g.scoreFeature(g.scoreOption(i))
	case phaseScoreTo:
		g.scoreTo(i)
	case phaseDog:
		g.placeDog(g.dogChoice(i))
	case phaseFaceDown:
		g.putFaceDown(i)
	}
	g.advance()
	return nil
}

// scoreOptions counts the options of a completed feature's scoring: its
// points, or removing ghosts from one tile that holds some (in placed
// order).
func (g *Game) scoreOptions() int {
	if g.Rules.Params.Scoring.GhostsRemoved == 0 {
		return 1
	}
	n := 1
	for _, k := range g.ghosts {
		if k > 0 {
			n++
		}
	}
	return n
}

// scoreOption is option i of scoreOptions.
func (g *Game) scoreOption(i int) ScoreChoice {
	if i == 0 {
		return ScoreChoice{}
	}
	most := g.Rules.Params.Scoring.GhostsRemoved
	for pi, k := range g.ghosts {
		if k > 0 {
			if i--; i == 0 {
				return ScoreChoice{Ghosts: true, Tile: pi, N: min(int(k), most)}
			}
		}
	}
	panic("mists: a scoring option beyond the tiles with ghosts")
}

// scoreOptionOf is the option of scoreOptions that removes ghosts from
// placed tile pi (0, the points, when ghosts is false).
func (g *Game) scoreOptionOf(ghosts bool, pi int) int {
	if !ghosts {
		return 0
	}
	i := 1
	for p, k := range g.ghosts[:pi] {
		if k > 0 && p < pi {
			i++
		}
	}
	return i
}
