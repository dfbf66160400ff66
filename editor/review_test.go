package editor

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/search"
)

// rulesetGames are a game of every ruleset the Play tab plays, with a
// person in the first seat (in Mists, the team).
var rulesetGames = []struct {
	pack, mix string
	bot       string // the second seat's bot, "" for a second person
}{
	{"winter-edition", "WD", "greedy"},
	{"messages", "WD", "greedy"}, // on the Winter Edition
	{"the-city", "base", "greedy"},
	{"the-castle", "base", "greedy"},
	{"mists", "level-1", ""},
}

// rulesetPlay starts a game of a built-in pack with a person and a bot
// (two people in a team ruleset: the team is the person), bots played on.
func rulesetPlay(t *testing.T, pack, mix, bot string, seed uint64) *Play {
	t.Helper()
	d, err := OpenBuiltin(pack)
	if err != nil {
		t.Fatal(err)
	}
	if d.IsExpansion() {
		if err := d.SetBase("winter-edition"); err != nil {
			t.Fatal(err)
		}
	}
	set, err := d.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlay(set, PlaySetup{Mix: mix, Seats: []Seat{{Name: "Red"}, {Name: "Blue", Bot: bot}}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	if err := p.PlayBots(); err != nil {
		t.Fatal(err)
	}
	return p
}

func record(t *testing.T, p *Play) []byte {
	t.Helper()
	data, err := p.Record()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// answerAndPlayOn answers option i of the person's decision and lets the
// bots play on.
func answerAndPlayOn(t *testing.T, p *Play, i int) {
	t.Helper()
	if err := p.Answer(i); err != nil {
		t.Fatal(err)
	}
	if err := p.PlayBots(); err != nil {
		t.Fatal(err)
	}
}

// Issue 36 item 2: a hint is the search's option for the person's
// decision, found on a copy: asking for it changes neither the record so
// far nor what follows (the game's random source is not drawn from), in
// every ruleset.
func TestHintLeavesTheGameAlone(t *testing.T) {
	for _, g := range rulesetGames {
		t.Run(g.pack, func(t *testing.T) {
			p := rulesetPlay(t, g.pack, g.mix, g.bot, 3)
			twin := rulesetPlay(t, g.pack, g.mix, g.bot, 3)
			for range 3 { // a few decisions in, past the first tile
				answerAndPlayOn(t, p, 0)
				answerAndPlayOn(t, twin, 0)
			}
			if p.Phase() == GameOver {
				t.Fatal("the game ended before the hint")
			}
			before := record(t, p)
			hs, err := p.NewHint(100)
			if err != nil {
				t.Fatal(err)
			}
			h, err := hs.Run()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(record(t, p), before) || h.Decision != p.Pending() {
				t.Fatal("asking for a hint changed the game")
			}
			// The search's own answer, on a copy of the twin.
			st := engine.Underlying(twin.match).(engine.State)
			c := st.Clone()
			c.CopyFrom(st)
			want, err := search.NewMCTS(100).Decide(c, c.Pending())
			if err != nil {
				t.Fatal(err)
			}
			if h.Option != want || h.Label != p.Options()[want].Label || h.Search != "mcts:100" {
				t.Errorf("hint %d %q (%s), the search's option is %d %q", h.Option, h.Label, h.Search, want, p.Options()[want].Label)
			}
			if o := p.Options()[h.Option]; o.HasAt && (!h.Cell.HasAt || h.Cell.At.X != o.X || h.Cell.At.Y != o.Y) {
				t.Errorf("hint's cell %+v, the option's is (%d,%d)", h.Cell, o.X, o.Y)
			}
			if p.Phase() == WaitTile && h.Cell.Tile != p.Tile() {
				t.Errorf("a placement's hint names tile %q, the hand holds %q", h.Cell.Tile, p.Tile())
			}
			// What follows is the game without the hint.
			for range 2 {
				if p.Phase() == GameOver {
					break
				}
				answerAndPlayOn(t, p, 0)
				answerAndPlayOn(t, twin, 0)
			}
			if !bytes.Equal(record(t, p), record(t, twin)) {
				t.Error("the game after a hint went on otherwise than its twin without one")
			}
			if _, err := p.NewHint(100); p.Phase() == GameOver && !errors.Is(err, ErrNotNow) {
				t.Errorf("a hint after the game: %v", err)
			}
		})
	}
}

// playToEnd answers every person's decision with choose until the game
// is over.
func playToEnd(t *testing.T, p *Play, choose func(p *Play) int) {
	t.Helper()
	for p.Phase() != GameOver {
		answerAndPlayOn(t, p, choose(p))
	}
}

// Issue 36 item 2: after a game of any ruleset the review goes through
// every decision of its record, and each position replays into a game of
// its own that takes no answers, with the cells of the options played
// and best.
func TestReviewPositionsInEveryRuleset(t *testing.T) {
	for _, g := range rulesetGames {
		t.Run(g.pack, func(t *testing.T) {
			p := rulesetPlay(t, g.pack, g.mix, g.bot, 5)
			playToEnd(t, p, func(p *Play) int { return len(p.Options()) - 1 })
			run, err := p.NewReview()
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			rv, err := run.Run(context.Background(), 100, func(done, total int) { calls++ })
			if err != nil {
				t.Fatal(err)
			}
			if len(rv.Decisions) != run.Decisions() || calls != run.Decisions() {
				t.Fatalf("%d decisions reviewed, progress told %d times, the record holds %d", len(rv.Decisions), calls, run.Decisions())
			}
			for _, n := range []int{1, len(rv.Decisions) / 2, len(rv.Decisions)} {
				pos, err := rv.Position(n)
				if err != nil {
					t.Fatal(err)
				}
				if pos.Play.Phase() != Shown || pos.Decision.Number != n {
					t.Fatalf("position %d: phase %d, decision %d", n, pos.Play.Phase(), pos.Decision.Number)
				}
				if err := pos.Play.Answer(0); !errors.Is(err, ErrNotNow) {
					t.Errorf("a position took an answer: %v", err)
				}
				if pos.Played.Tile != "" && !pos.Played.HasAt {
					t.Errorf("a placement with no cell: %+v", pos.Played)
				}
				pos.Play.Close()
			}
			if _, err := rv.Position(len(rv.Decisions) + 1); err == nil {
				t.Error("a position past the last decision")
			}
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if _, err := run.Run(ctx, 100, nil); !errors.Is(err, context.Canceled) {
				t.Errorf("a cancelled review: %v", err)
			}
		})
	}
}

// lastDecision finds the record's last decision and the exact final
// margin of its seat after each of its options: after it nothing is left
// to chance (engine/coach's TestLastDecisionKnownByConstruction).
func lastDecision(t *testing.T, p *Play) (seat int, truth []int) {
	t.Helper()
	run, err := p.NewReview()
	if err != nil {
		t.Fatal(err)
	}
	var last engine.State
	if _, err := rulesets.Walk(run.set, run.record, func(s engine.State, _ engine.Decision, _ int, _ rulesets.StepAt) error {
		last = s.Clone()
		last.CopyFrom(s)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	d := last.Pending()
	seat = d.Seat()
	for i := range d.Options() {
		s := last.Clone()
		s.CopyFrom(last)
		if err := s.Answer(i); err != nil {
			t.Fatal(err)
		}
		engine.DealAll(s)
		if s.Pending() != nil || !s.Over() {
			t.Fatalf("option %d of the last decision is followed by more play", i)
		}
		scores := s.Scores(nil)
		other := math.MinInt
		for k, sc := range scores {
			if k != seat {
				other = max(other, sc)
			}
		}
		truth = append(truth, scores[seat]-other)
	}
	return seat, truth
}

// Issue 36 item 2: a person's mistake at the last decision, known exactly,
// is a costly decision of the review with its exact cost, and its position
// marks the option played and the best.
func TestReviewFindsAKnownMistake(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 30 && !found; seed++ {
		// First the game as the person plays it without the mistake.
		p := rulesetPlay(t, "winter-edition", "WD", "greedy", seed)
		mine := 0
		playToEnd(t, p, func(*Play) int { mine++; return 0 })
		seat, truth := lastDecision(t, p)
		worst, best := 0, 0
		for i, m := range truth {
			if m < truth[worst] {
				worst = i
			}
			if m > truth[best] {
				best = i
			}
		}
		if seat != 0 || truth[best]-truth[worst] < 1 {
			continue // Blue decides last, or nothing to lose
		}
		found = true
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			q := rulesetPlay(t, "winter-edition", "WD", "greedy", seed)
			k := 0
			playToEnd(t, q, func(*Play) int {
				if k++; k == mine {
					return worst
				}
				return 0
			})
			run, err := q.NewReview()
			if err != nil {
				t.Fatal(err)
			}
			rv, err := run.Run(context.Background(), 100, nil)
			if err != nil {
				t.Fatal(err)
			}
			costly := rv.Costly()
			if len(costly) == 0 || costly[len(costly)-1].Number != len(rv.Decisions) {
				t.Fatalf("the last decision is not among the costly ones: %+v", costly)
			}
			d := costly[len(costly)-1]
			if want := float64(truth[best] - truth[worst]); d.Cost != want || d.CostError != 0 || d.Played.Option != worst {
				t.Errorf("cost %.2f ± %.2f of option %d, want %.0f exactly of option %d", d.Cost, d.CostError, d.Played.Option, want, worst)
			}
			pos, err := rv.Position(d.Number)
			if err != nil {
				t.Fatal(err)
			}
			defer pos.Play.Close()
			if !pos.Played.HasAt || !pos.Best.HasAt {
				t.Errorf("the played %+v and best %+v options have no cells", pos.Played, pos.Best)
			}
		})
	}
	if !found {
		t.Fatal("no seed of 1-30 gives the person a last decision with a point to lose")
	}
}
