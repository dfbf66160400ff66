// Package cli is the tilesmith command line: each subcommand parses its
// flags and calls the library packages. cmd/tilesmith only wires it to the
// process.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/internal/version"
)

// Exit codes.
const (
	ExitOK      = 0
	ExitInvalid = 1 // the input is invalid (a pack with errors)
	ExitUsage   = 2 // bad usage: unknown flag, missing file
)

// exitError carries an exit code up to Run; its message, if any, has
// already been printed or is printed by Run.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Unwrap() error { return e.err }

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func usageErrorf(format string, args ...any) error {
	return &exitError{code: ExitUsage, err: fmt.Errorf(format, args...)}
}

// Run executes the command line args (without the program name) and
// returns the process exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	return RunContext(context.Background(), args, stdout, stderr)
}

// RunContext is Run with a context whose cancellation stops the command:
// a command stopped so prints one line and exits ExitInterrupted, having
// removed whatever it had begun to write.
func RunContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	out := &outputWriter{w: stdout}
	root := newRoot(out, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil && out.err != nil {
		// Output that could not be written is a failure, even where the
		// command did not check its writes (a full disk, a closed pipe).
		err = &exitError{code: ExitInvalid, err: out.err}
	}
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	interruptedRun := errors.As(err, &ee) && ee.code == ExitInterrupted // it said so itself
	if ctx.Err() != nil && errors.Is(err, ctx.Err()) && !interruptedRun {
		fmt.Fprintln(stderr, "tilesmith: interrupted; nothing was written")
		return ExitInterrupted
	}
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintf(stderr, "tilesmith: %v\n", ee.err)
		}
		return ee.code
	}
	// Anything else comes from cobra's own parsing: bad usage.
	fmt.Fprintf(stderr, "tilesmith: %v\nRun 'tilesmith --help' for usage.\n", err)
	return ExitUsage
}

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "tilesmith",
		Short: "Tile-set editor and content pipeline for Carcassonne-family games",
		Long: `tilesmith authors, checks and exports tile packs for Carcassonne-family games
(Winter Edition, The City, The Castle, Messages, Mists over Carcassonne).

A PACK argument is a pack file (JSON) or the id of a built-in pack.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.Version = version.Read().String()
	root.SetVersionTemplate("{{.Version}}")
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(
		newValidateCmd(),
		newSchemaCmd(),
		newPacksCmd(),
		newRulesetsCmd(),
		newInfoCmd(),
		newFmtCmd(),
		newScoreCmd(),
		newAnalyseCmd(),
		newTuneCmd(),
		newSimulateCmd(),
		newLadderCmd(),
		newMergeCmd(),
		newPlayCmd(),
		newRenderCmd(),
		newExportCmd(),
		newImportCmd(),
		newVersionCmd(),
		newNewCmd(),
	)
	registerCompletions(root)
	failuresAreNotUsage(root)
	return root
}

// outputWriter is standard output, remembering the first write that
// failed: a command's output that never arrived is an I/O failure (exit
// 1), said in words, whatever the command did with the error.
type outputWriter struct {
	w   io.Writer
	err error
}

func (o *outputWriter) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil && o.err == nil {
		o.err = fmt.Errorf("cannot write the output: %w", errors.Unwrap(err))
		if errors.Unwrap(err) == nil {
			o.err = fmt.Errorf("cannot write the output: %w", err)
		}
	}
	if err != nil {
		return n, o.err
	}
	return n, nil
}

// failuresAreNotUsage makes every error a command returns that is not
// already an exitError a failure (exit 1) rather than bad usage: what
// reaches RunContext otherwise is cobra's own parsing of the command line.
func failuresAreNotUsage(cmd *cobra.Command) {
	if run := cmd.RunE; run != nil {
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			err := run(cmd, args)
			var ee *exitError
			if err == nil || errors.As(err, &ee) || cmd.Context().Err() != nil && errors.Is(err, cmd.Context().Err()) {
				return err
			}
			return &exitError{code: ExitInvalid, err: err}
		}
	}
	for _, sub := range cmd.Commands() {
		failuresAreNotUsage(sub)
	}
}
