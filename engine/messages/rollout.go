package messages

import "github.com/tilesmith/tilesmith/engine"

var _ engine.Rollouter = (*Game)(nil)

// Rollout plays the game to its end with the playout policy of the
// module's search: tiles at random (drawn without listing them), a
// follower on half the tiles that have a spot for one, and the module's
// choices — figures, messages, the follower returned, crop circles — as
// the greedy bot makes them, which costs little and judges a figure or a
// message far better than chance. Random play would put a follower on
// nearly every tile and run the supply dry early.
func (g *Game) Rollout() {
	for d := g.Pending(); d != nil; d = g.Pending() {
		switch g.phase {
		case phasePlace:
			g.place(g.core.RandomPlacement())
		case phaseSpot:
			g.deploy(halfSpot(g))
		default:
			g.answer(decide(playout, g))
		}
		g.run()
	}
}

// halfSpot places no follower half the time, else one on a spot at
// random: a playout's seats then keep followers for later tiles, as
// players do, rather than spend nearly all of them at once.
func halfSpot(g *Game) int {
	r := g.core.Rand().Uint64()
	if r&1 == 0 {
		return -1
	}
	return int((r >> 1) % uint64(len(g.spots)))
}

// playout makes the module's choices of a rollout, as greedy does.
var playout = &greedyBot{}
