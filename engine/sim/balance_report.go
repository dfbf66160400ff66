package sim

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// z95 is the normal distribution's two-sided 95% quantile.
const z95 = 1.959964

// balanceReport reads the balance report off the sums of its games.
func balanceReport(b *tally.Balance) *Balance {
	s := b.Sums()
	r := &Balance{Points: pointShares(s), Lengths: barsOf(s.Lengths), Margins: barsOf(s.Margins)}
	r.Tiles, r.Notes = tileWorths(s)
	if s.Shape.Team {
		r.MarginName = "the team's score"
	} else {
		r.MarginName = "the winner's score minus the runner-up's"
		r.Seats = seatAdvantages(s)
	}
	return r
}

// tileWorths fits each seat's margin on the tiles it placed and reports
// each tile kind's worth against the average tile placed, with the kinds
// left out of the fit and why in the notes.
//
// The fit's columns are the extra columns (seat effects, or the team's
// intercept) and a column per tile kind. A kind never placed, or placed
// alike in every row (its column all zeros, or in a team game constant),
// is left out before the fit. The worth of kind k is c'β with c = e_k − w,
// w the kinds' shares of the tiles placed: the points a seat gains by
// placing a tile of kind k instead of an average tile. Its interval is
// ±t·σ·√(c'(X'X)⁻c), (X'X)⁻ a generalised inverse.
func tileWorths(s tally.BalanceSums) ([]TileWorth, []string) {
	var notes, never, alike, collinear []string
	cols := []int{}
	for j := range s.Extra {
		cols = append(cols, j)
	}
	var kinds []int
	for k, id := range s.Shape.Tiles {
		j := s.Extra + k
		sum2 := s.XtX[j*s.Columns+j]
		switch {
		case s.Placed[k] == 0:
			never = append(never, id)
			continue
		case sum2 == 0:
			alike = append(alike, id)
			continue
		case s.Shape.Team && s.Rows*sum2 == s.XtX[j]*s.XtX[j]:
			// The intercept's column is all ones: XtX[0][j] is Σx.
			alike = append(alike, id)
			continue
		}
		cols = append(cols, j)
		kinds = append(kinds, k)
	}
	if len(never) > 0 {
		notes = append(notes, "never drawn, so left out of the tile table: "+strings.Join(never, ", "))
	}
	if len(alike) > 0 {
		notes = append(notes, "drawn alike in every game (the same count for every seat, or every game), so their worth cannot be measured: "+strings.Join(alike, ", "))
	}
	if len(kinds) == 0 {
		return []TileWorth{}, notes
	}
	// A competitive game's rows are centred within the game (they sum to
	// zero), so a game of n seats gives n−1 independent rows, not n: the
	// fit's degrees of freedom count those, or every interval comes out
	// too narrow (by √(n/(n−1)), and far more so in a short run).
	rows := independentRows(s)
	if rows <= int64(len(cols)) {
		notes = append(notes, fmt.Sprintf("too few games to measure the tiles' worth: %s for %d tile kinds; play more games", games(s), len(kinds)))
		return []TileWorth{}, notes
	}
	xtx := make([][]float64, len(cols))
	xty := make([]float64, len(cols))
	for a, i := range cols {
		xtx[a] = make([]float64, len(cols))
		for c, j := range cols {
			xtx[a][c] = float64(s.XtX[i*s.Columns+j])
		}
		xty[a] = float64(s.XtY[i])
	}
	f := solveFit(xtx, xty, float64(s.YY), rows)
	if f.dof < 1 {
		notes = append(notes, fmt.Sprintf("too few games to measure the tiles' worth: %s for %d tile kinds; play more games", games(s), len(kinds)))
		return []TileWorth{}, notes
	}
	var placed int64
	for _, k := range kinds {
		placed += s.Placed[k]
	}
	tiles := []TileWorth{}
	for a, k := range kinds {
		c := make([]float64, len(cols))
		for b, kb := range kinds {
			c[s.Extra+b] = -float64(s.Placed[kb]) / float64(placed)
		}
		c[s.Extra+a]++
		if !f.estimable(c) {
			collinear = append(collinear, s.Shape.Tiles[k])
			continue
		}
		worth, half := f.estimate(c)
		tiles = append(tiles, TileWorth{Tile: s.Shape.Tiles[k], Draws: s.Placed[k], Worth: worth, CI: Interval{Low: worth - half, High: worth + half}})
	}
	if len(collinear) > 0 {
		notes = append(notes, "drawn together with other tiles so consistently that their worth cannot be told apart: "+strings.Join(collinear, ", "))
	}
	slices.SortStableFunc(tiles, func(a, b TileWorth) int {
		return cmp.Or(cmp.Compare(b.Worth, a.Worth), strings.Compare(a.Tile, b.Tile))
	})
	return tiles, notes
}

// independentRows is the number of independent rows of the fit: one a
// game in a cooperative game, seats − 1 a game in a competitive one.
func independentRows(s tally.BalanceSums) int64 {
	if s.Shape.Team {
		return s.Rows
	}
	return s.Rows - s.Games
}

// games says how many games (and in a competitive game, seats' results)
// the fit has.
func games(s tally.BalanceSums) string {
	if s.Shape.Team {
		return fmt.Sprintf("%d games", s.Games)
	}
	return fmt.Sprintf("%d games of %d seats", s.Games, len(s.Shape.Seats))
}

// seatAdvantages are the seats' win rates (a shared win counted as a
// share) with Wilson intervals, and their mean margins with normal
// intervals (Student's t, for short runs).
func seatAdvantages(s tally.BalanceSums) []SeatAdvantage {
	n := float64(len(s.Shape.Seats))
	games := float64(s.Games)
	out := make([]SeatAdvantage, len(s.Shape.Seats))
	for i, name := range s.Shape.Seats {
		rate := float64(s.Wins[i]) / float64(s.WinShares) / games
		low, high := quality.Wilson(rate, games)
		// y = n·score − Σ scores = (n−1)·(score − mean of the others).
		scale := max(n-1, 1)
		mean := float64(s.Margin[i]) / games / scale
		half := studentT95(max(s.Games-1, 1)) * tally.Stdev(s.Margin[i], s.MarginSquared[i], s.Games) / math.Sqrt(games) / scale
		out[i] = SeatAdvantage{Seat: i, Name: name, WinRate: rate, WinCI: Interval{Low: low, High: high}, Advantage: rate - 1/n,
			Margin: mean, MarginCI: Interval{Low: mean - half, High: mean + half}}
	}
	return out
}

// pointShares are the sources of points with their mean points per game
// and share of all points, largest first (ties in the sources' order).
func pointShares(s tally.BalanceSums) []PointShare {
	var total int64
	for _, p := range s.Points {
		total += p
	}
	out := make([]PointShare, len(s.Points))
	for i, name := range s.Shape.Sources {
		share := 0.0
		if total != 0 {
			share = float64(s.Points[i]) / float64(total)
		}
		out[i] = PointShare{Name: name, Points: float64(s.Points[i]) / float64(s.Games), Share: share}
	}
	slices.SortStableFunc(out, func(a, b PointShare) int { return cmp.Compare(b.Points, a.Points) })
	return out
}

func barsOf(in []tally.Bar) []Bar {
	out := make([]Bar, len(in))
	for i, b := range in {
		out[i] = Bar{Value: b.Value, Games: b.Games}
	}
	return out
}
