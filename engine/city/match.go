package city

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// Match plays a game of The City one decision at a time (engine.Match):
// the game runs on a goroutine of its own (engine.PullMatch) whose chooser
// hands each question out as a decision.
type Match struct {
	*engine.PullMatch
	g *Game
}

// NewMatch makes a match of game g, which no other path may play while
// the match runs. Close it when done with it before the end.
func NewMatch(g *Game) *Match {
	g.keepStart = true // for a search bot among the agents
	return &Match{g: g, PullMatch: engine.NewPullMatch(func(ask func(engine.Pulled) bool) error {
		return g.Play(&pullChooser{yield: ask})
	})}
}

// Game is the game the match plays.
func (m *Match) Game() *Game { return m.g }

// Core is the core game holding the board (engine.Viewer).
func (m *Match) Core() *engine.Game { return m.g.core }

// EncodeRecord writes the game so far as a record (engine.Recorder).
func (m *Match) EncodeRecord(pack string, _ []byte) ([]byte, error) {
	return m.g.Record(pack).Encode()
}

// decision is one question of the game to a seat.
type decision = engine.Question[Bot]

// BotAgent answers a match's decisions with a bot, as the fast path does.
type BotAgent struct{ Bot Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(_ engine.Match, d engine.Decision) (int, error) {
	return engine.AskAgent(d, a.Bot, "bot "+a.Bot.Name())
}

// pullChooser is the chooser of a match.
type pullChooser struct {
	yield func(engine.Pulled) bool
}

func (p *pullChooser) decide(d *decision) (int, error) { return engine.Put(p.yield, d) }

func (p *pullChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return p.decide(&decision{Of: engine.DecidePlacement, By: g.current, N: len(ps),
		Describe: func(i int) engine.Option { return g.core.PlacementOption(ps[i]) },
		Ask:      func(b Bot) (int, error) { return b.Place(g, ps), nil }})
}

func (p *pullChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	i, err := p.decide(&decision{Of: engine.DecideFollower, By: g.current, N: 1 + len(spots),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return g.core.SpotOption(nil)
			}
			return g.core.SpotOption(&spots[i-1])
		},
		Ask: func(b Bot) (int, error) { return b.Spot(g, spots) + 1, nil }})
	return i - 1, err
}

// edgeOption describes edge e of the city as an option: its JSON as a
// record names it, a label, and its tile's cell.
func edgeOption(e Edge, label string) engine.Option {
	return engine.Option{JSON: fmt.Sprintf(`{"x":%d,"y":%d,"side":%q}`, e.X, e.Y, e.Side.String()), Label: label, X: e.X, Y: e.Y, HasAt: true}
}

func (p *pullChooser) gate(g *Game, seat int, edges []Edge) (int, error) {
	return p.decide(&decision{Of: DecideGate, By: seat, N: len(edges),
		Describe: func(i int) engine.Option {
			e := edges[i]
			return edgeOption(e, fmt.Sprintf("the city gate, on the %s", e))
		},
		Ask: func(b Bot) (int, error) { return b.Gate(g, seat, edges), nil }})
}

func (p *pullChooser) wallEnd(g *Game, seat int, ways []Way) (int, error) {
	return p.decide(&decision{Of: DecideWall, By: seat, N: len(ways),
		Describe: func(i int) engine.Option {
			e, _ := g.wall.Next(grid{g.core}, ways[i])
			o := edgeOption(e, fmt.Sprintf("extend the wall %s, on the %s", ways[i], e))
			o.JSON = fmt.Sprintf(`{"way":%q}`, ways[i].String())
			return o
		},
		Ask: func(b Bot) (int, error) { return b.WallEnd(g, seat, ways), nil }})
}

func (p *pullChooser) guard(g *Game, seat int, e Edge) (bool, error) {
	i, err := p.decide(&decision{Of: DecideGuard, By: seat, N: 2,
		Describe: func(i int) engine.Option {
			if i == 1 {
				return edgeOption(e, "no guard")
			}
			o := edgeOption(e, fmt.Sprintf("a guard on the %s: it watches %d points now", e, g.ViewValue(e)))
			o.JSON = `{"guard":true}`
			return o
		},
		Ask: func(b Bot) (int, error) {
			if b.Guard(g, seat, e) {
				return 0, nil
			}
			return 1, nil
		}})
	return i == 0, err
}

func (p *pullChooser) tower(g *Game, seat int, ways []Way) (int, error) {
	i, err := p.decide(&decision{Of: DecideTower, By: seat, N: 1 + len(ways),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return engine.Option{JSON: `{}`, Label: "no tower"}
			}
			w := ways[i-1]
			e := g.wall.End(w)
			o := edgeOption(e, fmt.Sprintf("a tower at the %s end, on the %s: %d points", w, e, g.TowerPoints(w)))
			o.JSON = fmt.Sprintf(`{"tower":%q}`, w.String())
			return o
		},
		Ask: func(b Bot) (int, error) { return b.Tower(g, seat, ways) + 1, nil }})
	return i - 1, err
}

// Standing is how the game stands (engine.Stander).
func (m *Match) Standing() engine.Standing { return m.g.Standing() }

// CellMarks notes the wall on the board's cells (engine.Marker).
func (m *Match) CellMarks() []engine.Mark { return m.g.CellMarks() }

// EdgeMarks lists the wall for pictures (engine.EdgeMarker).
func (m *Match) EdgeMarks() []engine.EdgeMark { return m.g.EdgeMarks() }
