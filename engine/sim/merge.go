package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// Merge adds up the partial reports of every shard of one run and returns
// the report the run gives unsharded (Run), exactly: the tallies are
// integer sums. It refuses, naming the partials' sources, parts of
// different runs or builds, a shard given twice, sums that together would
// pass what a report counts, and shards missing (saying which).
func Merge(parts []*Partial) (*Report, error) {
	if len(parts) == 0 {
		return nil, errors.New("no partial reports to merge")
	}
	var m Merger
	for _, p := range parts {
		if err := m.Add(p); err != nil {
			return nil, err
		}
	}
	return m.Report()
}

// Merger adds up the partial reports of one run as they are read, one at
// a time, so that a merge holds one report and the sums at once, however
// many files it is given, and refuses a wrong file as soon as it is read.
// The zero Merger is empty.
type Merger struct {
	first *Partial
	shape string
	sum   tally.Tally
	// balance and balanceShape are the balance sums and their shape, when
	// the run has them.
	balance      *tally.Balance
	balanceShape []byte
	// quality is the quality report's sums, when the run has them.
	quality *quality.Sums
	// seen names the source of every shard added, by index.
	seen map[int]string
	// bound is the sum of the parts' bounds: no sum of theirs can pass it.
	bound int64
}

// maxMergedSum is what the parts' bounds may add up to: every sum the
// merged report holds, and its arithmetic, stay well within an int64.
const maxMergedSum = 1 << 62

// Add adds the partial report p, refusing it, named, when it is not a
// shard of the run the first was, repeats a shard, or would make a sum
// pass what a report counts.
func (m *Merger) Add(p *Partial) error {
	if m.first == nil {
		return m.start(p)
	}
	first := m.first
	if err := CheckSameBuild(p.Source, p.Build, first.Source, first.Build); err != nil {
		return err
	}
	if diffs := differences(first, p); len(diffs) > 0 {
		return fmt.Errorf("%s and %s are shards of different runs: %s", p.Source, first.Source, strings.Join(diffs, "; "))
	}
	if other, ok := m.seen[p.Shard.Index]; ok {
		return fmt.Errorf("%s and %s are both shard %s: give each shard once", other, p.Source, p.Shard)
	}
	// Parts of one run with the same pack have tallies of one shape, unless
	// a file was edited: adding tallies of two shapes would be nonsense.
	if skeleton(p.Tally.Summary()) != m.shape {
		return fmt.Errorf("%s's tally names other seats, figures or counts than %s's, though the runs match: was one of them edited?", p.Source, first.Source)
	}
	if m.balance != nil {
		other, err := json.Marshal(p.Balance.Shape())
		if err != nil {
			return err
		}
		if !bytes.Equal(other, m.balanceShape) {
			return fmt.Errorf("%s's balance sums name other seats, tiles or sources of points than %s's, though the runs match: was one of them edited?", p.Source, first.Source)
		}
	}
	if m.bound += p.bound; m.bound >= maxMergedSum {
		return fmt.Errorf("%s: the shards' sums together pass what a report can count exactly (%d): these cannot be the shards of one run", p.Source, int64(maxMergedSum))
	}
	if m.quality != nil && !sameShape(p.Quality.Sums.Shape(), m.quality.Shape()) {
		return fmt.Errorf("%s's quality sums count other seats, decisions or steps than %s's, though the runs match: was one of them edited?", p.Source, first.Source)
	}
	m.seen[p.Shard.Index] = p.Source
	m.sum.Add(p.Tally)
	if m.balance != nil {
		m.balance.Add(p.Balance)
	}
	if m.quality != nil {
		m.quality.Add(p.Quality.Sums)
	}
	return nil
}

// sameShape reports whether two quality sums are of one shape.
func sameShape(a, b quality.Shape) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// start takes the first part: the run every other must be a shard of.
func (m *Merger) start(p *Partial) error {
	// A fresh tally, so that the part stays as it was read.
	data, err := json.Marshal(p.Tally)
	if err != nil {
		return err
	}
	sum, err := entryNamed(p.Ruleset, p.Module).DecodeTally(data)
	if err != nil {
		return fmt.Errorf("%s's tally: %w", p.Source, err)
	}
	m.first, m.sum, m.shape, m.bound = p, sum, skeleton(p.Tally.Summary()), p.bound
	m.seen = map[int]string{p.Shard.Index: p.Source}
	if p.Balance != nil {
		if m.balanceShape, err = json.Marshal(p.Balance.Shape()); err != nil {
			return err
		}
		m.balance = tally.NewBalance(p.Balance.Shape())
		m.balance.Add(p.Balance)
	}
	if p.Quality != nil {
		m.quality = quality.NewSums(p.Quality.Sums.Shape())
		m.quality.Add(p.Quality.Sums)
	}
	return nil
}

// Report is the run's report, once every shard is added; else it says
// which shards are missing (the first few, and how many more).
func (m *Merger) Report() (*Report, error) {
	if m.first == nil {
		return nil, errors.New("no partial reports to merge")
	}
	first := m.first
	if missing := MissingShards(m.seen, first.Shard.Of); missing != "" {
		return nil, fmt.Errorf("%s missing: the merge needs all %d shards of the run, and got %d", missing, first.Shard.Of, len(m.seen))
	}
	r := &Report{Ruleset: first.Ruleset, Pack: first.Pack, Mix: first.Mix, Games: m.sum.Games(), Seed: first.Seed,
		Players: first.Players, Summary: m.sum.Summary()}
	if m.balance != nil {
		r.Balance = balanceReport(m.balance)
	}
	if m.quality != nil {
		r.Quality = m.quality.Report()
	}
	return r, nil
}

// missingNamed is how many missing shards a message names; it says how
// many more there are.
const missingNamed = 8

// MissingShards says which shards of of are not among seen — "shard 2/3",
// "shards 1/3, 2/3", or the first few and how many more — or "" when none
// is missing. It names at most missingNamed, however many shards a
// (forged) report claims.
func MissingShards(seen map[int]string, of int) string {
	n := of - len(seen)
	if n <= 0 {
		return ""
	}
	var named []string
	for k := 0; k < of && len(named) < missingNamed; k++ {
		if _, ok := seen[k]; !ok {
			named = append(named, Shard{Index: k, Of: of}.String())
		}
	}
	if n > len(named) {
		return fmt.Sprintf("shards %s and %d more", strings.Join(named, ", "), n-len(named))
	}
	return plural(named, "shard")
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
	switch {
	case (p.Quality != nil) != (first.Quality != nil):
		out = append(out, fmt.Sprintf("%s the quality report, not %s", with(p.Quality != nil), with(first.Quality != nil)))
	case p.Quality != nil && p.Quality.Config != first.Quality.Config:
		out = append(out, fmt.Sprintf("the quality report of %s, not %s", p.Quality.Config, first.Quality.Config))
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

// Notes are what the first shard's caller said about its figures.
func (m *Merger) Notes() []string {
	if m.first == nil {
		return nil
	}
	return m.first.Notes
}
