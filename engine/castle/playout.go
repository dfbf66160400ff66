package castle

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
)

// call is a kind of call the game makes of its chooser.
type call uint8

const (
	callDraw call = iota
	callPlace
	callSpot
	callOrder
	callDouble
	callTook
	callExtraTurn
	callEndTile
)

var callNames = [...]string{"draw", "place", "spot", "order", "double", "took", "extra-turn", "end-tile"}

// scriptChooser plays a search's playout (MCTS.playout) from the snapshot
// of the turn's start: the turn's answers so far (prefix), then, at the
// decision searched, what the deciding seat cannot see dealt again and
// the option's answers (forced), then a light policy to the end of the
// game: greedy for greedyTurns turns, then random.
type scriptChooser struct {
	prefix, forced []int
	// at and n are the decision searched: the chooser's call there and
	// its number of choices.
	at    call
	n     int
	seed  uint64
	calls int
	// deal is the draw order of the rest of the game, dealt at the
	// decision; dealt counts the tiles drawn from it.
	deal  []int
	dealt int
	walls []int
	// steps counts the turns of the playout after the decision.
	steps  int
	greedy *bots.Greedy
}

// greedyTurns is how many turns after the decision a playout plays as
// the greedy bot does; the rest it plays at random. Against greedy, a
// purely random playout (a follower on any spot or none, uniformly) won
// 11.5 of 16 games at 500 playouts a decision (seeds 1–8), a follower
// half the time 13 of 16 (seeds 1–8) and 7.5 of 16 (seeds 9–16), and
// with the two turns after the decision greedy as well, 22 of 24 (seeds
// 1–12; 19 with one such turn, 20 with four): the opponent's reply to a
// move — joining a territory, closing it, leaving it — is what a random
// reply misjudges most.
const greedyTurns = 2

// begin readies a playout of the decision (at, n) after the turn's
// answers prefix, on the draw numbered draw.
func (c *scriptChooser) begin(prefix []int, at call, n int, draw uint64) {
	c.prefix, c.at, c.n, c.seed = prefix, at, n, draw
	c.calls, c.steps, c.dealt = 0, 0, 0
	c.deal = c.deal[:0]
}

// script returns the scripted answer of the chooser's next call, of kind
// k with n choices, if it has one: the turn's answers, then the option's.
// The first call after the turn's answers is the decision searched: the
// call must be it (else the replay left the real turn's path, a
// programmer's error), and the game is determinized there.
func (c *scriptChooser) script(g *Game, k call, n int) (int, bool) {
	i := c.calls
	c.calls++
	switch {
	case i < len(c.prefix):
		return c.prefix[i], true
	case i == len(c.prefix):
		if k != c.at || n != c.n {
			panic(fmt.Sprintf("castle: the search's replay of the turn asks %s of %d, where the game asked %s of %d", callNames[k], n, callNames[c.at], c.n))
		}
		c.determinize(g)
	}
	if f := i - len(c.prefix); f < len(c.forced) {
		return c.forced[f], true
	}
	return 0, false
}

// determinize deals again, with a random source seeded by the playout's
// draw, what the deciding seat cannot see: the castle tiles still to draw
// (the playout's draw order) and the wall tiles face down on the track's
// corners and in the box (the corners holding one stay the same). Both
// are taken in a fixed order before they are shuffled, so the deal does
// not depend on the hidden order it replaces.
func (c *scriptChooser) determinize(g *Game) {
	rng := g.core.Rand()
	rng.Seed(c.seed, 0x636173746c65)
	core := g.core
	for i := core.Drawn(); i < core.PileSize(); i++ {
		c.deal = append(c.deal, core.PileTile(i))
	}
	shuffleSorted(c.deal, rng)
	c.walls = c.walls[:0]
	for _, k := range g.corners {
		if k != 0 {
			c.walls = append(c.walls, k)
		}
	}
	c.walls = append(c.walls, g.unseen...)
	shuffleSorted(c.walls, rng)
	at := 0
	for ci, k := range g.corners {
		if k != 0 {
			g.corners[ci] = c.walls[at]
			at++
		}
	}
	copy(g.unseen, c.walls[at:])
}

// shuffleSorted sorts s, then shuffles it with rng.
func shuffleSorted(s []int, rng *engine.Rand) {
	slices.Sort(s)
	engine.Shuffle(rng, s)
}

func (c *scriptChooser) draw(g *Game) (int, bool, error) {
	if t, ok := c.script(g, callDraw, 0); ok {
		if t < 0 {
			return 0, false, nil
		}
		if !g.core.TakeTile(t) {
			panic(fmt.Sprintf("castle: the search's replay of the turn cannot draw tile %d", t))
		}
		return t, true, nil
	}
	if c.dealt == len(c.deal) {
		return 0, false, nil
	}
	t := c.deal[c.dealt]
	c.dealt++
	c.steps++
	g.core.TakeTile(t)
	return t, true, nil
}

func (*scriptChooser) setAside(*Game, int) error { return nil }

func (c *scriptChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	if i, ok := c.script(g, callPlace, len(ps)); ok {
		return i, nil
	}
	if c.steps <= greedyTurns {
		if c.greedy == nil {
			c.greedy = bots.NewGreedy()
		}
		return c.greedy.ChoosePlacement(g.core, ps), nil
	}
	return g.core.Rand().IntN(len(ps)), nil
}

func (c *scriptChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if i, ok := c.script(g, callSpot, len(spots)); ok {
		return i, nil
	}
	if len(spots) == 0 {
		return -1, nil
	}
	if c.steps <= greedyTurns {
		return c.greedy.ChooseSpot(g.core, spots), nil
	}
	if g.core.Rand().IntN(2) == 0 { // no follower half the time
		return -1, nil
	}
	return g.core.Rand().IntN(len(spots)), nil
}

func (c *scriptChooser) order(g *Game, _ int, ns []engine.Node) (int, error) {
	if i, ok := c.script(g, callOrder, len(ns)); ok {
		return i, nil
	}
	return g.core.Rand().IntN(len(ns)), nil
}

func (c *scriptChooser) double(g *Game, _, _ int, _ engine.Node) (bool, error) {
	if i, ok := c.script(g, callDouble, 2); ok {
		return i == 1, nil
	}
	return true, nil
}

func (c *scriptChooser) took(g *Game, _, _, kind int) (int, error) {
	if k, ok := c.script(g, callTook, 0); ok {
		return k, nil
	}
	return kind, nil
}

func (c *scriptChooser) extraTurn(g *Game, _, _ int) (bool, error) {
	if i, ok := c.script(g, callExtraTurn, 2); ok {
		return i == 1, nil
	}
	return true, nil
}

func (c *scriptChooser) endTile(g *Game, _, _ int, targets []Target) (int, error) {
	if i, ok := c.script(g, callEndTile, len(targets)); ok {
		return i, nil
	}
	best := 0
	for i, t := range targets {
		if t.Points > targets[best].Points {
			best = i
		}
	}
	return best, nil
}
