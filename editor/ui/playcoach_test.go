package ui

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
)

// coachBudgets lowers the hint's and the review's search budgets for a
// test.
func coachBudgets(t *testing.T) {
	t.Helper()
	h, r := hintPlayouts, reviewPlayouts
	hintPlayouts, reviewPlayouts = 100, 100
	t.Cleanup(func() { hintPlayouts, reviewPlayouts = h, r })
}

// outlined reports whether the board draws a cell outline in colour c.
func outlined(v *playView, c interface{ RGBA() (r, g, b, a uint32) }) bool {
	for _, o := range test.WidgetRenderer(v.board).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.Visible() && r.StrokeColor == c {
			return true
		}
	}
	return false
}

func gameRecord(t *testing.T, v *playView) []byte {
	t.Helper()
	data, err := v.play.Record()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Issue 36 item 2: H (or Hint) asks the search for the person's decision
// off the window's thread; the panel shows its option and the seat's
// expected margin, the board outlines its cell, the game is as it was
// (its record, and the game that follows it), and the hint goes when the
// person decides.
func TestHintForAPersonsDecision(t *testing.T) {
	tests := []struct {
		name  string
		phase editor.PlayPhase
		key   bool // H rather than the button
	}{
		{"place a tile, H", editor.WaitTile, true},
		{"place a follower, Hint", editor.WaitFollower, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			coachBudgets(t)
			e := openWinter(t)
			pump := serialUI(t, e)
			v := startGame(t, e, personChoice, botPrefix+"greedy")
			if tc.phase == editor.WaitFollower {
				placeAnywhere(t, v)
			}
			if v.play.Phase() != tc.phase || !v.hints.box.Visible() {
				t.Fatalf("phase %d, hint shown %v", v.play.Phase(), v.hints.box.Visible())
			}
			before, pending := gameRecord(t, v), v.play.Pending()
			done := make(chan struct{})
			v.hints.onDone = func() { close(done) }
			if tc.key {
				test.Type(v.board, "h")
			} else {
				test.Tap(v.hints.ask)
			}
			if !strings.Contains(v.hints.text.Text, "is thinking") || !v.hints.stop.Visible() {
				t.Fatalf("while searching: %q, Stop shown %v", v.hints.text.Text, v.hints.stop.Visible())
			}
			pump(done)
			h := v.hints.hint
			if h == nil {
				t.Fatalf("no hint: %q", v.hints.text.Text)
			}
			// The search's option: the same search on another copy.
			search, err := v.play.NewHint(100)
			if err != nil {
				t.Fatal(err)
			}
			want, err := search.Run()
			if err != nil {
				t.Fatal(err)
			}
			if h.Option != want.Option || !strings.Contains(v.hints.text.Text, want.Label) || !strings.Contains(v.hints.text.Text, "expected final margin") {
				t.Errorf("hint %q (option %d), the search's option %d %q", v.hints.text.Text, h.Option, want.Option, want.Label)
			}
			if h.Cell.HasAt && !outlined(v, hintStroke) {
				t.Error("the hint's cell is not outlined on the board")
			}
			if !bytes.Equal(gameRecord(t, v), before) || v.play.Pending() != pending {
				t.Fatal("asking for a hint changed the game")
			}
			v.answer(h.Option)
			if v.hints.hint != nil || outlined(v, hintStroke) || v.hints.text.Visible() && strings.HasPrefix(v.hints.text.Text, "Hint") {
				t.Errorf("the hint stays after the decision: %q", v.hints.text.Text)
			}
			// The game from here is the game without the hint.
			after := gameRecord(t, v)
			test.Tap(v.newGame)
			if tc.phase == editor.WaitFollower {
				placeAnywhere(t, v)
			}
			v.answer(h.Option)
			if !bytes.Equal(gameRecord(t, v), after) {
				t.Error("the game with a hint went on otherwise than the game without one")
			}
		})
	}
}

// placeAnywhere places the tile in the first cell that takes it with a
// follower spot, turning it as needed.
func placeAnywhere(t *testing.T, v *playView) {
	t.Helper()
	for _, tg := range v.play.Targets() {
		turnToFit(t, v, tg)
		v.placeAt(tg.Cell)
		if v.play.Phase() == editor.WaitFollower {
			return
		}
	}
	t.Fatal("no placement offers a follower")
}

// knownMistake finds a seed of the Winter Edition's WD, Red a person
// answering the first option against greedy, whose last decision is
// Red's, and the final margins of its options, known exactly: nothing is
// left to chance after it (engine/coach's
// TestLastDecisionKnownByConstruction). mine is how many decisions Red
// takes.
func knownMistake(t *testing.T, e *Editor) (seed uint64, mine int, truth []int) {
	t.Helper()
	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	for seed = 1; seed <= 30; seed++ {
		p, err := editor.NewPlay(set, editor.PlaySetup{Mix: "WD", Seats: []editor.Seat{{Name: "Red"}, {Name: "Blue", Bot: "greedy"}}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		mine = 0
		for err = p.PlayBots(); err == nil && p.Phase() != editor.GameOver; err = p.PlayBots() {
			mine++
			if err = p.Answer(0); err != nil {
				break
			}
		}
		data, _ := p.Record()
		p.Close()
		if err != nil {
			t.Fatal(err)
		}
		seat, margins := lastMargins(t, set, data)
		lo, hi := slicesMinMax(margins)
		if seat == 0 && hi-lo >= 1 {
			return seed, mine, margins
		}
	}
	t.Fatal("no seed of 1-30 leaves Red a last decision with a point to lose")
	return
}

// lastMargins is the seat of a record's last decision and its final
// margin after each option.
func lastMargins(t *testing.T, set *engine.Set, data []byte) (seat int, truth []int) {
	t.Helper()
	r, err := rulesets.DecodeRecord("game", data)
	if err != nil {
		t.Fatal(err)
	}
	var last engine.State
	if _, err := rulesets.Walk(set, r, func(s engine.State, _ engine.Decision, _ int, _ rulesets.StepAt) error {
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
		if !s.Over() {
			t.Fatalf("option %d of the last decision is followed by more play", i)
		}
		scores, other := s.Scores(nil), math.MinInt
		for k, sc := range scores {
			if k != seat {
				other = max(other, sc)
			}
		}
		truth = append(truth, scores[seat]-other)
	}
	return seat, truth
}

func slicesMinMax(xs []int) (lo, hi int) {
	lo, hi = math.MaxInt, math.MinInt
	for _, x := range xs {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// Issue 36 item 2: after a game in which the person made a known mistake
// at the last decision, Review (V) lists it as costly with its exact
// cost; choosing it shows the board as it stood then with the option
// played and the best outlined; N and P step, Escape goes back to the
// game.
func TestReviewAfterTheGame(t *testing.T) {
	coachBudgets(t)
	e := openWinter(t)
	pump := serialUI(t, e)
	seed, mine, truth := knownMistake(t, e)
	worst, best := 0, 0
	for i, m := range truth {
		if m < truth[worst] {
			worst = i
		}
		if m > truth[best] {
			best = i
		}
	}
	e.play.seed.SetText(fmt.Sprint(seed))
	v := startGame(t, e, personChoice, botPrefix+"greedy")
	for k := 1; v.play.Phase() != editor.GameOver; k++ {
		if k == mine {
			v.answer(worst)
		} else {
			v.answer(0)
		}
	}
	final := len(v.play.Core().Board())
	if !v.reviews.start.Visible() || v.hints.box.Visible() {
		t.Fatalf("after the game: Review shown %v, Hint shown %v", v.reviews.start.Visible(), v.hints.box.Visible())
	}
	done := make(chan struct{})
	v.reviews.onDone = func() { close(done) }
	test.Type(v.board, "v")
	if !v.reviews.running.Visible() || v.reviews.start.Visible() {
		t.Fatal("no progress while the review runs")
	}
	pump(done)
	r := v.reviews
	if r.review == nil || !r.results.Visible() {
		t.Fatalf("no review: %q", r.title.Text)
	}
	last := len(r.costly) - 1
	if last < 0 || r.costly[last].Number != len(r.review.Decisions) {
		t.Fatalf("the last decision is not listed as costly: %v", r.costly)
	}
	d := r.costly[last]
	wantCost := float64(truth[best] - truth[worst])
	if d.Cost != wantCost || d.CostError != 0 || d.Played.Option != worst || d.Player != "Red" {
		t.Errorf("cost %.2f ± %.2f of %s's option %d, want %.0f exactly of Red's option %d", d.Cost, d.CostError, d.Player, d.Played.Option, wantCost, worst)
	}
	if row := costlyRow(d); !strings.Contains(row, fmt.Sprintf("%.1f ± 0.0 points lost", wantCost)) {
		t.Errorf("row %q", row)
	}
	if !strings.Contains(r.seats.Text, "Red:") || !strings.Contains(r.seats.Text, "Blue:") {
		t.Errorf("seats' summary %q", r.seats.Text)
	}
	steps := []struct {
		name string
		do   func()
		at   int
	}{
		{"choose it", func() { r.list.Select(last) }, last},
		{"N at the last stays", func() { test.Type(v.board, "n") }, last},
		{"P steps back", func() { test.Type(v.board, "p") }, max(last-1, 0)},
		{"Next steps on", func() { test.Tap(r.next) }, last},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			s.do()
			if r.at != s.at || r.pos == nil || v.board.play != r.pos.Play {
				t.Fatalf("at %d, want %d", r.at, s.at)
			}
			if v.board.play.Phase() != editor.Shown || len(v.board.play.Core().Board()) > final {
				t.Errorf("the board shows phase %d with %d tiles (the game's end has %d)", v.board.play.Phase(), len(v.board.play.Core().Board()), final)
			}
			if !outlined(v, playedStroke) || !outlined(v, bestStroke) {
				t.Error("the options played and best are not both outlined")
			}
			c := r.costly[s.at]
			if !strings.Contains(r.where.Text, c.Played.Label) || !strings.Contains(r.where.Text, c.Best.Label) {
				t.Errorf("where %q", r.where.Text)
			}
			// The turn and scores beside the board are the position's.
			if want := fmt.Sprintf("turn %d", r.pos.Play.Core().Turn()); v.left.Text != want {
				t.Errorf("beside the board: %q, want the position's %q", v.left.Text, want)
			}
		})
	}
	v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if v.board.play != v.play || outlined(v, playedStroke) || r.pos != nil {
		t.Error("Escape did not go back to the finished game's board")
	}
	if want := fmt.Sprintf("turn %d", v.play.Core().Turn()); v.left.Text != want {
		t.Errorf("back at the game: %q beside the board, want %q", v.left.Text, want)
	}
}
