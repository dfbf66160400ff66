package castle

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// MCTS is The Castle's search bot: flat Monte Carlo search over the
// options of each decision it is asked — where to place the tile together
// with the follower to put on it (one option each: placement and spot
// are searched jointly, as classic's search bot does), which completed
// territory scores next, whether to play a wall tile to double a scoring
// or for another turn, and which territory a wall tile scores at the end.
//
// A playout of an option copies the game as the turn began (the game
// keeps that snapshot and the turn's answers for it: trace.go), plays the
// turn again up to the decision with the answers it had (the tile drawn,
// the choices made, the wall tiles turned up), deals again what the
// deciding seat cannot see — the castle tiles still to draw and the wall
// tiles face down on the track's corners and in the box — answers the
// option, and plays the game to its end, final scoring included
// (playout.go), with a light policy: the two turns after the decision —
// the opponent's reply and the bot's next — as the greedy bot plays them,
// the rest at random with a follower half the time. Its reward is the margin over the other
// seat (search.Margin); the budget is spent by sequential halving over
// the options (search.Halving) on common draws, seeded from the game's
// random source, so a game is fixed by its seed.
type MCTS struct {
	// Playouts is the budget of a decision.
	Playouts int
	// Steps counts the turns the playouts have played, for benchmarks.
	Steps int64

	scratch *Game
	script  scriptChooser
	halving search.Halving
	joint   []jointMove
	spots   []engine.Spot
	scores  []int
	// follower is the spot chosen with the placement (-1 for none), for
	// the follower decision that follows it: the turn it was chosen in
	// (its trace's seq), and the number of answers the turn will have
	// given by then.
	follower           int
	followerSeq, after int
}

// jointMove is a placement with the follower spot put on its tile (-1
// for none).
type jointMove struct{ placement, spot int }

// NewMCTS returns a search bot with a budget of playouts a decision.
func NewMCTS(playouts int) *MCTS { return &MCTS{Playouts: playouts, followerSeq: -1} }

// Name says the bot and its budget: "mcts:1000".
func (b *MCTS) Name() string { return search.BotName(b.Playouts) }

// readsTurns: the search bot's game keeps its turns (turnReader).
func (*MCTS) readsTurns() {}

// Place searches the placements with the follower put on each and
// returns the best one's placement; Follower then puts its follower.
func (b *MCTS) Place(g *Game, ps []engine.Placement) int {
	t, me := b.prepare(g), g.current
	b.joint = b.joint[:0]
	for i, p := range ps {
		b.joint = append(b.joint, jointMove{placement: i, spot: -1})
		if g.core.Supply(me) == 0 {
			continue
		}
		// The spots of the tile once placed: the core's position is data,
		// copied as the turn stands.
		s := b.scratch.core
		s.CopyFrom(g.core)
		s.PlaceAt(p, me)
		b.spots = s.AppendSpotsFor(b.spots[:0], me)
		for j := range b.spots {
			b.joint = append(b.joint, jointMove{placement: i, spot: j})
		}
	}
	best := b.choose(g, t, me, callPlace, len(ps), len(b.joint), func(i int, forced []int) []int {
		return append(forced, b.joint[i].placement, b.joint[i].spot)
	})
	b.follower, b.followerSeq, b.after = b.joint[best].spot, t.seq, len(t.answers)+1
	return b.joint[best].placement
}

// Follower puts the follower chosen with the placement; a follower
// decision it did not choose the placement of is searched on its own.
func (b *MCTS) Follower(g *Game, spots []engine.Spot) int {
	t := b.prepare(g)
	if t.seq == b.followerSeq && len(t.answers) == b.after && b.follower < len(spots) {
		b.followerSeq = -1
		return b.follower
	}
	return b.choose(g, t, g.current, callSpot, len(spots), len(spots)+1, func(i int, forced []int) []int {
		return append(forced, i-1)
	}) - 1
}

// Order searches which of the completed territories ns scores next.
func (b *MCTS) Order(g *Game, seat int, ns []engine.Node) int {
	return b.choose(g, b.prepare(g), seat, callOrder, len(ns), len(ns), answerIndex)
}

// Double searches whether to play wall tile kind on the scoring of n.
func (b *MCTS) Double(g *Game, seat, kind int, _ engine.Node) bool {
	return b.choose(g, b.prepare(g), seat, callDouble, 2, 2, answerYes) == 0
}

// ExtraTurn searches whether to play wall tile kind for another turn now.
func (b *MCTS) ExtraTurn(g *Game, seat, kind int) bool {
	return b.choose(g, b.prepare(g), seat, callExtraTurn, 2, 2, answerYes) == 0
}

// WallTile searches which of targets wall tile kind scores at the end.
func (b *MCTS) WallTile(g *Game, seat, kind int, targets []Target) int {
	return b.choose(g, b.prepare(g), seat, callEndTile, len(targets), len(targets), answerIndex)
}

// answerIndex answers option i of a decision whose options are the
// chooser's.
func answerIndex(i int, forced []int) []int { return append(forced, i) }

// answerYes answers yes for option 0 and no for option 1.
func answerYes(i int, forced []int) []int { return append(forced, 1-i) }

// prepare returns the turn g keeps and readies the scratch game.
func (b *MCTS) prepare(g *Game) *turnTrace {
	if g.trace == nil {
		panic("castle: the search bot plays in a game that keeps its turns (PlayBots, NewMatch)")
	}
	if b.scratch == nil || !b.scratch.Twin(g) {
		b.scratch = g.NewTwin(false)
	}
	return g.trace
}

// choose spends the budget over the options of a decision of seat me —
// the chooser's call of kind at with n choices, which the playouts check
// they reach — and returns the best; answer appends the chooser's answers
// option i gives from the decision on.
func (b *MCTS) choose(g *Game, t *turnTrace, me int, at call, n, options int, answer func(i int, forced []int) []int) int {
	if options <= 1 {
		return 0
	}
	seed := g.core.Rand().Uint64()
	return b.halving.Choose(options, b.Playouts, seed, func(i int, draw uint64) float64 {
		c := &b.script
		c.forced = answer(i, c.forced[:0])
		return b.playout(t, me, at, n, draw)
	})
}

// playout plays the turn again from its start to the decision, the
// option's answers, and the game to its end, and returns seat me's
// reward.
func (b *MCTS) playout(t *turnTrace, me int, at call, n int, draw uint64) float64 {
	s, c := b.scratch, &b.script
	s.CopyFrom(t.start)
	c.begin(t.answers, at, n, draw)
	if err := s.Play(c); err != nil {
		panic("castle: a playout of the search stopped: " + err.Error())
	}
	b.Steps += int64(c.steps)
	b.scores = b.scores[:0]
	for seat := range s.names {
		b.scores = append(b.scores, s.core.Score(seat))
	}
	return search.Margin(b.scores, me)
}
