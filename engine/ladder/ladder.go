// Package ladder plays agents against each other, two at a time, and
// rates them: Elo-like ratings with confidence intervals, so that a
// designer can tell how far the bots behind a balance report can be
// trusted, and how sure the ratings are.
package ladder

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Config says what the ladder plays: the pack, mix and options, the
// agents (two or more, distinct), the games of each pairing, the seed.
type Config struct {
	Set     *engine.Set
	Options json.RawMessage
	Mix     string
	Agents  []string
	// Games is the number of games of each pairing: half with the first
	// agent in the first seat, half the other way round.
	Games int
	Seed  uint64
	// Workers is the number of goroutines (all cores when zero).
	Workers int
	// Resamples is the number of draws behind the intervals
	// (DefaultResamples when zero).
	Resamples int
	// Progress, when set, is called now and then with the games finished
	// so far, of Games × pairings (of the shard's share of them).
	Progress func(done int)
	// Shard plays one share of every pairing's games (RunShard); the zero
	// Shard is the whole ladder.
	Shard sim.Shard
}

// DefaultResamples is the number of draws behind the intervals.
const DefaultResamples = 1000

// The limits of a ladder, for the command line and for partial reports
// read from elsewhere alike: the rating's work grows with agents² ×
// resamples, and each pairing's games are a run of their own.
const (
	MaxAgents    = 16
	MaxResamples = 100_000
	MaxGames     = 1_000_000_000
)

// checkSize refuses a ladder larger than the limits say.
func checkSize(agents, games, resamples int) error {
	switch {
	case agents < 2:
		return errors.New("a ladder needs two agents or more")
	case agents > MaxAgents:
		return fmt.Errorf("%d agents: a ladder rates at most %d", agents, MaxAgents)
	case games < 2:
		return errors.New("a pairing needs two games or more (one with each agent in the first seat)")
	case games > MaxGames:
		return fmt.Errorf("%d games a pairing: at most %d", games, MaxGames)
	case resamples < 0 || resamples > MaxResamples:
		return fmt.Errorf("%d resamples: the intervals take 1 to %d draws", resamples, MaxResamples)
	}
	return nil
}

// Result is a ladder: every agent's rating and every pairing's games.
type Result struct {
	Ruleset string `json:"ruleset"`
	Pack    string `json:"pack"`
	Mix     string `json:"mix"`
	Seed    uint64 `json:"seed"`
	// Games is the number of games of each pairing.
	Games int `json:"gamesPerPairing"`
	// Anchor is the agent rated 0.
	Anchor   string    `json:"anchor"`
	Ratings  []Rating  `json:"ratings"`
	Pairings []Pairing `json:"pairings"`
	// Sweeps are the pairings one agent won outright, with how far ahead
	// the winner is at least.
	Sweeps []Sweep `json:"sweeps,omitempty"`
	// Resamples is the number of draws behind the intervals.
	Resamples int `json:"resamples"`
}

// Sweep is a pairing one agent won every game of: the games cannot tell
// how much stronger the winner is, only that its rating is at least
// AtLeast above the loser's (the interval's low end for the difference).
type Sweep struct {
	Winner  string  `json:"winner"`
	Loser   string  `json:"loser"`
	AtLeast float64 `json:"atLeast"`
}

// Rating is one agent's rating: Elo-like points above the anchor, with the
// 95% interval of the bootstrap, and its games and score in all pairings.
type Rating struct {
	Agent string  `json:"agent"`
	Elo   float64 `json:"elo"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	Games int     `json:"games"`
	// Score is the agent's wins, a shared top score counting half.
	Score float64 `json:"score"`
}

// Pairing is the games between two agents: A's wins, B's wins and the
// games they shared the top score.
type Pairing struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Games  int    `json:"games"`
	WinsA  int    `json:"winsA"`
	WinsB  int    `json:"winsB"`
	Shared int    `json:"shared"`
}

// ScoreA is A's score in the pairing: its wins, shared games counting
// half.
func (p Pairing) ScoreA() float64 { return float64(p.WinsA) + float64(p.Shared)/2 }

// Run plays every pairing of the agents and rates them. A cancelled
// context stops it with what it has played so far refused: a ladder is
// rated on whole pairings only.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	cfg.Shard = sim.Shard{}
	p, err := play(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return p.result(), nil
}

// play checks the ladder and plays every pairing's games of cfg.Shard.
func play(ctx context.Context, cfg Config) (*Partial, error) {
	entry, err := rulesets.EntryOf(cfg.Set)
	if err != nil {
		return nil, err
	}
	switch {
	case entry.Team:
		return nil, fmt.Errorf("%s is cooperative: its agents play as one team against the game, not against each other; simulate reports each team's win rate", entry.Name)
	case checkSize(len(cfg.Agents), cfg.Games, cfg.Resamples) != nil:
		return nil, checkSize(len(cfg.Agents), cfg.Games, cfg.Resamples)
	case cfg.Shard.Of > cfg.Games/2:
		return nil, fmt.Errorf("%d shards of pairings of %d games: each shard plays both seatings of every pairing, so give at most %d shards", cfg.Shard.Of, cfg.Games, cfg.Games/2)
	}
	agents := make([]string, len(cfg.Agents))
	for i, a := range cfg.Agents {
		if err := entry.CheckAgent(a); err != nil {
			return nil, err
		}
		// One name for one agent: "mcts" is "mcts:1000".
		if n, ok, err := search.ParseName(a); ok && err == nil {
			a = search.BotName(n)
		}
		if slices.Contains(agents[:i], a) {
			return nil, fmt.Errorf("agent %q is named twice: a ladder rates different agents", a)
		}
		agents[i] = a
	}
	cfg.Agents = agents
	resamples := cfg.Resamples
	if resamples <= 0 {
		resamples = DefaultResamples
	}
	res := &Partial{Format: PartialFormat, Kind: PartialKind, Ruleset: entry.Name, Pack: cfg.Set.Pack.ID, Mix: cfg.Mix,
		Agents: cfg.Agents, Games: cfg.Games, Seed: cfg.Seed, Shard: cfg.Shard, Resamples: resamples}
	// Every pairing's two halves — the first agent in the first seat, then
	// in the second — are played in one batch, their games in turn, so
	// that the ladder advances at one pace and its progress bar's estimate
	// holds though a search bot's games cost a hundred times a quick bot's.
	var runs []sim.Config
	for i, a := range cfg.Agents {
		for _, b := range cfg.Agents[i+1:] {
			// Each pairing has a seed of its own, the same for both halves:
			// game i deals the same tiles with the seats swapped, so the
			// luck of the deal evens out.
			seed := cfg.Seed + uint64(len(runs)/2+1)*0x9e3779b97f4a7c15
			first := cfg.Games / 2
			runs = append(runs,
				sim.Config{Set: cfg.Set, Options: cfg.Options, Mix: cfg.Mix, Agents: []string{a, b}, Players: 2, Games: first, Seed: seed, Shard: cfg.Shard},
				sim.Config{Set: cfg.Set, Options: cfg.Options, Mix: cfg.Mix, Agents: []string{b, a}, Players: 2, Games: cfg.Games - first, Seed: seed, Shard: cfg.Shard})
		}
	}
	parts, err := sim.RunPartials(ctx, runs, cfg.Workers, cfg.Progress)
	if err != nil {
		return nil, err
	}
	for h := 0; h < len(parts); h += 2 {
		a, b := runs[h].Agents[0], runs[h].Agents[1]
		p := Pairing{A: a, B: b, Games: cfg.Games}
		for half, part := range parts[h : h+2] {
			res.PackSHA256, res.Options = part.PackSHA256, part.Options
			played := part.Tally.Games()
			summary := part.Tally.Summary()
			first, second := counts(summary.Seats[0], played), counts(summary.Seats[1], played)
			if half == 1 {
				first, second = second, first
			}
			p.WinsA += first.sole
			p.WinsB += second.sole
			p.Shared += first.shared
		}
		res.Pairings = append(res.Pairings, p)
	}
	return res, nil
}

// result rates the pairings of a whole ladder.
func (p *Partial) result() *Result {
	res := &Result{Ruleset: p.Ruleset, Pack: p.Pack, Mix: p.Mix, Seed: p.Seed, Games: p.Games, Anchor: p.Agents[0],
		Pairings: p.Pairings, Resamples: p.Resamples}
	res.Ratings, res.Sweeps = rate(p.Agents, p.Pairings, res.Resamples, p.Seed)
	return res
}

// seatCounts are one seat's outright wins and shared top scores.
type seatCounts struct{ sole, shared int }

// counts reads a seat's wins back from its rates over games.
func counts(s tally.Seat, games int) seatCounts {
	sole := int(math.Round(s.SoleWinRate * float64(games)))
	all := int(math.Round(s.WinRate * float64(games)))
	return seatCounts{sole: sole, shared: all - sole}
}
