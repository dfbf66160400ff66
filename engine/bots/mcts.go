package bots

import (
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

// DefaultPlayouts is the search bot's budget when its name gives none
// ("mcts" is "mcts:1000").
const DefaultPlayouts = search.DefaultPlayouts

// MCTS is classic's flat search bot ("mcts1", kept to measure the tree
// search "mcts" of engine/search against): Monte Carlo search over its turn's moves —
// every placement with every follower it allows, or none — where each
// playout copies the game as it stands (engine.Game.CopyFrom), guesses the
// unseen draw order anew (a determinization: the statistics of a move are
// shared across all of them, as in information-set Monte Carlo tree
// search), plays the move, and plays the game to its end with random
// players, final scoring included (so farmers count). The budget is spent
// by sequential halving over the moves, on common draw orders; its
// randomness comes from the game's random source, so a game is fixed by
// its seed.
//
// The search is flat: it keeps statistics for its own moves only, not for
// the turns after them (those are played at random). Playouts is its
// budget per decision; every move gets a playout in each round of
// halving, so a turn of many moves (hands of several tiles) spends up to
// about twice as many playouts as it has moves.
type MCTS struct {
	Playouts int
	// Steps counts the turns the playouts have played, for benchmarks.
	Steps int64

	scratch *engine.Game
	// seen is the game at the decision with the tiles the bot cannot see
	// in a fixed order (engine.Game.SortUnseenFor).
	seen    *engine.Game
	actions []mctsAction
	halving search.Halving
	scores  []int
	spots   []engine.Spot
	player  engine.Player
	chosen  int // the feature of the follower chosen with the placement, -1 for none
}

// mctsAction is one move of the turn: a placement, and a follower spot
// when follower is set.
type mctsAction struct {
	placement int
	spot      engine.Spot
	follower  bool
}

// NewMCTS returns a search bot with a budget of playouts per decision.
func NewMCTS(playouts int) *MCTS { return &MCTS{Playouts: playouts, chosen: -1} }

// ParseMCTS reads the flat search bot's name: "mcts1" or "mcts1:N", N
// playouts per decision.
func ParseMCTS(name string) (*MCTS, bool, error) {
	n, ok, err := search.ParseFlatName(name)
	if !ok || err != nil {
		return nil, ok, err
	}
	return NewMCTS(n), true, nil
}

// Name says the bot and its budget: "mcts1:1000".
func (b *MCTS) Name() string { return search.FlatBotName(b.Playouts) }

// ChoosePlacement searches the turn's moves and returns the placement of
// the best; ChooseSpot then puts the follower chosen with it.
func (b *MCTS) ChoosePlacement(g *engine.Game, ps []engine.Placement) int {
	if b.scratch == nil || !b.fits(g) {
		b.scratch, b.seen = g.NewTwin(), g.NewTwin()
	}
	b.listActions(g, ps)
	me := g.Current()
	// The playouts start from what seat me has seen: the tiles it cannot
	// see put in one fixed order, so that its guesses at them never
	// depend on their real order.
	b.seen.CopyFrom(g)
	b.seen.SortUnseenFor(me)
	best := b.halving.Choose(len(b.actions), b.Playouts, g.Rand().Uint64(), func(i int, draw uint64) float64 {
		return b.playout(ps, &b.actions[i], me, draw)
	})
	b.chosen = -1
	if b.actions[best].follower {
		b.chosen = b.actions[best].spot.Feature
	}
	return b.actions[best].placement
}

// fits reports whether the scratch game is a twin of g.
func (b *MCTS) fits(g *engine.Game) bool { return b.scratch.Twin(g) }

// listActions lists every placement with no follower and with each spot
// it allows.
func (b *MCTS) listActions(g *engine.Game, ps []engine.Placement) {
	b.actions = b.actions[:0]
	for i, p := range ps {
		b.actions = append(b.actions, mctsAction{placement: i})
		if g.Supply(g.Current()) == 0 {
			continue
		}
		b.scratch.CopyFrom(g)
		b.scratch.PlaceUnchecked(p)
		b.spots = b.scratch.AppendSpots(b.spots[:0])
		for _, s := range b.spots {
			b.actions = append(b.actions, mctsAction{placement: i, spot: s, follower: true})
		}
	}
}

// playout plays move a on a copy of the game as seat me has seen it, with
// the unseen tiles shuffled, then the game to its end at random, and
// returns the reward for seat me.
func (b *MCTS) playout(ps []engine.Placement, a *mctsAction, me int, seed uint64) float64 {
	s := b.scratch
	s.CopyFrom(b.seen)
	s.Rand().Seed(seed, 0x6d637473)
	s.DeterminizeFor(me)
	s.PlaceUnchecked(ps[a.placement])
	if a.follower {
		s.DeployUnchecked(a.spot)
	}
	s.EndTurn()
	for s.Begin() {
		b.player.Turn(s, playoutPolicy{})
		b.Steps++
	}
	b.scores = b.scores[:0]
	for seat := range s.Players() {
		b.scores = append(b.scores, s.Score(seat))
	}
	return search.Margin(b.scores, me)
}

// ChooseSpot puts the follower chosen with the placement, if any.
func (b *MCTS) ChooseSpot(_ *engine.Game, spots []engine.Spot) int {
	for i, s := range spots {
		if s.Feature == b.chosen {
			return i
		}
	}
	return -1
}

// playoutPolicy plays a search's playouts: placements uniformly at
// random, and a follower on half the tiles that have a spot for one
// (uniformly among the spots). Random play puts a follower on nearly
// every tile (none is one choice among several spots), which runs the
// supply dry early and makes every playout a scramble for the last
// followers; the Messages and Castle searches found the same.
type playoutPolicy struct{ Random }

// ChooseSpot puts a follower on half the tiles.
func (playoutPolicy) ChooseSpot(g *engine.Game, spots []engine.Spot) int {
	if g.Rand().IntN(2) == 0 {
		return -1
	}
	return g.Rand().IntN(len(spots))
}
