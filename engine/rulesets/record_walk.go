package rulesets

import (
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// ErrNoSteps says a record holds its ruleset's own moves (format 1),
// which replay only as a whole, not decision by decision.
var ErrNoSteps = errors.New("the record is of format 1 (a build before 2026-11-28 wrote it, each game its own moves), which replays only as a whole: a record that 'tilesmith play' or the editor writes today can be walked decision by decision")

// Visit is told each decision of a record as it replays: the game at the
// decision (read it or copy it; the walk answers), the decision, the
// option the record took, and where the decision stands in the record.
// An error stops the walk.
type Visit func(s engine.State, d engine.Decision, played int, at StepAt) error

// StepAt is where a decision stands in its record: its step (from 1) and
// the tiles drawn before it (the draw-tile chance steps: the turn of the
// tile being played, from 1, in every built-in game).
type StepAt struct {
	Step, Draws int
}

// Walk replays a record of format 2 on set decision by decision, telling
// visit each decision before it is answered as the record says, and
// returns the game at its end. A record of format 1 returns ErrNoSteps.
func Walk(set *engine.Set, r *Record, visit Visit) (Replayed, error) {
	if r.steps == nil && r.entry == nil {
		return nil, ErrNoSteps
	}
	if _, err := Replay(set, r); err != nil {
		// The whole record is checked first: a walk never visits the
		// decisions of a record that does not replay.
		return nil, err
	}
	e := r.entry
	s, err := e.NewMatch(set, r.Ruleset.Options, r.Mix, r.Players, r.Seed)
	if err != nil {
		return nil, err
	}
	draws := 0
	for i, st := range r.steps {
		if st.Chance == engine.ChanceDraw {
			draws++
		}
		if st.Decide != "" {
			engine.DealAll(s)
			d := s.Pending()
			played, err := engine.StepOption(d, st)
			if err != nil {
				return nil, fmt.Errorf("%w: step %d: %w", engine.ErrHistory, i+1, err)
			}
			if err := visit(s, d, played, StepAt{Step: i + 1, Draws: draws}); err != nil {
				return nil, err
			}
		}
		if err := engine.ReplaySteps(s, r.steps[i:i+1]); err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
	}
	return e.Replayed(s), nil
}

// Decisions counts the decisions of a record of format 2 (0 for format
// 1), for a walk's progress.
func (r *Record) Decisions() int {
	n := 0
	for _, st := range r.steps {
		if st.Decide != "" {
			n++
		}
	}
	return n
}
