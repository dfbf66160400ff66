package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/coach"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
)

func newAnalyseCmd() *cobra.Command {
	var packArg, format string
	var with []string
	var playouts int
	var all bool
	cmd := &cobra.Command{
		Use:   "analyse RECORD.json",
		Short: "Review a game record: at every decision, the search's best option and the points the one played gave up",
		Long: `analyse replays a game record of any ruleset decision by decision and, at each,
asks the search (mcts:N, --playouts N a decision) which option it recommends.
It then values that option and the one the record played alike: the same
playouts each (a quarter of N, at least 100), on the same deals. It prints,
decision by decision, what was played and what was best, the deciding seat's
mean final margin after each (its score less the best other seat's; a team's
score), and the points the choice gave up with their standard error. Then it
sums up each seat: the decisions searched, the share where it played the
search's choice, the points lost by clear mistakes (at least a point, and
more than twice the error) and its worst decisions. The text lists the clear
mistakes; --all lists every decision, and --format json gives everything.
The same record and budget give the same review (docs/coach.md).

The record's "pack" is a built-in pack id or a pack file; --pack overrides it,
and --with replaces its expansions, as for 'tilesmith score'. Records of
format 1 (builds before 2026-11-28) replay only as a whole and cannot be
reviewed.`,
		Args: exactArgs(1, "one game record (RECORD.json, as play writes it)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if playouts < 1 || playouts > 1_000_000 {
				return usageErrorf("--playouts %d: give a number of playouts a decision from 1 to 1000000", playouts)
			}
			lr, err := loadRecord(cmd, args[0], packArg, with)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			total := lr.rec.Decisions()
			bar := newProgress(cmd.ErrOrStderr(), total, "analyse", "decisions")
			start := time.Now()
			rv, err := coach.Analyse(ctx, lr.set, lr.rec, playouts, func(done, _ int) {
				if bar != nil {
					_ = bar.Set(done)
				}
			})
			if bar != nil {
				_ = bar.Finish()
			}
			switch {
			case errors.Is(err, rulesets.ErrNoSteps):
				return &exitError{code: ExitInvalid, err: fmt.Errorf("%s: %w", args[0], err)}
			case err != nil && ctx.Err() != nil:
				return ctx.Err()
			case err != nil:
				return &exitError{code: ExitInvalid, err: engine.OptionsAt(args[0], lr.data, lr.rec.Ruleset.Options, err)}
			}
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rv)
			}
			writeReview(cmd.OutOrStdout(), args[0], rv, all)
			fmt.Fprintf(cmd.ErrOrStderr(), "analyse: %d decisions in %s\n", total, time.Since(start).Round(100*time.Millisecond))
			return nil
		},
	}
	cmd.Flags().StringVar(&packArg, "pack", "", "pack file or built-in pack id (default: the record's \"pack\")")
	cmd.Flags().StringArrayVar(&with, "with", nil, "expansion pack file or built-in id, repeatable (default: the record's \"with\")")
	cmd.Flags().IntVar(&playouts, "playouts", search.DefaultPlayouts, "the search's playouts a decision (mcts:N); the two options compared get a quarter of that each, at least 100")
	cmd.Flags().BoolVar(&all, "all", false, "list every decision, not only the clear mistakes")
	format = "text"
	cmd.Flags().Var(textOrJSON{&format}, "format", "output format: text or json")
	return cmd
}

// writeReview prints a review: the decisions (the clear mistakes, or all),
// then each seat's summary.
func writeReview(w io.Writer, path string, rv *coach.Review, all bool) {
	fmt.Fprintf(w, "Review of %s: %s, %s of %s, %s; %s at every decision (values: the deciding seat's mean final margin)\n\n",
		path, rv.Ruleset, rv.Mix, rv.Pack, strings.Join(rv.Players, ", "), rv.Search)
	var rows [][]string
	for _, d := range rv.Decisions {
		if d.Forced || !(all || d.Costly) {
			continue
		}
		cost := fmt.Sprintf("%.1f ± %.1f", d.Cost, d.CostError)
		if d.Best.Option == d.Played.Option {
			cost = "best"
		}
		rows = append(rows, []string{fmt.Sprint(d.Number), fmt.Sprint(d.Turn), d.Player, d.Kind,
			fmt.Sprintf("%s (%+.1f)", d.Played.Label, d.Played.Margin), fmt.Sprintf("%s (%+.1f)", d.Best.Label, d.Best.Margin), cost})
	}
	if len(rows) == 0 {
		fmt.Fprintln(w, "No clear mistake: every option played was the search's, or within the playouts' error of it.")
	} else {
		if !all {
			fmt.Fprintln(w, "Clear mistakes (at least a point, and more than twice the error):")
		}
		writeTable(w, []string{"#", "turn", "player", "decision", "played", "best", "points lost"}, rows, 0, 1)
	}
	fmt.Fprintln(w)
	rows = rows[:0]
	for _, s := range rv.Seats {
		agreed := "–"
		if s.Decisions > 0 {
			agreed = fmt.Sprintf("%.0f%%", 100*float64(s.Agreed)/float64(s.Decisions))
		}
		worst := make([]string, len(s.Worst))
		for i, n := range s.Worst {
			worst[i] = "#" + fmt.Sprint(n)
		}
		rows = append(rows, []string{s.Player, fmt.Sprint(s.Decisions), agreed, fmt.Sprint(s.Costly), fmt.Sprintf("%.1f", s.Lost), strings.Join(worst, " ")})
	}
	writeTable(w, []string{"player", "decisions", "as the search", "mistakes", "points lost", "worst"}, rows, 1, 2, 3, 4)
}

// writeTable prints rows under a header, each column as wide as its
// widest cell: the columns numbered in right aligned (numbers), the
// others left aligned.
func writeTable(w io.Writer, header []string, rows [][]string, right ...int) {
	width := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	for _, r := range append([][]string{header}, rows...) {
		var b strings.Builder
		for i, c := range r {
			if i > 0 {
				b.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[i]-len([]rune(c)))
			if slices.Contains(right, i) {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
