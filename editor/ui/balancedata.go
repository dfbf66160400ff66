package ui

import (
	"cmp"
	"fmt"
	"image"
	"math"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// balanceVariant is one variant of a pack in the balance charts: its
// name in the legend ("saved", "current", a mix's name), its balance
// report and its tiles' pictures by tile id.
type balanceVariant struct {
	name    string
	balance *sim.Balance
	pics    map[string]image.Image
}

// barRow is one category of a bar chart (a tile, a seat, a source of
// points): its label as the axis shows it, with the numbers, and each
// variant's value (NaN when the variant lacks the category) with its 95%
// interval.
type barRow struct {
	key    string // the tile id, seat name or source
	label  string
	values []float64
	ci     []sim.Interval // nil when the figure has no interval
	// moved: the intervals of the first and last variant do not overlap.
	moved bool
}

// barTable is the data of one bar chart, top row first: what the
// balance charts draw, and what their golden file holds.
type barTable struct {
	title, axis string
	variants    []string
	rows        []barRow
	// fair is a reference line (a seat's fair share of wins); NaN for
	// none.
	fair float64
	// horizontal bars with the labels down the side (tiles, sources), or
	// upright bars with the labels along the bottom (seats).
	horizontal bool
}

// histTable is the data of one histogram chart: each variant's bars.
type histTable struct {
	title, axis string
	variants    []string
	bars        [][]sim.Bar
}

// movedMark marks a row whose figure moved beyond both intervals.
const movedMark = " *"

// names are the variants' names.
func names(vs []balanceVariant) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.name
	}
	return out
}

// cooperative reports whether the variants are of a team game (no seats).
func cooperative(vs []balanceVariant) bool {
	for _, v := range vs {
		if len(v.balance.Seats) > 0 {
			return false
		}
	}
	return true
}

// tileTable is the worth of each tile kind in every variant, highest
// first by the last variant that has the tile (the one compared against
// the first), ties by tile id.
func tileTable(vs []balanceVariant) barTable {
	t := barTable{variants: names(vs), fair: math.NaN(), horizontal: true,
		title: "What drawing a tile is worth, with 95% intervals",
		axis:  "points to the seat that draws it, against an average tile"}
	if cooperative(vs) {
		t.axis = "points of the team's score, against an average tile"
	}
	if len(vs) > 1 {
		t.title = fmt.Sprintf("What drawing a tile is worth, by %s, with 95%% intervals", vs[len(vs)-1].name)
		t.axis = strings.Replace(t.axis, "an average tile", vs[0].name+"'s average tile", 1)
		t.axis += fmt.Sprintf(" (%s: moved beyond both intervals)", strings.TrimSpace(movedMark))
	}
	rows := map[string]*barRow{}
	sortBy := map[string]float64{}
	for i, tiles := range alignedTiles(vs) {
		for _, w := range tiles {
			r := rows[w.Tile]
			if r == nil {
				r = newBarRow(w.Tile, len(vs), true)
				rows[w.Tile] = r
			}
			r.values[i], r.ci[i] = w.Worth, w.CI
			sortBy[w.Tile] = w.Worth
		}
	}
	t.addSorted(rows, sortBy)
	t.label("%+.2f")
	return t
}

// alignedTiles are the variants' tile worths on one reference. Each report
// measures a tile against its own mix's average tile, so a tile made much
// stronger in one variant lowers every other tile's worth there a little,
// and a comparison would show every tile moved. The variants after the
// first are shifted (alignShift) so that the tiles they share with the
// first line up: the tiles nobody changed then match, and a changed tile
// stands out alone.
func alignedTiles(vs []balanceVariant) [][]sim.TileWorth {
	out := make([][]sim.TileWorth, len(vs))
	for i, v := range vs {
		shift := 0.0
		if i > 0 {
			shift, _ = alignShift(vs[0].balance.Tiles, v.balance.Tiles)
		}
		out[i] = make([]sim.TileWorth, len(v.balance.Tiles))
		for k, w := range v.balance.Tiles {
			w.Worth += shift
			w.CI.Low += shift
			w.CI.High += shift
			out[i][k] = w
		}
	}
	return out
}

// alignShift is what to add to the worths of other so that the tiles it
// shares with first line up: the weighted median (by first's draws) of
// the shared tiles' differences, so that the few tiles a designer changed
// do not drag the others along; false when they share none.
func alignShift(first, other []sim.TileWorth) (float64, bool) {
	in := map[string]sim.TileWorth{}
	for _, w := range first {
		in[w.Tile] = w
	}
	type diff struct{ by, weight float64 }
	var diffs []diff
	total := 0.0
	for _, w := range other {
		if f, ok := in[w.Tile]; ok && f.Draws > 0 {
			diffs = append(diffs, diff{f.Worth - w.Worth, float64(f.Draws)})
			total += float64(f.Draws)
		}
	}
	if len(diffs) == 0 {
		return 0, false
	}
	slices.SortFunc(diffs, func(a, b diff) int { return cmp.Compare(a.by, b.by) })
	seen := 0.0
	for _, d := range diffs {
		if seen += d.weight; seen >= total/2 {
			return d.by, true
		}
	}
	return diffs[len(diffs)-1].by, true
}

// winTable is each seat's win rate in percent against its fair share.
func winTable(vs []balanceVariant) barTable {
	t := barTable{variants: names(vs), title: "Wins by seat in turn order, 95% intervals", axis: "games won (%)"}
	players := 0
	t.rows = seatRows(vs, func(s sim.SeatAdvantage) (float64, sim.Interval) {
		return 100 * s.WinRate, sim.Interval{Low: 100 * s.WinCI.Low, High: 100 * s.WinCI.High}
	}, &players)
	t.fair = math.NaN()
	if players > 0 {
		t.fair = 100 / float64(players)
	}
	t.label("%.1f%%")
	return t
}

// marginTable is each seat's mean margin: its score minus the mean of
// the others'.
func marginTable(vs []balanceVariant) barTable {
	t := barTable{variants: names(vs), fair: math.NaN(), title: "Mean margin by seat, with 95% intervals",
		axis: "score minus the others' mean"}
	t.rows = seatRows(vs, func(s sim.SeatAdvantage) (float64, sim.Interval) { return s.Margin, s.MarginCI }, nil)
	t.label("%+.1f")
	return t
}

// seatRows are the seats in turn order with fig of each variant's seat;
// players is set to the most seats a variant has.
func seatRows(vs []balanceVariant, fig func(sim.SeatAdvantage) (float64, sim.Interval), players *int) []barRow {
	var rows []barRow
	for i, v := range vs {
		for _, s := range v.balance.Seats {
			for len(rows) <= s.Seat {
				rows = append(rows, *newBarRow("", len(vs), true))
			}
			r := &rows[s.Seat]
			if r.key == "" {
				r.key = s.Name
			}
			r.values[i], r.ci[i] = fig(s)
		}
		if players != nil {
			*players = max(*players, len(v.balance.Seats))
		}
	}
	return rows
}

// pointTable is each source of points' share of all points scored,
// largest first by the last variant that has it.
func pointTable(vs []balanceVariant) barTable {
	t := barTable{variants: names(vs), fair: math.NaN(), horizontal: true,
		title: "Where the points come from", axis: "share of all points scored (%)"}
	rows := map[string]*barRow{}
	sortBy := map[string]float64{}
	for i, v := range vs {
		for _, p := range v.balance.Points {
			r := rows[p.Name]
			if r == nil {
				r = newBarRow(p.Name, len(vs), false)
				rows[p.Name] = r
			}
			r.values[i] = 100 * p.Share
			sortBy[p.Name] = p.Share
		}
	}
	t.addSorted(rows, sortBy)
	t.label("%.1f%%")
	return t
}

// lengthTable and marginHistTable are the distributions of game lengths
// and of final margins.
func lengthTable(vs []balanceVariant) histTable {
	t := histTable{variants: names(vs), title: "Game lengths", axis: "turns"}
	for _, v := range vs {
		t.bars = append(t.bars, v.balance.Lengths)
	}
	return t
}

func marginHistTable(vs []balanceVariant) histTable {
	t := histTable{variants: names(vs), title: "Final margins", axis: "final margin"}
	for _, v := range vs {
		t.bars = append(t.bars, v.balance.Margins)
		if v.balance.MarginName != "" {
			t.axis = v.balance.MarginName
		}
	}
	return t
}

func newBarRow(key string, variants int, intervals bool) *barRow {
	r := &barRow{key: key, values: make([]float64, variants)}
	for i := range r.values {
		r.values[i] = math.NaN()
	}
	if intervals {
		r.ci = make([]sim.Interval, variants)
	}
	return r
}

// label writes each row's label: its key and each variant's figure in
// format, separated by "|" when variants are compared, and marks the rows
// whose figure moved beyond both intervals.
func (t *barTable) label(format string) {
	for i := range t.rows {
		r := &t.rows[i]
		figs := make([]string, len(r.values))
		for v, x := range r.values {
			figs[v] = "–"
			if !math.IsNaN(x) {
				figs[v] = fmt.Sprintf(format, x)
			}
		}
		r.label = r.key + "  " + strings.Join(figs, " | ")
		if len(r.values) == 1 && r.ci != nil && !math.IsNaN(r.values[0]) {
			r.label += fmt.Sprintf("  ("+format+" to "+format+")", r.ci[0].Low, r.ci[0].High)
		}
		if r.moved = movedBeyond(*r); r.moved {
			r.label += movedMark
		}
	}
}

// movedBeyond reports whether the first and last variant's intervals of
// a row lie apart: the figure moved more than chance explains.
func movedBeyond(r barRow) bool {
	n := len(r.values)
	if n < 2 || r.ci == nil || math.IsNaN(r.values[0]) || math.IsNaN(r.values[n-1]) {
		return false
	}
	a, b := r.ci[0], r.ci[n-1]
	return a.High < b.Low || b.High < a.Low
}

// String writes the table as its golden file holds it: the title, the
// axis, the variants, then a row a line with each variant's figure and
// interval.
func (t barTable) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\naxis: %s\nvariants: %s\n", t.title, t.axis, strings.Join(t.variants, ", "))
	if !math.IsNaN(t.fair) {
		fmt.Fprintf(&b, "fair share: %.2f\n", t.fair)
	}
	for _, r := range t.rows {
		fmt.Fprintf(&b, "%s", r.label)
		for v, x := range r.values {
			if r.ci != nil && !math.IsNaN(x) {
				fmt.Fprintf(&b, "  [%s %.3f in %.3f..%.3f]", t.variants[v], x, r.ci[v].Low, r.ci[v].High)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// String writes the histogram's data: each variant's bars.
func (t histTable) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\naxis: %s\n", t.title, t.axis)
	for v, bars := range t.bars {
		fmt.Fprintf(&b, "%s:", t.variants[v])
		for _, bar := range bars {
			fmt.Fprintf(&b, " %d×%d", bar.Value, bar.Games)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// balanceChanges says, for a comparison, what moved beyond both 95%
// intervals from the first variant to the last: tiles' worth and seats'
// win rates and margins, in words, one a line; nil when nothing did.
func balanceChanges(vs []balanceVariant) []string {
	if len(vs) < 2 {
		return nil
	}
	var out []string
	from, to := vs[0].name, vs[len(vs)-1].name
	for _, c := range []struct {
		what  string
		table barTable
		unit  string
	}{
		{"tile", tileTable(vs), "%+.2f"},
		{"wins of", winTable(vs), "%.1f%%"},
		{"mean margin of", marginTable(vs), "%+.1f"},
	} {
		for _, r := range c.table.rows {
			if r.moved {
				a, b := r.values[0], r.values[len(r.values)-1]
				out = append(out, fmt.Sprintf("%s %s: "+c.unit+" (%s), then "+c.unit+" (%s)", c.what, r.key, a, from, b, to))
			}
		}
	}
	return out
}

// addSorted adds the rows to the table, largest sortBy value first (ties
// by name), which is how the tile and point charts read.
func (t *barTable) addSorted(rows map[string]*barRow, sortBy map[string]float64) {
	for _, r := range rows {
		t.rows = append(t.rows, *r)
	}
	slices.SortFunc(t.rows, func(a, b barRow) int {
		return cmp.Or(cmp.Compare(sortBy[b.key], sortBy[a.key]), cmp.Compare(a.key, b.key))
	})
}
