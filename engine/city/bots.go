package city

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/search"
)

// Bot plays one seat of The City: it answers the game's pending
// decision (Game.Pending) — the tile's placement and its follower, and
// the wall's choices — with the index of an option. Random and greedy
// read the game's phase and its lists; the search bots are engine.Agents
// over the game as an engine.State.
type Bot interface {
	// Name names the bot as NewBot takes it.
	Name() string
	// Choose answers the pending decision of g.
	Choose(g *Game) (int, error)
}

// BotNames lists The City's bots.
func BotNames() []string { return []string{"random", "greedy", search.Name, search.FlatName} }

// NewBot returns a bot by name: "random", "greedy", the tree search
// "mcts" (mcts:N: N playouts a decision) or the flat search "mcts1"
// (mcts1:N), which play the game as an engine.State.
func NewBot(name string) (Bot, error) {
	if n, ok, err := search.ParseName(name); ok && err == nil {
		return agentBot{search.NewMCTS(n)}, nil
	} else if ok {
		return nil, err
	}
	if n, ok, err := search.ParseFlatName(name); ok && err == nil {
		return agentBot{search.NewFlat(n)}, nil
	} else if ok {
		return nil, err
	}
	switch name {
	case "random":
		return randomBot{}, nil
	case "greedy":
		return &greedyBot{Greedy: bots.NewGreedy()}, nil
	}
	return nil, fmt.Errorf("no bot %q (bots: %s)", name, strings.Join(BotNames(), ", "))
}

// NewAgent returns the agent of a match by name, as NewBot names them.
func NewAgent(name string) (engine.Agent, error) {
	b, err := NewBot(name)
	if err != nil {
		return nil, err
	}
	if a, ok := b.(agentBot); ok {
		return a.agent, nil
	}
	return BotAgent{Bot: b}, nil
}

// searchAgent is a search: an agent of any engine.State, with a name.
type searchAgent interface {
	engine.Agent
	Name() string
}

// agentBot is a search playing a seat of the fast path.
type agentBot struct{ agent searchAgent }

func (b agentBot) Name() string { return b.agent.Name() }

func (b agentBot) Choose(g *Game) (int, error) { return b.agent.Decide(g, g.Pending()) }

// BotAgent answers a match's decisions with a bot, as the fast path does.
type BotAgent struct{ Bot Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(m engine.Match, d engine.Decision) (int, error) {
	dd, ok := d.(*decision)
	if !ok {
		return 0, fmt.Errorf("bot %s cannot take a %s decision of another game", a.Bot.Name(), d.Kind())
	}
	return a.Bot.Choose(dd.g)
}

// PlayBots plays the game to its end with one bot per seat.
func (g *Game) PlayBots(seats []Bot) error {
	for d := g.Pending(); d != nil; d = g.Pending() {
		i, err := seats[d.Seat()].Choose(g)
		if err != nil {
			return err
		}
		if err := g.Answer(i); err != nil {
			return err
		}
	}
	return g.err
}

// randomBot chooses uniformly with the game's random source.
type randomBot struct{ bots.Random }

func (b randomBot) Choose(g *Game) (int, error) {
	rng := g.core.Rand()
	switch g.turn.phase {
	case phasePlace:
		return b.ChoosePlacement(g.core, g.buf.placements), nil
	case phaseFollower:
		return b.ChooseSpot(g.core, g.buf.spots) + 1, nil
	case phaseGuard:
		return rng.IntN(2), nil // option 0 (guardYes) half the time
	}
	return rng.IntN(g.decision.Options()), nil
}

// greedyBot places as classic's greedy bot does; on the wall it builds
// where a guard would watch the most buildings, posts a guard when one
// would score and it keeps a follower for its turns, and puts its tower
// at the end that scores more.
type greedyBot struct{ *bots.Greedy }

func (b *greedyBot) Choose(g *Game) (int, error) {
	switch g.turn.phase {
	case phasePlace:
		return b.ChoosePlacement(g.core, g.buf.placements), nil
	case phaseFollower:
		return b.ChooseSpot(g.core, g.buf.spots) + 1, nil
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
