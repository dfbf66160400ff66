package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays seats of The City: an agent of its match, the game itself.
// Random and greedy read the game's phase and the options it listed; the
// searches play copies of the game as an engine.State.
type Bot = engine.NamedAgent

// Bots are The City's bots by name: random, greedy (building, guarding
// and placing towers as bestGate, bestWallEnd, guardPays and bestTower
// say) and the search "mcts" (mcts:N: N playouts a decision).
var Bots = search.Bots{
	Random: func() Bot { return randomBot{} },
	Greedy: func() Bot { return &greedyBot{Greedy: bots.NewGreedy()} },
}

// PlayBots plays the game to its end with one bot per seat.
func (g *Game) PlayBots(seats []Bot) error { return engine.PlayOut(g, seats) }

// gameOf is the game whose decision d is.
func gameOf(d engine.Decision, bot string) (*Game, error) {
	if dd, ok := d.(*decision); ok {
		return dd.g, nil
	}
	return nil, fmt.Errorf("bot %s cannot take a %s decision of another game", bot, d.Kind())
}

// randomBot chooses uniformly with the game's random source.
type randomBot struct{ bots.Random }

func (b randomBot) Decide(_ engine.Match, d engine.Decision) (int, error) {
	g, err := gameOf(d, b.Name())
	if err != nil {
		return 0, err
	}
	if i, ok := bots.CoreAnswer(b, d, g.core, g.current, g.buf.placements, g.buf.spots); ok {
		return i, nil
	}
	return g.core.Rand().IntN(d.Options()), nil // a guard on half the pieces
}

// greedyBot places as classic's greedy bot does; on the wall it builds
// where a guard would watch the most buildings, posts a guard when one
// would score and it keeps a follower for its turns, and puts its tower
// at the end that scores more.
type greedyBot struct{ *bots.Greedy }

func (b *greedyBot) Decide(_ engine.Match, d engine.Decision) (int, error) {
	g, err := gameOf(d, b.Name())
	if err != nil {
		return 0, err
	}
	if i, ok := bots.CoreAnswer(b, d, g.core, g.current, g.buf.placements, g.buf.spots); ok {
		return i, nil
	}
	switch g.turn.phase {
	case phaseGate:
		return g.bestGate(), nil
	case phaseWall:
		return g.bestWallEnd(), nil
	case phaseGuard:
		return guardOption(g.guardPays(g.slotSeat(), g.turn.piece)), nil
	}
	return g.bestTower(g.buf.towerEnds) + 1, nil
}

// guardOption is the guard decision's option for a guard (yes) or none.
func guardOption(yes bool) int {
	if yes {
		return guardYes
	}
	return 1 - guardYes
}

// bestGate is the gate's edge where a guard would watch the most.
func (g *Game) bestGate() int {
	best, at := -1, 0
	for i, e := range g.buf.edges {
		if v := g.ViewValue(e); v > best {
			best, at = v, i
		}
	}
	return at
}

// bestWallEnd is the end of the wall whose next piece a guard would
// watch the most from.
func (g *Game) bestWallEnd() int {
	best, at := -1, 0
	for i, w := range g.buf.ways {
		e, ok := g.wall.Next(g.grid(), w)
		if !ok {
			continue
		}
		if v := g.ViewValue(e); v > best {
			best, at = v, i
		}
	}
	return at
}

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
