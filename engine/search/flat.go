package search

import "github.com/tilesmith/tilesmith/engine"

// FlatName is the flat search's name, as agents are named ("mcts1:N"): the
// search every ruleset's bot ran before the tree search, kept to measure
// the tree search against.
const FlatName = "mcts1"

// Flat is a flat Monte Carlo search over the options of the decision
// alone: its budget is spent by sequential halving (Halving), and each
// playout copies the game, deals again what the deciding seat cannot see
// (a determinization), answers the option and plays to the end by the
// game's playout policy. It keeps no statistics beyond the decision's own
// options; a state that can shortlist them (engine.Shortlister) has its
// best max(4, budget/25) weighed. It is an engine.Agent of any engine.State.
type Flat struct {
	Playouts int
	root
}

// NewFlat returns a flat search with a budget of playouts per decision.
func NewFlat(playouts int) *Flat { return &Flat{Playouts: playouts} }

// Name says the search and its budget: "mcts1:1000".
func (f *Flat) Name() string { return budgetName(FlatName, f.Playouts) }

// Decide returns the option halving recommends; the decision's playouts
// are fixed by a number drawn from the game's random source.
func (f *Flat) Decide(m engine.Match, d engine.Decision) (int, error) {
	return f.decide(m, d, f.Name(), f.Playouts, nil, func(s engine.State, option, me int) float64 {
		if err := s.Answer(option); err != nil {
			panic("search: an option of the decision cannot be answered on its copy: " + err.Error())
		}
		playOut(s)
		return s.Reward(me)
	})
}
