package editor

import (
	"context"
	"errors"
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/coach"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// A finished game's review: the coach (engine/coach, docs/coach.md) goes
// through the game's record decision by decision, and the review shows
// the costly decisions one at a time, each on the board as the game stood
// when it was taken, with the option played and the search's best.

// ReviewRun is a review of a game's record set up where the game is
// played (its record read then): Run it on any thread.
type ReviewRun struct {
	set    *engine.Set
	entry  *rulesets.Entry
	setup  PlaySetup
	record *rulesets.Record
}

// NewReview sets up the review of the game so far (a finished game, as
// the Play tab offers it; any game of format 2 reviews).
func (p *Play) NewReview() (*ReviewRun, error) {
	data, err := p.Record()
	if err != nil {
		return nil, err
	}
	r, err := rulesets.DecodeRecord("the game", data)
	if err != nil {
		return nil, err
	}
	return &ReviewRun{set: p.set, entry: p.entry, setup: p.setup, record: r}, nil
}

// Decisions is how many decisions the record holds: Run's progress
// counts to it.
func (r *ReviewRun) Decisions() int { return r.record.Decisions() }

// Run reviews the record with the search of the given playouts
// (coach.Analyse); progress, when set, is told the decisions reviewed so
// far. A cancelled context stops it with the context's error.
func (r *ReviewRun) Run(ctx context.Context, playouts int, progress func(done, total int)) (rv *GameReview, err error) {
	defer func() {
		if x := recover(); x != nil {
			rv, err = nil, fmt.Errorf("the review failed: %v", x)
		}
	}()
	review, err := coach.Analyse(ctx, r.set, r.record, playouts, progress)
	if err != nil {
		return nil, err
	}
	return &GameReview{Review: review, run: r}, nil
}

// GameReview is a game reviewed: the coach's review, and the positions of
// its decisions.
type GameReview struct {
	*coach.Review
	run *ReviewRun
}

// Costly lists the clear mistakes (coach.Decision.Costly), in the
// record's order.
func (g *GameReview) Costly() []coach.Decision {
	var out []coach.Decision
	for _, d := range g.Decisions {
		if d.Costly {
			out = append(out, d)
		}
	}
	return out
}

// Position is the game as it stood at a decision of the record, for the
// board: a Play that takes no answers (phase Shown), and the cells of the
// option played and of the search's best.
type Position struct {
	Play         *Play
	Decision     coach.Decision
	Played, Best Cell
}

// errFound stops a walk at the decision sought.
var errFound = errors.New("found")

// Position replays the record up to decision number n (from 1, as
// coach.Decision.Number counts) into a game of its own.
func (g *GameReview) Position(n int) (*Position, error) {
	if n < 1 || n > len(g.Decisions) {
		return nil, fmt.Errorf("the review has no decision %d", n)
	}
	r := g.run
	var at engine.State
	var d engine.Decision
	k := 0
	_, err := rulesets.Walk(r.set, r.record, func(s engine.State, _ engine.Decision, _ int, _ rulesets.StepAt) error {
		if k++; k < n {
			return nil
		}
		at = s.Clone()
		at.CopyFrom(s)
		d = at.Pending()
		return errFound
	})
	if !errors.Is(err, errFound) {
		if err == nil {
			err = fmt.Errorf("the record has no decision %d", n)
		}
		return nil, err
	}
	dec := g.Decisions[n-1]
	if d == nil || dec.Played.Option >= d.Options() || dec.Best.Option >= d.Options() {
		return nil, fmt.Errorf("decision %d does not replay as it was reviewed", n)
	}
	p := &Play{set: r.set, entry: r.entry, setup: r.setup, match: at, phase: Shown, agents: make([]engine.Agent, len(r.setup.Seats))}
	if c := p.Core(); c != nil {
		p.seen = len(c.Board())
	}
	return &Position{Play: p, Decision: dec, Played: cellOf(r.set, d.Option(dec.Played.Option)), Best: cellOf(r.set, d.Option(dec.Best.Option))}, nil
}
