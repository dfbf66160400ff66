// Package search is what every ruleset's search bot shares: the bot's
// name and budget ("mcts:N"), the way a decision's budget of playouts is
// spent over its options (sequential halving on common draw orders), and
// the reward of a finished playout. A ruleset's bot supplies the playout:
// a copy of its game at the decision, with what the deciding seat cannot
// see dealt again (a determinization: the statistics of an option are
// shared across all of them, as in information-set Monte Carlo tree
// search), the option played, and the game played on to its end.
package search

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/engine"
)

// Name is the search bot's name, as agents are named.
const Name = "mcts"

// DefaultPlayouts is the search bot's budget when its name gives none
// ("mcts" is "mcts:1000").
const DefaultPlayouts = 1000

// ParseName reads a search bot's name: "mcts" or "mcts:N", N playouts
// per decision. ok is false for any other bot's name.
func ParseName(name string) (playouts int, ok bool, err error) {
	return parseBudget(name, Name)
}

// parseBudget reads the name of search want: "want" or "want:N".
func parseBudget(name, want string) (playouts int, ok bool, err error) {
	base, budget, hasBudget := strings.Cut(name, ":")
	if base != want {
		return 0, false, nil
	}
	if !hasBudget {
		return DefaultPlayouts, true, nil
	}
	n, err := strconv.Atoi(budget)
	if err != nil || n < 1 || n > 1_000_000 {
		return 0, true, fmt.Errorf("%q: give %s:N with N playouts per decision, from 1 to 1000000 (%s alone is %s:%d)", name, want, want, want, DefaultPlayouts)
	}
	return n, true, nil
}

// BotName says the search bot with its budget: "mcts:1000".
func BotName(playouts int) string { return budgetName(Name, playouts) }

// budgetName says a search and its budget: "mcts:1000".
func budgetName(base string, playouts int) string { return fmt.Sprintf("%s:%d", base, playouts) }

// Help says how to give the search bot a budget, for listings of agents.
func Help() string {
	return fmt.Sprintf("the search bot (a tree over every decision); mcts:N thinks N playouts a decision (mcts alone: %d)", DefaultPlayouts)
}

// NewAgent returns an agent every ruleset plays by the match protocol
// alone: the tree search a name gives ("mcts", "mcts:N"), or an agent of
// a registered kind ("ext:./mybot", engine.AgentKind); ok is false for
// any other name (a ruleset's own bots).
func NewAgent(name string) (a engine.NamedAgent, ok bool, err error) {
	n, ok, err := ParseName(name)
	if ok {
		if err != nil {
			return nil, true, err
		}
		return NewMCTS(n), true, nil
	}
	return engine.NewAgentOfKind(name)
}

// Halving spends a decision's budget over its options by sequential
// halving (Karnin, Koren and Somekh, 2013): in each round every option
// still in the running gets an equal share of the round's playouts, all of
// them on the same draw orders (common random numbers, so that options are
// compared on the same luck), and the better half by mean reward goes on
// to the next round, until one option is left. It aims at the option the
// search recommends rather than at the reward of its playouts, which is
// what a bot needs. A Halving reuses its memory from one decision to the
// next.
type Halving struct {
	visits []int
	reward []float64
	square []float64 // the sum of each option's squared rewards
	alive  []int
}

// Choose returns the option of n (n >= 1) that halving recommends on a
// budget of playouts. play(option, draw) plays one playout of option on
// the draw order numbered draw and returns its reward, from 0 to 1; the
// draws are derived from seed, so a decision is fixed by it. Every option
// gets a playout in each round, so a decision of many options spends up
// to about twice as many playouts as it has options. A decision of one
// option plays none.
func (h *Halving) Choose(n, budget int, seed uint64, play func(option int, draw uint64) float64) int {
	if n <= 1 {
		h.visits = h.visits[:0] // nothing compared (Gap)
		return 0
	}
	h.visits = slices.Grow(h.visits[:0], n)[:n]
	h.reward = slices.Grow(h.reward[:0], n)[:n]
	h.square = slices.Grow(h.square[:0], n)[:n]
	h.alive = h.alive[:0]
	for i := range n {
		h.visits[i], h.reward[i], h.square[i] = 0, 0, 0
		h.alive = append(h.alive, i)
	}
	rounds := max(bits.Len(uint(n-1)), 1)
	budget = max(budget, n)
	spent := 0
	for round := 0; len(h.alive) > 1; round++ {
		per := max((budget-spent)/((rounds-round)*len(h.alive)), 1)
		if round == 0 {
			// A first cut on one or two playouts an option drops good
			// options by luck: up to 4 each, within half the budget.
			per = max(per, min(4, budget/(2*len(h.alive))))
		}
		if round >= rounds-1 {
			per = max((budget-spent)/len(h.alive), 1)
		}
		for k := range per {
			draw := seed + uint64(spent/len(h.alive)+k)*0x9e3779b97f4a7c15
			for _, a := range h.alive {
				r := play(a, draw)
				h.reward[a] += r
				h.square[a] += r * r
				h.visits[a]++
			}
		}
		spent += per * len(h.alive)
		slices.SortStableFunc(h.alive, func(x, y int) int {
			return cmp.Compare(h.reward[y]/float64(h.visits[y]), h.reward[x]/float64(h.visits[x]))
		})
		h.alive = h.alive[:(len(h.alive)+1)/2]
	}
	return h.alive[0]
}

// Mean is the mean reward of option i's playouts in the last decision (0
// before any).
func (h *Halving) Mean(i int) float64 {
	if i >= len(h.visits) || h.visits[i] == 0 {
		return 0
	}
	return h.reward[i] / float64(h.visits[i])
}

// Gap is how much better the last decision's best option looked than
// the runner-up, the other option of the last round (the most playouts):
// the difference of their mean rewards and its standard error. ok is
// false when the decision had one option (nothing was compared).
func (h *Halving) Gap() (gap, stderr float64, ok bool) {
	best, second := -1, -1
	for i := range h.visits {
		switch {
		case h.visits[i] == 0:
		case best < 0 || h.visits[i] > h.visits[best] || h.visits[i] == h.visits[best] && h.Mean(i) > h.Mean(best):
			best, second = i, best
		case second < 0 || h.visits[i] > h.visits[second] || h.visits[i] == h.visits[second] && h.Mean(i) > h.Mean(second):
			second = i
		}
	}
	if best < 0 || second < 0 {
		return 0, 0, false
	}
	variance := func(i int) float64 {
		n := float64(h.visits[i])
		m := h.reward[i] / n
		return max(0, h.square[i]/n-m*m) / n
	}
	return h.Mean(best) - h.Mean(second), math.Sqrt(variance(best) + variance(second)), true
}

// Margin is the reward of seat me in a finished competitive game
// (engine.MarginReward).
func Margin(scores []int, me int) float64 { return engine.MarginReward(scores, me) }

// Bots are a ruleset's bots by name: its random and greedy bots, and this
// package's tree search over the ruleset's game (MCTS), whose name may give
// its budget ("mcts:2000"). Every ruleset that runs its own turn names its
// bots alike through one.
type Bots struct {
	Random, Greedy func() engine.NamedAgent
}

// Names lists the bots' names.
func (b Bots) Names() []string { return []string{"random", "greedy", Name} }

// New returns the bot of that name.
func (b Bots) New(name string) (engine.NamedAgent, error) {
	if a, ok, err := NewAgent(name); ok {
		return a, err
	}
	switch name {
	case "random":
		return b.Random(), nil
	case "greedy":
		return b.Greedy(), nil
	}
	return nil, fmt.Errorf("no bot %q (bots: %s)", name, strings.Join(b.Names(), ", "))
}

// Agent returns the bot of that name as an agent of the ruleset's match
// (its entry's NewAgent).
func (b Bots) Agent(name string) (engine.Agent, error) { return b.New(name) }
