package city

// Rollout plays the game on with the playout policy of The City's
// search, for at most playoutHorizon tiles (endPlayout scores the city as
// it then stands): placements uniformly at random (sampled without
// listing them, which would check the wall at every cell), a follower on
// every other tile that has a spot for one, uniformly among the spots,
// the gate and the wall's ends at random, guards and towers as greedy
// posts them (a guard that scores now while a follower is kept; the tower
// that scores the most). Against greedy (12 games, seeds 1 to 6 with each
// seating) random guards and towers won the flat search at 200 playouts
// 8 games by 19 points a game, greedy's 12 by 42; a follower on every
// other tile rather than on most won it 12 games by 40 points rather
// than 10 by 24.
func (g *Game) Rollout() {
	rng := g.core.Rand()
	tiles := 0
	for !g.over && g.err == nil {
		switch g.turn.phase {
		case phaseDraw:
			if tiles == playoutHorizon {
				g.endPlayout()
				return
			}
			tiles++
			t, _ := g.core.Pile().Next() // toDraw ended a game with no tile left
			if p, ok := g.samplePlacement(t); ok {
				g.place(p)
			} else {
				g.drew(t) // lists no placement: sets the tile aside
			}
		case phasePlace:
			g.place(g.buf.placements[rng.IntN(len(g.buf.placements))])
		case phaseFollower:
			if rng.IntN(2) == 0 {
				g.deploy(-1)
			} else {
				g.deploy(rng.IntN(len(g.buf.spots)))
			}
		case phaseGate:
			g.placeGate(rng.IntN(len(g.buf.edges)))
		case phaseWall:
			g.buildPiece(rng.IntN(len(g.buf.ways)))
		case phaseGuard:
			g.postGuard(g.guardPays(g.slotSeat(), g.turn.piece))
		case phaseTower:
			g.placeTower(g.bestTower(g.buf.towerEnds))
		}
	}
}
