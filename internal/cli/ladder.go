package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine/ladder"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/version"
)

func newLadderCmd() *cobra.Command {
	var pack, mix, bots, options string
	var with []string
	var games, workers, resamples int
	var seed uint64
	var shard string
	var out outputFlags
	cmd := &cobra.Command{
		Use:   "ladder",
		Short: "Play bots against each other, two at a time, and rate them with confidence intervals",
		Long: `ladder plays every pairing of the agents named by --bots (two or more) in
2-player games of the pack's ruleset, --games per pairing with the seats
swapped halfway, and rates them: Elo-like ratings (400 × log10 of the odds of
winning, the first agent at 0) fitted as a Bradley–Terry model, each with a
95% interval drawn from the posterior of every pairing's share of wins, so
that a designer knows how far the bots behind a balance report can be
trusted. A search bot takes its budget after a colon: mcts:2000. A shared top score counts
half a win. The same --seed gives the same ladder. Cooperative rulesets (Mists)
have no ladder: their agents play as one team. Without --games the ladder
plays about a minute's worth on two cores, by the agents' measured costs,
and its plan line says how many games that is; the pairings' games are
played in turn, so the progress bar's time left holds.

With --shard K/N the command plays shard K (from 0) of N of every pairing's
games and writes its partial report (JSON) instead; 'tilesmith merge' adds
the N partial reports up into the ladder, the same as the unsharded one
(docs/sharding.md).`,
		Args: noArgs("--pack"),
		RunE: func(cmd *cobra.Command, args []string) error {
			set, err := loadSet(pack, with, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			entry, err := rulesets.EntryOf(set)
			if err != nil {
				return &exitError{code: ExitInvalid, err: err}
			}
			if mix == "" && len(set.Pack.Mixes) > 0 {
				mix = set.Pack.Mixes[0].ID
			}
			agents := entry.Agents
			if strings.TrimSpace(bots) != "" {
				agents = strings.Split(bots, ",")
				for i := range agents {
					agents[i] = strings.TrimSpace(agents[i])
				}
			}
			if err := out.checkNotInput(pack, with); err != nil {
				return err
			}
			if !cmd.Flags().Changed("games") {
				if games, err = ladder.DefaultGames(set, mix, agents); err != nil {
					return &exitError{code: ExitInvalid, err: err}
				}
			}
			switch {
			case games < 2:
				return usageErrorf("--games %d: a pairing needs two games or more (one with each agent in the first seat)", games)
			case resamples < 1 || resamples > ladder.MaxResamples:
				return usageErrorf("--resamples %d: the intervals take 1 to %d draws", resamples, ladder.MaxResamples)
			case len(agents) > ladder.MaxAgents:
				return usageErrorf("--bots: %d agents: a ladder rates at most %d", len(agents), ladder.MaxAgents)
			}
			if err := checkRunFlags(games, ladder.MaxGames, workers); err != nil {
				return err
			}
			cfg := ladder.Config{Set: set, Mix: mix, Agents: agents, Games: games, Seed: seed, Workers: workers, Resamples: resamples}
			if shard != "" {
				if out.json {
					return usageErrorf("--format json: a shard writes its partial report as JSON always, and merge prints it as text or JSON: give --format json to merge")
				}
				if cfg.Shard, err = sim.ParseShard(shard); err != nil {
					return usageErrorf("--shard %v", err)
				}
				if cfg.Shard.Of > games/2 {
					return usageErrorf("--shard %s: each shard plays both seatings of every pairing, so pairings of %d games take at most %d shards", shard, games, games/2)
				}
			}
			if options != "" {
				if !json.Valid([]byte(options)) {
					return usageErrorf("--options is not valid JSON: %s", options)
				}
				cfg.Options = []byte(options)
			}
			pairings := len(agents) * (len(agents) - 1) / 2
			var result *ladder.Result
			var partial *ladder.Partial
			total := games * pairings
			if cfg.Shard.Of > 0 {
				total = (cfg.Shard.Games(games/2) + cfg.Shard.Games(games-games/2)) * pairings
			}
			plan := runPlan{what: "ladder", games: total,
				about: fmt.Sprintf("(%d pairings × %d games; %s) of %s of %s on %d workers", pairings, games, strings.Join(agents, ", "), mix, set.Pack.ID, effectiveWorkers(workers, total))}
			if seconds, err := ladder.CoreSeconds(set, mix, agents, games); err == nil {
				if cfg.Shard.Of > 0 {
					seconds = seconds * float64(total) / float64(games*pairings)
				}
				plan.estimate = time.Duration(seconds / float64(min(effectiveWorkers(workers, total), runtime.NumCPU())) * float64(time.Second))
			}
			if !cmd.Flags().Changed("games") {
				plan.hint = fmt.Sprintf("%d games a pairing is the default, about a minute's worth on 2 cores: --games N sets another", games)
			}
			_, stopped, err := runWithProgress(cmd, plan, func(ctx context.Context, progress func(int)) (err error) {
				cfg.Progress = progress
				if cfg.Shard.Of > 0 {
					partial, err = ladder.RunShard(ctx, cfg)
				} else {
					result, err = ladder.Run(ctx, cfg)
				}
				return err
			})
			if err != nil {
				return err
			}
			if stopped || (result == nil && partial == nil) {
				if partial == nil && cfg.Shard.Of > 0 {
					return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: the partial report of shard %s must count all its games, so nothing was written", cfg.Shard)}
				}
				return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: a ladder is rated on whole pairings only (%d to play), so nothing was written", pairings)}
			}
			note := reconstructedNote(set.Pack, true)
			var b bytes.Buffer
			switch {
			case partial != nil:
				if note != "" {
					partial.Notes = []string{note}
				}
				partial.Build = version.Read().Build()
				err = writeJSON(&b, partial)
			case out.json:
				err = writeJSON(&b, result)
			default:
				err = result.WriteText(&b)
			}
			if err != nil {
				return err
			}
			what := "the ladder (" + out.formatName() + ")"
			if partial != nil {
				what = fmt.Sprintf("the partial ladder of shard %s (JSON)", cfg.Shard)
			}
			if err := out.emit(cmd, what, b.Bytes()); err != nil {
				return err
			}
			if note != "" {
				fmt.Fprintln(cmd.ErrOrStderr(), note)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&pack, "pack", "winter-edition", "pack file or built-in pack id")
	addWithFlag(cmd, &with)
	cmd.Flags().StringVar(&mix, "mix", "", "mix to play (default: the pack's first mix)")
	cmd.Flags().StringVar(&bots, "bots", "", "the agents to rate, comma-separated, two or more (default: every agent of the ruleset; "+agentsOf(func(e rulesets.Entry) bool { return !e.Team })+"; cooperative rulesets have no ladder)")
	cmd.Flags().IntVar(&games, "games", 0, "games of each pairing, half with each agent in the first seat (default: about a minute's worth on 2 cores by the agents' measured costs — 1000 for quick bots, fewer with a search bot; the plan line says how many)")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "random seed")
	cmd.Flags().StringVar(&options, "options", "", `ruleset options as a JSON object (tilesmith rulesets lists each ruleset's)`)
	cmd.Flags().IntVar(&workers, "workers", 0, "parallel games (default: all cores)")
	cmd.Flags().IntVar(&resamples, "resamples", ladder.DefaultResamples, "bootstrap resamples behind the intervals")
	cmd.Flags().StringVar(&shard, "shard", "", "play shard K of N (K from 0) of every pairing and write its partial report for merge, e.g. 0/4")
	out.register(cmd, "the ladder (or a shard's partial report)")
	return cmd
}
