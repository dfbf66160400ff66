package search

import (
	"math"

	"github.com/tilesmith/tilesmith/engine"
)

// MCTS is information-set Monte Carlo tree search (Cowling, Powley and
// Whitehouse, 2012, single observer) over any engine.State: one tree over
// every decision and chance event that follows the decision, whatever its
// kind. Each iteration copies the game, deals again what the deciding
// seat cannot see (a determinization, new at every iteration), answers an
// option of the decision, walks down the tree — at a decision by UCB1
// from the point of view of the seat that decides there, at a chance event
// along the outcome the determinization deals — adds one node, plays to
// the end by the game's playout policy, and credits every seat's reward to
// the choices on its way. The decision's own options share the budget by
// sequential halving (Halving), on common deals, as the flat search's do
// (SHOT, Cazenave 2015: halving at the root, UCB below): it aims at the
// best option rather than at the reward of the playouts. A state that can
// shortlist the decision's options (engine.Shortlister) has its best
// max(4, budget/25) weighed, and below the root its best shortlistBelow.
// A state whose playout policy is worth more than the tree's first tries
// (engine.TreeGrowth) has a node opened only after that many visits.
//
// A node's options are numbered as its decision numbers them. Where two
// determinizations give the same node different decisions (a seat's
// hidden tiles dealt otherwise), the walk stops there and plays out. The
// tree lives in slices reused from one decision to the next: a warm search
// allocates nothing.
type MCTS struct {
	Playouts int
	// Explore is UCB1's exploration constant for rewards from 0 to 1.
	Explore float64
	root
	nodes    []node
	children []int32 // each node's children, a block per node: -1 for none yet
	path     []int32
	rewards  []float64
	picks    []int32 // the options a node below the root weighs, a block per shortlisted node
	cands    []int   // a shortlist being read
	// expandAt is how many visits open a node: the state's ExpandAfter
	// (engine.TreeGrowth), else 1.
	expandAt int32
	rng      engine.Rand
}

// node is a position of the tree: a decision, a chance event or the end.
type node struct {
	visits int32
	kind   nodeKind
	seat   int32 // the seat that decides (TeamSeat for the team)
	n      int32 // options, or chance outcomes
	block  int32 // where its children start in MCTS.children
	// options is the decision's number of options; picks, when not -1, is
	// where the options its children stand for start in MCTS.picks (a
	// shortlist), else child i is option i.
	options int32
	picks   int32
	shape   engine.DecisionKind
	reward  float64 // summed reward of the seat that chose this node
}

type nodeKind uint8

const (
	unknown  nodeKind = iota // not visited again since it was added
	decision                 // a decision by seat
	chance                   // a chance event
	end                      // the game is over
)

// DefaultExplore is UCB1's exploration constant below the root. The
// rewards are squashed margins whose options differ by a few hundredths,
// so less exploration than UCB1's √2 serves: against the flat search,
// mcts:1000 scored 60% of 40 Messages games with 0.25 and 38% of 60 with
// 0.7 (classic 57% of 60 and 53%, The Castle 73% of 20 and 75%, The City
// 45% of 20 and 40%).
const DefaultExplore = 0.25

// NewMCTS returns a tree search with a budget of iterations (playouts) per
// decision.
func NewMCTS(playouts int) *MCTS { return &MCTS{Playouts: playouts, Explore: DefaultExplore} }

// Name says the search and its budget: "mcts:1000".
func (t *MCTS) Name() string { return BotName(t.Playouts) }

// Decide searches the decision and returns the option halving
// recommends at the root; the search is fixed by a number drawn from the
// game's random source.
func (t *MCTS) Decide(m engine.Match, d engine.Decision) (int, error) {
	return t.decide(m, d, t.Name(), t.Playouts, func(seed uint64) { t.plant(d, seed) }, t.iterate)
}

// plant starts a new tree at decision d, its random source seeded.
func (t *MCTS) plant(d engine.Decision, seed uint64) {
	t.rng.Seed(seed, 0x74726565)
	t.nodes, t.children, t.picks = t.nodes[:0], t.children[:0], t.picks[:0]
	t.expandAt = 1
	if g, ok := t.play.(engine.TreeGrowth); ok {
		t.expandAt = int32(max(1, g.ExpandAfter()))
	}
	t.open(t.add(), decision, d, nil)
}

// iterate answers the root's option on s's copy, walks down the tree
// below it, adds a node, plays out, credits the rewards, and returns the
// reward of seat me.
func (t *MCTS) iterate(s engine.State, option, me int) float64 {
	t.path = append(t.path[:0], 0)
	if err := s.Answer(option); err != nil {
		panic("search: an option of the decision cannot be answered on its copy: " + err.Error())
	}
	at := t.child(0, option)
	t.path = append(t.path, at)
walk:
	for t.nodes[at].visits >= t.expandAt {
		nd := &t.nodes[at]
		if ev := s.Chance(); ev != nil {
			if nd.kind == unknown {
				t.open(at, chance, nil, nil)
				nd = &t.nodes[at]
				nd.n = int32(ev.Outcomes())
				t.grow(at)
			}
			if nd.kind != chance || int(nd.n) != ev.Outcomes() {
				break walk
			}
			at = t.child(at, s.Deal())
			t.path = append(t.path, at)
			continue
		}
		d := s.Pending()
		if d == nil {
			t.nodes[at].kind = end
			break walk
		}
		if nd.kind == unknown {
			t.open(at, decision, d, s)
			nd = &t.nodes[at]
		}
		if nd.kind != decision || nd.shape != d.Kind() || int(nd.options) != d.Options() || int(nd.seat) != d.Seat() {
			break walk
		}
		i := t.choose(at)
		option := i
		if nd.picks >= 0 {
			option = int(t.picks[int(nd.picks)+i])
		}
		if err := s.Answer(option); err != nil {
			panic("search: an option of a decision cannot be answered: " + err.Error())
		}
		at = t.child(at, i)
		t.path = append(t.path, at)
	}
	if !s.Over() {
		playOut(s)
	}
	t.credit(s)
	return s.Reward(me)
}

// credit adds the playout's rewards along the path: each node the reward
// of the seat that chose it (its parent's decider), asked of the game once
// per seat.
func (t *MCTS) credit(s engine.State) {
	t.rewards = t.rewards[:0]
	for range s.Seats() + 1 {
		t.rewards = append(t.rewards, math.NaN())
	}
	t.nodes[t.path[0]].visits++
	for k := 1; k < len(t.path); k++ {
		parent, c := &t.nodes[t.path[k-1]], &t.nodes[t.path[k]]
		c.visits++
		if parent.kind == decision {
			r := &t.rewards[parent.seat+1]
			if math.IsNaN(*r) {
				*r = s.Reward(int(parent.seat))
			}
			c.reward += *r
		}
	}
}

// choose picks a decision node's option by UCB1 from its decider's point
// of view; options not yet tried come first, in a random order.
func (t *MCTS) choose(at int32) int {
	nd := &t.nodes[at]
	n := int(nd.n)
	kids := t.children[nd.block : int(nd.block)+n]
	start := t.rng.IntN(n)
	logN := math.Log(float64(nd.visits + 1))
	best, bestV := 0, math.Inf(-1)
	for k := range n {
		i := start + k
		if i >= n {
			i -= n
		}
		c := kids[i]
		if c < 0 || t.nodes[c].visits == 0 {
			return i
		}
		v := float64(t.nodes[c].visits)
		u := t.nodes[c].reward/v + t.Explore*math.Sqrt(logN/v)
		if u > bestV {
			best, bestV = i, u
		}
	}
	return best
}

// child returns the child of node at along option or outcome i, adding it.
func (t *MCTS) child(at int32, i int) int32 {
	slot := int(t.nodes[at].block) + i
	if c := t.children[slot]; c >= 0 {
		return c
	}
	c := t.add()
	t.children[slot] = c
	return c
}

// add adds an unvisited node of unknown kind.
func (t *MCTS) add() int32 {
	t.nodes = append(t.nodes, node{})
	return int32(len(t.nodes) - 1)
}

// open makes node at a decision node of d (or a chance node, d nil, whose
// outcomes the caller sets) with no children yet. Below the root (s not
// nil), a decision of a state that shortlists its options
// (engine.Shortlister) weighs only its best shortlistBelow.
func (t *MCTS) open(at int32, k nodeKind, d engine.Decision, s engine.State) {
	nd := &t.nodes[at]
	nd.kind, nd.picks = k, -1
	if d == nil {
		return
	}
	nd.seat, nd.n, nd.options, nd.shape = int32(d.Seat()), int32(d.Options()), int32(d.Options()), d.Kind()
	if sl, ok := s.(engine.Shortlister); ok && d.Options() > shortlistBelow {
		from := len(t.picks)
		t.cands = sl.Candidates(shortlistBelow, t.cands[:0])
		for _, o := range t.cands {
			t.picks = append(t.picks, int32(o))
		}
		nd.picks, nd.n = int32(from), int32(len(t.picks)-from)
	}
	t.grow(at)
}

// shortlistBelow is how many options a shortlisted decision below the
// root weighs.
const shortlistBelow = 4

// grow gives node at a block of children, none yet.
func (t *MCTS) grow(at int32) {
	nd := &t.nodes[at]
	nd.block = int32(len(t.children))
	for range nd.n {
		t.children = append(t.children, -1)
	}
}
