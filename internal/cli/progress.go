package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"
)

// ExitInterrupted is the exit status of a run stopped by Ctrl-C (SIGINT)
// or SIGTERM: 128 + SIGINT, as shells report it.
const ExitInterrupted = 130

// runWithProgress runs a simulation of games games, with a progress bar on
// a terminal, and returns how long it took. Ctrl-C (or SIGTERM) stops it:
// stopped is then true and err nil, and the run's partial result stands.
func runWithProgress(cmd *cobra.Command, games int, run func(ctx context.Context, progress func(done int)) error) (elapsed time.Duration, stopped bool, err error) {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var progress func(int)
	bar := newProgress(cmd.ErrOrStderr(), games, "simulating", "games")
	if bar != nil {
		progress = func(done int) { _ = bar.Set(done) }
	}
	start := time.Now()
	err = run(ctx, progress)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return time.Since(start), true, nil
	}
	if err != nil {
		return 0, false, &exitError{code: ExitInvalid, err: err}
	}
	return time.Since(start), false, nil
}

// interrupted is the one line an interrupted simulation ends with.
func interrupted(done, total int) error {
	if done == 0 {
		return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted before any of the %d games finished: nothing to report", total)}
	}
	return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: the report above covers the %d of %d games that finished", done, total)}
}
