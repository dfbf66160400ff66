package search

import (
	"math"

	"github.com/tilesmith/tilesmith/engine"
)

// OptionValue is what a search makes of one option of a decision: the
// deciding seat's mean reward (0 to 1) over the playouts that followed it,
// and the mean of its final margin in points — its score less the best
// other seat's; a team's, its score. A ruleset whose playouts stop early
// (The City, Mists) counts the scores where they stop.
type OptionValue struct {
	Option   int
	Value    float64
	Margin   float64
	Playouts int
}

// Analysis is a decision searched: the option the search recommends and
// the option played, valued alike.
type Analysis struct {
	Best, Played OptionValue
	// Cost is how many points of final margin the option played gives up
	// against the best, by the playouts (negative when they rated the
	// option played higher after all), and CostError its standard error:
	// the spread of the paired differences, deal by deal.
	Cost, CostError float64
}

// Gap is how much better the last decision's recommended option looked
// than the runner-up, in mean reward, with its standard error
// (Halving.Gap); ok is false after a decision of one option.
func (t *MCTS) Gap() (gap, stderr float64, ok bool) { return t.halving.Gap() }

// analysePlayouts is how many playouts value each of the two options: a
// quarter of the search's budget, at least 100.
func (t *MCTS) analysePlayouts() int { return max(100, t.Playouts/4) }

// Analyse searches decision d of match m as Decide does, then values the
// option it recommends and option played alike: the same number of
// playouts each (a quarter of the budget, at least 100), through the
// search's tree, on the same deals. It is fixed, as Decide is, by a number
// drawn from the game's random source.
func (t *MCTS) Analyse(m engine.Match, d engine.Decision, played int) (Analysis, error) {
	if err := engine.CheckOption(d, played); err != nil {
		return Analysis{}, err
	}
	best, err := t.Decide(m, d)
	if err != nil {
		return Analysis{}, err
	}
	st, err := t.stateOf(m, t.Name())
	if err != nil {
		return Analysis{}, err
	}
	if d.Options() == 1 {
		// Decide searched nothing: the tree is a new one.
		t.plant(d, st.Rand().Uint64())
	}
	me := d.Seat()
	a := Analysis{Best: OptionValue{Option: best}, Played: OptionValue{Option: played}}
	seed := t.rng.Uint64()
	n := t.analysePlayouts()
	var scores []int
	var diff, diff2 float64 // the paired differences' sum and sum of squares
	for k := range n {
		draw := seed + uint64(k)*0x9e3779b97f4a7c15
		var margins [2]float64
		for j, v := range []*OptionValue{&a.Best, &a.Played} {
			if j == 1 && played == best {
				margins[1] = margins[0]
				continue
			}
			s := t.play
			s.CopyFrom(st)
			s.Redeal(me, draw)
			v.Value += t.iterate(s, v.Option, me)
			scores = s.Scores(scores[:0])
			margins[j] = float64(marginOf(scores, me))
			v.Margin += margins[j]
			v.Playouts++
		}
		d := margins[0] - margins[1]
		diff += d
		diff2 += d * d
	}
	for _, v := range []*OptionValue{&a.Best, &a.Played} {
		if v.Playouts > 0 {
			v.Value /= float64(v.Playouts)
			v.Margin /= float64(v.Playouts)
		}
	}
	if played == best {
		a.Played = a.Best
	}
	mean := diff / float64(n)
	a.Cost = mean
	if n > 1 {
		a.CostError = math.Sqrt(max(0, diff2/float64(n)-mean*mean) / float64(n-1))
	}
	return a, nil
}

// marginOf is seat me's margin over the best other seat; the team's
// score (TeamSeat, the first score).
func marginOf(scores []int, me int) int {
	if me < 0 || me >= len(scores) {
		return scores[0]
	}
	best := math.MinInt
	for seat, s := range scores {
		if seat != me {
			best = max(best, s)
		}
	}
	if best == math.MinInt {
		return scores[me]
	}
	return scores[me] - best
}
