package sim

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
)

// QualityConfig asks for the game-quality report (docs/quality.md): its
// games are played besides the run's, on the run's first Deals deals.
type QualityConfig struct {
	// Deals are the deals the report plays: each in every rotation of the
	// run's agents over the seats (a cooperative game: once), and in each
	// step of the skill trace.
	Deals int `json:"deals"`
	// SkillFrom is the first step's budget and SkillSteps the number of
	// steps: step k plays mcts:N against mcts:2N, N = SkillFrom·2^k.
	SkillFrom  int `json:"skillFrom"`
	SkillSteps int `json:"skillSteps"`
	// ChoiceEvery: one decision of so many of the run's agents is searched
	// with ChoicePlayouts playouts, for the share of clear decisions.
	ChoiceEvery    int `json:"choiceEvery"`
	ChoicePlayouts int `json:"choicePlayouts"`
}

// DefaultQuality is the quality report as simulate makes it when asked
// for no more.
func DefaultQuality() QualityConfig {
	return QualityConfig{Deals: 100, SkillFrom: 50, SkillSteps: 3, ChoiceEvery: 8, ChoicePlayouts: 200}
}

// String says what the report plays, in the flags' terms.
func (q QualityConfig) String() string {
	return fmt.Sprintf("%d deals, a skill trace from mcts:%d in %d steps, one decision of %d searched at mcts:%d",
		q.Deals, q.SkillFrom, q.SkillSteps, q.ChoiceEvery, q.ChoicePlayouts)
}

// Steps are the skill trace's budgets: N of each step.
func (q QualityConfig) Steps() []int {
	steps := make([]int, q.SkillSteps)
	for k := range steps {
		steps[k] = q.SkillFrom << k
	}
	return steps
}

// Limits of a quality report: its games grow with every figure.
const (
	maxQualityDeals  = 1_000_000
	maxSkillSteps    = 8
	maxSkillPlayouts = 100_000
)

// check says what is wrong with the configuration, in the flags' terms.
func (q QualityConfig) check() error {
	switch {
	case q.Deals < 1 || q.Deals > maxQualityDeals:
		return fmt.Errorf("the quality report's deals: %d; give 1 to %d", q.Deals, maxQualityDeals)
	case q.SkillSteps < 0 || q.SkillSteps > maxSkillSteps:
		return fmt.Errorf("the skill trace's steps: %d; give 0 to %d", q.SkillSteps, maxSkillSteps)
	case q.SkillSteps > 0 && (q.SkillFrom < 1 || q.SkillFrom<<q.SkillSteps > maxSkillPlayouts):
		return fmt.Errorf("the skill trace from mcts:%d in %d steps reaches mcts:%d; give budgets from 1 whose last step stays within mcts:%d", q.SkillFrom, q.SkillSteps, q.SkillFrom<<q.SkillSteps, maxSkillPlayouts)
	case q.ChoiceEvery < 1 || q.ChoicePlayouts < 1 || q.ChoicePlayouts > maxSkillPlayouts:
		return fmt.Errorf("the choice sample: one decision of %d at mcts:%d; give 1 or more, and 1 to %d playouts", q.ChoiceEvery, q.ChoicePlayouts, maxSkillPlayouts)
	}
	return nil
}

// qualityRun is the run of the quality report's deals besides r: the
// same set-up and agents, the run's first q.Deals deals, sharded as r is.
func (r *run) qualityRun(q QualityConfig) (*run, error) {
	if err := q.check(); err != nil {
		return nil, err
	}
	cfg := r.cfg
	cfg.Games, cfg.Balance, cfg.Quality = q.Deals, false, nil
	if err := cfg.Shard.check(cfg.Games); err != nil {
		return nil, fmt.Errorf("the quality report's %d deals: %w", q.Deals, err)
	}
	qr := &run{entry: r.entry, cfg: cfg, setup: r.setup, games: cfg.Shard.Games(q.Deals), weight: qualityWeight(r.entry, r.cfg, q, r.setup)}
	qr.make = func() (player, error) { return newQualityWorker(r.entry, r.setup, q) }
	return qr, nil
}

// qualitySums adds up the quality sums of the run's workers (nil when
// none played).
func (r *run) qualitySums() *quality.Sums {
	var sum *quality.Sums
	for _, p := range r.workers {
		w, ok := p.(*qualityWorker)
		if !ok {
			continue
		}
		if sum == nil {
			sum = quality.NewSums(w.sums.Shape())
		}
		sum.Add(w.Sums())
	}
	return sum
}

// qualityWeight is what a deal of the quality report counts in the
// progress of a run of cfg's games: its cost in games of the run, by the
// ruleset's measured costs.
func qualityWeight(e *rulesets.Entry, cfg Config, q QualityConfig, setup rulesets.SimSetup) int {
	tiles := mixTiles(cfg)
	game := e.GameSeconds(setup.Agents, tiles)
	if game <= 0 {
		return 1
	}
	return max(1, int(QualityDealSeconds(e, q, setup.Agents, len(setup.Players), tiles)/game+0.5))
}

// mixTiles is the number of tiles of the run's mix (72 when it cannot
// be told: the estimates' scale).
func mixTiles(cfg Config) int {
	if m, err := cfg.Set.Pack.Mix(cfg.Mix); err == nil {
		if n, _, err := cfg.Set.MixSize(m); err == nil {
			return n
		}
	}
	return 72
}

// ProgressTotal is what the progress of a run of cfg counts to: its games
// (its shard's), and each deal of its quality report as many games as it
// costs (Config.Progress counts alike).
func ProgressTotal(cfg Config) int {
	games := cfg.Shard.Games(cfg.Games)
	if cfg.Quality == nil {
		return games
	}
	r, err := prepare(Config{Set: cfg.Set, Options: cfg.Options, Mix: cfg.Mix, Agents: cfg.Agents, Players: cfg.Players, Games: cfg.Games, Shard: cfg.Shard})
	if err != nil {
		return games
	}
	return games + cfg.Shard.Games(cfg.Quality.Deals)*qualityWeight(r.entry, r.cfg, *cfg.Quality, r.setup)
}

// QualitySeconds is what the quality report of a run of cfg costs on one
// core by the ruleset's measured costs (its shard's deals), 0 without.
func QualitySeconds(cfg Config) float64 {
	if cfg.Quality == nil {
		return 0
	}
	r, err := prepare(Config{Set: cfg.Set, Options: cfg.Options, Mix: cfg.Mix, Agents: cfg.Agents, Players: cfg.Players, Games: cfg.Games, Shard: cfg.Shard})
	if err != nil {
		return 0
	}
	tiles := mixTiles(cfg)
	return QualityDealSeconds(r.entry, *cfg.Quality, r.setup.Agents, len(r.setup.Players), tiles) * float64(cfg.Shard.Games(cfg.Quality.Deals))
}

// QualityDealSeconds is what one deal of the quality report costs on one
// core by the ruleset's measured costs (rulesets.Entry.GameSeconds), for
// a run's estimate: its games by the run's agents in every rotation, a
// share of their decisions searched for choice, and each step of the
// skill trace.
func QualityDealSeconds(e *rulesets.Entry, q QualityConfig, agents []string, players, tiles int) float64 {
	rotations := players
	if e.Team {
		rotations = 1
	}
	seats := func(strong, weak string) []string {
		if e.Team {
			return []string{strong}
		}
		out := []string{strong}
		for range players - 1 {
			out = append(out, weak)
		}
		return out
	}
	choice := search.BotName(q.ChoicePlayouts)
	total := float64(rotations) * (e.GameSeconds(agents, tiles) + e.GameSeconds(seats(choice, choice), tiles)/float64(q.ChoiceEvery))
	for _, n := range q.Steps() {
		strong, weak := search.BotName(2*n), search.BotName(n)
		if e.Team {
			total += e.GameSeconds([]string{weak}, tiles) + e.GameSeconds([]string{strong}, tiles)
		} else {
			total += float64(players) * e.GameSeconds(seats(strong, weak), tiles)
		}
	}
	return total
}
