package messages

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
)

// playoutChooser answers the decisions of one playout of the search bot,
// played on a copy of the turn's start (keptTurn): it replays the turn so
// far with the game's own answers, then, at the decision searched, deals
// again everything the deciding seat cannot see (determinizeFor) and
// answers the option under test, then plays the game on to its end with
// playoutBot's light policy for every seat.
type playoutChooser struct {
	script []answer
	next   int
	phase  playoutPhase

	kind   engine.DecisionKind // the decision searched
	option int                 // its option under test
	// move is the option of a place-tile decision: a placement with its
	// follower, played as one.
	move jointMove
	me   int
	draw uint64

	rollout botChooser
	// steps counts the turns the rollout played.
	steps int64
	// reached, when set (tests), is called at the decision searched,
	// before anything is dealt again; an error stops the playout.
	reached func(s *Game) error
}

type playoutPhase int

const (
	replaying    playoutPhase = iota // the turn's kept answers
	followerNext                     // the placement searched is played: its follower comes next
	rolling                          // to the end of the game at random
)

// start readies the chooser for a playout of option of decision kind by
// seat me on draw number draw, after the kept answers script.
func (c *playoutChooser) start(script []answer, kind engine.DecisionKind, option, me int, draw uint64) {
	c.script, c.next, c.phase = script, 0, replaying
	c.kind, c.option, c.me, c.draw = kind, option, me, draw
}

// scripted returns the kept answer to the turn's next decision, of kind
// kind, and puts the random source as it stood after it; false once the
// kept answers are used up.
func (c *playoutChooser) scripted(g *Game, kind engine.DecisionKind) (answer, bool) {
	if c.phase != replaying || c.next >= len(c.script) {
		return answer{}, false
	}
	a := c.script[c.next]
	if a.kind != kind {
		panic(fmt.Sprintf("messages: a search's replay of the turn asks %s where the game asked %s", kind, a.kind))
	}
	c.next++
	*g.core.Rand() = a.rng
	return a, true
}

// searched reports whether the decision of kind asked now is the one
// searched (the first past the kept answers), dealing again what the
// deciding seat cannot see when it is.
func (c *playoutChooser) searched(g *Game, kind engine.DecisionKind, seat int) (bool, error) {
	if c.phase == followerNext {
		c.phase = rolling // the placement's tile had no spot for a follower
	}
	if c.phase != replaying {
		return false, nil
	}
	if kind != c.kind || seat != c.me {
		panic(fmt.Sprintf("messages: a search's replay of the turn reaches %s of seat %d where the game asks %s of seat %d", kind, seat, c.kind, c.me))
	}
	if c.reached != nil {
		if err := c.reached(g); err != nil {
			return false, err
		}
	}
	g.determinizeFor(c.me, c.draw)
	c.phase = rolling
	return true, nil
}

func (c *playoutChooser) place(g *Game) (engine.Placement, error) {
	if a, ok := c.scripted(g, engine.DecidePlacement); ok {
		return a.p, nil
	}
	hit, err := c.searched(g, engine.DecidePlacement, g.core.Current())
	switch {
	case err != nil:
		return engine.Placement{}, err
	case hit:
		c.phase = followerNext
		return c.move.p, nil
	}
	c.steps++
	return c.rollout.place(g)
}

func (c *playoutChooser) spot(g *Game, spots []engine.Spot) (int, error) {
	if a, ok := c.scripted(g, engine.DecideFollower); ok {
		return a.n, nil
	}
	if c.phase == followerNext {
		c.phase = rolling
		if !c.move.follower {
			return -1, nil
		}
		if i := slices.Index(spots, c.move.spot); i >= 0 {
			return i, nil
		}
		panic("messages: a search's placement lost its follower's spot")
	}
	hit, err := c.searched(g, engine.DecideFollower, g.core.Current())
	switch {
	case err != nil:
		return 0, err
	case hit:
		return c.option - 1, nil // option 0 places none
	}
	return c.rollout.spot(g, spots)
}

func (c *playoutChooser) figure(g *Game, seat, points int) (int, error) {
	if a, ok := c.scripted(g, DecideFigure); ok {
		return a.n, nil
	}
	hit, err := c.searched(g, DecideFigure, seat)
	switch {
	case err != nil:
		return 0, err
	case hit:
		return c.option, nil
	}
	return c.rollout.figure(g, seat, points)
}

func (c *playoutChooser) message(g *Game, mi int, can bool) (bool, error) {
	if a, ok := c.scripted(g, DecideMessage); ok {
		return a.n == 1, nil
	}
	if !can {
		// Only the seal: a bot is never asked, so no search is (the
		// game's answer is kept, and replayed above).
		if c.phase == followerNext {
			c.phase = rolling
		}
		return false, nil
	}
	hit, err := c.searched(g, DecideMessage, g.active)
	switch {
	case err != nil:
		return false, err
	case hit:
		return c.option == 0, nil // option 0 carries the action out, 1 takes the seal
	}
	return c.rollout.message(g, mi, can)
}

func (c *playoutChooser) follower(g *Game, fs []engine.Follower) (int, error) {
	if a, ok := c.scripted(g, DecideReturn); ok {
		return a.n, nil
	}
	hit, err := c.searched(g, DecideReturn, g.active)
	switch {
	case err != nil:
		return 0, err
	case hit:
		return c.option, nil
	}
	return c.rollout.follower(g, fs)
}

func (c *playoutChooser) arrange(*Game) error { return nil }

func (c *playoutChooser) roundStart() int { return 0 }

func (c *playoutChooser) cropChoice(g *Game, k, mark int) (bool, error) {
	if a, ok := c.scripted(g, DecideCrop); ok {
		return a.n == 1, nil
	}
	hit, err := c.searched(g, DecideCrop, g.active)
	switch {
	case err != nil:
		return false, err
	case hit:
		return c.option == 0, nil // option 0 deploys, 1 removes
	}
	return c.rollout.cropChoice(g, k, mark)
}

func (c *playoutChooser) cropFollower(g *Game, seat int, deploy bool, fs []engine.Follower, mark int) (int, error) {
	if a, ok := c.scripted(g, DecideCropFollower); ok {
		return a.n, nil
	}
	hit, err := c.searched(g, DecideCropFollower, seat)
	switch {
	case err != nil:
		return 0, err
	case hit:
		return c.option - flag(deploy), nil // with deploy, option 0 passes
	}
	return c.rollout.cropFollower(g, seat, deploy, fs, mark)
}

func (c *playoutChooser) extraTile(g *Game) error { return g.playExtra() }

// searchStream is the stream of the random source a playout deals with.
const searchStream = 0x6d657373 // "mess"

// determinizeFor deals again, with a random source seeded with draw,
// everything seat cannot see: the tiles still to draw and the other
// seats' hands (the core's), and the order of the messages no one has
// taken yet, which lie face down on top of the deck (those taken went
// under it face down in an order everyone saw). What is dealt is first
// put in a fixed order, so that the guess depends on what seat has seen
// and on draw, never on the real order.
func (g *Game) determinizeFor(seat int, draw uint64) {
	rng := g.core.Rand()
	rng.Seed(draw, searchStream)
	g.core.SortUnseenFor(seat)
	g.core.DeterminizeFor(seat)
	at, fresh := g.buf.deckAt[:0], g.buf.fresh[:0]
	for k := range g.size {
		i := (g.head + k) % len(g.deck)
		if !g.takenBefore(g.deck[i]) {
			at = append(at, i)
			fresh = append(fresh, g.deck[i])
		}
	}
	slices.Sort(fresh)
	engine.Shuffle(rng, fresh)
	for k, i := range at {
		g.deck[i] = fresh[k]
	}
	g.buf.deckAt, g.buf.fresh = at, fresh
}

// playoutBot plays every seat of a playout after the decision searched:
// tiles and followers at random (the core's fast sampler), the module's
// choices — figures, messages, the follower returned, crop circles — as
// the greedy bot makes them, which costs little and judges a figure or a
// message far better than chance.
type playoutBot struct {
	randomBot
	greedy greedyBot
}

func (b *playoutBot) Figure(g *Game, seat, points int) int { return b.greedy.Figure(g, seat, points) }

func (b *playoutBot) TakeAction(g *Game, mi int) bool { return b.greedy.TakeAction(g, mi) }

func (b *playoutBot) ReturnFollower(g *Game, fs []engine.Follower) int {
	return b.greedy.ReturnFollower(g, fs)
}

func (b *playoutBot) CropDeploy(g *Game, k int) bool { return b.greedy.CropDeploy(g, k) }

func (b *playoutBot) CropFollower(g *Game, seat int, deploy bool, fs []engine.Follower) int {
	return b.greedy.CropFollower(g, seat, deploy, fs)
}

// ChooseSpot places no follower half the time, else one on a spot at
// random: a playout's seats then keep followers for later tiles, as
// players do, rather than spend nearly all of them at once.
func (b *playoutBot) ChooseSpot(g *engine.Game, spots []engine.Spot) int {
	r := g.Rand().Uint64()
	if r&1 == 0 {
		return -1
	}
	return int((r >> 1) % uint64(len(spots)))
}
