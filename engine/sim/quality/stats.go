package quality

import "math"

// z95 is the normal distribution's two-sided 95% quantile.
const z95 = 1.959964

// Interval is a 95% interval.
type Interval struct {
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Estimate is a figure measured over some games, with its 95% interval
// (none from a single game).
type Estimate struct {
	Value float64   `json:"value"`
	CI95  *Interval `json:"ci95,omitempty"`
}

// rate is the share of n trials that count hits (a whole number of
// sixtieths when divided by per), with its Wilson interval; nil without
// trials.
func rate(hits, n, per int64) *Estimate {
	if n <= 0 {
		return nil
	}
	p := float64(hits) / float64(per) / float64(n)
	low, high := Wilson(p, float64(n))
	return &Estimate{Value: p, CI95: &Interval{Low: low, High: high}}
}

// Wilson is the Wilson score 95% interval of a rate p over n trials (the
// balance report's too).
func Wilson(p, n float64) (low, high float64) {
	z2 := z95 * z95
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z95 / (1 + z2/n) * math.Sqrt(max(p*(1-p)/n+z2/(4*n*n), 0))
	low, high = max(centre-half, 0), min(centre+half, 1)
	// At a rate of 0 or 1 the interval ends there exactly, which rounding
	// could miss.
	if p == 0 {
		low = 0
	}
	if p == 1 {
		high = 1
	}
	return low, high
}

// mean is the mean of n values from their sum and sum of squares, each
// divided by scale, with a normal 95% interval (none for a single value);
// nil without values.
func mean(sum, squares, n int64, scale float64) *Estimate {
	if n <= 0 {
		return nil
	}
	nf := float64(n)
	m := float64(sum) / nf
	e := &Estimate{Value: m / scale}
	if n > 1 {
		variance := max((float64(squares)-nf*m*m)/(nf-1), 0)
		half := z95 * math.Sqrt(variance/nf)
		e.CI95 = &Interval{Low: (m - half) / scale, High: (m + half) / scale}
	}
	return e
}
