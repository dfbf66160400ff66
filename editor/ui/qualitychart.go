package ui

import (
	"fmt"
	"math"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
)

// qualityVariant is one variant of a pack in the quality charts: its
// name in the legend ("" for a lone run) and its quality report (nil when
// the run came without one).
type qualityVariant struct {
	name   string
	report *quality.Report
}

// qualityNames are the variants' names.
func qualityNames(vs []qualityVariant) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.name
	}
	return out
}

// skillTable is the skill trace as upright bars: a step a row, labelled
// "mcts:2N vs mcts:N", with each variant's share of the games won by the
// stronger search (in %) and its 95% interval, against the fair share;
// the title gives each variant's skill depth.
func skillTable(vs []qualityVariant) barTable {
	t := barTable{variants: qualityNames(vs), fair: math.NaN(), axis: "stronger search's share (%)"}
	index := map[string]int{}
	var depths []string
	for i, v := range vs {
		depth := fmt.Sprint(v.report.SkillDepth)
		if len(vs) > 1 {
			depth += " (" + v.name + ")"
		}
		depths = append(depths, depth)
		for _, s := range v.report.Skill {
			key := fmt.Sprintf("mcts:%d vs mcts:%d", s.Stronger, s.Budget)
			k, ok := index[key]
			if !ok {
				k = len(t.rows)
				index[key] = k
				t.rows = append(t.rows, *newBarRow(key, len(vs), true))
			}
			if math.IsNaN(t.fair) {
				t.fair = 100 * s.Fair
			}
			if s.Share == nil {
				continue
			}
			r := &t.rows[k]
			r.values[i] = 100 * s.Share.Value
			r.ci[i] = percentInterval(s.Share)
		}
	}
	t.title = "Skill trace: does thinking twice as long win more? Skill depth " + strings.Join(depths, ", ")
	for i := range t.rows {
		r := &t.rows[i]
		r.label = r.key + "\n" + figures(*r, "%.1f%%")
		if r.moved = movedBeyond(*r); r.moved {
			r.label += movedMark
		}
	}
	return t
}

// choiceTable is the share of clear decisions of each kind of decision
// the search was asked about, and over all, as horizontal bars in %; a
// kind no variant was asked about is left out.
func choiceTable(vs []qualityVariant) barTable {
	t := barTable{variants: qualityNames(vs), fair: math.NaN(), horizontal: true,
		title: "Choice: decisions with a clearly best option, by kind", axis: "decisions with a clear best (%)"}
	index := map[string]int{}
	for i, v := range vs {
		for _, k := range append(v.report.Choice.Kinds, v.report.Choice.All) {
			if k.Clear == nil {
				continue
			}
			n, ok := index[k.Kind]
			if !ok {
				n = len(t.rows)
				index[k.Kind] = n
				t.rows = append(t.rows, *newBarRow(k.Kind, len(vs), true))
			}
			r := &t.rows[n]
			r.values[i] = 100 * k.Clear.Value
			r.ci[i] = percentInterval(k.Clear)
		}
	}
	// "all" last, under the kinds it sums.
	for i, r := range t.rows {
		if r.key == "all" && i != len(t.rows)-1 {
			t.rows = append(append(t.rows[:i:i], t.rows[i+1:]...), r)
			break
		}
	}
	t.label("%.1f%%")
	return t
}

// figures are a row's values in format, "|" between variants, and for a
// lone variant its interval in brackets ("–" for a value missing).
func figures(r barRow, format string) string {
	figs := make([]string, len(r.values))
	for v, x := range r.values {
		figs[v] = "–"
		if !math.IsNaN(x) {
			figs[v] = fmt.Sprintf(format, x)
		}
	}
	text := strings.Join(figs, " | ")
	if len(r.values) == 1 && r.ci != nil && !math.IsNaN(r.values[0]) {
		text += fmt.Sprintf(" ("+format+" to "+format+")", r.ci[0].Low, r.ci[0].High)
	}
	return text
}

// percentInterval is an estimate's 95% interval in percent (the estimate
// itself when it has none).
func percentInterval(e *quality.Estimate) sim.Interval {
	if e.CI95 == nil {
		return sim.Interval{Low: 100 * e.Value, High: 100 * e.Value}
	}
	return sim.Interval{Low: 100 * e.CI95.Low, High: 100 * e.CI95.High}
}

// qualityNotice is the line above the quality charts: how to read them,
// then each report's notes (under its variant's name when two are
// compared).
func qualityNotice(vs []qualityVariant) string {
	lines := []string{"Game quality (its figures in full are in the report above). Each bar has its 95% interval: " +
		"a skill step still wins when its interval lies above the dashed fair share; skill depth counts the steps from the first that still win."}
	for _, v := range vs {
		for _, n := range v.report.Notes {
			if len(vs) > 1 {
				n = v.name + ": " + n
			}
			lines = append(lines, "Note: "+n)
		}
	}
	return strings.Join(lines, "\n")
}
