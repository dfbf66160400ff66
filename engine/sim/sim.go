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
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
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
	// Quality, when set, adds the game-quality report (Report.Quality),
	// whose deals are played besides the run's games and sharded alike.
	Quality *QualityConfig
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
	// quality is the quality report's sums, when asked for.
	quality *quality.Sums
}

func (o *outcome) report() *Report {
	r := &Report{Ruleset: o.entry.Name, Pack: o.cfg.Set.Pack.ID, Mix: o.cfg.Mix, Games: o.sum.Games(), Seed: o.cfg.Seed,
		Players: len(o.setup.Players), Summary: o.sum.Summary()}
	if o.balance != nil {
		r.Balance = balanceReport(o.balance)
	}
	if o.quality != nil {
		r.Quality = o.quality.Report()
	}
	return r
}

// play plays the run's games (its shard's) and adds up the workers'
// tallies; a cancelled run returns what it played with the context's
// error, or no outcome if no game finished.
func play(ctx context.Context, cfg Config) (*outcome, error) {
	r, err := prepare(cfg)
	if err != nil {
		return nil, err
	}
	runs := []*run{r}
	if cfg.Quality != nil {
		q, err := r.qualityRun(*cfg.Quality)
		if err != nil {
			return nil, err
		}
		runs = append(runs, q)
	}
	err = playBatch(ctx, runs, cfg.Workers, cfg.Progress)
	sum, balance := r.sums()
	o := &outcome{entry: r.entry, cfg: r.cfg, setup: r.setup, sum: sum, balance: balance}
	if len(runs) > 1 {
		o.quality = runs[1].qualitySums()
	}
	switch {
	case err == nil:
		return o, nil
	case ctx.Err() != nil && errors.Is(err, ctx.Err()) && sum != nil && sum.Games() > 0:
		return o, err
	}
	return nil, err
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
