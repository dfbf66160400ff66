// Package sim plays many bot games on all cores and summarises them per
// seat. Results depend only on the configuration and the seed, never on
// the number of workers: game i always gets seed GameSeed(seed, i), and the
// totals are integers, which add up the same in any order.
package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
)

// Config says what to simulate.
type Config struct {
	Set     *engine.Set
	Ruleset engine.Ruleset
	// Options are the ruleset options (JSON object), as in a record.
	Options json.RawMessage
	Mix     string
	// Bots has one bot name per seat.
	Bots  []string
	Games int
	Seed  uint64
	// Workers is the number of goroutines (all cores when zero).
	Workers int
	// Progress, when set, is called now and then with the number of games
	// finished so far; it must be safe for concurrent use.
	Progress func(done int)
}

// SeatNames are the players' names by seat: the follower colours.
var SeatNames = []string{"Red", "Blue", "Green", "Yellow", "Black", "Grey"}

// GameSeed is the seed of game i of a simulation with seed seed
// (engine.GameSeed, which every simulator uses).
func GameSeed(seed uint64, i int) uint64 { return engine.GameSeed(seed, i) }

// Run plays the games and returns the report. When ctx is cancelled it
// stops early (each worker finishes the game it is playing and starts no
// other) and returns the context's error with the report of the games
// that finished (nil if none did): an interrupted run still says what it
// learnt. A worker's own error is returned in preference to the
// cancellation, which would hide it.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Games < 1 {
		return nil, errors.New("sim: games must be at least 1")
	}
	players := len(cfg.Bots)
	for _, name := range cfg.Bots {
		if _, err := bots.New(name); err != nil {
			return nil, fmt.Errorf("sim: %w", err)
		}
	}
	rules, err := cfg.Ruleset.Bind(cfg.Set, cfg.Options)
	if err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	if o := rules.Options(); players < o.MinPlayers || players > o.MaxPlayers || players > len(SeatNames) {
		return nil, fmt.Errorf("sim: %w: %d (the %s rules allow %d to %d)", engine.ErrPlayerCount, players, cfg.Set.Ruleset.Name, o.MinPlayers, min(o.MaxPlayers, len(SeatNames)))
	}
	names := SeatNames[:players]
	// The set-up (players, mix) is checked before any worker starts.
	if err := engine.CheckSetup(cfg.Set, rules, engine.Setup{Mix: cfg.Mix, Players: names}); err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	var next, done atomic.Int64
	totals := make([]*totals, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		totals[w] = newTotals(players, len(cfg.Set.Kinds))
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = work(ctx, cfg, names, &next, &done, totals[w])
		}()
	}
	wg.Wait()
	sum := newTotals(players, len(cfg.Set.Kinds))
	for _, t := range totals {
		sum.add(t)
	}
	// A worker that failed says why, even when the run was cancelled too:
	// the cancellation of the others must not hide it.
	var failed, cancelled []error
	for _, err := range errs {
		switch {
		case err == nil:
		case ctx.Err() != nil && errors.Is(err, ctx.Err()):
			cancelled = append(cancelled, err)
		default:
			failed = append(failed, err)
		}
	}
	switch {
	case len(failed) > 0:
		return nil, errors.Join(failed...)
	case len(cancelled) > 0 && sum.games > 0:
		return sum.report(cfg, names), ctx.Err()
	case len(cancelled) > 0:
		return nil, ctx.Err()
	}
	return sum.report(cfg, names), nil
}

// progressEvery is how many games a worker plays between progress calls
// (cancellation is checked before every game).
const progressEvery = 64

func work(ctx context.Context, cfg Config, names []string, next, done *atomic.Int64, t *totals) error {
	// Each worker has its own rules value: bound rules keep scratch memory.
	rules, err := cfg.Ruleset.Bind(cfg.Set, cfg.Options)
	if err != nil {
		return err
	}
	g, err := engine.NewGame(cfg.Set, rules, engine.Setup{Mix: cfg.Mix, Players: names})
	if err != nil {
		return err
	}
	// Bots keep only per-turn state, so one set per worker serves all its
	// games.
	seats := make([]engine.Bot, len(cfg.Bots))
	for s, name := range cfg.Bots {
		seats[s], _ = bots.New(name)
	}
	var pl engine.Player
	pending := 0
	for {
		i := int(next.Add(1) - 1)
		if i >= cfg.Games {
			break
		}
		// Before every game: a cancelled run plays at most the games
		// already under way, one per worker.
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err := g.Reset(GameSeed(cfg.Seed, i)); err != nil {
			return err
		}
		pl.Play(g, seats)
		t.record(g)
		pending++
		if pending == progressEvery {
			n := done.Add(int64(pending))
			pending = 0
			if cfg.Progress != nil {
				cfg.Progress(int(n))
			}
		}
	}
	n := done.Add(int64(pending))
	if cfg.Progress != nil {
		cfg.Progress(int(n))
	}
	return nil
}
