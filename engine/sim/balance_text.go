package sim

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText prints the balance report for people: the tiles' worth with
// their intervals, the seats' advantage, the sources of points, and the
// game lengths and margins as a few points of their distributions, then
// the notes.
func (b *Balance) WriteText(w io.Writer) error {
	fmt.Fprintln(w, "\nbalance (± are 95% intervals)")
	if len(b.Tiles) > 0 {
		if len(b.Seats) == 0 {
			fmt.Fprintln(w, "\nworth of a tile to the team's score, in points against an average tile:")
		} else {
			fmt.Fprintln(w, "\nworth of a tile to the seat that draws it, in points against an average tile:")
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "tile\tdrawn\tworth\t95% interval\t")
		for _, t := range b.Tiles {
			fmt.Fprintf(tw, "%s\t%d\t%+.2f\t%+.2f to %+.2f\t\n", t.Tile, t.Draws, t.Worth, t.CI.Low, t.CI.High)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(b.Seats) > 0 {
		fmt.Fprintln(w, "\nseats in turn order (margin: score minus the others' mean):")
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "seat\twins\t95% interval\tadvantage\tmargin\t95% interval\t")
		for _, s := range b.Seats {
			fmt.Fprintf(tw, "%s\t%.1f%%\t%.1f%% to %.1f%%\t%+.1f%%\t%+.2f\t%+.2f to %+.2f\t\n", s.Name, 100*s.WinRate, 100*s.WinCI.Low, 100*s.WinCI.High,
				100*s.Advantage, s.Margin, s.MarginCI.Low, s.MarginCI.High)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	fmt.Fprintln(w, "\npoints by source (per game, all seats):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	for _, p := range b.Points {
		fmt.Fprintf(tw, "%s\t%.1f\t%.1f%%\t\n", p.Name, p.Points, 100*p.Share)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "game length (turns): %s\n", spread(b.Lengths))
	fmt.Fprintf(w, "margin (%s): %s\n", b.MarginName, spread(b.Margins))
	for _, n := range b.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	return nil
}

// spread says a distribution in five numbers: its least value, the 10th
// percentile, the median, the 90th percentile and its greatest value.
func spread(bars []Bar) string {
	var games int64
	for _, b := range bars {
		games += b.Games
	}
	if games == 0 {
		return "no games"
	}
	at := func(q float64) int {
		rank := int64(q * float64(games-1))
		for _, b := range bars {
			if rank < b.Games {
				return b.Value
			}
			rank -= b.Games
		}
		return bars[len(bars)-1].Value
	}
	parts := []string{
		fmt.Sprintf("least %d", bars[0].Value), fmt.Sprintf("10%% %d", at(0.1)), fmt.Sprintf("median %d", at(0.5)),
		fmt.Sprintf("90%% %d", at(0.9)), fmt.Sprintf("most %d", bars[len(bars)-1].Value),
	}
	return strings.Join(parts, ", ")
}
