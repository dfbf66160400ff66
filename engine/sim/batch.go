package sim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// run is one run of a batch: its configuration checked and seated, and
// the tallies of the goroutines that played its games.
type run struct {
	entry *rulesets.Entry
	cfg   Config // its Shard normal
	setup rulesets.SimSetup
	// games is the number of games the run's shard plays.
	games int
	// workers[g] is goroutine g's worker for the run, made when g first
	// plays one of its games (goroutine 0's before any game starts): a
	// tally.Worker, or what make makes.
	workers []player
	// make, when set, makes the run's workers instead of the ruleset's
	// (the quality report's).
	make func() (player, error)
	// weight is what one of its games counts in the batch's progress
	// (0: 1), so that a run of costlier games moves the bar by their cost.
	weight int
}

// player is a run's worker: it plays the game (or deal) of a seed.
type player interface {
	Play(seed uint64) error
}

// prepare checks a run's configuration and seats its agents.
func prepare(cfg Config) (*run, error) {
	if err := checkSize(cfg.Games, cfg.Workers); err != nil {
		return nil, err
	}
	cfg.Shard = cfg.Shard.normal()
	if err := cfg.Shard.check(cfg.Games); err != nil {
		return nil, err
	}
	entry, err := rulesets.EntryOf(cfg.Set)
	if err != nil {
		return nil, err
	}
	setup, err := seat(entry, cfg)
	if err != nil {
		return nil, err
	}
	return &run{entry: entry, cfg: cfg, setup: setup, games: cfg.Shard.Games(cfg.Games)}, nil
}

// worker is goroutine g's worker for the run, made on first use.
func (r *run) worker(g int) (player, error) {
	if r.workers[g] != nil {
		return r.workers[g], nil
	}
	if r.make != nil {
		w, err := r.make()
		if err != nil {
			return nil, err
		}
		r.workers[g] = w
		return w, nil
	}
	w, err := newWorker(r.setup)
	if err != nil {
		return nil, err
	}
	if b, ok := w.(tally.BalanceWorker); r.cfg.Balance && (!ok || b.Balance() == nil) {
		return nil, fmt.Errorf("the %s engine cannot make a balance report yet", r.entry.Label())
	}
	r.workers[g] = w
	return w, nil
}

// sums adds up the run's tallies (and balance sums, when asked for).
func (r *run) sums() (tally.Tally, *tally.Balance) {
	var sum tally.Tally
	var balance *tally.Balance
	for _, p := range r.workers {
		w, ok := p.(tally.Worker)
		if !ok {
			continue
		}
		if sum == nil {
			sum = w.Tally()
		} else {
			sum.Add(w.Tally())
		}
		if r.cfg.Balance {
			b := w.(tally.BalanceWorker).Balance()
			if balance == nil {
				balance = b
			} else {
				balance.Add(b)
			}
		}
	}
	return sum, balance
}

// playBatch plays the games of every run on the given number of
// goroutines (all cores when zero), the runs' games taken in turn — game
// j of every run before game j+1 of any — so that the batch advances at
// one pace and a progress bar's estimate holds however much one run's
// games cost more than another's. progress, when set, is called now and
// then with the games of all runs finished so far. Every run's result is
// the same as when it is played alone: game j of a run always has its own
// seed, and its tally adds up the same in any order. A cancelled batch
// stops with each goroutine's game under way and returns the context's
// error; a goroutine's own error stops the others and is returned in
// preference to the cancellation, which would hide it.
func playBatch(ctx context.Context, runs []*run, workers int, progress func(int)) error {
	total := 0
	for _, r := range runs {
		total += r.games
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, total, MaxWorkers))
	// Workers that hold something (an outside program) let it go when the
	// batch ends.
	defer func() {
		for _, r := range runs {
			for _, w := range r.workers {
				if c, ok := w.(io.Closer); ok {
					c.Close()
				}
			}
		}
	}()
	// Goroutine 0's workers are made before any game starts: a bad mix or
	// option is refused at once.
	for _, r := range runs {
		r.workers = make([]player, workers)
		if _, err := r.worker(0); err != nil {
			return err
		}
	}
	s := newSchedule(runs)
	var done atomic.Int64
	errs := make([]error, workers)
	// A goroutine that fails stops the others: the batch's result is its
	// error.
	batch, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	var wg sync.WaitGroup
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[g] = work(batch, g, s, &done, progress)
			if errs[g] != nil && ctx.Err() == nil {
				stop(errs[g])
			}
		}()
	}
	wg.Wait()
	// A goroutine that failed says why, even when the batch was cancelled
	// too: the cancellation of the others must not hide it.
	var failed, cancelled []error
	for _, err := range errs {
		switch {
		case err == nil:
		case ctx.Err() != nil && errors.Is(err, ctx.Err()):
			cancelled = append(cancelled, err)
		case ctx.Err() == nil && errors.Is(err, context.Canceled):
			// stopped because another goroutine failed: that one says why
		default:
			failed = append(failed, err)
		}
	}
	switch {
	case len(failed) > 0:
		return errors.Join(failed...)
	case len(cancelled) > 0:
		return ctx.Err()
	}
	return nil
}

// schedule hands out the batch's games in turn across its runs.
type schedule struct {
	runs []*run
	// one is the next game of a batch of one run, taken without a lock.
	one atomic.Int64
	mu  sync.Mutex
	// r and j are the next game to hand out: the run's game j.
	r, j int
	left int
}

func newSchedule(runs []*run) *schedule {
	s := &schedule{runs: runs}
	for _, r := range runs {
		s.left += r.games
	}
	return s
}

// next is the next game to play, the run's game j (of its shard), or
// false when every game is taken.
func (s *schedule) next() (r *run, j int, ok bool) {
	if len(s.runs) == 1 {
		j := int(s.one.Add(1) - 1)
		return s.runs[0], j, j < s.runs[0].games
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.left > 0 {
		r, j := s.runs[s.r], s.j
		if s.r++; s.r == len(s.runs) {
			s.r, s.j = 0, s.j+1
		}
		if j < r.games {
			s.left--
			return r, j, true
		}
	}
	return nil, 0, false
}

// progressEvery and progressPeriod say when a goroutine reports its
// finished games: every progressEvery games, or sooner when
// progressPeriod has passed since its last report, so that a bar moves
// with slow games too. Cancellation is checked before every game.
const (
	progressEvery  = 64
	progressPeriod = 200 * time.Millisecond
)

// work is goroutine g: it plays the games the schedule hands it until
// every game is taken.
func work(ctx context.Context, g int, s *schedule, done *atomic.Int64, progress func(int)) error {
	pending := 0
	last := time.Now()
	report := func() {
		n := done.Add(int64(pending))
		pending = 0
		if progress != nil {
			progress(int(n))
		}
	}
	defer report()
	for {
		r, j, ok := s.next()
		if !ok {
			return nil
		}
		// Before every game: a cancelled batch plays at most the games
		// already under way, one per goroutine.
		if ctx.Err() != nil {
			return ctx.Err()
		}
		w, err := r.worker(g)
		if err != nil {
			return err
		}
		i := r.cfg.Shard.game(j)
		seed := engine.GameSeed(r.cfg.Seed, i)
		if err := w.Play(seed); err != nil {
			return fmt.Errorf("game %d of the run, seed %d (tilesmith play --seed %d with the same bots plays it): %w", i+1, seed, seed, err)
		}
		pending += max(r.weight, 1)
		if pending == progressEvery || progress != nil && time.Since(last) >= progressPeriod {
			report()
			last = time.Now()
		}
	}
}
