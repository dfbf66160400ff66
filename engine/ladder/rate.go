package ladder

import (
	"math"
	"math/rand/v2"
	"slices"
)

// match is a pairing as the fit sees it: its agents by index, its games
// and a's score in them (wins, a shared top score counting half).
type match struct {
	a, b  int
	games int
	score float64
}

// rate fits the ratings to the pairings and bootstraps their intervals.
//
// The model is Bradley–Terry: agent i beats agent j with probability
// p_i / (p_i + p_j); a shared top score counts half a win to each. Every
// pairing gets one drawn game more, a prior that keeps an agent that won
// every game at a finite rating. Ratings are Elo-like: 400 × log10 of
// p_i / p_anchor, the anchor being the first agent. The interval is the
// 2.5th to 97.5th percentile of the ratings refitted to Resamples draws of
// every pairing's share of wins from its posterior, Beta(score + ½,
// games − score + ½) (Jeffreys' prior; with the seed), without the drawn
// game: a Bayesian bootstrap, which unlike resampling the games still
// gives an interval when one agent won every game. It says how much the
// games played can be trusted. It also returns, for every pairing one
// agent won outright, how far ahead the winner is at least: the 2.5th
// percentile of the difference of the two ratings over the same draws.
func rate(agents []string, pairings []Pairing, resamples int, seed uint64) ([]Rating, []Sweep) {
	index := func(name string) int { return slices.Index(agents, name) }
	ms := make([]match, len(pairings))
	for k, p := range pairings {
		ms[k] = match{a: index(p.A), b: index(p.B), games: p.Games, score: p.ScoreA()}
	}
	out := make([]Rating, len(agents))
	elo := fit(len(agents), ms, 0.5)
	for i, a := range agents {
		out[i] = Rating{Agent: a, Elo: elo[i]}
	}
	for _, m := range ms {
		out[m.a].Games += m.games
		out[m.b].Games += m.games
		out[m.a].Score += m.score
		out[m.b].Score += float64(m.games) - m.score
	}
	// The bootstrap: each pairing's share of wins drawn from its
	// posterior.
	rng := rand.New(rand.NewPCG(seed, 0x6c6164646572))
	samples := make([][]float64, len(agents))
	re := make([]match, len(ms))
	for range resamples {
		for k, m := range ms {
			share := betaSample(rng, m.score+0.5, float64(m.games)-m.score+0.5)
			re[k] = match{a: m.a, b: m.b, games: m.games, score: share * float64(m.games)}
		}
		for i, e := range fit(len(agents), re, 0) {
			samples[i] = append(samples[i], e)
		}
	}
	for i := range out {
		out[i].Low, out[i].High = percentile(samples[i], 0.025, elo[i]), percentile(samples[i], 0.975, elo[i])
	}
	var sweeps []Sweep
	for k, p := range pairings {
		if p.Shared != 0 || (p.WinsA != 0 && p.WinsB != 0) {
			continue
		}
		w, l := ms[k].a, ms[k].b
		if p.WinsA == 0 {
			w, l = l, w
		}
		diffs := make([]float64, resamples)
		for r := range diffs {
			diffs[r] = samples[w][r] - samples[l][r]
		}
		sweeps = append(sweeps, Sweep{Winner: agents[w], Loser: agents[l], AtLeast: percentile(diffs, 0.025, elo[w]-elo[l])})
	}
	// Strongest first; the anchor stays 0.
	slices.SortStableFunc(out, func(x, y Rating) int {
		switch {
		case x.Elo > y.Elo:
			return -1
		case x.Elo < y.Elo:
			return 1
		}
		return 0
	})
	return out, sweeps
}

// percentile is the q-th quantile of values (sorted here), or empty's
// when there are none.
func percentile(values []float64, q, empty float64) float64 {
	if len(values) == 0 {
		return empty
	}
	sorted := slices.Clone(values) // the draws stay in order, agent beside agent
	slices.Sort(sorted)
	return sorted[int(math.Round(q*float64(len(sorted)-1)))]
}

// fit is the Bradley–Terry fit of the matches between agents agents, with
// prior drawn games' worth of score (0.5 each way for one drawn game)
// added to every match, as Elo-like ratings with agent 0 at 0. The MM
// algorithm (Hunter, 2004) raises the likelihood at every step; the
// strengths are scaled so that agent 0's stays 1.
func fit(agents int, ms []match, prior float64) []float64 {
	wins := make([]float64, agents)
	for _, m := range ms {
		wins[m.a] += m.score + prior
		wins[m.b] += float64(m.games) - m.score + prior
	}
	p := make([]float64, agents)
	for i := range p {
		p[i] = 1
	}
	next := make([]float64, agents)
	for range 100000 {
		for i := range next {
			den := 0.0
			for _, m := range ms {
				if m.a == i || m.b == i {
					den += (float64(m.games) + 2*prior) / (p[m.a] + p[m.b])
				}
			}
			// An agent that never scored has no strength to fit: it stays
			// as small as a float allows, which the draws never meet.
			next[i] = max(wins[i]/den, math.SmallestNonzeroFloat64)
		}
		norm := next[0]
		change := 0.0
		for i := range p {
			next[i] /= norm
			change = max(change, math.Abs(math.Log(next[i]/p[i])))
		}
		p, next = next, p
		if change < 1e-12 {
			break
		}
	}
	elo := make([]float64, agents)
	for i := range p {
		elo[i] = 400 * math.Log10(p[i])
	}
	return elo
}

// betaSample draws from Beta(a, b) as X / (X + Y) of two Gamma draws.
func betaSample(rng *rand.Rand, a, b float64) float64 {
	x, y := gammaSample(rng, a), gammaSample(rng, b)
	return x / (x + y)
}

// gammaSample draws from Gamma(shape, 1) by Marsaglia and Tsang's method
// (2000), boosting a shape below 1 with a uniform power.
func gammaSample(rng *rand.Rand, shape float64) float64 {
	if shape < 1 {
		return gammaSample(rng, shape+1) * math.Pow(rng.Float64(), 1/shape)
	}
	d := shape - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := rng.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := rng.Float64()
		if math.Log(u) < 0.5*x*x+d-d*v+d*math.Log(v) {
			return d * v
		}
	}
}
