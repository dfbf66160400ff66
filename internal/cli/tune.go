package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/tune"
	"github.com/tilesmith/tilesmith/internal/fsutil"
	"github.com/tilesmith/tilesmith/schema"
)

func newTuneCmd() *cobra.Command {
	var f gameFlags
	var targets, params []string
	var out, format string
	var games, steps, workers int
	cmd := &cobra.Command{
		Use:   "tune PACK --target KIND=BAND... --out VARIANT.json",
		Short: "Search a mix's tile counts towards targets (seat advantage, tile worth, length, skill depth) and write the variant",
		Long: `tune searches the tile counts of a mix of PACK (a pack file or built-in id)
towards the targets given. At each step it tries the changes the figures
point to: the tile furthest outside its worth band taken out of the mix (a
tile's worth is per draw, so fewer copies would not change it), its copies
dropped or given to one of the most average tiles; a copy more or less of
the most average tiles, for the game's length, the seats' balance or the
skill depth. It plays each variant with simulate's balance report (and its
quality report for a skill-depth target), --games games on all cores with the
same seed, and keeps the change whose figures lie nearest their targets. It
stops when every target is met, when no change helps, or after --steps steps.
With --param POINTER=LOW..HIGH it may also move a whole number of the pack's
rules (a scoring value, the followers) a step of 1 at a time within the
range. It writes the variant pack to --out, with a note of its changes, and
prints every step. The same pack, targets and seed give the same variant.

Targets (repeat --target):
  seat-advantage=X        every seat's win rate within X of its fair share (0.05: 5 points)
  tile-worth=LOW..HIGH    every tile's worth, in points to the seat that draws it
  length=LOW..HIGH        the mean game length in tiles placed
  skill-depth=K           the quality report's skill depth: at least K doublings still win

A target is met when the figure's estimate lies in its band; the report gives
each figure's value at every step (docs/tune.md).`,
		Args: exactArgs(1, "the pack to tune (a file or a built-in pack id)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(targets) == 0 {
				return usageErrorf("--target: give at least one, such as --target tile-worth=-3..3")
			}
			var ts []tune.Target
			for _, s := range targets {
				t, err := tune.ParseTarget(s)
				if err != nil {
					return usageErrorf("--target %v", err)
				}
				ts = append(ts, t)
			}
			var ps []tune.Param
			for _, s := range params {
				p, err := tune.ParseParam(s)
				if err != nil {
					return usageErrorf("--param %v", err)
				}
				ps = append(ps, p)
			}
			if out == "" {
				return usageErrorf("--out: name the file the variant pack is written to")
			}
			if err := checkRunFlags(games, sim.MaxGames, workers); err != nil {
				return err
			}
			if steps < 1 || steps > 1000 {
				return usageErrorf("--steps %d: give 1 to 1000", steps)
			}
			f.pack = args[0]
			if err := checkOutFile("--out", out, f.pack, "the pack being tuned", f.with); err != nil {
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
			if f.mix == "" {
				f.mix = set.Pack.Mixes[0].ID
			}
			if err := f.checkPlayers(set); err != nil {
				return err
			}
			names, err := f.agentNames(entry)
			if err != nil {
				return err
			}
			sc := sim.Config{Agents: names, Players: f.players, Games: games, Seed: f.seed, Workers: workers}
			if f.options != "" {
				if !json.Valid([]byte(f.options)) {
					return usageErrorf("--options is not valid JSON: %s", f.options)
				}
				sc.Options = []byte(f.options)
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			bar := newProgress(cmd.ErrOrStderr(), steps+1, "tune", "steps")
			res, err := tune.Run(ctx, tune.Config{Pack: set.Pack, Mix: f.mix, Sim: sc, Targets: ts, Params: ps, Steps: steps,
				Progress: func(step, variant, variants int) {
					if bar != nil {
						bar.Describe(fmt.Sprintf("tune: step %d, variant %d of %d", step, variant+1, variants))
						_ = bar.Set(step)
					}
				}})
			if bar != nil {
				_ = bar.Finish()
			}
			switch {
			case err != nil && ctx.Err() != nil:
				return ctx.Err()
			case err != nil:
				return &exitError{code: ExitInvalid, err: err}
			}
			noteChanges(res, args[0], f.seed)
			data, err := schema.Encode(res.Pack)
			if err != nil {
				return err
			}
			if err := writeError(fsutil.WriteFileAtomic(out, data)); err != nil {
				return err
			}
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), res)
			}
			writeTuning(cmd.OutOrStdout(), res, f.mix, filepath.Clean(out))
			return nil
		},
	}
	f.register(cmd)
	_ = cmd.Flags().MarkHidden("pack") // the pack is the argument
	cmd.Flags().StringArrayVar(&targets, "target", nil, "a target, repeatable: seat-advantage=X, tile-worth=LOW..HIGH, length=LOW..HIGH, skill-depth=K")
	cmd.Flags().StringArrayVar(&params, "param", nil, "a numeric rule parameter the search may change too, repeatable: a JSON pointer into the pack's rules and its range, such as /rules/classic/scoring/city/complete/perPennant=1..3")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the variant pack to this file")
	cmd.Flags().IntVar(&games, "games", 1000, "games played of every variant")
	cmd.Flags().IntVar(&steps, "steps", 10, "the most changes made (a tile taken out of the mix, or a copy of a tile more or less)")
	cmd.Flags().IntVar(&workers, "workers", 0, "parallel games (default: all cores)")
	format = "text"
	cmd.Flags().Var(textOrJSON{&format}, "format", "print the steps as text or json")
	return cmd
}

// noteChanges adds to the variant's notes what the tuner changed, so the
// pack says how it was made.
func noteChanges(res *tune.Result, from string, seed uint64) {
	var cs []string
	for _, c := range res.Changes {
		cs = append(cs, c.String())
	}
	if len(cs) == 0 {
		cs = []string{"nothing"}
	}
	res.Pack.Notes = append(res.Pack.Notes, fmt.Sprintf("Tuned by tilesmith tune from %s (seed %d): %s; %s.", filepath.Base(from), seed, strings.Join(cs, ", "), res.Stopped))
}

// writeTuning prints the search: every step's change and readings, then
// the changes and why it stopped.
func writeTuning(w io.Writer, res *tune.Result, mix, out string) {
	for _, s := range res.Steps {
		what := "the pack as given"
		if len(s.Changes) > 0 {
			var cs []string
			for _, c := range s.Changes {
				cs = append(cs, c.String())
			}
			what = strings.Join(cs, ", ") + fmt.Sprintf(" (best of %d tried)", s.Tried)
		}
		fmt.Fprintf(w, "step %d: %s; miss %.3f\n", s.Step, what, s.Miss)
		for _, r := range s.Readings {
			state := "met"
			if !r.Met() {
				state = fmt.Sprintf("missed by %.3f band widths", r.Miss)
			}
			of := ""
			if r.Of != "" {
				of = " (" + r.Of + ")"
			}
			fmt.Fprintf(w, "  %-28s %8.3f%s: %s\n", r.Target, r.Value, of, state)
		}
	}
	fmt.Fprintln(w)
	if len(res.Changes) == 0 {
		fmt.Fprintf(w, "Nothing changed (mix %s): %s.\n", mix, res.Stopped)
	} else {
		fmt.Fprintf(w, "Changes (mix %s):\n", mix)
		for _, c := range res.Changes {
			fmt.Fprintf(w, "  %s\n", c)
		}
		fmt.Fprintf(w, "Stopped: %s.\n", res.Stopped)
	}
	fmt.Fprintf(w, "Wrote the variant pack to %s.\n", out)
}
