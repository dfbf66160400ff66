// Package sim plays many games of any ruleset the engine plays on all
// cores and summarises them. A ruleset is reached through the registry
// (engine/rulesets), which gives each worker the ruleset's fast path: one
// game reset with each seed and played by bots or a team, tallied without
// a record (package tally). Results depend only on the configuration and
// the seed, never on the number of workers: game i always gets seed
// engine.GameSeed(seed, i), and the tallies are integers, which add up the
// same in any order. For the same reason a run splits into shards, each
// played anywhere (RunPartial), whose partial reports Merge adds up to the
// report of the whole run, byte for byte.
package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Config says what to simulate.
type Config struct {
	Set *engine.Set
	// Options are the ruleset options (JSON object), as in a record; nil
	// for the pack's own.
	Options json.RawMessage
	Mix     string
	// Agents name the agents that play (the registry entry's Agents): one
	// per seat in a competitive ruleset, the team's alone in a team
	// ruleset. None: the entry's first agent plays.
	Agents []string
	// Players is the number of players; zero in a competitive ruleset
	// means one per agent.
	Players int
	Games   int
	Seed    uint64
	// Shard, when set, plays only that shard of the Games (see Shard); the
	// zero Shard plays them all.
	Shard Shard
	// Balance adds the balance report (Report.Balance).
	Balance bool
	// Workers is the number of goroutines (all cores when zero).
	Workers int
	// Progress, when set, is called now and then with the number of games
	// finished so far; it must be safe for concurrent use.
	Progress func(done int)
}

// newWorker makes a worker; tests wrap it.
var newWorker = rulesets.NewSimWorker

// Run plays the games and returns the report. When ctx is cancelled it
// stops early (each worker finishes the game it is playing and starts no
// other) and returns the context's error with the report of the games
// that finished (nil if none did): an interrupted run still says what it
// learnt. A worker's own error is returned in preference to the
// cancellation, which would hide it.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	o, err := play(ctx, cfg)
	if o == nil {
		return nil, err
	}
	return o.report(), err
}

// outcome is what a run played: its set-up and the workers' tallies added
// up.
type outcome struct {
	entry *rulesets.Entry
	cfg   Config
	setup rulesets.SimSetup
	sum   tally.Tally
	// balance is the balance report's sums, when asked for.
	balance *tally.Balance
}

func (o *outcome) report() *Report {
	r := &Report{Ruleset: o.entry.Name, Pack: o.cfg.Set.Pack.ID, Mix: o.cfg.Mix, Games: o.sum.Games(), Seed: o.cfg.Seed,
		Players: len(o.setup.Players), Summary: o.sum.Summary()}
	if o.balance != nil {
		r.Balance = balanceReport(o.balance)
	}
	return r
}

// play plays the run's games (its shard's) and adds up the workers'
// tallies; a cancelled run returns what it played with the context's
// error, or no outcome if no game finished.
func play(ctx context.Context, cfg Config) (*outcome, error) {
	if cfg.Games < 1 {
		return nil, errors.New("the number of games must be at least 1")
	}
	cfg.Shard = cfg.Shard.normal()
	if err := cfg.Shard.check(cfg.Games); err != nil {
		return nil, err
	}
	games := cfg.Shard.Games(cfg.Games)
	entry, err := rulesets.EntryOf(cfg.Set)
	if err != nil {
		return nil, err
	}
	setup, err := seat(entry, cfg)
	if err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, games)
	// Every worker is set up before any game starts: a bad mix or option
	// is refused at once.
	ws := make([]tally.Worker, workers)
	for w := range ws {
		if ws[w], err = newWorker(setup); err != nil {
			return nil, err
		}
		if b, ok := ws[w].(tally.BalanceWorker); cfg.Balance && (!ok || b.Balance() == nil) {
			return nil, fmt.Errorf("the %s engine cannot make a balance report yet", entry.Label())
		}
	}
	var next, done atomic.Int64
	errs := make([]error, workers)
	// A worker that fails stops the others: the run's result is its error.
	run, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	var wg sync.WaitGroup
	for w, worker := range ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = work(run, cfg, games, worker, &next, &done)
			if errs[w] != nil && ctx.Err() == nil {
				stop(errs[w])
			}
		}()
	}
	wg.Wait()
	sum := ws[0].Tally()
	for _, w := range ws[1:] {
		sum.Add(w.Tally())
	}
	var balance *tally.Balance
	if cfg.Balance {
		balance = ws[0].(tally.BalanceWorker).Balance()
		for _, w := range ws[1:] {
			balance.Add(w.(tally.BalanceWorker).Balance())
		}
	}
	// A worker that failed says why, even when the run was cancelled too:
	// the cancellation of the others must not hide it.
	var failed, cancelled []error
	for _, err := range errs {
		switch {
		case err == nil:
		case ctx.Err() != nil && errors.Is(err, ctx.Err()):
			cancelled = append(cancelled, err)
		case ctx.Err() == nil && errors.Is(err, context.Canceled):
			// stopped because another worker failed: that one says why
		default:
			failed = append(failed, err)
		}
	}
	o := &outcome{entry: entry, cfg: cfg, setup: setup, sum: sum, balance: balance}
	switch {
	case len(failed) > 0:
		return nil, errors.Join(failed...)
	case len(cancelled) > 0 && sum.Games() > 0:
		return o, ctx.Err()
	case len(cancelled) > 0:
		return nil, ctx.Err()
	}
	return o, nil
}

// seat checks the agents and the number of players against the ruleset's
// entry and the pack, and names the seats.
func seat(e *rulesets.Entry, cfg Config) (rulesets.SimSetup, error) {
	agents := cfg.Agents
	players := cfg.Players
	switch {
	case len(agents) == 0 && e.Team:
		agents = e.Agents[:1]
	case len(agents) == 0:
		agents = slices.Repeat(e.Agents[:1], players)
	case e.Team && len(agents) != 1:
		return rulesets.SimSetup{}, fmt.Errorf("one agent plays the whole team in %s, not %d: name one of %s", e.Name, len(agents), strings.Join(e.Agents, ", "))
	case !e.Team && players == 0:
		players = len(agents)
	case !e.Team && len(agents) != players:
		return rulesets.SimSetup{}, fmt.Errorf("%d agents for %s: name one per seat", len(agents), playerCount(players))
	}
	for _, a := range agents {
		if err := e.CheckAgent(a); err != nil {
			return rulesets.SimSetup{}, err
		}
	}
	pr, err := rulesets.Players(cfg.Set)
	if err != nil {
		return rulesets.SimSetup{}, err
	}
	if players < pr.Min || players > pr.Max || players > len(e.Seats) {
		return rulesets.SimSetup{}, fmt.Errorf("cannot seat %s: %s", playerCount(players), pr)
	}
	return rulesets.SimSetup{Set: cfg.Set, Options: cfg.Options, Mix: cfg.Mix, Players: e.Seats[:players], Agents: agents, Balance: cfg.Balance}, nil
}

// progressEvery is how many games a worker plays between progress calls
// (cancellation is checked before every game).
const progressEvery = 64

// work plays games of the run's shard (its j-th game is the run's game
// cfg.Shard.game(j)) until the shard's games are all taken.
func work(ctx context.Context, cfg Config, games int, w tally.Worker, next, done *atomic.Int64) error {
	pending := 0
	for {
		j := int(next.Add(1) - 1)
		if j >= games {
			break
		}
		// Before every game: a cancelled run plays at most the games
		// already under way, one per worker.
		if ctx.Err() != nil {
			return ctx.Err()
		}
		i := cfg.Shard.game(j)
		if err := w.Play(engine.GameSeed(cfg.Seed, i)); err != nil {
			return fmt.Errorf("game %d of the run, seed %d (tilesmith play --seed %d with the same bots plays it): %w", i+1, engine.GameSeed(cfg.Seed, i), engine.GameSeed(cfg.Seed, i), err)
		}
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
