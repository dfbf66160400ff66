package mists

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestMatchPlaysLikePlay: a game driven decision by decision through the
// match protocol is the game Game.Play plays with the same team and seed:
// the same decisions, position, outcome, scores and events, on every
// level.
func TestMatchPlaysLikePlay(t *testing.T) {
	for level := 1; level <= 6; level++ {
		for _, team := range []string{"coop", "random"} {
			for _, players := range []int{1, 2, 4} {
				for seed := uint64(1); seed <= 3; seed++ {
					t.Run(fmt.Sprintf("level %d %s %d players seed %d", level, team, players, seed), func(t *testing.T) {
						direct := newLevel(t, level, players, seed)
						tm, err := NewTeam(team)
						if err != nil {
							t.Fatal(err)
						}
						played := &answers{Team: tm}
						if err := direct.Play(played); err != nil {
							t.Fatal(err)
						}

						g := newLevel(t, level, players, seed)
						tm, _ = NewTeam(team)
						matched := &answers{Team: tm}
						m := NewMatch(g)
						defer m.Close()
						if err := engine.Drive(m, []engine.Agent{TeamAgent{matched}}); err != nil {
							t.Fatal(err)
						}
						if m.Pending() != nil || !g.Over() {
							t.Fatal("the match ended before the game did")
						}
						if !slices.Equal(matched.taken, played.taken) {
							t.Errorf("the match took other decisions than Play:\n got %.300q\nwant %.300q", matched.taken, played.taken)
						}
						if got, want := position(t, g), position(t, direct); got != want {
							t.Errorf("the match played another game than Play:\n got %.300s\nwant %.300s", got, want)
						}
						if g.Won() != direct.Won() || g.Lost() != direct.Lost() || !slices.Equal(g.Scores(), direct.Scores()) || len(g.Events()) != len(direct.Events()) {
							t.Errorf("outcome differs: won %v lost %v scores %v, Play: won %v lost %v scores %v",
								g.Won(), g.Lost(), g.Scores(), direct.Won(), direct.Lost(), direct.Scores())
						}
					})
				}
			}
		}
	}
}

// TestMatchDecisionKinds: a match asks only for the kinds it lists, every
// option of every decision describes itself, and the whole team decides.
func TestMatchDecisionKinds(t *testing.T) {
	seen := map[engine.DecisionKind]bool{}
	for level := 1; level <= 6; level++ {
		for seed := uint64(1); seed <= 4; seed++ {
			g := newLevel(t, level, 2, seed)
			tm, _ := NewTeam("coop")
			m := NewMatch(g)
			for d := m.Pending(); d != nil; d = m.Pending() {
				if !slices.Contains(DecisionKinds, d.Kind()) {
					t.Fatalf("level %d: a %s decision, not in DecisionKinds", level, d.Kind())
				}
				if d.Seat() != engine.TeamSeat || d.Options() < 1 {
					t.Fatalf("level %d: %s decision by seat %d with %d options", level, d.Kind(), d.Seat(), d.Options())
				}
				for i := range d.Options() {
					if o := d.Option(i); o.JSON == "" || o.Label == "" {
						t.Fatalf("level %d: %s option %d = %+v", level, d.Kind(), i, o)
					}
				}
				seen[d.Kind()] = true
				i, err := TeamAgent{tm}.Decide(m, d)
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Answer(i); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, k := range []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, DecideScore, DecideBury, DecideGraveyard, DecideDog, DecideFaceDown, DecideScoreColours} {
		if !seen[k] {
			t.Errorf("no game asked for a %s decision", k)
		}
	}
}

// TestMatchAnswersAndClose: answers that name no option are refused, the
// game replays from the encodings it took.
func TestMatchAnswersAndClose(t *testing.T) {
	t.Run("an index past the options", func(t *testing.T) {
		m := NewMatch(newLevel(t, 3, 2, 1))
		defer m.Close()
		if err := m.Answer(m.Pending().Options()); !errors.Is(err, engine.ErrNoOption) {
			t.Errorf("got %v, want ErrNoOption", err)
		}
	})
	t.Run("the encodings a game took replay it", func(t *testing.T) {
		g := newLevel(t, 5, 2, 2)
		tm, _ := NewTeam("coop")
		m := NewMatch(g)
		var taken []string
		for d := m.Pending(); d != nil; d = m.Pending() {
			i, err := TeamAgent{tm}.Decide(m, d)
			if err != nil {
				t.Fatal(err)
			}
			taken = append(taken, d.Option(i).JSON)
			if err := m.Answer(i); err != nil {
				t.Fatal(err)
			}
		}
		again := newLevel(t, 5, 2, 2)
		r := NewMatch(again)
		for i, enc := range taken {
			if err := engine.AnswerJSON(r, enc); err != nil {
				t.Fatalf("decision %d (%s): %v", i+1, enc, err)
			}
		}
		if r.Pending() != nil || again.Won() != g.Won() || again.Lost() != g.Lost() || !slices.Equal(again.Scores(), g.Scores()) {
			t.Error("replaying the encodings gave another game")
		}
	})
}

// BenchmarkMatchDecision measures one Mists decision through the generic
// path with the random team.
func BenchmarkMatchDecision(b *testing.B) {
	g := newLevel(b, 3, 2, 1)
	tm, _ := NewTeam("random")
	agent := TeamAgent{tm}
	m := NewMatch(g)
	decisions, seed := 0, uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		d := m.Pending()
		if d == nil {
			seed++
			if err := g.Reset(seed); err != nil {
				b.Fatal(err)
			}
			m = NewMatch(g)
			continue
		}
		i, _ := agent.Decide(m, d)
		if err := m.Answer(i); err != nil {
			b.Fatal(err)
		}
		decisions++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(decisions, 1)), "ns/decision")
}

// TestRecordHeader: a record of a match names the pack as asked, the mix,
// the ruleset with the options the game was set up with (none when none
// were given), the players and the seed — the header every build wrote
// above a Mists record's moves.
func TestRecordHeader(t *testing.T) {
	tests := []struct {
		options string
		mix     string
		want    string
	}{
		{"", "level-4", `{"format":2,"pack":"my-mists.json","mix":"level-4","ruleset":{"name":"mists"},"players":["Ana","Bo"],"seed":7,"moves":[]}`},
		{`{"level": 6}`, "level-6", `{"format":2,"pack":"my-mists.json","mix":"level-6","ruleset":{"name":"mists","options":{"level":6}},"players":["Ana","Bo"],"seed":7,"moves":[]}`},
		{`{"collective": "majority", "level": 2}`, "level-2", `{"format":2,"pack":"my-mists.json","mix":"level-2","ruleset":{"name":"mists","options":{"level":2,"collective":"majority"}},"players":["Ana","Bo"],"seed":7,"moves":[]}`},
	}
	for _, tc := range tests {
		t.Run(tc.options, func(t *testing.T) {
			var opts []byte
			if tc.options != "" {
				opts = []byte(tc.options)
			}
			g, err := NewGame(mistsSet(t), opts, tc.mix, []string{"Ana", "Bo"}, 7)
			if err != nil {
				t.Fatal(err)
			}
			data, err := engine.NewHistory(NewMatch(g)).EncodeRecord("my-mists.json", opts)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(bytes.Join(bytes.Fields(data), nil)); got != tc.want {
				t.Errorf("record\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
