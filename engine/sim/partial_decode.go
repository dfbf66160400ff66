package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim/quality"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// MaxSum bounds every number a partial report's sums hold. Merge adds the
// sums of up to MaxShards reports, and the decoders multiply some (a
// score by its games); below 2^56 a report's own arithmetic cannot
// overflow, and Merge refuses reports whose bounds together pass it
// (sumsOverflow). A real run stays far below: 10^12 games of scores of
// 1,000 square to 10^18 only past the limits of a run.
const MaxSum = 1 << 56

// partialJSON is a Partial as read, its tally and balance sums still JSON.
type partialJSON struct {
	Partial
	Tally   json.RawMessage `json:"tally"`
	Balance json.RawMessage `json:"balance"`
	Quality json.RawMessage `json:"quality"`
}

// DecodePartial reads a partial report that RunPartial's caller wrote as
// JSON; source names it in messages. It refuses, in words, a file that is
// not a partial report, one of another format, one that claims more than
// a run may hold (games, shards, seats, sums), and one whose tally does
// not hold together or does not count every game of its shard — all
// before anything is allocated in proportion to what it claims.
func DecodePartial(source string, data []byte) (*Partial, error) {
	var head struct {
		Format *int `json:"format"`
	}
	// The first value's format first: a file of another kind is named as
	// such rather than by its first unknown field.
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&head); err != nil || head.Format == nil {
		return nil, errors.New("not a partial report of a simulation (simulate --shard K/N writes one)")
	}
	if *head.Format != PartialFormat {
		return nil, fmt.Errorf("a partial report of format %d; this tilesmith reads format %d: run every shard and the merge with one version", *head.Format, PartialFormat)
	}
	var in partialJSON
	if err := tally.Decode(data, &in); err != nil {
		return nil, err
	}
	p := &in.Partial
	p.Source = source
	if len(p.Agents) > MaxWorkers {
		return nil, fmt.Errorf("%d agents: a game seats a few", len(p.Agents))
	}
	if err := CheckWords(append([]string{p.Ruleset, p.Module, p.Pack, p.PackSHA256, p.Mix, p.Build}, p.Agents...), p.Notes, p.Options); err != nil {
		return nil, err
	}
	if err := checkSize(p.Games, 0); err != nil {
		return nil, fmt.Errorf("it claims %w", err)
	}
	if err := p.Shard.check(p.Games); err != nil {
		return nil, err
	}
	var err error
	if p.Options, err = canonicalOptions(p.Options); err != nil {
		return nil, err
	}
	entry := entryNamed(p.Ruleset, p.Module)
	if entry == nil {
		return nil, fmt.Errorf("a run of %s, which this tilesmith does not play", label(p.Ruleset, p.Module))
	}
	if p.Players < 1 || p.Players > len(entry.Seats) {
		return nil, fmt.Errorf("a run of %d players: %s seats 1 to %d", p.Players, entry.Label(), len(entry.Seats))
	}
	if p.bound, err = sumBound(in.Tally, in.Balance, in.Quality); err != nil {
		return nil, err
	}
	if p.Tally, err = entry.DecodeTally(in.Tally); err != nil {
		return nil, fmt.Errorf("its tally: %w", err)
	}
	if got, want := p.Tally.Games(), p.Shard.Games(p.Games); got != want {
		return nil, fmt.Errorf("shard %s of a run of %d games plays %d games, but its tally counts %d", p.Shard, p.Games, want, got)
	}
	if seats := len(p.Tally.Summary().Seats); !entry.Team && seats != p.Players {
		return nil, fmt.Errorf("a run of %d players, but its tally counts %d seats", p.Players, seats)
	}
	if len(in.Balance) > 0 && !bytes.Equal(bytes.TrimSpace(in.Balance), []byte("null")) {
		if p.Balance, err = tally.DecodeBalance(in.Balance); err != nil {
			return nil, err
		}
		if p.Balance.Games() != p.Tally.Games() {
			return nil, fmt.Errorf("its balance sums count %d games, its tally %d", p.Balance.Games(), p.Tally.Games())
		}
	}
	if len(in.Quality) > 0 && !bytes.Equal(bytes.TrimSpace(in.Quality), []byte("null")) {
		if p.Quality, err = decodeQualityPart(in.Quality, entry, p); err != nil {
			return nil, fmt.Errorf("its quality report: %w", err)
		}
	}
	return p, nil
}

// decodeQualityPart reads a shard's share of the quality report,
// checking that its sums are of the run's shape and count every game of
// the shard's deals.
func decodeQualityPart(data []byte, entry *rulesets.Entry, p *Partial) (*QualityPart, error) {
	var in struct {
		Config QualityConfig   `json:"config"`
		Sums   json.RawMessage `json:"sums"`
	}
	if err := tally.Decode(data, &in); err != nil {
		return nil, err
	}
	if err := in.Config.check(); err != nil {
		return nil, err
	}
	if err := p.Shard.check(in.Config.Deals); err != nil {
		return nil, err
	}
	sums := new(quality.Sums)
	if err := sums.UnmarshalJSON(in.Sums); err != nil {
		return nil, err
	}
	want := qualityShape(entry, rulesets.SimSetup{Players: make([]string, p.Players)}, in.Config)
	if !sameShape(sums.Shape(), want) {
		return nil, fmt.Errorf("its sums count other seats, decisions or steps than a run of %s with %d players asks for", entry.Label(), p.Players)
	}
	rotations := p.Players
	if entry.Team {
		rotations = 1
	}
	if got, deals := sums.Games(), p.Shard.Games(in.Config.Deals); got != deals*rotations {
		return nil, fmt.Errorf("shard %s plays %d deals of %d games each, but its sums count %d games", p.Shard, deals, rotations, got)
	}
	return &QualityPart{Config: in.Config, Sums: sums}, nil
}

// sumBound is the largest magnitude of the whole numbers in the sums,
// refused at MaxSum or more: Merge adds the bounds of its reports to know
// that no sum of theirs can overflow. A number that is not whole is left
// to the sums' own decoders to refuse in words.
func sumBound(sums ...json.RawMessage) (int64, error) {
	var bound int64
	for _, raw := range sums {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		for {
			tok, err := dec.Token()
			if err == io.EOF || len(raw) == 0 {
				break
			}
			if err != nil {
				return 0, nil // not JSON: the decoders say so
			}
			n, ok := tok.(json.Number)
			if !ok {
				continue
			}
			v, err := strconv.ParseInt(string(n), 10, 64)
			var numErr *strconv.NumError
			switch {
			case errors.As(err, &numErr) && errors.Is(numErr.Err, strconv.ErrRange):
				return 0, fmt.Errorf("its sums hold %s, more than any run counts (at most %d)", n, int64(MaxSum-1))
			case err != nil:
				continue
			}
			if v < 0 {
				v = -v
			}
			if v >= MaxSum {
				return 0, fmt.Errorf("its sums hold %s, more than any run counts (at most %d)", n, int64(MaxSum-1))
			}
			bound = max(bound, v)
		}
	}
	return bound, nil
}
