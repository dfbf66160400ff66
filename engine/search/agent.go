package search

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// scratch is what a search agent keeps from one decision to the next: a
// copy of the game it plays on, made once per match (Clone) and copied
// into at every playout (CopyFrom), so a warm search allocates nothing.
type scratch struct {
	of   engine.Match // the match the copies were made of
	play engine.State // the playout's game
}

// stateOf returns the match as a State, and warms the scratch copy.
func (s *scratch) stateOf(m engine.Match, who string) (engine.State, error) {
	st, ok := engine.Underlying(m).(engine.State)
	if !ok {
		return nil, fmt.Errorf("%s plays only games that can be copied at every decision, and this one cannot", who)
	}
	if s.of != m || s.play == nil {
		s.of, s.play = m, st.Clone()
	}
	return st, nil
}

// playOut plays s to its end: by its own playout policy when it has one,
// else answering every decision uniformly at random with its random
// source.
func playOut(s engine.State) {
	if r, ok := s.(engine.Rollouter); ok {
		r.Rollout()
		return
	}
	rng := s.Rand()
	for d := s.Pending(); d != nil; d = s.Pending() {
		if err := s.Answer(rng.IntN(d.Options())); err != nil {
			// Answer of an option in range fails only on a game that
			// broke its own promise.
			panic(fmt.Sprintf("search: a playout's answer failed: %v", err))
		}
	}
}

// shortlist is the options of the pending decision a search weighs: a
// Shortlister's candidates, max(4, budget/25) of them, else every option.
type shortlist struct{ options []int }

// weigh lists the options of st's pending decision d worth a budget.
func (l *shortlist) weigh(st engine.State, d engine.Decision, budget int) []int {
	l.options = l.options[:0]
	if sl, ok := st.(engine.Shortlister); ok {
		l.options = sl.Candidates(max(4, budget/25), l.options)
	}
	if len(l.options) == 0 {
		for i := range d.Options() {
			l.options = append(l.options, i)
		}
	}
	return l.options
}

// root is what both searches do at the decision: the game copied, the
// options weighed, the budget spent over them by sequential halving on
// common deals, each playout on a copy of the game dealt again for the
// decider.
type root struct {
	scratch
	shortlist
	halving Halving
}

// decide returns the option of d that halving recommends for budget
// playouts: start (when not nil) is told the decision's seed, drawn from
// the game's random source, and play plays one playout of an option on s,
// the game copied and dealt again for seat me, and returns me's reward.
func (r *root) decide(m engine.Match, d engine.Decision, who string, budget int, start func(seed uint64), play func(s engine.State, option, me int) float64) (int, error) {
	st, err := r.stateOf(m, who)
	if err != nil {
		return 0, err
	}
	if d.Options() == 1 {
		r.halving.Choose(1, 0, 0, nil) // nothing compared (Gap)
		return 0, nil
	}
	me := d.Seat()
	seed := st.Rand().Uint64()
	if start != nil {
		start(seed)
	}
	s := r.play
	options := r.weigh(st, d, budget)
	best := r.halving.Choose(len(options), budget, seed, func(k int, draw uint64) float64 {
		s.CopyFrom(st)
		s.Redeal(me, draw)
		return play(s, options[k], me)
	})
	return options[best], nil
}
