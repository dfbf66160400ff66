// Package tune searches a pack's variants towards a designer's targets
// (tilesmith tune, docs/tune.md): it changes the tile counts of a mix (a
// tile out of its worth band taken out, a copy of an average tile more or
// less), plays each variant with the simulator (its balance
// report, and its quality report for a skill target), and keeps the
// change that brings the figures nearest their targets, step by step,
// until every target is met, no change helps, or the steps run out. The
// same pack, targets and seed give the same variant.
package tune

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// Kind is what a target aims at.
type Kind string

// The targets a designer can give.
const (
	// SeatAdvantage: every seat's win rate within ±High of a fair share.
	SeatAdvantage Kind = "seat-advantage"
	// TileWorth: every tile's worth (points to the seat that draws it,
	// against an average tile) within [Low, High].
	TileWorth Kind = "tile-worth"
	// Length: the mean game length in tiles placed within [Low, High].
	Length Kind = "length"
	// SkillDepth: the quality report's skill depth at least Low.
	SkillDepth Kind = "skill-depth"
)

// Kinds are the targets' names, as --target spells them.
var Kinds = []Kind{SeatAdvantage, TileWorth, Length, SkillDepth}

// Target is one aim: a kind and its band.
type Target struct {
	Kind      Kind    `json:"kind"`
	Low, High float64 `json:"-"`
}

// String writes the target as ParseTarget reads it.
func (t Target) String() string {
	switch t.Kind {
	case SeatAdvantage:
		return fmt.Sprintf("%s=%g", t.Kind, t.High)
	case SkillDepth:
		return fmt.Sprintf("%s=%g", t.Kind, t.Low)
	}
	return fmt.Sprintf("%s=%g..%g", t.Kind, t.Low, t.High)
}

// MarshalText writes the target as ParseTarget reads it (JSON reports).
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// ParseTarget reads a target: "seat-advantage=0.05" (every seat's win
// rate within 5 points of its fair share), "tile-worth=-3..3",
// "length=60..80", "skill-depth=2".
func ParseTarget(s string) (Target, error) {
	name, value, ok := strings.Cut(s, "=")
	kind := Kind(strings.TrimSpace(name))
	value = strings.TrimSpace(value)
	usage := fmt.Errorf("%q: give seat-advantage=X (a share, 0.05 for 5 points), tile-worth=LOW..HIGH (points), length=LOW..HIGH (tiles placed) or skill-depth=K", s)
	if !ok || value == "" {
		return Target{}, usage
	}
	number := func(v string) (float64, error) {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, usage
		}
		return f, nil
	}
	t := Target{Kind: kind}
	switch kind {
	case SeatAdvantage:
		x, err := number(value)
		if err != nil || x <= 0 || x >= 1 {
			return Target{}, fmt.Errorf("%q: the seat advantage is a share above 0 and below 1 (0.05: every seat within 5 points of its fair share of wins)", s)
		}
		t.Low, t.High = -x, x
	case TileWorth, Length:
		lo, hi, found := strings.Cut(value, "..")
		if !found {
			return Target{}, fmt.Errorf("%q: give a band LOW..HIGH, such as %s=-3..3", s, kind)
		}
		var err error
		if t.Low, err = number(lo); err != nil {
			return Target{}, err
		}
		if t.High, err = number(hi); err != nil {
			return Target{}, err
		}
		if t.Low >= t.High {
			return Target{}, fmt.Errorf("%q: the band's low end must be below its high end", s)
		}
	case SkillDepth:
		k, err := number(value)
		if err != nil || k < 1 || k != math.Trunc(k) {
			return Target{}, fmt.Errorf("%q: the skill depth is a whole number of doublings, 1 or more", s)
		}
		t.Low, t.High = k, math.Inf(1)
	default:
		return Target{}, usage
	}
	return t, nil
}

// Reading is where a report stands against a target: the figure the
// target reads (the worst seat's or tile's), whose it is, and how far it
// lies outside the band, in band widths (0: met).
type Reading struct {
	Target Target  `json:"target"`
	Value  float64 `json:"value"`
	Of     string  `json:"of,omitempty"`
	Miss   float64 `json:"miss"`
}

// Met reports whether the figure lies in the band.
func (r Reading) Met() bool { return r.Miss == 0 }

// Read is where report r stands against t.
func (t Target) Read(r *sim.Report) Reading {
	rd := Reading{Target: t}
	width := t.High - t.Low
	outside := func(v float64) float64 {
		switch {
		case v < t.Low:
			return (t.Low - v) / width
		case v > t.High:
			return (v - t.High) / width
		}
		return 0
	}
	// The most extreme seat or tile: furthest from the band's middle.
	extreme := -1.0
	take := func(v float64, of string) {
		if d := math.Abs(v-(t.Low+t.High)/2) / width; d > extreme {
			extreme, rd.Value, rd.Of, rd.Miss = d, v, of, outside(v)
		}
	}
	switch t.Kind {
	case SeatAdvantage:
		if r.Balance != nil {
			for _, s := range r.Balance.Seats {
				take(s.Advantage, s.Name)
			}
		}
	case TileWorth:
		if r.Balance != nil {
			for _, w := range r.Balance.Tiles {
				take(w.Worth, w.Tile)
			}
		}
	case Length:
		rd.Value, rd.Miss = r.GameLength.Mean, outside(r.GameLength.Mean)
	case SkillDepth:
		if r.Quality != nil {
			rd.Value = float64(r.Quality.SkillDepth)
			rd.Miss = max(0, t.Low-rd.Value)
		} else {
			rd.Miss = t.Low
		}
	}
	return rd
}
