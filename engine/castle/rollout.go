package castle

// greedyTurns is how many castle tiles after the one under way a rollout
// draws and plays as the greedy bot does; the rest it plays at random.
// Measured with The Castle's own flat search (before the generic one),
// against greedy: a purely random playout (a follower on any spot or
// none, uniformly) won 11.5 of 16 games at 500 playouts a decision (seeds
// 1–8), a follower half the time 13 of 16 (seeds 1–8) and 7.5 of 16
// (seeds 9–16), and with the two turns after the decision greedy as well,
// 22 of 24 (seeds 1–12; 19 with one such turn, 20 with four): the
// opponent's reply to a move — joining a territory, closing it, leaving
// it — is what a random reply misjudges most.
const greedyTurns = 2

// Rollout plays the game to its end by The Castle's playout policy (the
// one its search used before the generic search): the rest of the turn
// under way and the next greedyTurns draws placed and followed as the
// greedy bot does, then placements uniformly at random and a follower on
// half the tiles, uniformly among the spots; completed territories scored
// in a random order, every wall tile played as soon as it may, and at the
// end on the territory worth most. Chance events are dealt as the game is
// dealt.
func (g *Game) Rollout() {
	rng := g.core.Rand()
	steps := 0
	for {
		switch g.phase {
		case phaseOver:
			return
		case phaseDraw:
			if steps++; steps > greedyTurns {
				g.drawAndPlaceAtRandom()
			} else {
				g.Deal()
			}
		case phaseTake:
			g.Deal()
		case phasePlace:
			if steps <= greedyTurns {
				g.place(g.greedyPlacement())
			} else {
				g.place(rng.IntN(len(g.buf.placements)))
			}
		case phaseFollower:
			switch {
			case len(g.buf.spots) == 0:
				g.follow(-1)
			case steps <= greedyTurns:
				g.follow(g.greedySpot())
			case rng.IntN(2) == 0: // no follower half the time
				g.follow(-1)
			default:
				g.follow(rng.IntN(len(g.buf.spots)))
			}
		case phaseOrder:
			g.answer(rng.IntN(len(g.buf.order)))
		case phaseEndTile:
			g.answer(g.bestTarget())
		default: // double, extra turn: play the wall tile
			g.answer(0)
		}
	}
}

// drawAndPlaceAtRandom draws the next castle tile and places it uniformly
// at random, as Deal and a random one of the listed placements would (the
// same placement from the same random draw), without listing them: a
// random turn's listing cost as much as its placement.
func (g *Game) drawAndPlaceAtRandom() {
	t, _ := g.core.DrawNext() // drawNext left a tile to draw
	n := g.core.CountPlacementsOf(t)
	if g.begin(t, n > 0); n > 0 {
		g.placeAt(g.core.PlacementOf(t, g.core.Rand().IntN(n)))
	}
}
