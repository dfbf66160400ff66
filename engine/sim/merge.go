package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Merge adds up the partial reports of every shard of one run and returns
// the report the run gives unsharded (Run), exactly: the tallies are
// integer sums, added into the first part's. It refuses, naming the
// partials' sources, parts of different runs, a shard given twice, and
// shards missing (saying which).
func Merge(parts []*Partial) (*Report, error) {
	if len(parts) == 0 {
		return nil, errors.New("no partial reports to merge")
	}
	first := parts[0]
	bySource := map[int]string{}
	for _, p := range parts {
		if err := CheckSameBuild(p.Source, p.Build, first.Source, first.Build); err != nil {
			return nil, err
		}
		if diffs := differences(first, p); len(diffs) > 0 {
			return nil, fmt.Errorf("%s and %s are shards of different runs: %s", p.Source, first.Source, strings.Join(diffs, "; "))
		}
		if other, ok := bySource[p.Shard.Index]; ok {
			return nil, fmt.Errorf("%s and %s are both shard %s: give each shard once", other, p.Source, p.Shard)
		}
		bySource[p.Shard.Index] = p.Source
	}
	var missing []string
	for k := range first.Shard.Of {
		if _, ok := bySource[k]; !ok {
			missing = append(missing, Shard{Index: k, Of: first.Shard.Of}.String())
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s missing: the merge needs all %d shards of the run, and got %d", plural(missing, "shard"), first.Shard.Of, len(parts))
	}
	// Parts of one run with the same pack have tallies of one shape, unless
	// a file was edited: adding tallies of two shapes would be nonsense.
	shape := skeleton(first.Tally.Summary())
	for _, p := range parts[1:] {
		if skeleton(p.Tally.Summary()) != shape {
			return nil, fmt.Errorf("%s's tally names other seats, figures or counts than %s's, though the runs match: was one of them edited?", p.Source, first.Source)
		}
	}
	// A fresh tally, so that the parts stay as they were read.
	data, err := json.Marshal(first.Tally)
	if err != nil {
		return nil, err
	}
	sum, err := entryNamed(first.Ruleset, first.Module).DecodeTally(data)
	if err != nil {
		return nil, fmt.Errorf("%s's tally: %w", first.Source, err)
	}
	for _, p := range parts[1:] {
		sum.Add(p.Tally)
	}
	r := &Report{Ruleset: first.Ruleset, Pack: first.Pack, Mix: first.Mix, Games: sum.Games(), Seed: first.Seed,
		Players: first.Players, Summary: sum.Summary()}
	if first.Balance != nil {
		balance, err := mergeBalances(parts)
		if err != nil {
			return nil, err
		}
		r.Balance = balanceReport(balance)
	}
	return r, nil
}

// mergeBalances adds up the parts' balance sums (every part has them:
// differences checked that) into a fresh Balance, refusing sums of other
// shapes.
func mergeBalances(parts []*Partial) (*tally.Balance, error) {
	first := parts[0]
	shape, err := json.Marshal(first.Balance.Shape())
	if err != nil {
		return nil, err
	}
	sum := tally.NewBalance(first.Balance.Shape())
	for _, p := range parts {
		other, err := json.Marshal(p.Balance.Shape())
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(other, shape) {
			return nil, fmt.Errorf("%s's balance sums name other seats, tiles or sources of points than %s's, though the runs match: was one of them edited?", p.Source, first.Source)
		}
		sum.Add(p.Balance)
	}
	return sum, nil
}

// differences lists how the run of p differs from the run of first, in
// words: "seed 2, not 1".
func differences(first, p *Partial) []string {
	var out []string
	differ := func(what string, theirs, ours any) {
		if fmt.Sprint(theirs) != fmt.Sprint(ours) {
			out = append(out, fmt.Sprintf("%s %v, not %v", what, theirs, ours))
		}
	}
	differ("ruleset", label(p.Ruleset, p.Module), label(first.Ruleset, first.Module))
	differ("pack", p.Pack, first.Pack)
	if p.Pack == first.Pack && p.PackSHA256 != first.PackSHA256 {
		out = append(out, fmt.Sprintf("pack %s has other contents (SHA-256 %.12s…, not %.12s…)", p.Pack, p.PackSHA256, first.PackSHA256))
	}
	differ("mix", p.Mix, first.Mix)
	if !bytes.Equal(p.Options, first.Options) {
		differ("options", options(p.Options), options(first.Options))
	}
	differ("agents", strings.Join(p.Agents, ","), strings.Join(first.Agents, ","))
	differ("players", p.Players, first.Players)
	differ("games", p.Games, first.Games)
	differ("seed", p.Seed, first.Seed)
	differ("number of shards", p.Shard.Of, first.Shard.Of)
	if (p.Balance != nil) != (first.Balance != nil) {
		out = append(out, fmt.Sprintf("%s the balance report, not %s", with(p.Balance != nil), with(first.Balance != nil)))
	}
	return out
}

// with says "with" or "without".
func with(b bool) string {
	if b {
		return "with"
	}
	return "without"
}

// options says ruleset options for a message: the pack's own, or the
// JSON.
func options(o []byte) string {
	if len(o) == 0 {
		return "the pack's own"
	}
	return string(o)
}

// plural says "shard 2/3" or "shards 1/3, 2/3".
func plural(items []string, noun string) string {
	if len(items) == 1 {
		return noun + " " + items[0]
	}
	return noun + "s " + strings.Join(items, ", ")
}

// skeleton is what a summary names — seats, agents, figures, counts,
// tables and series, without their values — as one string.
func skeleton(s tally.Summary) string {
	var b strings.Builder
	figures := func(fs []tally.Figure) {
		for _, f := range fs {
			fmt.Fprintf(&b, "%q %v,", f.Name, f.Share)
		}
	}
	for _, seat := range s.Seats {
		fmt.Fprintf(&b, "seat %q %q:", seat.Name, seat.Bot)
		figures(seat.Figures)
	}
	if s.Team != nil {
		fmt.Fprintf(&b, "team %q;", s.Team.Agent)
	}
	figures(s.Figures)
	for _, c := range s.Counts {
		fmt.Fprintf(&b, "counts %q:", c.Name)
		for _, n := range c.Counts {
			fmt.Fprintf(&b, "%q,", n.Name)
		}
	}
	for _, t := range s.Tables {
		fmt.Fprintf(&b, "table %q %q:", t.Name, t.Columns)
		for _, r := range t.Rows {
			fmt.Fprintf(&b, "%q %d,", r.Name, len(r.Values))
		}
	}
	for _, r := range s.Series {
		fmt.Fprintf(&b, "series %q;", r.Name)
	}
	return b.String()
}
