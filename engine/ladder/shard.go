package ladder

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// PartialFormat is the version of a ladder shard's layout; PartialKind
// tells it from a simulation's partial report.
const (
	PartialFormat = 1
	PartialKind   = "ladder"
)

// Partial is one shard of a ladder: what the ladder is (every parameter
// its games depend on) and, per pairing, the wins and shared games of the
// shard's share of its games — integers, so that Merge adds the shards up
// to the whole ladder exactly.
type Partial struct {
	Format     int             `json:"format"`
	Kind       string          `json:"kind"`
	Ruleset    string          `json:"ruleset"`
	Pack       string          `json:"pack"`
	PackSHA256 string          `json:"packSha256"`
	Mix        string          `json:"mix"`
	Options    json.RawMessage `json:"options,omitempty"`
	Agents     []string        `json:"agents"`
	// Games is the number of games of each whole pairing.
	Games int       `json:"gamesPerPairing"`
	Seed  uint64    `json:"seed"`
	Shard sim.Shard `json:"shard"`
	// Resamples is the number of draws behind the intervals, which the
	// merged ladder is rated with.
	Resamples int       `json:"resamples"`
	Pairings  []Pairing `json:"pairings"`
	// Notes are what the ladder's caller says about its figures (the CLI:
	// a note on reconstructed data), for the merge to say again.
	Notes []string `json:"notes,omitempty"`
	// Build names the build of tilesmith that played the shard (the CLI
	// sets it); Merge refuses shards of different builds.
	Build string `json:"build,omitempty"`
	// Source names where the partial was read from, for messages.
	Source string `json:"-"`
}

// RunShard plays cfg.Shard's share of every pairing's games (game i of
// each half of a pairing when i mod N = K, with the seed it has in the
// whole ladder) and returns its partial ladder, for Merge.
func RunShard(ctx context.Context, cfg Config) (*Partial, error) {
	if cfg.Shard.Of < 1 {
		return nil, errors.New("no shard given: give K/N")
	}
	return play(ctx, cfg)
}

// IsPartial reports whether data is a ladder shard's partial report
// (rather than a simulation's).
func IsPartial(data []byte) bool {
	var head struct {
		Kind string `json:"kind"`
	}
	return json.Unmarshal(data, &head) == nil && head.Kind == PartialKind
}

// DecodePartial reads a ladder shard's partial report, and refuses one
// that does not hold together: pairings other than every two agents in
// order, or wins that do not add up to the shard's share of each pairing.
func DecodePartial(source string, data []byte) (*Partial, error) {
	var p Partial
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("not a ladder shard's partial report (ladder --shard K/N writes one): %w", err)
	}
	switch {
	case p.Kind != PartialKind:
		return nil, errors.New("not a ladder shard's partial report (ladder --shard K/N writes one)")
	case p.Format != PartialFormat:
		return nil, fmt.Errorf("a ladder partial report of format %d; this tilesmith reads format %d: run every shard and the merge with one version", p.Format, PartialFormat)
	case len(p.Agents) < 2 || p.Games < 2 || p.Resamples < 1:
		return nil, errors.New("a ladder partial report without its agents, games or resamples")
	case checkSize(len(p.Agents), p.Games, p.Resamples) != nil:
		return nil, checkSize(len(p.Agents), p.Games, p.Resamples)
	case sim.CheckWords(append([]string{p.Ruleset, p.Pack, p.PackSHA256, p.Mix, p.Build}, p.Agents...), p.Notes, p.Options) != nil:
		return nil, sim.CheckWords(append([]string{p.Ruleset, p.Pack, p.PackSHA256, p.Mix, p.Build}, p.Agents...), p.Notes, p.Options)
	case p.Shard.Of < 1 || p.Shard.Index < 0 || p.Shard.Index >= p.Shard.Of || p.Shard.Of > p.Games/2:
		return nil, fmt.Errorf("shard %s of pairings of %d games does not exist", p.Shard, p.Games)
	}
	k := 0
	share := p.Shard.Games(p.Games/2) + p.Shard.Games(p.Games-p.Games/2)
	for i, a := range p.Agents {
		if slices.Contains(p.Agents[:i], a) {
			return nil, fmt.Errorf("agent %q is named twice", a)
		}
		for _, b := range p.Agents[i+1:] {
			if k >= len(p.Pairings) {
				return nil, fmt.Errorf("%s: want one pairing for every two of the agents %s", count(len(p.Pairings), "pairing"), strings.Join(p.Agents, ", "))
			}
			q := p.Pairings[k]
			k++
			switch {
			case q.A != a || q.B != b:
				return nil, fmt.Errorf("pairing %d is %s vs %s, where the agents %s put %s vs %s", k, q.A, q.B, strings.Join(p.Agents, ", "), a, b)
			case q.Games != p.Games || q.WinsA < 0 || q.WinsB < 0 || q.Shared < 0 || q.WinsA > share || q.WinsB > share || q.Shared > share || q.WinsA+q.WinsB+q.Shared != share:
				return nil, fmt.Errorf("pairing %s vs %s: %d and %d wins and %d shared do not add up to the %d games shard %s plays", a, b, q.WinsA, q.WinsB, q.Shared, share, p.Shard)
			}
		}
	}
	if k != len(p.Pairings) {
		return nil, fmt.Errorf("%s: want one pairing for every two of the agents %s", count(len(p.Pairings), "pairing"), strings.Join(p.Agents, ", "))
	}
	p.Source = source
	return &p, nil
}

// count says "1 pairing", "3 pairings".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Merge adds up the shards of one ladder and rates it, as Run rates the
// whole ladder: the same seed gives the same ladder, sharded or not. It
// refuses shards of different ladders or builds, a shard given twice and
// shards missing, naming them.
func Merge(parts []*Partial) (*Result, error) {
	if len(parts) == 0 {
		return nil, errors.New("no partial ladders to merge")
	}
	var m Merger
	for _, p := range parts {
		if err := m.Add(p); err != nil {
			return nil, err
		}
	}
	return m.Result()
}

// Merger adds up the shards of one ladder as they are read, one at a
// time: a merge holds one shard and the sums at once. The zero Merger is
// empty.
type Merger struct {
	first *Partial
	sum   Partial
	seen  map[int]string
}

// Add adds a shard, refusing it, named, when it is not a shard of the
// ladder the first was, or repeats one.
func (m *Merger) Add(p *Partial) error {
	if m.first == nil {
		m.first, m.sum = p, *p
		m.sum.Pairings = slices.Clone(p.Pairings)
		m.seen = map[int]string{p.Shard.Index: p.Source}
		return nil
	}
	first := m.first
	if err := sim.CheckSameBuild(p.Source, p.Build, first.Source, first.Build); err != nil {
		return err
	}
	if diffs := ladderDifferences(first, p); len(diffs) > 0 {
		return fmt.Errorf("%s and %s are shards of different ladders: %s", p.Source, first.Source, strings.Join(diffs, "; "))
	}
	if other, ok := m.seen[p.Shard.Index]; ok {
		return fmt.Errorf("%s and %s are both shard %s: give each shard once", other, p.Source, p.Shard)
	}
	m.seen[p.Shard.Index] = p.Source
	// Each shard's wins are at most its share of the games (DecodePartial),
	// so their sums are at most the ladder's games.
	for i, q := range p.Pairings {
		s := &m.sum.Pairings[i]
		s.WinsA += q.WinsA
		s.WinsB += q.WinsB
		s.Shared += q.Shared
	}
	return nil
}

// Result rates the ladder, once every shard is added; else it says which
// shards are missing (the first few, and how many more).
func (m *Merger) Result() (*Result, error) {
	if m.first == nil {
		return nil, errors.New("no partial ladders to merge")
	}
	if missing := sim.MissingShards(m.seen, m.first.Shard.Of); missing != "" {
		return nil, fmt.Errorf("%s missing: the merge needs all %d shards of the ladder, and got %d", missing, m.first.Shard.Of, len(m.seen))
	}
	return m.sum.result(), nil
}

// Notes are what the first shard's caller said about its figures.
func (m *Merger) Notes() []string {
	if m.first == nil {
		return nil
	}
	return m.first.Notes
}

// ladderDifferences says how p's ladder differs from first's.
func ladderDifferences(first, p *Partial) []string {
	var diffs []string
	differ := func(what string, theirs, ours any) {
		if fmt.Sprint(theirs) != fmt.Sprint(ours) {
			diffs = append(diffs, fmt.Sprintf("%s %v, not %v", what, theirs, ours))
		}
	}
	differ("ruleset", p.Ruleset, first.Ruleset)
	differ("pack", p.Pack, first.Pack)
	differ("pack contents (SHA-256)", p.PackSHA256, first.PackSHA256)
	differ("mix", p.Mix, first.Mix)
	differ("options", string(p.Options), string(first.Options))
	differ("agents", strings.Join(p.Agents, ", "), strings.Join(first.Agents, ", "))
	differ("resamples", p.Resamples, first.Resamples)
	differ("games per pairing", p.Games, first.Games)
	differ("seed", p.Seed, first.Seed)
	differ("number of shards", p.Shard.Of, first.Shard.Of)
	return diffs
}
