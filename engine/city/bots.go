package city

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
)

// NewBot returns a bot by name: classic's random and greedy bots, which
// read The City's values through Rules.Value.
func NewBot(name string) (engine.Bot, error) { return bots.New(name) }

// botChooser answers every decision with one bot per seat.
type botChooser struct{ seats []engine.Bot }

// PlayBots plays the game to its end with one bot per seat.
func (g *Game) PlayBots(seats []engine.Bot) error { return g.Play(&botChooser{seats: seats}) }

func (c *botChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	return c.seats[g.current].ChoosePlacement(g.core, ps), nil
}

func (c *botChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	return c.seats[g.current].ChooseSpot(g.core, spots), nil
}
