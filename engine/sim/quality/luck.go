package quality

import (
	"fmt"
	"math"
)

// The bounds of the luck's sums: a deal's margins within ±maxMargin, and
// at most maxDeals deals, keep every sum of squares below 2^128 (a deal's
// a is below 6³·maxMargin² < 2^44, its square below 2^88, and 2^40 deals
// of it below 2^128). A run plays fewer games than maxDeals.
const (
	maxMargin = 1 << 18
	maxDeals  = 1 << 40
)

// AddDeal counts one deal for luck (a team game, or a game of one seat,
// has no margins between seats: its deals are not counted). Margins not
// Seats by Seats, or past ±2^18, are a programmer's error and panic.
func (s *Sums) AddDeal(d Deal) {
	n := s.shape.Seats
	if s.shape.Team || n < 2 {
		return
	}
	if len(d.Margins) != n {
		panic(fmt.Sprintf("quality: AddDeal: %d rotations of %d seats: want one per seat", len(d.Margins), n))
	}
	var a, t uint64
	cells := make([]int64, n)
	for r, row := range d.Margins {
		if len(row) != n {
			panic(fmt.Sprintf("quality: AddDeal: rotation %d has %d margins: want %d", r, len(row), n))
		}
		for seat, m := range row {
			if m < -maxMargin || m > maxMargin {
				panic(fmt.Sprintf("quality: AddDeal: a margin of %d: want one within ±%d", m, maxMargin))
			}
			cells[seat] += m
			t += uint64(m * m)
		}
	}
	for _, c := range cells {
		a += uint64(c * c)
	}
	s.luck.add(luckSums{Deals: 1, A: u128{lo: a}, T: u128{lo: t}, AA: product(a, a), AT: product(a, t), TT: product(t, t)})
}

// add adds another's luck sums. Sums of no more than maxDeals deals
// cannot pass 128 bits; a merge past it (a run far beyond the largest)
// panics rather than wrap.
func (l *luckSums) add(o luckSums) {
	l.Deals += o.Deals
	for _, p := range []struct{ to, from *u128 }{{&l.A, &o.A}, {&l.T, &o.T}, {&l.AA, &o.AA}, {&l.AT, &o.AT}, {&l.TT, &o.TT}} {
		sum, ok := p.to.plus(*p.from)
		if !ok {
			panic("quality: the luck's sums pass 128 bits: more deals than a run plays")
		}
		*p.to = sum
	}
}

// check says what is wrong with luck sums read back for n seats, or nil:
// no more deals than maxDeals, no sum past what its deals can hold, and
// Σa ≤ n·Σt (each a deal's cell sum squared is at most n times its sum of
// squares), which keeps the luck at most 1.
func (l luckSums) check(n int, counted bool) error {
	switch {
	case l.Deals < 0 || l.Deals > maxDeals:
		return fmt.Errorf("the luck's sums count %d deals: want 0 to %d", l.Deals, int64(maxDeals))
	case !counted && l != (luckSums{}):
		return fmt.Errorf("the luck's sums count deals of a game that has no margins between seats")
	}
	m2 := uint64(maxMargin) * maxMargin
	maxA := uint64(n*n*n) * m2 // n seats' cell sums of n rotations, squared
	maxT := uint64(n*n) * m2
	deals := uint64(l.Deals)
	for _, b := range []struct {
		what    string
		sum     u128
		perDeal u128
	}{
		{"a deal's squared cell sums", l.A, u128{lo: maxA}},
		{"a deal's squared margins", l.T, u128{lo: maxT}},
		{"the squares of the cell sums' a", l.AA, product(maxA, maxA)},
		{"the products of a and t", l.AT, product(maxA, maxT)},
		{"the squares of the margins' t", l.TT, product(maxT, maxT)},
	} {
		most, ok := b.perDeal.times(deals)
		if ok && b.sum.cmp(most) > 0 {
			return fmt.Errorf("the luck's sum of %s, %s, is more than %d deals can hold", b.what, b.sum, l.Deals)
		}
	}
	nt, ok := l.T.times(uint64(n))
	if ok && l.A.cmp(nt) > 0 {
		return fmt.Errorf("the luck's sums do not hold together: the squared cell sums (%s) are more than %d times the squared margins (%s)", l.A, n, l.T)
	}
	return nil
}

// Luck is how much the deal decides: the intraclass correlation of a
// seat's margins within a deal, over the rotations of the players.
type Luck struct {
	Deals     int64 `json:"deals"`
	Rotations int   `json:"rotations"`
	// Luck is the share of the spread of the seats' margins that the deal
	// decides, whoever plays; clamped to 0..1 as is its interval.
	Luck   float64  `json:"luck"`
	LuckCI Interval `json:"luckCI95"`
	// LuckRaw and its interval are the estimate as computed, which chance
	// can put a little below 0.
	LuckRaw   float64  `json:"luckRaw"`
	LuckRawCI Interval `json:"luckRawCI95"`
}

// luck estimates the luck from the sums of n rotations, or nil if there
// are no deals, or no margins but zeros.
func (l luckSums) luck(n int) *Luck {
	if l.Deals == 0 || l.T == (u128{}) || n < 2 {
		return nil
	}
	nf, deals := float64(n), float64(l.Deals)
	sumA, sumT := l.A.float(), l.T.float()
	ratio := sumA / (nf * sumT)
	// The delta method for the ratio estimator R = Σ(a/n) / Σt: Var(R) ≈
	// Σ_d (a_d/n − R·t_d)² / (D(D−1)·t̄²), the square expanded into the
	// second moments.
	half := math.Inf(1)
	if l.Deals > 1 {
		mean := sumT / deals
		resid := l.AA.float()/(nf*nf) - 2*ratio*l.AT.float()/nf + ratio*ratio*l.TT.float()
		variance := max(resid, 0) / (deals * (deals - 1) * mean * mean)
		half = z95 * math.Sqrt(variance)
	}
	icc := func(r float64) float64 { return (nf*r - 1) / (nf - 1) }
	raw := Interval{Low: icc(ratio - half), High: icc(ratio + half)}
	if l.Deals < 2 {
		raw = Interval{Low: icc(0), High: 1} // one deal: anything from none to all
	}
	return &Luck{Deals: l.Deals, Rotations: n, Luck: clamp01(icc(ratio)), LuckCI: Interval{Low: clamp01(raw.Low), High: clamp01(raw.High)},
		LuckRaw: icc(ratio), LuckRawCI: raw}
}

func clamp01(x float64) float64 { return min(max(x, 0), 1) }
