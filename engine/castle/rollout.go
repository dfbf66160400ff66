package castle

// greedyTurns is how many placements a rollout makes as the greedy bot
// does — the one under way when it begins at a placement, then the next
// draws' — judging a sample of each tile's placements
// (greedyCandidates); the rest it plays at random. Measured with The
// Castle's own flat search (before the generic one), against greedy: a
// purely random playout (a follower on any spot or none, uniformly) won
// 11.5 of 16 games at 500 playouts a decision (seeds 1–8), a follower half
// the time 13 of 16 (seeds 1–8) and 7.5 of 16 (seeds 9–16), and with the
// two turns after the decision greedy as well, 22 of 24 (seeds 1–12; 19
// with one such turn, 20 with four): the opponent's reply to a move —
// joining a territory, closing it, leaving it — is what a random reply
// misjudges most. With the tree search (mcts:1000 against greedy, 100
// games a line, both seatings, 'simulate' seeds 21–23), a rollout that
// began at a placement played three greedy ones: two win as much (93%,
// +40.6 points a game against 91%, +38.5, seed 21), one far less (79%,
// +26.7).
const greedyTurns = 2

// Rollout plays the game to its end by The Castle's playout policy: the
// next greedyTurns placements as the greedy bot plays them among a sample
// of each tile's, then placements uniformly at random and a follower on
// half the tiles, uniformly among the spots; completed territories scored
// in a random order, every wall tile played as soon as it may, and at the
// end on the territory worth most. Chance events are dealt as the game is
// dealt.
func (g *Game) Rollout() {
	rng := g.core.Rand()
	// steps counts the placements begun, the one under way included.
	steps := 0
	if g.phase == phasePlace {
		steps = 1
	}
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
		case phasePlace: // a greedy turn: random ones place as they draw
			g.place(g.greedyPlacement())
		case phaseFollower:
			switch {
			case len(g.buf.spots) == 0:
				g.follow(-1)
			case steps <= greedyTurns:
				// After the search's own placement (a rollout that begins
				// between a placement and its follower) this is the
				// follower greedy chose with its last placement, whatever
				// tile that was: mostly none. Chosen as greedy would put it
				// with that placement, the flat search of earlier builds
				// (mcts1, since removed) gained most (it beat mcts 28–12
				// where it lost 13–27 on 'ladder --games 40 --seed 2'),
				// the tree search nothing against greedy: so it stays as
				// it was.
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
	t, _ := g.core.Pile().Next() // drawNext left a tile to draw
	n := g.core.CountPlacementsOf(t)
	if g.begin(t, n > 0); n > 0 {
		g.placeAt(g.core.PlacementOf(t, g.core.Rand().IntN(n)))
	}
}
