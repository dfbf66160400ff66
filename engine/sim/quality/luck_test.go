package quality

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

// deals adds count deals of n seats whose margin at seat s in rotation r
// is margin(rng, deal effect of the seat) and returns the luck.
func luckOf(t *testing.T, n, count int, seed uint64, margin func(rng *rand.Rand, effect float64) float64) *Luck {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	s := NewSums(Shape{Seats: n})
	for range count {
		effects := make([]float64, n)
		for i := range effects {
			effects[i] = rng.NormFloat64()
		}
		d := Deal{Margins: make([][]int64, n)}
		for r := range d.Margins {
			d.Margins[r] = make([]int64, n)
			for seat := range d.Margins[r] {
				d.Margins[r][seat] = int64(math.Round(100 * margin(rng, effects[seat])))
			}
		}
		s.AddDeal(d)
	}
	l := s.Report().Luck
	if l == nil {
		t.Fatal("no luck measured")
	}
	if l.Deals != int64(count) || l.Rotations != n {
		t.Errorf("%d deals of %d rotations, want %d of %d", l.Deals, l.Rotations, count, n)
	}
	return l
}

// TestLuck: the deal deciding everything is luck 1; margins that do not
// depend on the deal are luck near 0; a deal's effect of a quarter of the
// variance is luck 0.25.
func TestLuck(t *testing.T) {
	for _, n := range []int{2, 3, 6} {
		t.Run(fmt.Sprintf("%d seats, the same margins in every rotation", n), func(t *testing.T) {
			l := luckOf(t, n, 200, 1, func(_ *rand.Rand, effect float64) float64 { return effect })
			if l.Luck != 1 || l.LuckRaw != 1 {
				t.Errorf("%d seats: luck %v (raw %v), want 1 exactly", n, l.Luck, l.LuckRaw)
			}
		})
	}
	for _, n := range []int{2, 3} {
		t.Run(fmt.Sprintf("%d seats, margins independent of the deal", n), func(t *testing.T) {
			l := luckOf(t, n, 2000, 7, func(rng *rand.Rand, _ float64) float64 { return rng.NormFloat64() })
			if math.Abs(l.LuckRaw) > 0.1 || l.LuckRawCI.Low > 0 || l.LuckRawCI.High < 0 {
				t.Errorf("%d seats: luck %v (%v to %v), want near 0 with 0 in the interval", n, l.LuckRaw, l.LuckRawCI.Low, l.LuckRawCI.High)
			}
			if l.LuckCI.Low != 0 || l.Luck != clamp01(l.LuckRaw) {
				t.Errorf("%d seats: clamped luck %v (%v to %v) from %v", n, l.Luck, l.LuckCI.Low, l.LuckCI.High, l.LuckRaw)
			}
		})
		t.Run(fmt.Sprintf("%d seats, a deal's effect of a quarter of the variance", n), func(t *testing.T) {
			l := luckOf(t, n, 2000, 11, func(rng *rand.Rand, effect float64) float64 { return effect + math.Sqrt(3)*rng.NormFloat64() })
			if l.LuckRawCI.Low > 0.25 || l.LuckRawCI.High < 0.25 || l.LuckRawCI.High-l.LuckRawCI.Low > 0.15 {
				t.Errorf("%d seats: luck %v (%v to %v), want an interval about 0.25", n, l.LuckRaw, l.LuckRawCI.Low, l.LuckRawCI.High)
			}
		})
	}
}

// TestLuckCoverage: over many runs of the mixed case, the interval holds
// the true 0.25 about 95% of the time (the delta method is sound).
func TestLuckCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("many runs")
	}
	held := 0
	const runs = 200
	for seed := range uint64(runs) {
		l := luckOf(t, 3, 300, 100+seed, func(rng *rand.Rand, effect float64) float64 { return effect + math.Sqrt(3)*rng.NormFloat64() })
		if l.LuckRawCI.Low <= 0.25 && 0.25 <= l.LuckRawCI.High {
			held++
		}
	}
	t.Logf("the interval held the truth in %d of %d runs", held, runs)
	if held < 0.9*runs || held == runs {
		t.Errorf("the interval held the truth in %d of %d runs: want about 95%%", held, runs)
	}
}

// TestLuckNotMeasured: no deals, or margins of 0 only, measure no luck.
func TestLuckNotMeasured(t *testing.T) {
	s := NewSums(Shape{Seats: 2})
	if s.Report().Luck != nil {
		t.Error("luck without deals")
	}
	s.AddDeal(Deal{Margins: [][]int64{{0, 0}, {0, 0}}})
	if r := s.Report(); r.Luck != nil || len(r.Notes) != 1 || !strings.Contains(r.Notes[0], "0 in every deal") {
		t.Errorf("luck of level deals: %+v, notes %q", r.Luck, r.Notes)
	}
	team := NewSums(Shape{Seats: 1, Team: true})
	team.AddDeal(Deal{Margins: [][]int64{{5}}})
	if team.luck != (luckSums{}) || team.Report().Luck != nil {
		t.Error("a team game's deal counted for luck")
	}
}

// TestLuckSums128: sums past 2^64 add and read back from JSON exactly.
func TestLuckSums128(t *testing.T) {
	s := NewSums(Shape{Seats: 2})
	m := int64(maxMargin)
	deal := Deal{Margins: [][]int64{{m, -m}, {m, -m}}} // a = 2·(2m)² = 2^39, t = 4m² = 2^38
	for range 3 {
		s.AddDeal(deal)
	}
	two := NewSums(Shape{Seats: 2})
	two.AddDeal(deal)
	two.AddDeal(deal)
	one := NewSums(Shape{Seats: 2})
	one.AddDeal(deal)
	one.Add(two)
	want := map[string]*big.Int{}
	for name, exp := range map[string]uint{"aa": 78, "at": 77, "tt": 76} {
		want[name] = new(big.Int).Lsh(big.NewInt(3), exp)
	}
	for _, sums := range []*Sums{s, one} {
		data, err := json.Marshal(sums)
		if err != nil {
			t.Fatal(err)
		}
		for name, v := range want {
			if !strings.Contains(string(data), `"`+name+`":"`+v.String()+`"`) {
				t.Errorf("the sums %s do not hold %s = %s", data, name, v)
			}
		}
		back, err := DecodeSums(data)
		if err != nil {
			t.Fatal(err)
		}
		if back.luck != s.luck {
			t.Errorf("read back: %+v, want %+v", back.luck, s.luck)
		}
	}
}

// TestU128: the accumulator's arithmetic and its decimal strings at the
// edges.
func TestU128(t *testing.T) {
	top := u128{math.MaxUint64, math.MaxUint64}
	if _, ok := top.plus(u128{lo: 1}); ok {
		t.Error("2^128−1 + 1 did not overflow")
	}
	if sum, ok := (u128{lo: math.MaxUint64}).plus(u128{lo: 1}); !ok || sum != (u128{hi: 1}) {
		t.Errorf("2^64−1 + 1 = %v", sum)
	}
	if _, ok := (u128{hi: 1 << 63}).times(2); ok {
		t.Error("2^127 × 2 did not overflow")
	}
	if p, ok := (u128{hi: 1, lo: 1}).times(3); !ok || p != (u128{hi: 3, lo: 3}) {
		t.Errorf("(2^64+1) × 3 = %v", p)
	}
	if top.String() != "340282366920938463463374607431768211455" {
		t.Errorf("2^128−1 prints as %s", top)
	}
	for _, tc := range []struct {
		in string
		ok bool
	}{
		{`"0"`, true}, {`"340282366920938463463374607431768211455"`, true},
		{`"340282366920938463463374607431768211456"`, false}, {`"007"`, false}, {`"-1"`, false},
		{`"+1"`, false}, {`""`, false}, {`1`, false}, {`null`, false}, {`"1e3"`, false}, {`"0x10"`, false},
	} {
		var x u128
		err := json.Unmarshal([]byte(tc.in), &x)
		if (err == nil) != tc.ok {
			t.Errorf("%s: error %v, want ok %v", tc.in, err, tc.ok)
		}
		if err == nil {
			out, _ := json.Marshal(x)
			if string(out) != tc.in {
				t.Errorf("%s reads back as %s", tc.in, out)
			}
		}
	}
}
