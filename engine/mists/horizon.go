package mists

// A playout of the search stops after playoutHorizon turns, and the
// horizon value (horizonValue) estimates what playing the game out would
// have brought: from a game's first placement a playout would play some
// forty turns, most of a decision's time. The estimate is a linear value of
// a few figures of the game (horizonFigures), fitted on what the playout
// policy went on to reach from such positions (TestHorizonWeightsAreTheFit,
// horizon_fit_test.go). With wholePlayoutTiles tiles or fewer left to draw
// a playout plays the game out instead, as it then costs no more than a
// playout to the horizon at the start, and the last stack's threshold and
// the ghosts' supply are what decide the game (docs/mists.md has the
// search's time and games won, with and without the horizon).
const (
	playoutHorizon    = 10
	wholePlayoutTiles = 20
)

// horizonFigures are the figures of a game the horizon value weighs, each
// on a scale the level sets, so that one set of weights serves every level:
//
//	0  1 (the constant)
//	1  progress: the score towards the goal, 0 to 1
//	2  the ghosts left in the supply, of the level's
//	3  the ghosts on the board, of the level's
//	4  the tiles left to draw, of the pile's
//	5  the tiles left in the active stack, of the pile's
//	6  the points still needed for the next threshold, of the goal
//	7  progress × tiles left
//	8  points needed / (tiles left in the stack + 0.05)
//	9  1 / (ghosts in the supply + 1): a short supply is near a loss
//	10 the meeples at hand, a colour
//	11 meeples at hand × tiles left
//	12 the open graveyards, a tenth each
//	13 the clouds still open, a tenth each
//	14 the broken clouds, a tenth each
type horizonFigures [15]float64

// horizonFigures reads the figures of g.
func (g *Game) horizonFigures() horizonFigures {
	lv := g.Rules.Level
	goal := float64(max(lv.Goal, 1))
	ghosts := float64(max(lv.Ghosts, 1))
	pile := g.core.Pile()
	size := float64(max(pile.Size(), 1))
	progress := float64(min(g.Progress(), lv.Goal)) / goal
	need := float64(max(g.threshold(g.nextUnreached())-g.Progress(), 0)) / goal
	stackLeft := float64(g.bounds[g.stack]-pile.Drawn()) / size
	left := float64(pile.Remaining()) / size
	atHand := 0
	for c := range g.colours {
		atHand += g.core.Supply(c)
	}
	hand := float64(atHand) / float64(max(g.colours, 1))
	graves := 0
	for _, gr := range g.graves {
		if !gr.closed {
			graves++
		}
	}
	open, broken := 0, 0
	for i, p := range g.fog.parent {
		if p == int32(i) { // a cloud's root
			switch {
			case g.fog.broken[i]:
				broken++
			case g.fog.open[i] > 0:
				open++
			}
		}
	}
	return horizonFigures{1, progress, float64(g.supply) / ghosts, float64(g.onBoard) / ghosts, left, stackLeft,
		need, progress * left, need / (stackLeft + 0.05), 1 / float64(g.supply+1), hand, hand * left,
		float64(graves) / 10, float64(open) / 10, float64(broken) / 10}
}

// horizonValue is the horizon estimate of g's reward to the team, from 0
// to 1.
func horizonValue(g *Game) float64 {
	f := g.horizonFigures()
	v := 0.0
	for i, w := range horizonWeights {
		v += w * f[i]
	}
	return min(max(v, 0), 1)
}
