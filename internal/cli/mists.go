package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine/mists"
)

// isMists reports whether the flags' pack plays the Mists ruleset, which
// runs its own cooperative turns and simulation.
func (f *gameFlags) isMists(stdout io.Writer) (bool, error) {
	set, err := loadSet(f.pack, stdout)
	if err != nil {
		return false, err
	}
	return set.Ruleset.Name == "mists", nil
}

// simulateMists runs the cooperative simulation: win rate, causes of
// losses, ghosts on the board over time and dogs reached.
func simulateMists(cmd *cobra.Command, f *gameFlags, games, workers int, asJSON bool) error {
	set, err := loadSet(f.pack, cmd.OutOrStdout())
	if err != nil {
		return err
	}
	if f.mix == "" {
		f.mix = set.Pack.Mixes[0].ID
	}
	if _, err := mists.NewTeam(f.bots); err != nil {
		return usageErrorf("--bots: %v", err)
	}
	cfg := mists.SimConfig{Set: set, Mix: f.mix, Players: f.players, Team: f.bots, Games: games, Seed: f.seed, Workers: workers}
	if f.options != "" {
		if !json.Valid([]byte(f.options)) {
			return usageErrorf("--options is not valid JSON: %s", f.options)
		}
		cfg.Options = []byte(f.options)
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	bar := newProgress(cmd.ErrOrStderr(), games, "simulating", "games")
	if bar != nil {
		cfg.Progress = func(done int) { _ = bar.Set(done) }
	}
	start := time.Now()
	report, err := mists.Simulate(ctx, cfg)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if asJSON {
		enc := json.NewEncoder(cmd.OutOrStdout())
		enc.SetIndent("", "  ")
		return enc.Encode(report)
	}
	if err := report.WriteText(cmd.OutOrStdout()); err != nil {
		return err
	}
	if w := cmd.ErrOrStderr(); isTerminal(w) {
		elapsed := time.Since(start)
		fmt.Fprintf(w, "%d games in %.2fs (%.0f games/s)\n", games, elapsed.Seconds(), float64(games)/elapsed.Seconds())
	}
	return nil
}
