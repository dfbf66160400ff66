package tally

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// maxSources bounds the sources of points a balance reads back: a pack's
// feature kinds and a ruleset's own are a few dozen at most.
const maxSources = 1000

// balanceJSON is a Balance as a partial report holds it: its shape and the
// raw sums; XtX is the upper triangle of the fit's matrix, row by row.
type balanceJSON struct {
	Shape         BalanceShape `json:"shape"`
	Games         int64        `json:"games"`
	Wins          []int64      `json:"wins"`
	Margin        []int64      `json:"margin"`
	MarginSquared []int64      `json:"marginSquared"`
	XtX           []int64      `json:"xtx"`
	XtY           []int64      `json:"xty"`
	YY            int64        `json:"yy"`
	Rows          int64        `json:"rows"`
	Placed        []int64      `json:"placed"`
	Points        []int64      `json:"points"`
	Lengths       []Bar        `json:"lengths"`
	Margins       []Bar        `json:"margins"`
}

// MarshalJSON writes the shape and the raw sums.
func (b *Balance) MarshalJSON() ([]byte, error) {
	var upper []int64
	for i := range b.cols {
		upper = append(upper, b.xtx[i*b.cols+i:(i+1)*b.cols]...)
	}
	return json.Marshal(balanceJSON{Shape: b.shape, Games: b.games, Wins: b.wins, Margin: b.margin, MarginSquared: b.margin2,
		XtX: upper, XtY: b.xty, YY: b.yy, Rows: b.rows, Placed: b.placed, Points: b.points,
		Lengths: bars(b.lengths), Margins: bars(b.margins)})
}

// UnmarshalJSON reads what MarshalJSON wrote, checking that it holds
// together — sums of the sizes its shape gives, counts that are not
// negative, a row of the fit per game and seat, histograms and win shares
// that count every game once — so that the report made of it is sound.
func (b *Balance) UnmarshalJSON(data []byte) error {
	var in balanceJSON
	if err := Decode(data, &in); err != nil {
		return fmt.Errorf("balance: %w", err)
	}
	sh := in.Shape
	seats := len(sh.Seats)
	switch {
	case seats == 0 || seats > 6:
		return fmt.Errorf("the balance sums have %d seats: want 1 to 6", seats)
	case sh.Team && seats != 1:
		return fmt.Errorf("the balance sums of a team game have %d seats: want the team alone", seats)
	case len(sh.Tiles) > schema.MaxMixTiles || len(sh.Sources) > maxSources:
		return fmt.Errorf("the balance sums have %d tile kinds and %d sources: a mix has at most %d kinds, a ruleset %d sources", len(sh.Tiles), len(sh.Sources), schema.MaxMixTiles, maxSources)
	}
	// Sizes first, so that nothing is allocated beyond what was read.
	cols := extraColumns(sh) + len(sh.Tiles)
	sizes := []struct {
		what      string
		got, want int
	}{
		{"wins", len(in.Wins), seats}, {"margins", len(in.Margin), seats}, {"squared margins", len(in.MarginSquared), seats},
		{"fit matrix", len(in.XtX), cols * (cols + 1) / 2}, {"fit vector", len(in.XtY), cols},
		{"tiles placed", len(in.Placed), len(sh.Tiles)}, {"points", len(in.Points), len(sh.Sources)},
	}
	for _, s := range sizes {
		if s.got != s.want {
			return fmt.Errorf("the balance sums' %s: %d numbers where %d belong", s.what, s.got, s.want)
		}
	}
	*b = *NewBalance(sh)
	if err := nonNegative("the balance sums", slices.Concat([]int64{in.Games, in.YY, in.Rows}, in.Wins, in.MarginSquared, in.Placed, in.Points)...); err != nil {
		return err
	}
	if in.Rows != in.Games*int64(seats) {
		return fmt.Errorf("the balance sums fit %d rows: want one per game and seat, %d", in.Rows, in.Games*int64(seats))
	}
	var wins int64
	for _, w := range in.Wins {
		wins += w
	}
	want := in.Games * winShares // every game's win, shared or not
	if sh.Team {
		want = 0 // a team wins or loses together: no seat's win to share
	}
	if wins != want {
		return fmt.Errorf("the balance sums' wins count %d shares of %d games: want %d", wins, in.Games, want)
	}
	for name, hist := range map[string][]Bar{"lengths": in.Lengths, "margins": in.Margins} {
		var counted int64
		for j, bar := range hist {
			if bar.Games <= 0 || j > 0 && bar.Value <= hist[j-1].Value {
				return fmt.Errorf("the balance sums' %s are not a histogram (values in increasing order, each of at least one game)", name)
			}
			counted += bar.Games
		}
		if counted != in.Games {
			return fmt.Errorf("the balance sums' %s count %d games, not %d", name, counted, in.Games)
		}
	}
	b.games, b.yy, b.rows = in.Games, in.YY, in.Rows
	copy(b.wins, in.Wins)
	copy(b.margin, in.Margin)
	copy(b.margin2, in.MarginSquared)
	at := 0
	for i := range b.cols {
		for j := i; j < b.cols; j++ {
			b.xtx[i*b.cols+j] = in.XtX[at]
			at++
		}
		if b.xtx[i*b.cols+i] < 0 {
			return fmt.Errorf("the balance sums' fit matrix has a negative sum of squares (%d)", b.xtx[i*b.cols+i])
		}
	}
	copy(b.xty, in.XtY)
	copy(b.placed, in.Placed)
	copy(b.points, in.Points)
	for _, bar := range in.Lengths {
		b.lengths[bar.Value] = bar.Games
	}
	for _, bar := range in.Margins {
		b.margins[bar.Value] = bar.Games
	}
	return nil
}

// DecodeBalance reads balance sums that MarshalJSON wrote.
func DecodeBalance(data []byte) (*Balance, error) {
	b := &Balance{}
	if err := b.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return b, nil
}
