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
type decision = engine.Question[engine.Bot]

// BotAgent answers a match's decisions with a bot, as the fast path does.
type BotAgent struct{ Bot engine.Bot }

// Decide puts the decision to the bot.
func (a BotAgent) Decide(_ engine.Match, d engine.Decision) (int, error) {
	q, ok := d.(*decision)
	if !ok {
		return 0, fmt.Errorf("bot %s cannot take a %s decision of another game", a.Bot.Name(), d.Kind())
	}
	return q.Ask(a.Bot)
}

// pullChooser is the chooser of a match.
type pullChooser struct {
	yield func(engine.Pulled) bool
}

func (p *pullChooser) decide(d *decision) (int, error) {
	if !p.yield(d) {
		return 0, engine.ErrMatchClosed
	}
	return d.Answer, nil
}

func (p *pullChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return p.decide(&decision{Of: engine.DecidePlacement, By: g.current, N: len(ps),
		Describe: func(i int) engine.Option { return g.core.PlacementOption(ps[i]) },
		Ask:      func(b engine.Bot) (int, error) { return b.ChoosePlacement(g.core, ps), nil }})
}

func (p *pullChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	i, err := p.decide(&decision{Of: engine.DecideFollower, By: g.current, N: 1 + len(spots),
		Describe: func(i int) engine.Option {
			if i == 0 {
				return g.core.SpotOption(nil)
			}
			return g.core.SpotOption(&spots[i-1])
		},
		Ask: func(b engine.Bot) (int, error) { return b.ChooseSpot(g.core, spots) + 1, nil }})
	return i - 1, err
}
