package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// mistsSet returns the flags' pack compiled when it plays the Mists
// ruleset (which runs its own cooperative turns and simulation), else nil.
func (f *gameFlags) mistsSet(stdout io.Writer) (*engine.Set, error) {
	set, err := loadSet(f.pack, stdout)
	if err != nil || set.Ruleset.Name != "mists" {
		return nil, err
	}
	return set, nil
}

// simulateMists runs the cooperative simulation: win rate, causes of
// losses, ghosts on the board over time and dogs reached.
func simulateMists(cmd *cobra.Command, set *engine.Set, f *gameFlags, games, workers int, asJSON bool) error {
	if f.mix == "" {
		f.mix = set.Pack.Mixes[0].ID
	}
	if _, err := mists.NewTeam(f.bots); err != nil {
		return usageErrorf("--bots: %v", err)
	}
	if err := f.checkPlayers(set); err != nil {
		return err
	}
	cfg := mists.SimConfig{Set: set, Mix: f.mix, Players: f.players, Team: f.bots, Games: games, Seed: f.seed, Workers: workers}
	if f.options != "" {
		if !json.Valid([]byte(f.options)) {
			return usageErrorf("--options is not valid JSON: %s", f.options)
		}
		cfg.Options = []byte(f.options)
	}
	var report *mists.Report
	elapsed, stopped, err := runWithProgress(cmd, games, func(ctx context.Context, progress func(int)) (err error) {
		cfg.Progress = progress
		report, err = mists.Simulate(ctx, cfg)
		return err
	})
	if err != nil {
		return err
	}
	if report == nil {
		return interrupted(0, games)
	}
	if asJSON {
		err = writeJSON(cmd.OutOrStdout(), report)
	} else {
		err = report.WriteText(cmd.OutOrStdout())
	}
	if err != nil {
		return err
	}
	if note := reconstructedNote(set.Pack, true); note != "" {
		fmt.Fprintln(cmd.ErrOrStderr(), note)
	}
	if stopped {
		return interrupted(report.Games, games)
	}
	if w := cmd.ErrOrStderr(); !asJSON && isTerminal(w) {
		fmt.Fprintf(w, "%d games in %.2fs (%.0f games/s)\n", games, elapsed.Seconds(), float64(games)/elapsed.Seconds())
	}
	return nil
}
