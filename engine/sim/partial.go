package sim

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/schema"
)

// PartialFormat is the version of the partial report's layout: Merge
// reads this one only.
const PartialFormat = 1

// Partial is the partial report of one shard of a run: what the run was
// (every parameter its games depend on) and the shard's raw tally — sums
// and histograms, not means — so that Merge adds the shards' tallies up
// exactly, as Run adds up its workers'.
type Partial struct {
	// Format is PartialFormat.
	Format int `json:"format"`
	// Ruleset and Module name the registry entry that played the games.
	Ruleset string `json:"ruleset"`
	Module  string `json:"module,omitempty"`
	// Pack is the pack's id and PackSHA256 the SHA-256 of its canonical
	// form (schema.Encode; with any expansions combined into it): shards
	// of packs that differ, even under one id, do not merge.
	Pack       string `json:"pack"`
	PackSHA256 string `json:"packSha256"`
	Mix        string `json:"mix"`
	// Options are the ruleset options, canonical (keys sorted, no
	// spaces); absent for the pack's own.
	Options json.RawMessage `json:"options,omitempty"`
	// Agents play the seats in order, or the team.
	Agents  []string `json:"agents"`
	Players int      `json:"players"`
	// Games is the number of games of the whole run, not of the shard.
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	Shard Shard  `json:"shard"`
	// Notes are what the run's caller says about its figures (the CLI:
	// a note on reconstructed data), for the merged report to say again.
	Notes []string `json:"notes,omitempty"`
	// Build names the build of tilesmith that played the shard (the CLI
	// sets it: 'tilesmith version'); Merge refuses shards of different
	// builds. Partial reports of builds before it have none.
	Build string `json:"build,omitempty"`
	// Tally is the shard's raw tally, written by the ruleset's tally and
	// read back by its entry's decoder.
	Tally tally.Tally `json:"tally"`
	// Balance is the shard's balance sums, when the run asked for the
	// balance report.
	Balance *tally.Balance `json:"balance,omitempty"`
	// Quality is the shard's share of the quality report: its deals'
	// sums, with what the report was asked to play.
	Quality *QualityPart `json:"quality,omitempty"`
	// Source names where the partial was read from, for messages.
	Source string `json:"-"`
	// bound is the largest magnitude among its sums (DecodePartial): what
	// Merge adds up to know its sums cannot overflow.
	bound int64
}

// RunPartial plays the games of cfg.Shard and returns its partial report.
// A cancelled shard returns no partial report, only the context's error:
// the games that finished are not a share Merge can count.
func RunPartial(ctx context.Context, cfg Config) (*Partial, error) {
	o, err := play(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return o.partial()
}

// RunPartials plays several runs at once, their games in turn (game j of
// every run before game j+1 of any), on workers goroutines shared by all
// (all cores when zero; each Config's own Workers and Progress are not
// used), and returns each run's partial report — the same as RunPartial
// gives for it alone. progress, when set, is called now and then with the
// games of all runs finished so far. Taking the runs' games in turn keeps
// the batch at one pace, so that an estimate of the time left holds when
// one run's games cost far more than another's (a ladder's pairings of a
// search bot and of two quick bots). A cancelled batch returns no partial
// report, only the context's error.
func RunPartials(ctx context.Context, cfgs []Config, workers int, progress func(done int)) ([]*Partial, error) {
	runs := make([]*run, len(cfgs))
	for i, cfg := range cfgs {
		var err error
		if runs[i], err = prepare(cfg); err != nil {
			return nil, err
		}
	}
	if err := playBatch(ctx, runs, workers, progress); err != nil {
		return nil, err
	}
	parts := make([]*Partial, len(runs))
	for i, r := range runs {
		sum, balance := r.sums()
		var err error
		if parts[i], err = (&outcome{entry: r.entry, cfg: r.cfg, setup: r.setup, sum: sum, balance: balance}).partial(); err != nil { // ladders ask for no quality report
			return nil, err
		}
	}
	return parts, nil
}

// partial is the outcome of a shard as its partial report.
func (o *outcome) partial() (*Partial, error) {
	cfg := o.cfg
	data, err := schema.Encode(cfg.Set.Pack)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	options, err := canonicalOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	return &Partial{Format: PartialFormat, Ruleset: o.entry.Name, Module: o.entry.Module, Pack: cfg.Set.Pack.ID,
		PackSHA256: hex.EncodeToString(sum[:]), Mix: cfg.Mix, Options: options, Agents: o.setup.Agents,
		Players: len(o.setup.Players), Games: cfg.Games, Seed: cfg.Seed, Shard: cfg.Shard, Tally: o.sum, Balance: o.balance,
		Quality: o.qualityPart()}, nil
}

// QualityPart is a shard's share of the quality report.
type QualityPart struct {
	Config QualityConfig `json:"config"`
	Sums   *quality.Sums `json:"sums"`
}

// qualityPart is the outcome's quality sums as a partial report holds
// them, nil without.
func (o *outcome) qualityPart() *QualityPart {
	if o.quality == nil || o.cfg.Quality == nil {
		return nil
	}
	return &QualityPart{Config: *o.cfg.Quality, Sums: o.quality}
}

// canonicalOptions writes ruleset options so that the same options give
// the same bytes however they were typed: keys sorted, no spaces, nothing
// for none.
func canonicalOptions(options []byte) (json.RawMessage, error) {
	if len(bytes.TrimSpace(options)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(options))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("the ruleset options are not valid JSON: %w", err)
	}
	if m, ok := v.(map[string]any); v == nil || ok && len(m) == 0 {
		return nil, nil
	}
	return json.Marshal(v)
}

// entryNamed is the registry entry of the ruleset and module, nil if
// there is none.
func entryNamed(ruleset, module string) *rulesets.Entry {
	for i, e := range rulesets.Entries() {
		if e.Name == ruleset && e.Module == module {
			return &rulesets.Entries()[i]
		}
	}
	return nil
}

// label names a ruleset with its module as the registry does.
func label(ruleset, module string) string {
	if module == "" {
		return ruleset
	}
	return ruleset + " with " + module
}
