package city

import (
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// A search's playout starts at a decision in the middle of a turn, which
// the game asks from inside the turn's call stack. It cannot be copied as
// data, so it is played again: the game keeps a copy of itself as each
// turn begins (Game.start) and the answers of the turn so far
// (Game.answers); a playout copies the start into a scratch game, deals
// the tiles (the turn's own first, as the real game drew it; then the
// tiles not yet drawn in an order of its own), and plays with a chooser
// that gives the turn's answers again, then the option searched, then the
// playout policy's choices to the end of the game.

// playoutStream is the random stream of a playout's deal and choices.
const playoutStream = 0x63697479 // "city"

// replay plays a turn again from its start for a search.
type replay struct {
	// unseen are the tiles not yet drawn, in the order of their indices:
	// what they are is known (the mix less what was drawn), their order
	// is what no seat can see.
	unseen []int16
	deal   []int16
	ch     playoutChooser
}

// prepare lists the tiles not yet drawn as the turn of g began, the
// turn's own tile left out.
func (r *replay) prepare(g *Game) {
	st := g.start.core
	r.unseen = r.unseen[:0]
	for i := st.Drawn() + 1; i < st.PileSize(); i++ {
		r.unseen = append(r.unseen, int16(st.PileTile(i)))
	}
	slices.Sort(r.unseen)
}

// begin makes s the game of g as its turn began, with the tiles not yet
// drawn dealt again from the deal numbered draw, and returns the chooser
// that plays the turn's answers so far again; the caller appends the
// answers of the option searched.
func (r *replay) begin(s, g *Game, draw uint64) *playoutChooser {
	st := g.start
	s.CopyFrom(st)
	rng := s.core.Rand()
	rng.Seed(draw, playoutStream)
	r.deal = append(r.deal[:0], int16(st.core.PileTile(st.core.Drawn())))
	r.deal = append(r.deal, r.unseen...)
	engine.Shuffle(rng, r.deal[1:]) // the turn's own tile stays first
	s.deal, s.dealFrom = r.deal, st.core.Drawn()
	r.ch.script = append(r.ch.script[:0], g.answers...)
	r.ch.asked = 0
	return &r.ch
}

// playoutChooser answers a playout's decisions: the script first (the
// turn's answers so far and the option searched), then a light policy —
// at random with the scratch game's random source, a follower on every
// other tile that has a spot for one, guards and towers as greedy's
// (Game.guardPays, Game.bestTower).
type playoutChooser struct {
	script []int
	asked  int
}

// scripted returns the script's next answer; false once it is used up.
func (c *playoutChooser) scripted() (int, bool) {
	if c.asked == len(c.script) {
		return 0, false
	}
	c.asked++
	return c.script[c.asked-1], true
}

// sampling: once the script is used up the playout's placements are
// uniformly random, which the game samples without listing them.
func (c *playoutChooser) sampling() bool { return c.asked == len(c.script) }

func (c *playoutChooser) place(g *Game, _ int, ps []engine.Placement) (int, error) {
	if a, ok := c.scripted(); ok {
		return a, nil
	}
	return g.core.Rand().IntN(len(ps)), nil
}

func (c *playoutChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if a, ok := c.scripted(); ok {
		return a, nil
	}
	if g.core.Rand().IntN(2) == 0 {
		return -1, nil
	}
	return g.core.Rand().IntN(len(spots)), nil
}

func (c *playoutChooser) gate(g *Game, _ int, edges []Edge) (int, error) {
	if a, ok := c.scripted(); ok {
		return a, nil
	}
	return g.core.Rand().IntN(len(edges)), nil
}

func (c *playoutChooser) wallEnd(g *Game, _ int, ways []Way) (int, error) {
	if a, ok := c.scripted(); ok {
		return a, nil
	}
	return g.core.Rand().IntN(len(ways)), nil
}

func (c *playoutChooser) guard(g *Game, seat int, e Edge) (bool, error) {
	if a, ok := c.scripted(); ok {
		return a == guardAnswer(true), nil
	}
	return g.guardPays(seat, e), nil
}

func (c *playoutChooser) tower(g *Game, _ int, ways []Way) (int, error) {
	if a, ok := c.scripted(); ok {
		return a, nil
	}
	return g.bestTower(ways), nil
}
