package ladder

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// WriteText prints the ladder for people: what was played, the ratings
// strongest first with their intervals, and every pairing.
func (r *Result) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "ladder of %s/%s (%s), %d games per pairing with the seats swapped halfway, seed %d\n\n",
		r.Pack, r.Mix, r.Ruleset, r.Games, r.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "agent\trating\t95% interval\tgames\tscore\t")
	for _, a := range r.Ratings {
		interval := fmt.Sprintf("%+.0f to %+.0f", a.Low, a.High)
		if a.Agent == r.Anchor {
			interval = "the anchor"
		}
		fmt.Fprintf(tw, "%s\t%+.0f\t%s\t%d\t%.1f%%\t\n", a.Agent, a.Elo, interval, a.Games, 100*a.Score/float64(max(a.Games, 1)))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\npairings (a shared top score counts half):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, p := range r.Pairings {
		fmt.Fprintf(tw, "  %s vs %s\t%d–%d\t(%d shared)\t%.1f%%\t\n", p.A, p.B, p.WinsA, p.WinsB, p.Shared, 100*p.ScoreA()/float64(p.Games))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, sw := range r.Sweeps {
		fmt.Fprintf(w, "\n%s won every game against %s: the games cannot tell how much stronger it is, only that it is at least %.0f points above.\n", sw.Winner, sw.Loser, sw.AtLeast)
	}
	_, err := fmt.Fprintf(w, "\nRatings are Elo-like: 400 × log10 of the odds of winning, %s at 0, fitted as a Bradley–Terry model with one drawn game added to each pairing; the interval holds 95%% of the ratings refitted to %d draws of each pairing's share of wins from its posterior (Jeffreys' prior), without the drawn game.\n",
		r.Anchor, r.Resamples)
	return err
}
