package messages_test

import (
	"fmt"

	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/engine/statetest"
	"github.com/tilesmith/tilesmith/schema"
)

// TestStateConformance: a Messages game keeps every promise of
// engine.State, with two figures and with one, with crop circles and
// hands of 3, with the pack's deck and with a deck of "one more tile"
// messages (extra tiles within extra tiles).
func TestStateConformance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players []string
		options string
		edit    func(p *schema.Pack)
	}{
		{"2 players", []string{"Red", "Blue"}, "", nil},
		{"3 players, crop circles, hands of 3", []string{"Red", "Blue", "Green"}, `{"cropCircles": true, "handSize": 3}`, nil},
		{"4 players, one figure", []string{"Red", "Blue", "Green", "Yellow"}, `{"cropCircles": true}`, func(p *schema.Pack) {
			r := *p.Rules.Messages
			r.Figures = 1
			p.Rules.Messages = &r
		}},
		{"2 players, every space dark, one more tile twice", []string{"Red", "Blue"}, "", func(p *schema.Pack) {
			deckOf(7, 8)(p)
			r := *p.Rules.Messages
			again := r.Deck[0]
			again.Number = 9
			r.Deck = append(r.Deck, again)
			r.DarkEvery = 1 // every round takes a message
			p.Rules.Messages = &r
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := combined(t, tc.edit)
			cfg := statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				g, err := messages.NewGame(set, options(tc.options), "WD", tc.players, seed, false)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}}
			statetest.Check(t, cfg)
			statetest.Allocs(t, cfg)
		})
	}
}

// BenchmarkDecision is one decision of a warm 2-player game, answered at
// random: Pending and Answer on a copy of a position taken every few
// decisions of a game of greedy bots.
func BenchmarkDecision(b *testing.B) {
	set := winterSet(b)
	g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	var snaps []engine.State
	bots := newBots(b, "greedy", "greedy")
	for k := 0; ; k++ {
		d := g.Pending()
		if d == nil {
			break
		}
		if k%5 == 0 {
			snaps = append(snaps, g.Clone())
		}
		i, err := bots[d.Seat()].Decide(g, d)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Answer(i); err != nil {
			b.Fatal(err)
		}
	}
	s := snaps[0].Clone()
	rng := engine.NewRand(1, 2)
	k := 0
	b.ReportAllocs()
	for b.Loop() {
		d := s.Pending()
		if d == nil {
			b.StopTimer()
			s.CopyFrom(snaps[k%len(snaps)])
			k++
			b.StartTimer()
			continue
		}
		_ = s.Answer(rng.IntN(d.Options()))
	}
}

// BenchmarkRollout is one playout to the end of a 2-player game from its
// start, by the state's own policy (Rollout), dealt again each time.
func BenchmarkRollout(b *testing.B) {
	set := winterSet(b)
	g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue"}, 3, false)
	if err != nil {
		b.Fatal(err)
	}
	start := g.Clone()
	s := start.Clone()
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		s.CopyFrom(start)
		s.Redeal(0, seed)
		s.(engine.Rollouter).Rollout()
	}
}

// TestHistoryReplays: a game's history (engine.History: every draw, every
// message drawn and every answer) replays through Force and Answer on a
// game dealt with another seed, to the same scores and figures.
func TestHistoryReplays(t *testing.T) {
	set := winterSet(t)
	players := []string{"Red", "Blue", "Green"}
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := messages.NewGame(set, options(`{"cropCircles": true}`), "WD", players, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		h := engine.NewHistory(g)
		rng := engine.NewRand(seed, 9)
		for d := h.Pending(); d != nil; d = h.Pending() {
			if err := h.Answer(rng.IntN(d.Options())); err != nil {
				t.Fatal(err)
			}
		}
		again, err := messages.NewGame(set, options(`{"cropCircles": true}`), "WD", players, seed+100, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.ReplaySteps(again, h.Steps()); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !again.Over() {
			t.Fatalf("seed %d: the replay did not end the game", seed)
		}
		for seat := range players {
			if a, b := g.Core().Score(seat), again.Core().Score(seat); a != b {
				t.Errorf("seed %d: seat %d scores %d in the replay, %d in the game", seed, seat, b, a)
			}
			if a, b := fmt.Sprint(g.Figures(seat)), fmt.Sprint(again.Figures(seat)); a != b {
				t.Errorf("seed %d: seat %d's figures %s in the replay, %s in the game", seed, seat, b, a)
			}
		}
	}
}

// TestDecisionKeepsItsSeat: a decision says the same kind and seat after
// it is answered as when Pending returned it (the editor's log reads
// them after the answer).
func TestDecisionKeepsItsSeat(t *testing.T) {
	set := winterSet(t)
	g, err := messages.NewGame(set, options(`{"cropCircles": true}`), "WD", []string{"Red", "Blue", "Green"}, 4, true)
	if err != nil {
		t.Fatal(err)
	}
	m := messages.NewMatch(g)
	bots := newBots(t, "greedy", "random", "greedy")
	for d := m.Pending(); d != nil; d = m.Pending() {
		kind, seat := d.Kind(), d.Seat()
		i, err := bots[seat].Decide(m, d)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Answer(i); err != nil {
			t.Fatal(err)
		}
		if d.Kind() != kind || d.Seat() != seat {
			t.Fatalf("a %s decision of seat %d says %s of seat %d once answered", kind, seat, d.Kind(), d.Seat())
		}
	}
}
