package search_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/search"
)

// growing is a classic match that asks the search to open its tree's nodes
// only after a number of visits (engine.TreeGrowth), and counts the answers
// the search gives on its copies outside the playout policy (which answers
// option 0 throughout).
type growing struct {
	*classic.Match
	after  int
	counts *answerCounts
}

type answerCounts struct {
	tree    int // answers of the search: the root's option and the tree's
	rolling bool
}

func (g *growing) ExpandAfter() int { return g.after }

func (g *growing) Clone() engine.State {
	return &growing{Match: g.Match.Clone().(*classic.Match), after: g.after, counts: g.counts}
}

func (g *growing) CopyFrom(src engine.State) { g.Match.CopyFrom(src.(*growing).Match) }

func (g *growing) Answer(i int) error {
	if !g.counts.rolling {
		g.counts.tree++
	}
	return g.Match.Answer(i)
}

func (g *growing) Rollout() {
	g.counts.rolling = true
	defer func() { g.counts.rolling = false }()
	for {
		if g.Chance() != nil {
			g.Deal()
			continue
		}
		if g.Pending() == nil {
			return
		}
		if err := g.Match.Answer(0); err != nil {
			panic(err)
		}
	}
}

// TestTreeGrowth: a state that asks for its tree's nodes to open after k
// visits (engine.TreeGrowth) has them played on by its policy until then —
// with k above the budget the search answers only the decision's option
// each playout, with k at 1 it also answers by its tree below it, and the
// more visits a node waits for, the fewer answers the tree gives.
func TestTreeGrowth(t *testing.T) {
	const budget = 300
	treeAnswers := func(after int) int {
		m := classicMatch(t, 5)
		for range 10 { // into the game, past its first turns
			d := m.Pending()
			if err := m.Answer(m.Rand().IntN(d.Options())); err != nil {
				t.Fatal(err)
			}
		}
		g := &growing{Match: m, after: after, counts: &answerCounts{}}
		if _, err := search.NewMCTS(budget).Decide(g, g.Pending()); err != nil {
			t.Fatal(err)
		}
		return g.counts.tree
	}
	never, eighth, second := treeAnswers(budget+1), treeAnswers(8), treeAnswers(1)
	t.Logf("answers outside the policy: %d opening after %d visits, %d after 8, %d after 1", never, budget+1, eighth, second)
	tests := []struct {
		name string
		ok   bool
	}{
		{"never opened: one answer a playout, the decision's option", never == budget},
		{"opened on the eighth visit: the tree answers below the decision", eighth > budget},
		{"opened on the second visit: the tree answers more", second > eighth},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !tc.ok {
				t.Errorf("answers outside the policy: %d after %d visits, %d after 8, %d after 1 (budget %d)", never, budget+1, eighth, second, budget)
			}
		})
	}
}

// listing is a classic match whose judgement shortlists the first two
// options of every decision (engine.Shortlister), and that notes the
// search's answers outside the playout policy at decisions of more than
// four options.
type listing struct {
	growing
	wide *[]int
}

func (l *listing) Candidates(_ int, dst []int) []int { return append(dst, 0, 1) }

func (l *listing) Clone() engine.State {
	return &listing{growing: *l.growing.Clone().(*growing), wide: l.wide}
}

func (l *listing) CopyFrom(src engine.State) { l.growing.CopyFrom(&src.(*listing).growing) }

func (l *listing) Answer(i int) error {
	if d := l.Pending(); !l.counts.rolling && d != nil && d.Options() > 4 {
		*l.wide = append(*l.wide, i)
	}
	return l.growing.Answer(i)
}

// TestShortlistBelowTheRoot: at a decision below the one searched, a
// state that shortlists its options has the tree try only those.
func TestShortlistBelowTheRoot(t *testing.T) {
	m := classicMatch(t, 5)
	for range 10 {
		d := m.Pending()
		if err := m.Answer(m.Rand().IntN(d.Options())); err != nil {
			t.Fatal(err)
		}
	}
	var wide []int
	l := &listing{growing: growing{Match: m, after: 1, counts: &answerCounts{}}, wide: &wide}
	if _, err := search.NewMCTS(300).Decide(l, l.Pending()); err != nil {
		t.Fatal(err)
	}
	if len(wide) < 300 {
		t.Fatalf("the search answered %d decisions of more than four options, want the root's 300 and more below it", len(wide))
	}
	for _, o := range wide {
		if o != 0 && o != 1 {
			t.Fatalf("the search answered option %d of a decision whose shortlist is options 0 and 1", o)
		}
	}
}
