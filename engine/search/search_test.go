package search_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/search"
)

func TestParseName(t *testing.T) {
	for _, tc := range []struct {
		name     string
		playouts int
		ok       bool
		err      string
	}{
		{"mcts", search.DefaultPlayouts, true, ""},
		{"mcts:250", 250, true, ""},
		{"mcts:0", 0, true, "from 1 to 1000000"},
		{"mcts:lots", 0, true, "give mcts:N"},
		{"greedy", 0, false, ""},
		{"mctsx:10", 0, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, ok, err := search.ParseName(tc.name)
			if n != tc.playouts || ok != tc.ok || (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseName(%q) = %d, %v, %v; want %d, %v, error with %q", tc.name, n, ok, err, tc.playouts, tc.ok, tc.err)
			}
		})
	}
}

// bandit is a decision whose options pay a reward of mean means[i] with
// noise fixed by the draw: common draws give common luck.
func bandit(means []float64) func(int, uint64) float64 {
	return func(i int, draw uint64) float64 {
		r := rand.New(rand.NewPCG(draw, uint64(i)))
		return min(max(means[i]+0.3*(r.Float64()-0.5), 0), 1)
	}
}

func TestHalvingFindsTheBestOption(t *testing.T) {
	for _, tc := range []struct {
		name   string
		means  []float64
		budget int
		want   int
	}{
		{"one option plays none", []float64{0.5}, 100, 0},
		{"two options", []float64{0.4, 0.6}, 100, 1},
		{"best among many", []float64{0.5, 0.45, 0.52, 0.7, 0.5, 0.3, 0.55, 0.6, 0.5}, 1000, 3},
		{"budget below the options still chooses", []float64{0.1, 0.9, 0.2}, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var h search.Halving
			played := 0
			play := bandit(tc.means)
			got := h.Choose(len(tc.means), tc.budget, 7, func(i int, d uint64) float64 { played++; return play(i, d) })
			if got != tc.want {
				t.Errorf("Choose = %d, want %d (means %v)", got, tc.want, tc.means)
			}
			if len(tc.means) == 1 && played != 0 {
				t.Errorf("a decision of one option played %d playouts", played)
			}
			if limit := 2*max(tc.budget, len(tc.means)) + 4*len(tc.means); played > limit {
				t.Errorf("played %d playouts on a budget of %d", played, tc.budget)
			}
		})
	}
}

func TestHalvingIsFixedBySeed(t *testing.T) {
	var a, b search.Halving
	means := []float64{0.5, 0.5, 0.5, 0.5, 0.5}
	for seed := range uint64(20) {
		if x, y := a.Choose(5, 50, seed, bandit(means)), b.Choose(5, 50, seed, bandit(means)); x != y {
			t.Fatalf("seed %d: %d, then %d", seed, x, y)
		}
	}
}

func TestMargin(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scores []int
		me     int
		low    float64
		high   float64
	}{
		{"a tie is even", []int{30, 30}, 0, 0.5, 0.5},
		{"a lead of 20 is worth 0.88", []int{50, 30}, 0, 0.88, 0.89},
		{"behind the best other seat", []int{10, 40, 20}, 2, 0.0, 0.12},
		{"alone, against nought", []int{7}, 0, 0.66, 0.67},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := search.Margin(tc.scores, tc.me); got < tc.low || got > tc.high {
				t.Errorf("Margin(%v, %d) = %.3f, want %.2f to %.2f", tc.scores, tc.me, got, tc.low, tc.high)
			}
		})
	}
}

// namedBot is a bot of TestBotsByName that only has its name.
type namedBot string

func (b namedBot) Name() string                                    { return string(b) }
func (namedBot) Decide(engine.Match, engine.Decision) (int, error) { return 0, nil }

func TestBotsByName(t *testing.T) {
	bots := search.Bots{
		Random: func() engine.NamedAgent { return namedBot("random") },
		Greedy: func() engine.NamedAgent { return namedBot("greedy") },
	}
	for _, tc := range []struct{ name, want, err string }{
		{"random", "random", ""},
		{"greedy", "greedy", ""},
		{"mcts", "mcts:1000", ""},
		{"mcts:250", "mcts:250", ""},
		{"mcts:0", "", "from 1 to 1000000"},
		{"clever", "", `no bot "clever" (bots: random, greedy, mcts)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := bots.New(tc.name)
			name := ""
			if got != nil {
				name = got.Name()
			}
			if name != tc.want || (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
				t.Errorf("New(%q) = %q, %v; want %q, error with %q", tc.name, name, err, tc.want, tc.err)
			}
		})
	}
}
