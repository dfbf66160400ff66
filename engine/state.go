package engine

import (
	"errors"
	"math"
)

// Errors of chance events.
var (
	ErrNoChance  = errors.New("no chance event is pending")
	ErrNoOutcome = errors.New("that outcome cannot happen")
)

// State is a game in progress as plain data: the match protocol (Pending,
// Answer) over a value with an explicit phase, which can be copied at any
// pending decision, whose chance events are explicit, and which can deal
// again what a seat has not seen. It is what a search plays on, what a
// record replays through and what a match is (after OpenSpiel's State:
// CurrentPlayer and LegalActions are Pending, ApplyAction is Answer,
// IsChanceNode and ChanceOutcomes are Chance, ResampleFromInfostate is
// Redeal, Returns is Reward).
//
// A state moves in steps: at a chance event (Chance() != nil) it waits
// for an outcome, which Deal takes the way the game was dealt (its seeded
// pile) and Force takes from a record; at a decision it waits for an
// answer. Pending deals every chance event that stands before the next
// decision, so a caller that knows nothing of chance plays the game as
// dealt.
//
// Copies: Clone returns a state of the same set-up, into which CopyFrom
// copies any later position of the same game without allocating once its
// buffers have grown. Pending, Answer, Chance, Deal, Force, Redeal and
// CopyFrom allocate nothing on a warm state.
type State interface {
	Match
	// Over reports whether the game has ended (its final scoring run):
	// Pending is then nil.
	Over() bool
	// Seats is the number of seats (players).
	Seats() int
	// Scores appends each seat's score (a cooperative game: the team's
	// result as one score, first).
	Scores(dst []int) []int
	// Reward is how good the game so far is for seat (TeamSeat: the
	// team), from 0 to 1: what a search maximises when that seat decides.
	Reward(seat int) float64
	// Chance is the chance event the state stands at, or nil when its next
	// step is a decision (or the game is over). Before it says so, the
	// state plays on as far as it can without chance or a decision: after
	// the last answer of a game, Chance runs its final scoring.
	Chance() ChanceEvent
	// Deal takes the pending chance event's outcome the way the game was
	// dealt and returns it; -1 when no chance event is pending.
	Deal() int
	// Force takes outcome o of the pending chance event (a record's draw),
	// or says why it cannot happen.
	Force(o int) error
	// Redeal reseeds the state's random source with seed and deals again,
	// with it, everything seat cannot see (the tiles still to draw, the
	// other seats' hidden tiles, a shuffled deck): a determinization. What
	// seat sees, and so every decision seat takes, is unchanged. What it
	// deals depends only on what seat has seen and on seed, never on the
	// real order of what seat has not seen (put the unseen in one fixed
	// order first, as Game.SortUnseenFor does).
	Redeal(seat int, seed uint64)
	// Rand is the game's random source: a bot that needs randomness draws
	// from it, so that a game is fixed by its seed.
	Rand() *Rand
	// Clone returns an independent copy of the state.
	Clone() State
	// CopyFrom makes the state a copy of src, a Clone of it or a state the
	// same Clone was made from; anything else is a programmer's error.
	CopyFrom(src State)
}

// Rollouter is a state with a playout policy of its own, faster or wiser
// than answering uniformly at random: Rollout plays the game to its end,
// dealing chance events as the state deals them and taking every decision
// with the random source of the state (reseeded by Redeal). A ruleset may
// end a playout sooner, at a horizon of its own: the state is then over,
// and its Reward is the ruleset's estimate of the rest (The City scores
// its open streets and markets; Mists weighs its figures).
type Rollouter interface {
	Rollout()
}

// Shortlister is a state whose judgement can narrow a search's choice at
// the pending decision: Candidates appends to dst the options a search
// should weigh when it can afford most of them (every option when there
// are no more than most). A small budget spread over every option of a
// large decision (a placement among a hundred) is spread thin; a
// ruleset's judgement rules most of them out. It draws nothing from the
// game's random source.
type Shortlister interface {
	Candidates(most int, dst []int) []int
}

// TreeGrowth is a state whose playout policy tells a search's options
// apart better than the search's own first tries below the decision: a
// node of the tree opens (and its options are tried, by UCB1) only once
// ExpandAfter playouts have passed through it; until then they play on by
// the policy from there. At 1, every node opens on its second visit.
type TreeGrowth interface {
	ExpandAfter() int
}

// ChanceKind names a chance event as records spell it.
type ChanceKind string

// The chance events of the core: the next tile drawn from the pile.
// Rulesets add their own kinds (a message drawn, wall tiles dealt).
const ChanceDraw ChanceKind = "draw-tile"

// ChanceEvent is what a state waits for from chance: one of a fixed space
// of outcomes (a draw's outcomes are the set's tile kinds, numbered as
// Set.Tiles), each with a weight (how many ways it can happen now: the
// copies left of a tile kind; 0 when it cannot).
type ChanceEvent interface {
	Kind() ChanceKind
	// Outcomes is the size of the outcome space.
	Outcomes() int
	// Outcome describes outcome i (0 <= i < Outcomes()).
	Outcome(i int) ChanceOutcome
}

// ChanceOutcome is one outcome of a chance event: its stable encoding as
// a record logs it, a label, and its weight.
type ChanceOutcome struct {
	JSON   string
	Label  string
	Weight int
}

// DealAll deals every chance event s stands at, the way the game was
// dealt, until a decision is pending or the game is over.
func DealAll(s State) {
	for s.Chance() != nil {
		s.Deal()
	}
}

// MarginReward is the reward of seat me in a competitive game, from 0 to
// 1: its margin over the best other seat, squashed (a margin of 20
// points is worth 0.88). The margin rather than the win alone: a
// playout's winner is noisy, its margin says more, and a search wins
// more often for it (against classic's greedy bot, 87% of games instead
// of 76% with a reward of mostly wins).
func MarginReward(scores []int, me int) float64 {
	best := math.MinInt
	for seat, s := range scores {
		if seat != me {
			best = max(best, s)
		}
	}
	if best == math.MinInt {
		best = 0
	}
	return 0.5 + 0.5*math.Tanh(float64(scores[me]-best)/20)
}

// Scores appends each seat's score.
func (g *Game) Scores(dst []int) []int { return append(dst, g.score[:len(g.names)]...) }

// MarginReward is seat's margin over the best other seat, squashed
// (MarginReward): the reward of a competitive ruleset's state.
func (g *Game) MarginReward(seat int) float64 { return MarginReward(g.score[:len(g.names)], seat) }
