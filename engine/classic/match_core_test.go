package classic_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
)

func botsFor(t testing.TB, names []string) ([]engine.Bot, []engine.Agent) {
	t.Helper()
	bs := make([]engine.Bot, len(names))
	agents := make([]engine.Agent, len(names))
	for i, n := range names {
		b, err := bots.New(n)
		if err != nil {
			t.Fatal(err)
		}
		bs[i], agents[i] = b, classic.BotAgent{Bot: b}
	}
	return bs, agents
}

// TestCoreMatchPlaysLikePlayer: a game driven decision by decision through
// the match protocol is the game the fast path plays with the same bots
// and seed — same board, followers, tiles set aside, counts, scores and
// events.
func TestCoreMatchPlaysLikePlayer(t *testing.T) {
	tests := []struct {
		mix     string
		bots    []string
		options string
	}{
		{"WD", []string{"random", "random"}, ""},
		{"WE3", []string{"greedy", "random", "greedy"}, ""},
		{"WE1", []string{"random", "greedy", "random", "greedy", "random"}, `{"handSize": 3, "returnUnplaceable": true}`},
		{"WE2", []string{"greedy", "greedy"}, `{"board": {"width": 9, "height": 9}, "edgeCompletes": true, "holeBonusTurn": true}`},
	}
	for _, tt := range tests {
		for seed := uint64(1); seed <= 10; seed++ {
			t.Run(fmt.Sprintf("%s %v %s seed %d", tt.mix, tt.bots, tt.options, seed), func(t *testing.T) {
				fast := newGame(t, tt.mix, len(tt.bots), seed, tt.options)
				bs, _ := botsFor(t, tt.bots)
				var pl classic.Player
				pl.Play(fast, bs)

				g := newGame(t, tt.mix, len(tt.bots), seed, tt.options)
				_, agents := botsFor(t, tt.bots)
				m := classic.NewMatch(g)
				if err := engine.Drive(m, agents); err != nil {
					t.Fatal(err)
				}
				if !g.Over() || m.Pending() != nil {
					t.Fatal("the match ended before the game did")
				}
				if err := sameGame(g, fast); err != nil {
					t.Errorf("the match played another game than the fast path: %v", err)
				}
			})
		}
	}
}

// TestCoreMatchDecisions: what the first decisions of a game look like.
func TestCoreMatchDecisions(t *testing.T) {
	g := newGame(t, "WD", 2, 42, "")
	m := classic.NewMatch(g)
	d := m.Pending()
	if d.Kind() != engine.DecidePlacement || d.Seat() != 0 {
		t.Fatalf("first decision: %s by seat %d, want place-tile by seat 0", d.Kind(), d.Seat())
	}
	if d.Options() != g.CountPlacements() {
		t.Errorf("%d placement options, the game counts %d", d.Options(), g.CountPlacements())
	}
	o := d.Option(0)
	var tile string
	var x, y, rot int
	if _, err := fmt.Sscanf(o.Label, "%s at (%d,%d) rot %d", &tile, &x, &y, &rot); err != nil {
		t.Fatalf("label %q: %v", o.Label, err)
	}
	if want := fmt.Sprintf(`{"tile":%q,"x":%d,"y":%d,"rot":%d}`, tile, x, y, rot); o.JSON != want || !o.HasAt || o.X != x || o.Y != y {
		t.Errorf("option 0 = %+v, want JSON %s at (%d,%d)", o, want, x, y)
	}
	// Place tiles until a follower decision comes, and check its "none".
	for d.Kind() == engine.DecidePlacement {
		if err := m.Answer(0); err != nil {
			t.Fatal(err)
		}
		d = m.Pending()
	}
	if none := d.Option(0); none.JSON != "{}" || none.Label != "no follower" {
		t.Errorf("follower option 0 = %+v, want {} no follower", none)
	}
	if d.Options() < 2 {
		t.Fatalf("a follower decision with no spot: %d options", d.Options())
	}
	if spot := d.Option(1); len(spot.JSON) < len(`{"meeple":{"at":"N"}}`) || spot.Label[:len("follower on the ")] != "follower on the " {
		t.Errorf("follower option 1 = %+v", spot)
	}
}

// TestMatchAnswers: answers that name no option, and answers after the
// end, are refused and change nothing.
func TestMatchAnswers(t *testing.T) {
	g := newGame(t, "WD", 2, 7, "")
	m := classic.NewMatch(g)
	n := m.Pending().Options()
	tests := []struct {
		name   string
		answer func() error
		want   error
	}{
		{"an index past the options", func() error { return m.Answer(n) }, engine.ErrNoOption},
		{"a negative index", func() error { return m.Answer(-1) }, engine.ErrNoOption},
		{"an encoding no option has", func() error { return engine.AnswerJSON(m, `{"tile":"Q","x":99,"y":99,"rot":0}`) }, engine.ErrNoOption},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.answer(); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
			if d := m.Pending(); d.Kind() != engine.DecidePlacement || d.Options() != n {
				t.Errorf("a refused answer changed the pending decision")
			}
		})
	}
	t.Run("after the game is over", func(t *testing.T) {
		_, agents := botsFor(t, []string{"random", "random"})
		if err := engine.Drive(m, agents); err != nil {
			t.Fatal(err)
		}
		if err := m.Answer(0); !errors.Is(err, engine.ErrNoDecision) {
			t.Errorf("got %v, want ErrNoDecision", err)
		}
	})
}

// TestMatchReplaysByEncoding: the options a game took, by their JSON
// encodings, replay the same game from the same set-up.
func TestMatchReplaysByEncoding(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			g := newGame(t, "WE3", 3, seed, "")
			_, agents := botsFor(t, []string{"greedy", "random", "greedy"})
			m := classic.NewMatch(g)
			var taken []string
			for d := m.Pending(); d != nil; d = m.Pending() {
				i, err := agents[d.Seat()].Decide(m, d)
				if err != nil {
					t.Fatal(err)
				}
				taken = append(taken, d.Option(i).JSON)
				if err := m.Answer(i); err != nil {
					t.Fatal(err)
				}
			}
			again := newGame(t, "WE3", 3, seed, "")
			r := classic.NewMatch(again)
			for i, enc := range taken {
				if err := engine.AnswerJSON(r, enc); err != nil {
					t.Fatalf("decision %d (%s): %v", i+1, enc, err)
				}
			}
			if r.Pending() != nil || again.Score(0) != g.Score(0) || again.Score(1) != g.Score(1) || again.Score(2) != g.Score(2) {
				t.Errorf("replaying the encodings gave another game")
			}
		})
	}
}

// TestMatchRecordHeader: the header a match's record is written under
// names the pack as asked, the game's mix, the ruleset with the options
// the game was started with, the players and the seed, before and after
// the game is played.
func TestMatchRecordHeader(t *testing.T) {
	const options = `{"handSize": 2, "noIncompleteScoring": true}`
	g := newGame(t, "WE3", 3, 7, options)
	m := classic.NewMatch(g)
	want := engine.RecordHeader{Pack: "winter-edition", Mix: "WE3",
		Ruleset: engine.RecordRuleset{Name: "classic", Options: []byte(options)},
		Players: []string{"Red", "Blue", "Green"}, Seed: 7}
	check := func(when string) {
		t.Helper()
		got, err := m.RecordHeader("winter-edition", []byte(options))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: header %+v, want %+v", when, got, want)
		}
	}
	check("before the first decision")
	_, agents := botsFor(t, []string{"greedy", "random", "greedy"})
	if err := engine.Drive(m, agents); err != nil {
		t.Fatal(err)
	}
	check("at the end")
}

// BenchmarkCoreMatchDecision measures one decision through the generic
// path: Pending, the agent's choice (the random bot), Answer.
func BenchmarkCoreMatchDecision(b *testing.B) {
	g := newGame(b, "WD", 2, 1, "")
	_, agents := botsFor(b, []string{"random", "random"})
	m := classic.NewMatch(g)
	decisions, seed := 0, uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		d := m.Pending()
		if d == nil {
			seed++
			if err := g.Reset(seed); err != nil {
				b.Fatal(err)
			}
			m = classic.NewMatch(g)
			continue
		}
		i, _ := agents[d.Seat()].Decide(m, d)
		if err := m.Answer(i); err != nil {
			b.Fatal(err)
		}
		decisions++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(decisions, 1)), "ns/decision")
}

// TestCoreMatchStanding: the standing lists every seat's score in seat
// order and says who leads, then who won.
func TestCoreMatchStanding(t *testing.T) {
	g := newGame(t, "WD", 3, 11, "")
	m := classic.NewMatch(g)
	if s := m.Standing(); s.Over || !strings.Contains(s.Result, "share the lead with 0 points") {
		t.Errorf("before the first move: %+v", s)
	}
	_, agents := botsFor(t, []string{"greedy", "random", "greedy"})
	if err := engine.Drive(m, agents); err != nil {
		t.Fatal(err)
	}
	s := m.Standing()
	if !s.Over || !strings.Contains(s.Result, "win") {
		t.Errorf("at the end: over=%v %q", s.Over, s.Result)
	}
	for seat, name := range g.Players() {
		if sc := s.Scores[seat]; sc.Name != name || sc.Points != g.Score(seat) || sc.Figures != nil {
			t.Errorf("seat %d: standing %+v, game %s %d", seat, s.Scores[seat], name, g.Score(seat))
		}
	}
	if m.Core() != g.Game {
		t.Error("Core is not the match's game")
	}
}
