package engine

// Bot chooses moves for one seat. Bots must be deterministic given the
// game (draw randomness from g.Rand(), which the game's seed determines).
type Bot interface {
	// Name is the bot's name as the command line spells it.
	Name() string
	// ChoosePlacement returns an index into placements (never empty) of
	// seat's tile. The seat is named, not read from g.Current: a ruleset
	// that runs its own turns keeps its own seat to move.
	ChoosePlacement(g *Game, seat int, placements []Placement) int
	// ChooseSpot returns an index into seat's spots, or -1 for no
	// follower. It is called after the chosen placement has been made,
	// only when spots is not empty.
	ChooseSpot(g *Game, seat int, spots []Spot) int
}

// Sampler is an optional interface of bots that can choose a placement
// without seeing the list (uniformly at random, say, with
// Game.RandomPlacement): the fast path then never lists the placements.
type Sampler interface {
	SamplePlacement(g *Game) Placement
}

// Player plays games with bots on the fast path, reusing its buffers.
type Player struct {
	placements []Placement
	spots      []Spot
}

// Play plays g to the end with one bot per seat and returns once final
// scoring has run.
func (p *Player) Play(g *Game, bots []Bot) {
	for g.Begin() {
		p.Turn(g, bots[g.Current()])
	}
}

// Turn plays the current seat's turn with bot b; g.Begin must have
// returned true.
func (p *Player) Turn(g *Game, b Bot) {
	if s, ok := b.(Sampler); ok {
		g.PlaceUnchecked(s.SamplePlacement(g))
	} else {
		p.placements = g.AppendPlacements(p.placements[:0])
		g.PlaceUnchecked(p.placements[b.ChoosePlacement(g, g.current, p.placements)])
	}
	p.spots = g.AppendSpots(p.spots[:0])
	if len(p.spots) > 0 {
		if i := b.ChooseSpot(g, g.current, p.spots); i >= 0 {
			g.DeployUnchecked(p.spots[i])
		}
	}
	g.EndTurn()
}
