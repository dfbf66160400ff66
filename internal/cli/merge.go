package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine/ladder"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/internal/version"
)

// maxPartialBytes caps a partial report read from disk. A shard's tally
// is sums and score histograms: six seats of a 1000-tile mix write well
// under 1 MiB.
const maxPartialBytes = 16 << 20

// outputFlags are how simulate, merge and ladder print a report: as text
// or JSON (--format, or --json for short), on stdout or into a file.
type outputFlags struct {
	format    string
	jsonAlias bool
	// json is the outcome of --format and --json, set before the command
	// runs.
	json bool
	file string
}

func (o *outputFlags) register(cmd *cobra.Command, what string) {
	o.format = "text"
	cmd.Flags().Var(textOrJSON{&o.format}, "format", "print the report as text or json")
	cmd.Flags().BoolVar(&o.jsonAlias, "json", false, "print the report as JSON (short for --format json)")
	cmd.Flags().StringVarP(&o.file, "out", "o", "", "write "+what+" to this file instead of standard output")
	cmd.PreRunE = func(cmd *cobra.Command, args []string) error {
		if o.jsonAlias && cmd.Flags().Changed("format") && o.format != "json" {
			return usageErrorf("--format %s and --json contradict each other: --json is short for --format json; give one of them", o.format)
		}
		o.json = o.jsonAlias || o.format == "json"
		if o.file != "" {
			return checkOutParent("--out", o.file)
		}
		return nil
	}
}

// checkOutFile refuses an output file (named by flag) whose folder cannot
// take it, or that names the pack (its role in the command) or an
// expansion played with it.
func checkOutFile(flag, out, pack, role string, with []string) error {
	if err := checkOutParent(flag, out); err != nil {
		return err
	}
	inputs := []fsutil.Input{{Path: pack, Role: role}}
	for _, w := range with {
		inputs = append(inputs, fsutil.Input{Path: w, Role: "an expansion being played"})
	}
	return checkNotInput(flag, out, inputs...)
}

// checkNotInput refuses an --out that names the pack or an expansion.
func (o *outputFlags) checkNotInput(pack string, with []string) error {
	if o.file == "" {
		return nil
	}
	inputs := []fsutil.Input{{Path: pack, Role: "the pack being played"}}
	for _, w := range with {
		inputs = append(inputs, fsutil.Input{Path: w, Role: "an expansion being played"})
	}
	return checkNotInput("--out", o.file, inputs...)
}

// write prints the report as text or JSON, to stdout or --out.
func (o *outputFlags) write(cmd *cobra.Command, r *sim.Report) error {
	what := fmt.Sprintf("the report of %d games (%s)", r.Games, o.formatName())
	var b bytes.Buffer
	var err error
	if o.json {
		err = writeJSON(&b, r)
	} else {
		err = r.WriteText(&b)
	}
	if err != nil {
		return err
	}
	return o.emit(cmd, what, b.Bytes())
}

// formatName says how a report is written, for a person.
func (o *outputFlags) formatName() string {
	if o.json {
		return "JSON"
	}
	return "text"
}

// emit writes data to --out (whole or not at all), saying so in one line
// that names what it holds, or to stdout.
func (o *outputFlags) emit(cmd *cobra.Command, what string, data []byte) error {
	if o.file != "" {
		if err := writeError(fsutil.WriteFileAtomic(o.file, data)); err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "wrote %s to %s\n", what, filepath.Clean(o.file))
		return nil
	}
	_, err := cmd.OutOrStdout().Write(data)
	return err
}

// runShard plays the shard cfg.Shard names and writes its partial report
// (JSON) to stdout or --out, with simulate's notes in it for the merge. An
// interrupted shard writes nothing: its report must count all its games.
func runShard(cmd *cobra.Command, cfg sim.Config, out outputFlags, notes []string) error {
	games := cfg.Shard.Games(cfg.Games)
	plan := simulationPlan(cfg, games)
	plan.about = fmt.Sprintf("(shard %s of a run of %d) %s", cfg.Shard, cfg.Games, plan.about)
	var partial *sim.Partial
	_, stopped, err := runWithProgress(cmd, plan, func(ctx context.Context, progress func(int)) (err error) {
		cfg.Progress = progress
		partial, err = sim.RunPartial(ctx, cfg)
		return err
	})
	if err != nil {
		return err
	}
	if stopped {
		return &exitError{code: ExitInterrupted, err: fmt.Errorf("interrupted: the partial report of shard %s must count all its %d games, so nothing was written", cfg.Shard, games)}
	}
	partial.Notes = notes
	partial.Build = version.Read().Build()
	var b bytes.Buffer
	if err := writeJSON(&b, partial); err != nil {
		return err
	}
	if err := out.emit(cmd, fmt.Sprintf("the partial report of shard %s (%d of the run's %d games, JSON)", cfg.Shard, games, cfg.Games), b.Bytes()); err != nil {
		return err
	}
	for _, note := range notes {
		fmt.Fprintln(cmd.ErrOrStderr(), note)
	}
	return nil
}

func newMergeCmd() *cobra.Command {
	var out outputFlags
	cmd := &cobra.Command{
		Use:   "merge PARTIAL.json...",
		Short: "Add up the partial reports of a sharded simulation or ladder and print the run's report",
		Long: `merge reads the partial reports that 'simulate --shard K/N' wrote, one per
shard, adds up their tallies (integer sums and histograms) and prints the
report of the whole run exactly as simulate prints it unsharded: text, or
JSON with --format json (or --json), with the balance report when the shards
were run with --report balance. It refuses partial reports of different runs (ruleset,
pack and its contents, mix, options, agents, players, games, seed, number
of shards), a shard given twice, and shards missing, naming the files and
the shards. The shards of a ladder ('ladder --shard K/N') merge the same way
into the ladder, rated as ladder rates it.`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErrorf("merge needs the partial report of every shard: tilesmith merge shard-0.json shard-1.json ...")
			}
			if out.file != "" {
				inputs := make([]fsutil.Input, len(args))
				for i, a := range args {
					inputs[i] = fsutil.Input{Path: a, Role: "a partial report being merged"}
				}
				if err := checkNotInput("--out", out.file, inputs...); err != nil {
					return err
				}
			}
			return mergeFiles(cmd, args, out)
		},
	}
	out.register(cmd, "the report")
	return cmd
}

// mergeFiles reads the partial reports one at a time, adding each to the
// sums as it is read — so that a merge of many large files holds one file
// and the sums at once, and a wrong file is refused before the rest are
// read — then prints the run's report (or ladder) and its notes.
func mergeFiles(cmd *cobra.Command, paths []string, out outputFlags) error {
	var runs sim.Merger
	var ladders ladder.Merger
	firstIsLadder := false
	for i, path := range paths {
		data, err := readPartialFile(path)
		if err != nil {
			return err
		}
		isLadder := ladder.IsPartial(data)
		if i == 0 {
			firstIsLadder = isLadder
		} else if isLadder != firstIsLadder {
			ladderFile, other := paths[0], path
			if isLadder {
				ladderFile, other = path, paths[0]
			}
			return &exitError{code: ExitInvalid, err: fmt.Errorf("%s is a shard of a ladder, and %s not: merge the shards of one run", ladderFile, other)}
		}
		if err := addPartial(path, data, isLadder, &runs, &ladders); err != nil {
			return &exitError{code: ExitInvalid, err: err}
		}
	}
	if firstIsLadder {
		return writeLadder(cmd, &ladders, out)
	}
	report, err := runs.Report()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	if err := out.write(cmd, report); err != nil {
		return err
	}
	for _, note := range runs.Notes() {
		fmt.Fprintln(cmd.ErrOrStderr(), note)
	}
	return nil
}

// addPartial decodes one partial report, a ladder's or a run's, and adds
// it to its merger.
func addPartial(path string, data []byte, isLadder bool, runs *sim.Merger, ladders *ladder.Merger) error {
	if isLadder {
		p, err := ladder.DecodePartial(path, data)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		return ladders.Add(p)
	}
	p, err := sim.DecodePartial(path, data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return runs.Add(p)
}

// writeLadder rates the merged ladder and prints it as ladder does.
func writeLadder(cmd *cobra.Command, m *ladder.Merger, out outputFlags) error {
	result, err := m.Result()
	if err != nil {
		return &exitError{code: ExitInvalid, err: err}
	}
	defer func() {
		for _, note := range m.Notes() {
			fmt.Fprintln(cmd.ErrOrStderr(), note)
		}
	}()
	var b bytes.Buffer
	if out.json {
		err = writeJSON(&b, result)
	} else {
		err = result.WriteText(&b)
	}
	if err != nil {
		return err
	}
	return out.emit(cmd, "the ladder ("+out.formatName()+")", b.Bytes())
}

// readPartialFile reads one partial report named on the command line.
func readPartialFile(path string) ([]byte, error) {
	data, err := fsutil.ReadFileLimit(path, maxPartialBytes, "partial report")
	if errors.Is(err, fsutil.ErrTooLarge) || errors.Is(err, fsutil.ErrNotRegular) {
		return nil, &exitError{code: ExitInvalid, err: err}
	}
	if err != nil {
		return nil, usageErrorf("cannot read %s: %v", path, readReason(err))
	}
	return data, nil
}
