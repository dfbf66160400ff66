package mists

// RandomTeam makes every choice uniformly at random with the game's
// random source, so a game is determined by its seed. It places a meeple
// half the time and takes points half the time.
type RandomTeam struct{}

// Choose answers the pending decision.
func (RandomTeam) Choose(g *Game) (int, error) {
	rng := g.core.Rand()
	switch g.t.phase {
	case phaseScoreColours:
		return RandomTeam{}.scoreColours(g, g.Rules.Level.SeparateScores), nil
	case phaseChooseMeeple:
		n := len(g.buf.choices)
		if i := rng.IntN(2 * n); i < n {
			return i + 1, nil
		}
		return 0, nil
	case phaseChooseScore:
		if rng.IntN(2) == 0 || g.onBoard == 0 || g.Rules.Params.Scoring.GhostsRemoved == 0 {
			return 0, nil
		}
		// a random tile that carries ghosts
		k := rng.IntN(g.onBoard)
		for pi, n := range g.ghosts {
			if k < int(n) {
				return g.scoreOptionOf(true, pi), nil
			}
			k -= int(n)
		}
		return 0, nil
	case phaseDog:
		m := rng.IntN(len(g.buf.meeples))
		var buf [9]Clear
		return g.dogOptionOf(m, g.bestClears(g.buf.meeples[m].Tile, buf[:0])), nil
	}
	return rng.IntN(g.options()), nil
}
