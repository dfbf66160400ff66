package sim

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Report summarises a simulation: what was played, then the ruleset's
// summary (per-seat scores and wins, or the team's win rate, and the
// ruleset's own figures, counts and per-turn series).
type Report struct {
	Ruleset string `json:"ruleset"`
	Pack    string `json:"pack"`
	Mix     string `json:"mix"`
	Games   int    `json:"games"`
	Seed    uint64 `json:"seed"`
	Players int    `json:"players"`
	tally.Summary
	// Balance is the balance report, when asked for (Config.Balance).
	Balance *Balance `json:"balance,omitempty"`
	// Quality is the game-quality report, when asked for
	// (Config.Quality).
	Quality *quality.Report `json:"quality,omitempty"`
}

// WriteText prints the report for people: a line on what was played, the
// seats' table or the team's wins, then the ruleset's figures, counts and
// series (every fifth turn), then the balance report if asked for.
func (r *Report) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%d games of %s/%s, %s, seed %d; mean game length %.1f tiles placed (stdev %.1f)\n\n",
		r.Games, r.Pack, r.Mix, playerCount(r.Players), r.Seed, r.GameLength.Mean, r.GameLength.Stdev)
	if len(r.Seats) > 0 {
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		head, rows := r.Table()
		fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
		for _, row := range rows {
			fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if r.Team != nil {
		fmt.Fprintf(w, "team %s\n", r.Team.Agent)
		fmt.Fprintf(w, "won   %6d  %5.1f%%\n", r.Team.Wins, 100*r.Team.WinRate)
	}
	for _, c := range r.Counts {
		for _, n := range c.Counts {
			fmt.Fprintf(w, "%-5s %6d  %5.1f%%  %s\n", c.Name, n.Games, 100*float64(n.Games)/float64(r.Games), n.Name)
		}
	}
	for _, f := range r.Figures {
		fmt.Fprintf(w, "%s: %s\n", f.Name, figure(f))
	}
	for _, t := range r.Tables {
		if err := writeTable(w, t); err != nil {
			return err
		}
	}
	for _, s := range r.Series {
		fmt.Fprintf(w, "%s after turn (mean over the games still playing):\n", s.Name)
		for i := 4; i < len(s.Mean); i += 5 {
			fmt.Fprintf(w, "  turn %2d: %5.2f  (%d games)\n", i+1, s.Mean[i], s.Games[i])
		}
	}
	if r.Balance != nil {
		if err := r.Balance.WriteText(w); err != nil {
			return err
		}
	}
	if r.Quality != nil {
		return r.Quality.WriteText(w)
	}
	return nil
}

// writeTable prints a ruleset's table under its name, values to two
// decimals.
func writeTable(w io.Writer, t tally.Table) error {
	fmt.Fprintf(w, "%s:\n", t.Name)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "\t"+strings.Join(t.Columns, "\t")+"\t")
	for _, row := range t.Rows {
		cells := []string{row.Name}
		for _, v := range row.Values {
			cells = append(cells, fmt.Sprintf("%.2f", v))
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t")
	}
	return tw.Flush()
}

// Table is a competitive report as a table: the column heads and a row per
// seat, with the ruleset's figures for each seat between its score and its
// wins.
func (r *Report) Table() (head []string, rows [][]string) {
	head = []string{"seat", "bot", "mean", "median", "stdev"}
	if len(r.Seats) > 0 {
		for _, f := range r.Seats[0].Figures {
			head = append(head, f.Name)
		}
	}
	head = append(head, "wins", "sole wins")
	for _, s := range r.Seats {
		row := []string{s.Name, s.Bot, f1(s.Score.Mean), f1(s.Score.Median), f1(s.Score.Stdev)}
		for _, f := range s.Figures {
			row = append(row, seatFigure(f))
		}
		row = append(row, fmt.Sprintf("%.1f%%", 100*s.WinRate), fmt.Sprintf("%.1f%%", 100*s.SoleWinRate))
		rows = append(rows, row)
	}
	return head, rows
}

// seatFigure says a figure in a seat's row: a share as a percentage, any
// other number to one decimal.
func seatFigure(f tally.Figure) string {
	if f.Share {
		return fmt.Sprintf("%.2f%%", 100*f.Value)
	}
	return f1(f.Value)
}

// figure says a figure of the whole report as seatFigure does, but a whole
// number (a level) as it is.
func figure(f tally.Figure) string {
	if !f.Share && f.Value == float64(int64(f.Value)) {
		return fmt.Sprint(int64(f.Value))
	}
	return seatFigure(f)
}

// playerCount says "1 player", "3 players".
func playerCount(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

func f1(x float64) string { return fmt.Sprintf("%.1f", x) }
