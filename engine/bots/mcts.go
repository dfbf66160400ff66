package bots

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// DefaultPlayouts is the search bot's budget when its name gives none
// ("mcts" is "mcts:1000").
const DefaultPlayouts = 1000

// MCTS is a search bot: Monte Carlo search over its turn's moves —
// every placement with every follower it allows, or none — where each
// playout copies the game as it stands (engine.Game.CopyFrom), guesses the
// unseen draw order anew (a determinization: the statistics of a move are
// shared across all of them, as in information-set Monte Carlo tree
// search), plays the move, and plays the game to its end with random
// players, final scoring included (so farmers count). The move to try
// next is the one with the best upper confidence bound (UCB1); the move
// played is the one tried most. Its randomness comes from the game's
// random source, so a game is fixed by its seed.
//
// The search is flat: it keeps statistics for its own moves only, not for
// the turns after them (those are played at random). Playouts is its
// budget per decision.
type MCTS struct {
	Playouts int
	// Exploration is UCB1's constant (√2 when zero).
	Exploration float64

	scratch *engine.Game
	actions []mctsAction
	spots   []engine.Spot
	player  engine.Player
	chosen  int // the feature of the follower chosen with the placement, -1 for none
}

// mctsAction is one move of the turn: a placement and a follower spot
// (Feature -1: none), with its playouts and their summed reward.
type mctsAction struct {
	placement int
	spot      engine.Spot
	follower  bool
	visits    int
	reward    float64
}

// NewMCTS returns a search bot with a budget of playouts per decision.
func NewMCTS(playouts int) *MCTS { return &MCTS{Playouts: playouts, chosen: -1} }

// ParseMCTS reads a search bot's name: "mcts" or "mcts:N", N playouts per
// decision.
func ParseMCTS(name string) (*MCTS, bool, error) {
	base, budget, hasBudget := strings.Cut(name, ":")
	if base != "mcts" {
		return nil, false, nil
	}
	if !hasBudget {
		return NewMCTS(DefaultPlayouts), true, nil
	}
	n, err := strconv.Atoi(budget)
	if err != nil || n < 1 || n > 1_000_000 {
		return nil, true, fmt.Errorf("%q: give mcts:N with N playouts per decision, from 1 to 1000000 (mcts alone is mcts:%d)", name, DefaultPlayouts)
	}
	return NewMCTS(n), true, nil
}

// Name says the bot and its budget: "mcts:1000".
func (b *MCTS) Name() string { return fmt.Sprintf("mcts:%d", b.Playouts) }

// ChoosePlacement searches the turn's moves and returns the placement of
// the best; ChooseSpot then puts the follower chosen with it.
func (b *MCTS) ChoosePlacement(g *engine.Game, ps []engine.Placement) int {
	if b.scratch == nil || !b.fits(g) {
		b.scratch = g.NewTwin()
	}
	b.listActions(g, ps)
	me := g.Current()
	seed := g.Rand().Uint64()
	c := b.Exploration
	if c == 0 {
		c = math.Sqrt2
	}
	for i := range max(b.Playouts, 1) {
		a := b.pick(i, c)
		b.actions[a].reward += b.playout(g, ps, &b.actions[a], me, seed+uint64(i))
		b.actions[a].visits++
	}
	best := 0
	for i, a := range b.actions {
		if a.visits > b.actions[best].visits || a.visits == b.actions[best].visits && a.reward > b.actions[best].reward {
			best = i
		}
	}
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

// pick chooses the move to try in playout i: each once, then by UCB1.
func (b *MCTS) pick(i int, c float64) int {
	if i < len(b.actions) {
		return i
	}
	logN := math.Log(float64(i))
	best, bestScore := 0, math.Inf(-1)
	for j, a := range b.actions {
		score := a.reward/float64(a.visits) + c*math.Sqrt(logN/float64(a.visits))
		if score > bestScore {
			best, bestScore = j, score
		}
	}
	return best
}

// playout plays move a on a copy of g with the unseen tiles shuffled,
// then the game to its end at random, and returns the reward for seat me.
func (b *MCTS) playout(g *engine.Game, ps []engine.Placement, a *mctsAction, me int, seed uint64) float64 {
	s := b.scratch
	s.CopyFrom(g)
	s.Rand().Seed(seed, 0x6d637473)
	s.ShuffleUnseen()
	s.PlaceUnchecked(ps[a.placement])
	if a.follower {
		s.DeployUnchecked(a.spot)
	}
	s.EndTurn()
	random := Random{}
	for s.Begin() {
		b.player.Turn(s, random)
	}
	return reward(s, me)
}

// reward is seat me's result in a finished game, from 0 to 1: mostly
// whether it won (a shared top score is half a win), and a little its
// margin over the best other seat, so that among moves that all win or
// all lose the search still prefers the larger margin.
func reward(g *engine.Game, me int) float64 {
	best := math.MinInt
	for seat := range g.Players() {
		if seat != me {
			best = max(best, g.Score(seat))
		}
	}
	margin := g.Score(me) - best
	win := 0.5
	switch {
	case margin > 0:
		win = 1
	case margin < 0:
		win = 0
	}
	return 0.8*win + 0.2*(0.5+0.5*math.Tanh(float64(margin)/30))
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
