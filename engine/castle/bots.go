package castle

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays one seat of The Castle: its placements and followers (random
// and greedy as classic's bots, read through Rules.Value) and The
// Castle's own choices.
type Bot interface {
	// Name names the bot: "greedy", "mcts:1000".
	Name() string
	// Place chooses where the tile drawn goes among its legal placements
	// ps.
	Place(g *Game, ps []engine.Placement) int
	// Follower chooses a follower spot of the tile just placed among
	// spots (at least one), -1 for none.
	Follower(g *Game, spots []engine.Spot) int
	// Order chooses which of the completed territories ns scores next.
	Order(g *Game, seat int, ns []engine.Node) int
	// Double reports whether seat plays its wall tile kind to double the
	// tower or house n it scores.
	Double(g *Game, seat, kind int, n engine.Node) bool
	// ExtraTurn reports whether seat plays its wall tile kind for another
	// turn now.
	ExtraTurn(g *Game, seat, kind int) bool
	// WallTile chooses the territory among targets seat's wall tile kind
	// scores at the end.
	WallTile(g *Game, seat, kind int, targets []Target) int
}

// BotNames lists The Castle's bots.
func BotNames() []string { return botKinds.Names() }

// NewBot returns a bot by name: "random", "greedy", or the search bot
// "mcts" (mcts:N: N playouts a decision).
func NewBot(name string) (Bot, error) { return botKinds.New(name) }

// botKinds makes the bots by name.
var botKinds = search.Bots[Bot]{
	Random: func() Bot { return randomBot{} },
	Greedy: func() Bot { return &greedyBot{Greedy: bots.NewGreedy()} },
	Search: func(playouts int) Bot { return NewMCTS(playouts) },
}

// randomBot chooses uniformly with the game's random source.
type randomBot struct{ bots.Random }

func (b randomBot) Place(g *Game, ps []engine.Placement) int { return b.ChoosePlacement(g.core, ps) }
func (b randomBot) Follower(g *Game, spots []engine.Spot) int {
	return b.ChooseSpot(g.core, spots)
}

func (randomBot) Order(g *Game, _ int, ns []engine.Node) int { return g.core.Rand().IntN(len(ns)) }
func (randomBot) Double(g *Game, _, _ int, _ engine.Node) bool {
	return g.core.Rand().IntN(2) == 0
}
func (randomBot) ExtraTurn(g *Game, _, _ int) bool { return g.core.Rand().IntN(2) == 0 }
func (randomBot) WallTile(g *Game, _, _ int, targets []Target) int {
	return g.core.Rand().IntN(len(targets))
}

// greedyBot places as classic's greedy bot does; it scores first what
// stops its marker on a corner holding a wall tile, plays every wall tile
// as soon as it may, and puts a wall tile at the end on the territory
// worth most.
type greedyBot struct{ *bots.Greedy }

func (b *greedyBot) Place(g *Game, ps []engine.Placement) int {
	return b.ChoosePlacement(g.core, ps)
}
func (b *greedyBot) Follower(g *Game, spots []engine.Spot) int {
	return b.ChooseSpot(g.core, spots)
}

func (*greedyBot) Order(g *Game, seat int, ns []engine.Node) int {
	for i, n := range ns {
		points, _ := g.rules.value(g.core, n)
		if g.wallTileAt(g.core.Score(seat) + points) {
			return i
		}
	}
	return 0
}

func (*greedyBot) Double(*Game, int, int, engine.Node) bool { return true }
func (*greedyBot) ExtraTurn(*Game, int, int) bool           { return true }

func (*greedyBot) WallTile(_ *Game, _, _ int, targets []Target) int {
	best := 0
	for i, t := range targets {
		if t.Points > targets[best].Points {
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

// botChooser answers every decision with one bot per seat and draws from
// the shuffled pile.
type botChooser struct{ seats []Bot }

// PlayBots plays the game to its end with one bot per seat. A game with
// a bot that reads the turns (the search bot) keeps them.
func (g *Game) PlayBots(seats []Bot) error {
	for _, b := range seats {
		if _, ok := b.(turnReader); ok {
			g.keepTurns()
		}
	}
	return g.Play(&botChooser{seats: seats})
}

// turnReader is a bot that reads the turn under way from the snapshot of
// its start and the answers since (the search bot): its game keeps them.
type turnReader interface{ readsTurns() }

func (*botChooser) draw(g *Game) (int, bool, error) {
	t, ok := g.core.DrawNext()
	return t, ok, nil
}

func (*botChooser) setAside(*Game, int) error { return nil }

func (c *botChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return c.seats[g.current].Place(g, ps), nil
}

func (c *botChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if len(spots) == 0 {
		return -1, nil
	}
	return c.seats[g.current].Follower(g, spots), nil
}

func (c *botChooser) order(g *Game, seat int, ns []engine.Node) (int, error) {
	if len(ns) == 1 {
		return 0, nil
	}
	return c.seats[seat].Order(g, seat, ns), nil
}

func (c *botChooser) double(g *Game, seat, kind int, n engine.Node) (bool, error) {
	return c.seats[seat].Double(g, seat, kind, n), nil
}

func (*botChooser) took(_ *Game, _, _, kind int) (int, error) { return kind, nil }

func (c *botChooser) extraTurn(g *Game, seat, kind int) (bool, error) {
	return c.seats[seat].ExtraTurn(g, seat, kind), nil
}

func (c *botChooser) endTile(g *Game, seat, kind int, targets []Target) (int, error) {
	return c.seats[seat].WallTile(g, seat, kind, targets), nil
}
