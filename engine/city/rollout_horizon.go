package city

// A playout of the search stops after playoutHorizon tiles and scores the
// city as it then stands (endPlayout) rather than playing the game out: a
// playout from the middle of a game (a 2-player game after 30 tiles) plays
// about 40 more tiles and 60 wall pieces; stopped at 20 tiles it costs
// half (BenchmarkRollout 33-37 µs -> 16-17 µs). Scored at its horizon,
// the playout also judges better: mcts:1000 against greedy (simulate, 40
// games) won all its games by 70 and 75 points a game (seeds 11 and 12)
// where the whole playout won 40 and 39 by 62 and 65; stopped at 20 tiles
// with the game's own end instead — open streets and markets scoring
// nothing — it won by only 54 and 51, as it gave up long streets, and
// horizons of 16 and 24 tiles won by 58 and 67 (seed 11).
const playoutHorizon = 20

// endHorizon is why a playout stopped short of the game's end: its
// horizon (endPlayout). Only the search's copies end so.
const endHorizon EndCause = "the playout reached its horizon"

// endPlayout ends a playout at its horizon: each street and market with
// followers on it scores what it holds now, as if completed — most of
// them would be before the game ends — and the final scoring and the
// guards follow as at the end. The wall is not closed round the city, as
// the game's end closes it: the streets and markets the closing would
// complete score the same here, and it changes no other score
// (TestEndPlayoutScoresAsClosing); it was a third of the playout's time.
func (g *Game) endPlayout() {
	g.over, g.cause = true, endHorizon
	g.buf.open = g.core.AppendOccupied(g.buf.open[:0])
	for _, n := range g.buf.open {
		g.rules.ScoreComplete(g.core, n) // streets and markets only
	}
	g.core.End()
	g.scoreGuards()
}
