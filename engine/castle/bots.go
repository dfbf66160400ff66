package castle

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays seats of The Castle: it answers the game's decisions (an
// engine.Agent of the game) and has a name ("greedy", "mcts:1000").
type Bot = engine.NamedAgent

// Bots are The Castle's bots by name: random, greedy (each taking the
// castle's own decisions its way) and the search "mcts" (mcts:N: N
// playouts a decision) over the game and its Rollout.
var Bots = search.Bots{
	Random: func() Bot { return randomBot{} },
	Greedy: func() Bot { return &greedyBot{Greedy: bots.NewGreedy()} },
}

// PlayBots plays the game to its end with one bot per seat.
func (g *Game) PlayBots(seats []Bot) error { return engine.PlayOut(g, seats) }

// gameOf is the game whose decision d is.
func gameOf(d engine.Decision, bot string) (*Game, error) {
	if d, ok := d.(*decision); ok {
		return d.g, nil
	}
	return nil, fmt.Errorf("bot %s plays The Castle, not a %s decision of another game", bot, d.Kind())
}

// randomBot chooses uniformly with the game's random source.
type randomBot struct{ bots.Random }

func (randomBot) Name() string { return "random" }

// Decide places and puts a follower as classic's random bot does (no
// follower one time in as many as the spots plus one), and answers every
// other decision uniformly; the yes-or-no ones are yes half the time.
func (b randomBot) Decide(_ engine.Match, d engine.Decision) (int, error) {
	g, err := gameOf(d, "random")
	if err != nil {
		return 0, err
	}
	if i, ok := bots.CoreAnswer(b, d, g.core, g.seat, g.buf.placements, g.buf.spots); ok {
		return i, nil
	}
	return g.core.Rand().IntN(d.Options()), nil
}

// greedyBot places as classic's greedy bot does; it scores first what
// stops its marker on a corner holding a wall tile, plays every wall tile
// as soon as it may, and puts a wall tile at the end on the territory
// worth most.
type greedyBot struct{ *bots.Greedy }

func (*greedyBot) Name() string { return "greedy" }

func (b *greedyBot) Decide(_ engine.Match, d engine.Decision) (int, error) {
	g, err := gameOf(d, "greedy")
	if err != nil {
		return 0, err
	}
	if i, ok := bots.CoreAnswer(b, d, g.core, g.seat, g.buf.placements, g.buf.spots); ok {
		return i, nil
	}
	switch g.phase {
	case phaseOrder:
		return g.orderNearWallTile(), nil
	case phaseEndTile:
		return g.bestTarget(), nil
	}
	return 0, nil // play the wall tile
}

// orderNearWallTile is the first completed territory to score that stops
// the placing seat's marker on a corner holding a wall tile, else the
// first.
func (g *Game) orderNearWallTile() int {
	for i, n := range g.buf.order {
		points, _ := g.rules.value(g.core, n)
		if g.wallTileAt(g.core.Score(g.seat) + points) {
			return i
		}
	}
	return 0
}

// bestTarget is the territory worth most to the wall tile offered at the
// end (the first of those).
func (g *Game) bestTarget() int {
	best := 0
	for i, t := range g.buf.targets {
		if t.Points > g.buf.targets[best].Points {
			best = i
		}
	}
	return best
}

// wallTileAt reports whether a marker on score would stand on a corner
// holding a wall tile.
func (g *Game) wallTileAt(score int) bool {
	ci := g.cornerAt[score%len(g.cornerAt)]
	return ci >= 0 && g.corners[ci] != 0
}
