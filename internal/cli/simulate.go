package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
)

// gameFlags are the flags that set up bot games.
type gameFlags struct {
	pack, mix, bots, options string
	with                     []string
	players                  int
	seed                     uint64
}

func (f *gameFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.pack, "pack", "winter-edition", "pack file or built-in pack id")
	addWithFlag(cmd, &f.with)
	cmd.Flags().StringVar(&f.mix, "mix", "", "mix to play (default: the pack's first mix)")
	cmd.Flags().IntVar(&f.players, "players", 2, "number of players")
	cmd.Flags().StringVar(&f.bots, "bots", "", "agents, comma-separated: one per seat, or one for every seat; in a team ruleset one for the team (default: the ruleset's first; "+agentsHelp()+")")
	cmd.Flags().Uint64Var(&f.seed, "seed", 1, "random seed")
	cmd.Flags().StringVar(&f.options, "options", "", `ruleset options as a JSON object, e.g. '{"handSize": 3}' (tilesmith rulesets lists each ruleset's)`)
}

// agentsHelp lists every ruleset's agents: "classic: random, greedy; ...".
func agentsHelp() string {
	return agentsOf(func(rulesets.Entry) bool { return true }) + "; every ruleset: " + agentKindsHelp()
}

// agentKindsHelp lists the kinds of agent every ruleset seats:
// "ext:COMMAND (an outside program, docs/agents.md)" (engine.AgentKind).
func agentKindsHelp() string {
	var parts []string
	for _, k := range engine.AgentKinds() {
		parts = append(parts, k.Usage+" ("+k.Short+")")
	}
	return strings.Join(parts, ", ")
}

// agentsOf lists the agents of the rulesets keep keeps.
func agentsOf(keep func(rulesets.Entry) bool) string {
	var parts []string
	for _, e := range rulesets.Entries() {
		if keep(e) {
			parts = append(parts, e.Label()+": "+strings.Join(e.Agents, ", "))
		}
	}
	return strings.Join(parts, "; ")
}

// checkPlayers refuses a --players the pack's rules do not seat, saying
// what they do.
func (f *gameFlags) checkPlayers(set *engine.Set) error {
	pr, err := rulesets.Players(set)
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if f.players < pr.Min || f.players > pr.Max {
		return usageErrorf("--players %d: %s in pack %s: give --players %s", f.players, pr, set.Pack.ID, pr.Flag())
	}
	return nil
}

func newSimulateCmd() *cobra.Command {
	var f gameFlags
	var out outputFlags
	var games, workers int
	var shardFlag, reportFlag string
	var qf qualityFlags
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play many bot games of any ruleset on all cores and report on them",
		Long: `simulate plays --games games of the pack's ruleset (tilesmith rulesets) with the
given agents and reports on them. A competitive game (classic) reports per
seat the mean, median and standard deviation of the final score, points by
feature kind, followers used, the unplaceable-tile rate, tiles placed and the
win rate; a cooperative game (Mists) reports the team's win rate and the
ruleset's own tallies: losses by cause, dogs reached, the mean score and the
ghosts on the board after each turn. Game i is played with a seed derived
from --seed and i, so the report is the same whatever --workers is. A run
that looks long (by the ruleset's measured costs, or its first seconds)
prints its plan and an estimate first; a progress bar with the time left
shows on a terminal, and a line a minute elsewhere.

With --shard K/N the run plays only its share of the games — the games i
(counted from 0) with i mod N = K, each with the seed it has in the whole
run — and writes a partial report (JSON) instead of the report: run shards
0/N to N-1/N anywhere, then 'tilesmith merge' prints the whole run's report,
byte for byte the one simulate prints unsharded.

With --report balance the report adds what a designer balances a pack by:
the worth of each tile kind of the mix to the seat that draws it, each seat's
win rate and advantage, the share of points from each source, and the
distributions of game lengths and final margins, each with its 95% interval
(docs/balance.md says how to read them).

With --report quality (or balance,quality) it adds the game-quality report:
skill (a skill trace: mcts:N against mcts:2N up --skill-steps doublings from
--skill-from, and how many doublings still win), luck (how much of the
margin between seats the deal settles), drama (how far behind the winner
was, lead changes, from when the leader held), choice (the share of
decisions with a clearly best option, and how many options each kind
offers) and shape (length, ties, the first seat's wins), with 95% intervals,
on --quality-deals deals played besides the run's games (docs/quality.md).`,
		Args: noArgs("--pack"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkRunFlags(games, sim.MaxGames, workers); err != nil {
				return err
			}
			balance, quality, err := parseReport(reportFlag)
			if err != nil {
				return err
			}
			if quality {
				if err := qf.check(); err != nil {
					return err
				}
			}
			var shard sim.Shard
			if shardFlag != "" {
				if shard, err = sim.ParseShard(shardFlag); err != nil {
					return usageErrorf("--shard %v", err)
				}
				if shard.Of > games {
					return usageErrorf("--shard %s: %d games cannot be split into %d shards, for every shard must play a game: give N at most %d", shard, games, shard.Of, games)
				}
				if out.json {
					return usageErrorf("--format json: a shard writes its partial report as JSON always, and merge prints it as text or JSON: give --format json to merge")
				}
			}
			if err := out.checkNotInput(f.pack, f.with); err != nil {
				return err
			}
			set, err := loadSet(f.pack, f.with, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			entry, err := rulesets.EntryOf(set)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			if f.mix == "" && len(set.Pack.Mixes) > 0 {
				f.mix = set.Pack.Mixes[0].ID
			}
			if err := f.checkPlayers(set); err != nil {
				return err
			}
			names, err := f.agentNames(entry)
			if err != nil {
				return err
			}
			cfg := sim.Config{Set: set, Mix: f.mix, Agents: names, Players: f.players, Games: games, Seed: f.seed, Shard: shard, Workers: workers, Balance: balance}
			if quality {
				q := qf.config()
				if shard.Of > q.Deals {
					return usageErrorf("--shard %s: the quality report's %d deals cannot be split into %d shards: give --quality-deals %d or more", shard, q.Deals, shard.Of, shard.Of)
				}
				cfg.Quality = &q
			}
			if f.options != "" {
				if !json.Valid([]byte(f.options)) {
					return usageErrorf("--options is not valid JSON: %s", f.options)
				}
				cfg.Options = []byte(f.options)
			}
			notes := simulationNotes(set)
			if shardFlag != "" {
				return runShard(cmd, cfg, out, notes)
			}
			var report *sim.Report
			elapsed, stopped, err := runWithProgress(cmd, simulationPlan(cfg, games), func(ctx context.Context, progress func(int)) (err error) {
				cfg.Progress = progress
				report, err = sim.Run(ctx, cfg)
				return err
			})
			if err != nil {
				return err
			}
			if report == nil {
				return interrupted(0, games)
			}
			if err := out.write(cmd, report); err != nil {
				return err
			}
			for _, note := range notes {
				fmt.Fprintln(cmd.ErrOrStderr(), note)
			}
			if stopped {
				return interrupted(report.Games, games)
			}
			if w := cmd.ErrOrStderr(); !out.json && isTerminal(w) {
				fmt.Fprintf(w, "\n%d games in %.2fs (%.0f games/s on %d workers)\n", games, elapsed.Seconds(), float64(games)/elapsed.Seconds(), effectiveWorkers(workers, games))
			}
			return nil
		},
	}
	f.register(cmd)
	cmd.Flags().IntVar(&games, "games", 1000, "number of games (of the whole run, with --shard)")
	cmd.Flags().IntVar(&workers, "workers", 0, "parallel games (default: all cores)")
	cmd.Flags().StringVar(&reportFlag, "report", "", "add reports to the summary, comma-separated: balance (tile worth, seat advantage, point shares, lengths and margins), quality (skill, luck, drama, choice, shape)")
	qf.register(cmd.Flags())
	cmd.Flags().StringVar(&shardFlag, "shard", "", "play only shard K of N of the games (K counted from 0: 0/N to N-1/N; the games i with i mod N = K) and write a partial report for 'tilesmith merge'")
	out.register(cmd, "the report (with --shard, the partial report)")
	return cmd
}

// simulationPlan is what a simulation of games games (a shard's, or the
// whole run's) says when it is long: its agents, mix and workers, and how
// long it should take by the ruleset's measured costs.
func simulationPlan(cfg sim.Config, games int) runPlan {
	workers := effectiveWorkers(cfg.Workers, games)
	if cfg.Quality != nil {
		plan := simulationPlan(sim.Config{Set: cfg.Set, Mix: cfg.Mix, Agents: cfg.Agents, Shard: cfg.Shard, Workers: cfg.Workers, Options: cfg.Options, Players: cfg.Players}, games)
		plan.estimate += time.Duration(sim.QualitySeconds(cfg) / float64(min(workers, runtime.NumCPU())) * float64(time.Second))
		// The bar counts each of the quality report's deals as the games
		// it costs.
		plan.games, plan.weighted = sim.ProgressTotal(cfg), true
		plan.about = fmt.Sprintf("%d games and the quality report's %d deals %s", games, cfg.Shard.Games(cfg.Quality.Deals), plan.about)
		return plan
	}
	plan := runPlan{what: "simulate", games: games,
		about: fmt.Sprintf("(%s) of %s of %s on %d workers", strings.Join(cfg.Agents, ", "), cfg.Mix, cfg.Set.Pack.ID, workers)}
	entry, err := rulesets.EntryOf(cfg.Set)
	if err != nil {
		return plan
	}
	if m, err := cfg.Set.Pack.Mix(cfg.Mix); err == nil {
		if tiles, _, err := cfg.Set.MixSize(m); err == nil {
			seconds := entry.GameSeconds(cfg.Agents, tiles) * float64(games) / float64(min(workers, runtime.NumCPU()))
			plan.estimate = time.Duration(seconds * float64(time.Second))
		}
	}
	plan.hint = "--games sets how many"
	return plan
}

// checkRunFlags refuses --games and --workers a run cannot take, before
// anything is set up: workers each hold a game (and gain nothing past the
// cores), and games are bounded so that no count can overflow.
func checkRunFlags(games, maxGames, workers int) error {
	switch {
	case games < 1:
		return usageErrorf("--games %d: give 1 or more", games)
	case games > maxGames:
		return usageErrorf("--games %d: at most %d (split a larger study into runs of its own)", games, maxGames)
	case workers < 0 || workers > sim.MaxWorkers:
		return usageErrorf("--workers %d: give 1 to %d (0, the default, is one per core); more workers than cores play no faster", workers, sim.MaxWorkers)
	}
	return nil
}

// simulationNotes are the lines simulate prints on stderr after the
// report: which figures rest on reconstructed data, which modules the
// engine does not play.
func simulationNotes(set *engine.Set) []string {
	var notes []string
	for _, note := range []string{reconstructedNote(set.Pack, true), unplayedModulesNote(set.Pack)} {
		if note != "" {
			notes = append(notes, note)
		}
	}
	return notes
}

// agentNames are the --bots of a game, checked against the ruleset (one
// per seat or one for all; one for the whole team in a cooperative game;
// the ruleset's first agent when none is named).
func (f *gameFlags) agentNames(e *rulesets.Entry) ([]string, error) {
	names, err := e.AgentNames(f.bots, f.players)
	if err != nil {
		return nil, usageErrorf("--bots: %v", err)
	}
	return names, nil
}

func effectiveWorkers(workers, games int) int {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return min(workers, games)
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newProgress returns a progress bar on w when w is a terminal, else nil;
// more options, if any, change the usual ones.
func newProgress(w io.Writer, total int, description, unit string, more ...progressbar.Option) *progressbar.ProgressBar {
	if !isTerminal(w) {
		return nil
	}
	return progressbar.NewOptions(total, append([]progressbar.Option{
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(description),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString(unit),
		progressbar.OptionThrottle(100 * time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetPredictTime(true),
	}, more...)...)
}
