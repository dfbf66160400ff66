package coach_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/coach"
	_ "github.com/tilesmith/tilesmith/engine/games"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// record plays a game of set with the named agents and returns its record
// as DecodeRecord reads it.
func record(t *testing.T, set *engine.Set, mix string, players []string, agents []string, seed uint64) *rulesets.Record {
	t.Helper()
	m, err := rulesets.NewMatch(set, nil, mix, players, seed)
	if err != nil {
		t.Fatal(err)
	}
	as := make([]engine.Agent, len(agents))
	for i, name := range agents {
		if as[i], err = rulesets.NewAgent(set, name); err != nil {
			t.Fatal(err)
		}
	}
	if err := engine.Drive(m, as); err != nil {
		t.Fatal(err)
	}
	data, err := m.EncodeRecord(set.Pack.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rulesets.DecodeRecord("game.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// lastDecisionTruth is the final margin of the deciding seat after each
// option of the record's last decision, found by playing each out: after
// the last decision nothing is left to chance or choice, so the best
// option is known by construction.
func lastDecisionTruth(t *testing.T, set *engine.Set, r *rulesets.Record) (truth []int, played int) {
	t.Helper()
	var last engine.State
	var lastD engine.Decision
	if _, err := rulesets.Walk(set, r, func(s engine.State, d engine.Decision, p int, _ rulesets.StepAt) error {
		last, lastD, played = s.Clone(), nil, p
		last.CopyFrom(s)
		lastD = last.Pending()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for i := range lastD.Options() {
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
		me, best := lastD.Seat(), math.MinInt
		for seat, sc := range scores {
			if seat != me {
				best = max(best, sc)
			}
		}
		truth = append(truth, scores[me]-best)
	}
	return truth, played
}

// Issue 36: "analyse on records where the best move is known by
// construction". The last decision of a game leaves nothing to chance:
// each option's final margin is known exactly, and the review must find
// the best one and the points the option played gave up, with no error.
func TestLastDecisionKnownByConstruction(t *testing.T) {
	set := testpacks.Winter(t)
	found := 0
	for seed := uint64(1); seed <= 40 && found < 2; seed++ {
		r := record(t, set, "WD", []string{"Red", "Blue"}, []string{"random", "random"}, seed)
		truth, played := lastDecisionTruth(t, set, r)
		best := played
		for i, m := range truth {
			if m > truth[best] {
				best = i
			}
		}
		if best == played {
			continue // the random bot played the best: nothing to find
		}
		found++
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			rv, err := coach.Analyse(context.Background(), set, r, 100, nil)
			if err != nil {
				t.Fatal(err)
			}
			d := rv.Decisions[len(rv.Decisions)-1]
			if got := truth[d.Best.Option]; got != truth[best] {
				t.Errorf("the review's best option %d (%s) ends %+d, the best ends %+d", d.Best.Option, d.Best.Label, got, truth[best])
			}
			if d.Played.Option != played || d.Played.Margin != float64(truth[played]) || d.Best.Margin != float64(truth[best]) {
				t.Errorf("played %d with margin %.1f, best margin %.1f; want %d, %d, %d", d.Played.Option, d.Played.Margin, d.Best.Margin, played, truth[played], truth[best])
			}
			if want := float64(truth[best] - truth[played]); d.Cost != want || d.CostError != 0 || d.Costly != (want >= 1) {
				t.Errorf("cost %.2f ± %.2f (costly %v), want %.0f exactly", d.Cost, d.CostError, d.Costly, want)
			}
		})
	}
	if found == 0 {
		t.Fatal("no game of 40 ended on a decision the random bot got wrong: the test checks nothing")
	}
}

// A search at its own budget agrees with itself far more often than a
// random bot agrees with it, and the random bot's seat loses more points:
// the review tells a good player from a bad one.
func TestReviewTellsPlayersApart(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	r := record(t, set, "base", []string{"Red", "Blue"}, []string{"random", "mcts:100"}, 3)
	var done, total int
	rv, err := coach.Analyse(context.Background(), set, r, 100, func(d, n int) { done, total = d, n })
	if err != nil {
		t.Fatal(err)
	}
	if done != total || total != len(rv.Decisions) || total == 0 {
		t.Fatalf("progress said %d of %d for %d decisions", done, total, len(rv.Decisions))
	}
	random, search := rv.Seats[0], rv.Seats[1]
	if random.Player != "Red" || search.Player != "Blue" {
		t.Fatalf("seats %+v", rv.Seats)
	}
	share := func(s coach.Seat) float64 { return float64(s.Agreed) / float64(s.Decisions) }
	if share(search) < share(random)+0.2 || random.Lost <= search.Lost {
		t.Errorf("the search agreed %.0f%% and lost %.1f; the random bot agreed %.0f%% and lost %.1f", 100*share(search), search.Lost, 100*share(random), random.Lost)
	}
	if len(random.Worst) == 0 || len(random.Worst) > 3 {
		t.Errorf("the random seat's worst decisions: %v", random.Worst)
	}
}

// A cooperative game is reviewed as the team's decisions.
func TestReviewOfTheTeam(t *testing.T) {
	set := testpacks.FreshSet(t, "mists")
	r := record(t, set, "level-1", []string{"P1", "P2"}, []string{"random"}, 2)
	rv, err := coach.Analyse(context.Background(), set, r, 30, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rv.Seats) != 1 || rv.Seats[0].Player != "team" || rv.Seats[0].Seat != engine.TeamSeat {
		t.Fatalf("seats %+v, want the team alone", rv.Seats)
	}
}

// A record of format 1 replays only as a whole: the review says so.
func TestFormatOneIsRefused(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "internal", "cli", "testdata", "records", "castle-twin-base-2p-greedy.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := rulesets.DecodeRecord("old.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := coach.Analyse(context.Background(), testpacks.FreshSet(t, "the-castle"), r, 30, nil); !errors.Is(err, rulesets.ErrNoSteps) {
		t.Fatalf("got %v, want ErrNoSteps", err)
	}
}
