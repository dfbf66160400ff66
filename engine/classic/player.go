package classic

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Bots on classic's turn: on the fast path (Player) and in a match
// (BotAgent), the same bot and seed playing the same game either way.

// Player plays games with bots on the fast path, reusing its buffers.
type Player struct {
	placements []engine.Placement
	spots      []engine.Spot
}

// Play plays g to the end with one bot per seat and returns once final
// scoring has run.
func (p *Player) Play(g *Game, bots []engine.Bot) {
	for g.Begin() {
		p.Turn(g, bots[g.current])
	}
}

// Turn plays the current seat's turn with bot b; g.Begin must have
// returned true.
func (p *Player) Turn(g *Game, b engine.Bot) {
	if s, ok := b.(engine.Sampler); ok {
		g.PlaceUnchecked(s.SamplePlacement(g))
	} else {
		p.placements = g.AppendPlacements(p.placements[:0])
		g.PlaceUnchecked(p.placements[b.ChoosePlacement(g.Game, g.current, p.placements)])
	}
	p.spots = g.AppendSpots(p.spots[:0])
	if len(p.spots) > 0 {
		if i := b.ChooseSpot(g.Game, g.current, p.spots); i >= 0 {
			g.DeployUnchecked(p.spots[i])
		}
	}
	g.EndTurn()
}

// BotAgent answers classic's decisions with a Bot, as the fast path's
// Player does: the same bot and seed play the same game either way.
type BotAgent struct{ Bot engine.Bot }

// Decide asks the bot for a placement or a follower spot.
func (a BotAgent) Decide(m engine.Match, d engine.Decision) (int, error) {
	switch d := d.(type) {
	case *placeDecision:
		g := d.m.g
		if s, ok := a.Bot.(engine.Sampler); ok {
			want := s.SamplePlacement(g)
			for i, p := range d.m.placements {
				if p == want {
					return i, nil
				}
			}
			return 0, fmt.Errorf("bot %s sampled a placement that is not legal", a.Bot.Name())
		}
		return a.Bot.ChoosePlacement(g.Game, g.current, d.m.placements), nil
	case *followerDecision:
		return a.Bot.ChooseSpot(d.m.g.Game, d.m.g.current, d.m.spots) + 1, nil
	}
	return 0, fmt.Errorf("bot %s cannot take a %s decision", a.Bot.Name(), d.Kind())
}
