package tally

import (
	"cmp"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// BalanceShape is what a ruleset's balance sums are about: the seats (or
// the team), the tile kinds of the mix and the sources of points.
type BalanceShape struct {
	// Seats name the seats in turn order; a team game has one, the team.
	Seats []string `json:"seats"`
	// Team: the game is cooperative, and its one seat is the team.
	Team bool `json:"team,omitempty"`
	// Tiles are the ids of the mix's tile kinds, in the mix's order.
	Tiles []string `json:"tiles"`
	// Sources name the sources of points: the feature kinds, then the
	// ruleset's own.
	Sources []string `json:"sources"`
}

// BalanceGame is what one finished game gives the balance report, as a
// ruleset's worker fills it in (sized by its shape).
type BalanceGame struct {
	// Scores are the seats' final scores (the team's score alone in a
	// team game).
	Scores []int
	// Placed[s][k] counts the tiles of kind k that seat s drew and placed
	// (in a team game, Placed[0] counts the team's).
	Placed [][]int
	// Points are the points of each source, all seats together.
	Points []int
	// Turns is the game's length in turns (tiles placed by players).
	Turns int
}

// winShares is what a win is worth in a seat's win count: a top score
// shared by t seats gives each winShares/t, a whole number for any t up to
// engine.MaxPlayers, so that win rates add up to one and sums stay
// integers.
const winShares = 60 // lcm(1..6)

var _ = [1]int{}[engine.MaxPlayers-6] // winShares is lcm(1..MaxPlayers)

// Balance is the integer sums of the games a balance report reads: per
// seat the win shares and the sums of its margin (y = n·score − Σ scores)
// and its square, the least-squares fit's sufficient statistics (X'X, X'y,
// y'y over one row per game and seat), the tiles placed per kind, the
// points per source and the distributions of game lengths and margins.
// Balances of one simulation add up in any order, like every tally.
type Balance struct {
	shape BalanceShape
	games int64
	// per seat
	wins, margin, margin2 []int64
	// the fit: extra columns (seat effects, or the team's intercept)
	// first, then a column per tile kind; xtx holds the upper triangle
	// row by row (xtx[i*cols+j], j ≥ i).
	cols     int
	xtx, xty []int64
	yy, rows int64
	placed   []int64 // per tile kind
	points   []int64 // per source
	lengths  map[int]int64
	margins  map[int]int64

	x []int64 // Record's scratch row
}

// NewBalance returns empty balance sums of that shape.
func NewBalance(shape BalanceShape) *Balance {
	n := len(shape.Seats)
	b := &Balance{shape: shape, wins: make([]int64, n), margin: make([]int64, n), margin2: make([]int64, n),
		cols: extraColumns(shape) + len(shape.Tiles), placed: make([]int64, len(shape.Tiles)),
		points: make([]int64, len(shape.Sources)), lengths: map[int]int64{}, margins: map[int]int64{}}
	b.xtx = make([]int64, b.cols*b.cols)
	b.xty = make([]int64, b.cols)
	b.x = make([]int64, b.cols)
	return b
}

// extraColumns is the number of the fit's columns before the tile kinds:
// a seat effect for every seat but the first in a competitive game (its
// rows sum to zero, so the first seat's is the others' negative), the
// intercept in a team game.
func extraColumns(s BalanceShape) int {
	if s.Team {
		return 1
	}
	return max(len(s.Seats)-1, 0)
}

// Shape is what the sums are about.
func (b *Balance) Shape() BalanceShape { return b.shape }

// NewBalanceGame returns a game's figures sized for the shape.
func (s BalanceShape) NewBalanceGame() *BalanceGame {
	g := &BalanceGame{Scores: make([]int, len(s.Seats)), Placed: make([][]int, len(s.Seats)), Points: make([]int, len(s.Sources))}
	for i := range g.Placed {
		g.Placed[i] = make([]int, len(s.Tiles))
	}
	return g
}

// Record adds one game. A competitive game adds a row per seat s to the
// fit: y = n·score_s − Σ scores and x_k = n·placed_{s,k} − Σ_seats
// placed_k (and the seat effects); a team game one row: y = the team's
// score, x_k = tiles of kind k placed, and the intercept.
func (b *Balance) Record(g *BalanceGame) {
	b.games++
	b.lengths[g.Turns]++
	for k, p := range g.Points {
		b.points[k] += int64(p)
	}
	for _, row := range g.Placed {
		for k, n := range row {
			b.placed[k] += int64(n)
		}
	}
	if b.shape.Team {
		b.margins[g.Scores[0]]++
		b.x[0] = 1
		for k, n := range g.Placed[0] {
			b.x[1+k] = int64(n)
		}
		y := int64(g.Scores[0])
		b.margin[0] += y
		b.margin2[0] += y * y
		b.addRow(y)
		return
	}
	n := int64(len(g.Scores))
	var total int64
	best, second, tied := -1<<62, -1<<62, 0
	for _, s := range g.Scores {
		total += int64(s)
		switch {
		case s > best:
			best, second, tied = s, best, 1
		case s == best:
			second, tied = s, tied+1
		case s > second:
			second = s
		}
	}
	if len(g.Scores) == 1 {
		second = best
	}
	b.margins[best-second]++
	extra := extraColumns(b.shape)
	for s, score := range g.Scores {
		if score == best {
			b.wins[s] += int64(winShares / tied)
		}
		y := n*int64(score) - total
		b.margin[s] += y
		b.margin2[s] += y * y
		for j := range extra {
			b.x[j] = -1
			if s == j+1 {
				b.x[j] = n - 1
			}
		}
		for k := range b.shape.Tiles {
			var all int64
			for _, row := range g.Placed {
				all += int64(row[k])
			}
			b.x[extra+k] = n*int64(g.Placed[s][k]) - all
		}
		b.addRow(y)
	}
}

// addRow adds the scratch row x with value y to the fit's sums.
func (b *Balance) addRow(y int64) {
	b.rows++
	b.yy += y * y
	for i, xi := range b.x {
		if xi == 0 {
			continue
		}
		b.xty[i] += xi * y
		row := b.xtx[i*b.cols:]
		for j := i; j < b.cols; j++ {
			row[j] += xi * b.x[j]
		}
	}
}

// Games is the number of games recorded.
func (b *Balance) Games() int { return int(b.games) }

// Add adds another worker's sums of the same simulation.
func (b *Balance) Add(o *Balance) {
	b.games += o.games
	addInts(b.wins, o.wins)
	addInts(b.margin, o.margin)
	addInts(b.margin2, o.margin2)
	addInts(b.xtx, o.xtx)
	addInts(b.xty, o.xty)
	b.yy += o.yy
	b.rows += o.rows
	addInts(b.placed, o.placed)
	addInts(b.points, o.points)
	for v, n := range o.lengths {
		b.lengths[v] += n
	}
	for v, n := range o.margins {
		b.margins[v] += n
	}
}

func addInts(a, b []int64) {
	for i := range a {
		a[i] += b[i]
	}
}

// BalanceSums are the sums as numbers for the report's arithmetic (engine/sim
// reads them; a copy, so that the sums stay as they are).
type BalanceSums struct {
	Shape BalanceShape
	Games int64
	// WinShares per seat: a win counts WinShares, a win shared by t seats
	// WinShares/t.
	WinShares int64
	Wins      []int64
	// Margin and MarginSquared sum n·score − Σ scores per seat (the team's
	// score in a team game) and its square.
	Margin, MarginSquared []int64
	// Columns is the fit's number of columns, Extra how many come before
	// the tile kinds; XtX is the full symmetric matrix, row by row.
	Columns, Extra int
	XtX, XtY       []int64
	YY, Rows       int64
	Placed, Points []int64
	Lengths        []Bar
	Margins        []Bar
}

// Bar is one bar of a distribution: how many games had that value.
type Bar struct {
	Value int   `json:"value"`
	Games int64 `json:"games"`
}

// Sums returns the sums for the report.
func (b *Balance) Sums() BalanceSums {
	full := make([]int64, len(b.xtx))
	for i := range b.cols {
		for j := i; j < b.cols; j++ {
			full[i*b.cols+j] = b.xtx[i*b.cols+j]
			full[j*b.cols+i] = b.xtx[i*b.cols+j]
		}
	}
	return BalanceSums{Shape: b.shape, Games: b.games, WinShares: winShares, Wins: slices.Clone(b.wins),
		Margin: slices.Clone(b.margin), MarginSquared: slices.Clone(b.margin2),
		Columns: b.cols, Extra: extraColumns(b.shape), XtX: full, XtY: slices.Clone(b.xty), YY: b.yy, Rows: b.rows,
		Placed: slices.Clone(b.placed), Points: slices.Clone(b.points), Lengths: bars(b.lengths), Margins: bars(b.margins)}
}

// bars lists a histogram in increasing order of value.
func bars(hist map[int]int64) []Bar {
	out := make([]Bar, 0, len(hist))
	for v, n := range hist {
		out = append(out, Bar{Value: v, Games: n})
	}
	slices.SortFunc(out, func(a, b Bar) int { return cmp.Compare(a.Value, b.Value) })
	return out
}

// MixTiles lists the tile kinds of the set's mix (ids, in the mix's
// order) and, for every tile of the set, its kind's place in that list
// (-1 for a tile not in the mix).
func MixTiles(set *engine.Set, mix string) (ids []string, column []int) {
	column = make([]int, len(set.Tiles))
	for i := range column {
		column[i] = -1
	}
	for _, m := range set.Pack.Mixes {
		if m.ID != mix {
			continue
		}
		for _, tc := range m.Counts {
			t, ok := set.Tile(tc.Tile)
			if !ok || column[t.Index] >= 0 {
				continue
			}
			column[t.Index] = len(ids)
			ids = append(ids, tc.Tile)
		}
	}
	return ids, column
}

// CoreShape is the balance shape of a competitive game on the core
// engine.Game: its seats, the mix's tile kinds, and the feature kinds as
// sources of points followed by the ruleset's own.
func CoreShape(set *engine.Set, mix string, seats []string, own ...string) (BalanceShape, []int) {
	ids, column := MixTiles(set, mix)
	return BalanceShape{Seats: seats, Tiles: ids, Sources: append(KindNames(set), own...)}, column
}

// FillCore fills in what a finished game on the core engine.Game gives:
// the seats' scores, the tiles each placed (by the mix's kinds, column
// from CoreShape), points by feature kind (the first sources), and its
// length. The ruleset's own sources it leaves to the caller.
func FillCore(g *engine.Game, column []int, out *BalanceGame) {
	for s := range out.Scores {
		out.Scores[s] = g.Score(s)
		clear(out.Placed[s])
	}
	clear(out.Points)
	for _, p := range g.Board() {
		if p.By >= 0 && p.By < len(out.Placed) && !p.FaceDown {
			if k := column[p.Tile]; k >= 0 {
				out.Placed[p.By][k]++
			}
		}
	}
	for s := range out.Scores {
		for k, pts := range g.Stats(s).Points {
			out.Points[k] += pts
		}
	}
	out.Turns = g.Turn()
}
