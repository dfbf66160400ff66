package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays one seat of The City: the tile's placement and its follower,
// and the wall's choices. It is asked with the whole game, which a search
// bot replays (random and greedy read the core's board only).
type Bot interface {
	// Name names the bot as NewBot takes it.
	Name() string
	// Place chooses where the current seat's tile goes among ps.
	Place(g *Game, ps []engine.Placement) int
	// Spot chooses the spot of the current seat's follower on the tile
	// just placed, -1 for none.
	Spot(g *Game, spots []engine.Spot) int
	// Gate chooses the gate's edge among edges.
	Gate(g *Game, seat int, edges []Edge) int
	// WallEnd chooses which end of the wall (ways) seat's piece extends.
	WallEnd(g *Game, seat int, ways []Way) int
	// Guard reports whether seat posts a guard on piece e.
	Guard(g *Game, seat int, e Edge) bool
	// Tower chooses the end of the wall (among ways) for seat's tower, -1
	// for none.
	Tower(g *Game, seat int, ways []Way) int
}

// BotNames lists The City's bots.
func BotNames() []string { return botKinds.Names() }

// NewBot returns a bot by name: "random", "greedy", or the search bot
// "mcts" (mcts:N: N playouts a decision).
func NewBot(name string) (Bot, error) { return botKinds.New(name) }

// botKinds makes the bots by name.
var botKinds = search.Bots[Bot]{
	Random: func() Bot { return randomBot{} },
	Greedy: func() Bot { return &greedyBot{Greedy: bots.NewGreedy()} },
	Search: func(playouts int) Bot { return NewSearchBot(playouts) },
}

// randomBot chooses uniformly with the game's random source.
type randomBot struct{ bots.Random }

func (b randomBot) Place(g *Game, ps []engine.Placement) int {
	return b.ChoosePlacement(g.core, ps)
}
func (b randomBot) Spot(g *Game, spots []engine.Spot) int { return b.ChooseSpot(g.core, spots) }

func (randomBot) Gate(g *Game, _ int, edges []Edge) int  { return g.core.Rand().IntN(len(edges)) }
func (randomBot) WallEnd(g *Game, _ int, ways []Way) int { return g.core.Rand().IntN(len(ways)) }
func (randomBot) Guard(g *Game, _ int, _ Edge) bool      { return g.core.Rand().IntN(2) == 0 }
func (randomBot) Tower(g *Game, _ int, ways []Way) int {
	return g.core.Rand().IntN(len(ways)+1) - 1
}

// greedyBot places as classic's greedy bot does; on the wall it builds
// where a guard would watch the most buildings, posts a guard when one
// would score and it keeps a follower for its turns, and puts its tower
// at the end that scores more.
type greedyBot struct{ *bots.Greedy }

func (b *greedyBot) Place(g *Game, ps []engine.Placement) int {
	return b.ChoosePlacement(g.core, ps)
}
func (b *greedyBot) Spot(g *Game, spots []engine.Spot) int { return b.ChooseSpot(g.core, spots) }

func (*greedyBot) Gate(g *Game, _ int, edges []Edge) int {
	best, at := -1, 0
	for i, e := range edges {
		if v := g.ViewValue(e); v > best {
			best, at = v, i
		}
	}
	return at
}

func (*greedyBot) WallEnd(g *Game, _ int, ways []Way) int {
	best, at := -1, 0
	for i, w := range ways {
		e, ok := g.wall.Next(grid{g.core}, w)
		if !ok {
			continue
		}
		if v := g.ViewValue(e); v > best {
			best, at = v, i
		}
	}
	return at
}

func (*greedyBot) Guard(g *Game, seat int, e Edge) bool { return g.guardPays(seat, e) }

func (*greedyBot) Tower(g *Game, _ int, ways []Way) int { return g.bestTower(ways) }

// guardPays reports whether a guard of seat on piece e would score now
// while seat keeps a follower for its turns: greedy's guard, and the
// search's playouts'.
func (g *Game) guardPays(seat int, e Edge) bool {
	return g.core.Supply(seat) >= 2 && g.ViewValue(e) >= g.rules.params.Scoring.Guard.PerPublicBuilding
}

// bestTower is the end among ways where a tower scores the most now, -1
// when none scores: greedy's tower, and the search's playouts'.
func (g *Game) bestTower(ways []Way) int {
	best, at := 0, -1
	for i, w := range ways {
		if p := g.TowerPoints(w); p > best {
			best, at = p, i
		}
	}
	return at
}

// ViewValue is what a guard on edge e would score if the game ended now:
// the buildings on the tiles it watches.
func (g *Game) ViewValue(e Edge) int {
	rate := g.rules.params.Scoring.Guard
	public, historic := g.viewBuildings(e)
	return public*rate.PerPublicBuilding + historic*rate.PerHistoricBuilding
}

// TowerPoints is what a tower at the wall's end going the way w would
// score now (0 when one stands there).
func (g *Game) TowerPoints(w Way) int {
	at := len(g.wall.Arm(w))
	t := g.wall.Towers(w)
	if len(t) > 0 {
		if t[len(t)-1] == at {
			return 0
		}
		return (at - t[len(t)-1]) * g.rules.params.Walls.TowerPerPiece
	}
	return at * g.rules.params.Walls.TowerPerPiece
}

// botChooser answers every decision with one bot per seat.
type botChooser struct{ seats []Bot }

// PlayBots plays the game to its end with one bot per seat. The game
// keeps each turn's start when a search bot plays.
func (g *Game) PlayBots(seats []Bot) error {
	g.keepStart = false
	for _, b := range seats {
		if _, ok := b.(*SearchBot); ok {
			g.keepStart = true
		}
	}
	return g.Play(&botChooser{seats: seats})
}

func (c *botChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return c.seats[g.current].Place(g, ps), nil
}

func (c *botChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	return c.seats[g.current].Spot(g, spots), nil
}

func (c *botChooser) gate(g *Game, seat int, edges []Edge) (int, error) {
	return c.seats[seat].Gate(g, seat, edges), nil
}

func (c *botChooser) wallEnd(g *Game, seat int, ways []Way) (int, error) {
	return c.seats[seat].WallEnd(g, seat, ways), nil
}

func (c *botChooser) guard(g *Game, seat int, e Edge) (bool, error) {
	return c.seats[seat].Guard(g, seat, e), nil
}

func (c *botChooser) tower(g *Game, seat int, ways []Way) (int, error) {
	return c.seats[seat].Tower(g, seat, ways), nil
}
