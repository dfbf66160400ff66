package mists

import "github.com/tilesmith/tilesmith/engine"

// RandomTeam makes every choice uniformly at random with the game's
// random source, so a game is determined by its seed. It places a meeple
// half the time and takes points half the time.
type RandomTeam struct{}

func (RandomTeam) Place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return g.core.Rand().IntN(len(ps)), nil
}

func (RandomTeam) Bury(g *Game, _ int, ms []MeepleRef) (int, error) {
	return g.core.Rand().IntN(len(ms)), nil
}

func (RandomTeam) Graveyard(g *Game, open []int) (int, error) {
	return g.core.Rand().IntN(len(open)), nil
}

func (RandomTeam) Meeple(g *Game, cs []ColourSpot) (int, error) {
	i := g.core.Rand().IntN(2 * len(cs))
	if i >= len(cs) {
		return -1, nil
	}
	return i, nil
}

func (RandomTeam) Score(g *Game, c Completion) (ScoreChoice, error) {
	if g.core.Rand().IntN(2) == 0 || g.onBoard == 0 {
		return ScoreChoice{}, nil
	}
	// a random tile that carries ghosts
	k := g.core.Rand().IntN(g.onBoard)
	for pi, n := range g.ghosts {
		if k < int(n) {
			return ScoreChoice{Ghosts: true, Tile: pi, N: g.Rules.Params.Scoring.GhostsRemoved}, nil
		}
		k -= int(n)
	}
	return ScoreChoice{}, nil
}

func (RandomTeam) ScoreTo(g *Game, _, _ int) (int, error) {
	return g.core.Rand().IntN(len(g.scores)), nil
}

func (RandomTeam) Dog(g *Game, _ int, ms []MeepleRef) (DogChoice, error) {
	m := g.core.Rand().IntN(len(ms))
	return DogChoice{Meeple: m, Clears: g.bestClears(ms[m].Tile, nil)}, nil
}

func (RandomTeam) FaceDown(g *Game, cells []int32) (int, error) {
	return g.core.Rand().IntN(len(cells)), nil
}
