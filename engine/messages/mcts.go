package messages

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// MCTS is the Messages module's search bot ("mcts", "mcts:N"): flat
// information-set Monte Carlo search over the options of every decision
// it is asked — a placement with its follower (searched as one move), a
// score figure, a message's action or seal, the follower a message scores
// and returns, a crop circle's choice and its follower. A decision is
// asked from inside the turn's call stack, which no copy takes, so each
// playout copies the game as its turn began (the game keeps it for search
// bots: keepTurns), replays the turn so far with the answers the game was
// given, then at the decision deals again what the deciding seat cannot
// see — the tiles still to draw, the other hands, the order of the
// messages no one has taken (determinizeFor) — plays the option, and
// plays the game to its end with a light policy for every seat (tiles at
// random, a follower half the time, the module's choices as greedy makes
// them: playoutBot), final scoring included. The reward is the margin over the best other seat
// (search.Margin); the budget is spent by sequential halving on common
// draw orders (search.Halving), seeded from the game's random source, so
// a game is fixed by its seed. The search is flat: statistics are kept
// for the decision's own options only.
type MCTS struct {
	// Playouts is the budget per decision.
	Playouts int
	// Steps counts the turns the playouts have played, for benchmarks.
	Steps int64

	scratch *Game
	// start and answers are the bot's own copy of the turn's start and
	// of the answers given in it, taken once a decision: the playouts
	// never read the live game, which a match closed meanwhile may change.
	start   *Game
	answers []answer
	halving search.Halving
	pc      playoutChooser
	moves   []jointMove
	spots   []engine.Spot
	scores  []int
	// chosen is the move of the last placement searched; its follower is
	// placed when the spot decision comes at log length chosenAt.
	chosen   jointMove
	chosenAt int
}

// jointMove is an option of a place-tile search: a placement, and a
// follower spot on its tile when follower is set.
type jointMove struct {
	p        engine.Placement
	spot     engine.Spot
	follower bool
}

// searcher is a bot that searches by replaying the turn under way: the
// game keeps its turns for it (keepTurns).
type searcher interface{ replaysTurns() }

func (*MCTS) replaysTurns() {}

// NewMCTS returns a search bot with a budget of playouts per decision.
func NewMCTS(playouts int) *MCTS { return &MCTS{Playouts: playouts, chosenAt: -1} }

// Name says the bot and its budget: "mcts:1000".
func (b *MCTS) Name() string { return search.BotName(b.Playouts) }

// gameOf is the Messages game whose core is core.
func gameOf(core *engine.Game) *Game {
	r, ok := core.Rules().(*Rules)
	if !ok {
		panic("messages: the search bot plays games of the Messages module only")
	}
	return r.g
}

// ChoosePlacement searches every placement with every follower it allows,
// or none, and returns the placement of the best; ChooseSpot then puts
// the follower chosen with it.
func (b *MCTS) ChoosePlacement(core *engine.Game, ps []engine.Placement) int {
	g := gameOf(core)
	b.ready(g)
	b.listMoves(g, ps)
	best := b.search(g, engine.DecidePlacement, len(b.moves), core.Current())
	b.chosen, b.chosenAt = b.moves[best], core.LogLen()+1
	for i, p := range ps {
		if p == b.chosen.p {
			return i
		}
	}
	panic("messages: the search bot's move is not among the placements")
}

// listMoves lists every placement with no follower and with each spot of
// its tile.
func (b *MCTS) listMoves(g *Game, ps []engine.Placement) {
	b.moves = b.moves[:0]
	deploy := g.core.Supply(g.core.Current()) > 0
	look := b.scratch.core
	for _, p := range ps {
		b.moves = append(b.moves, jointMove{p: p})
		if !deploy {
			continue
		}
		look.CopyFrom(g.core)
		look.PlaceUnchecked(p)
		b.spots = look.AppendSpots(b.spots[:0])
		for _, s := range b.spots {
			b.moves = append(b.moves, jointMove{p: p, spot: s, follower: true})
		}
	}
}

// ChooseSpot puts the follower chosen with the placement; asked a spot
// decision it did not choose with a placement, it searches it.
func (b *MCTS) ChooseSpot(core *engine.Game, spots []engine.Spot) int {
	if core.LogLen() == b.chosenAt {
		b.chosenAt = -1
		if !b.chosen.follower {
			return -1
		}
		for i, s := range spots {
			if s == b.chosen.spot {
				return i
			}
		}
	}
	g := gameOf(core)
	b.ready(g)
	return b.search(g, engine.DecideFollower, 1+len(spots), core.Current()) - 1
}

// Figure searches which of seat's figures moves the points.
func (b *MCTS) Figure(g *Game, seat, _ int) int {
	b.ready(g)
	return b.search(g, DecideFigure, g.rules.params.Figures, seat)
}

// TakeAction searches whether to carry out message mi's action (option
// 0) or take its seal (option 1).
func (b *MCTS) TakeAction(g *Game, _ int) bool {
	b.ready(g)
	return b.search(g, DecideMessage, 2, g.active) == 0
}

// ReturnFollower searches which follower message "score and return"
// scores and returns.
func (b *MCTS) ReturnFollower(g *Game, fs []engine.Follower) int {
	b.ready(g)
	return b.search(g, DecideReturn, len(fs), g.active)
}

// CropDeploy searches whether every player adds a follower (option 0) or
// takes one back (option 1).
func (b *MCTS) CropDeploy(g *Game, _ int) bool {
	b.ready(g)
	return b.search(g, DecideCrop, 2, g.active) == 0
}

// CropFollower searches which of seat's followers gets a follower beside
// it or goes back (with deploy, option 0 passes).
func (b *MCTS) CropFollower(g *Game, seat int, deploy bool, fs []engine.Follower) int {
	b.ready(g)
	first := flag(deploy)
	return b.search(g, DecideCropFollower, first+len(fs), seat) - first
}

// ready makes the scratch game a game of g's set-up, and the playouts'
// players one per seat.
func (b *MCTS) ready(g *Game) {
	if g.kept == nil {
		panic("messages: the search bot plays in a game that keeps its turns (PlayBots and NewMatch keep them)")
	}
	if b.scratch == nil || !b.scratch.sameSetup(g) {
		b.scratch, b.start = g.newTwin(), g.newTwin()
	}
	if n := len(g.core.Players()); len(b.pc.rollout.seats) != n {
		b.pc.rollout.seats = make([]Bot, n)
		for i := range n {
			b.pc.rollout.seats[i] = &playoutBot{}
		}
	}
}

// search returns the option of decision kind, asked of seat me with n
// options, that sequential halving finds best.
func (b *MCTS) search(g *Game, kind engine.DecisionKind, n, me int) int {
	if n <= 1 {
		return 0
	}
	b.start.CopyFrom(g.kept.start)
	b.answers = append(b.answers[:0], g.kept.answers...)
	return b.halving.Choose(n, b.Playouts, g.core.Rand().Uint64(), func(option int, draw uint64) float64 {
		return b.playout(kind, option, me, draw)
	})
}

// playout plays option of decision kind on a copy of the turn's start,
// replayed to the decision with what seat me cannot see dealt again from
// draw, then plays the game to its end (playoutBot), and returns me's
// reward.
func (b *MCTS) playout(kind engine.DecisionKind, option, me int, draw uint64) float64 {
	s := b.scratch
	s.CopyFrom(b.start)
	b.pc.start(b.answers, kind, option, me, draw)
	if kind == engine.DecidePlacement {
		b.pc.move = b.moves[option]
	}
	b.pc.steps = 0
	// A playout's game stops early only on a chain of messages without
	// end (maxChain), which the playouts' greedy choices end long before:
	// it would be scored as it stands.
	_ = s.playOn(&b.pc)
	b.Steps += b.pc.steps
	b.scores = b.scores[:0]
	for seat := range s.core.Players() {
		b.scores = append(b.scores, s.core.Score(seat))
	}
	return search.Margin(b.scores, me)
}
