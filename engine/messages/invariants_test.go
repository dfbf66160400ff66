package messages_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/messages"
	"github.com/tilesmith/tilesmith/schema"
)

// TestInvariants plays many games of bots, with and without crop circles
// and hands, and checks what must hold after every one: every seat's
// figures add up to its score before final scoring (final scoring moves
// no figure); the deck holds all its messages again; followers are on
// the board or in the supply; messages taken add up; and a match of the
// same bots plays the same game, whose record replays to it.
func TestInvariants(t *testing.T) {
	set := winterSet(t)
	games := 400
	if testing.Short() {
		games = 60
	}
	for _, tc := range []struct {
		name    string
		players int
		bots    []string
		options string
	}{
		{"greedy 2", 2, []string{"greedy", "greedy"}, ""},
		{"random and greedy 4, crop circles", 4, []string{"random", "greedy", "random", "greedy"}, `{"cropCircles": true}`},
		{"greedy 3, hands of 3, crop circles", 3, []string{"greedy", "greedy", "greedy"}, `{"cropCircles": true, "handSize": 3}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow"}[:tc.players]
			for seed := uint64(1); seed <= uint64(games); seed++ {
				g, err := messages.NewGame(set, options(tc.options), "WE3", players, seed, true)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.PlayBots(newBots(t, tc.bots...)); err != nil {
					t.Fatal(err)
				}
				if err := checkInvariants(g); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkSteps(t, set, g, options(tc.options), tc.bots...)
			}
		})
	}
}

func checkInvariants(g *messages.Game) error {
	core := g.Core()
	final := make([]int, len(core.Players()))
	for _, e := range core.Events() {
		if e.Phase == engine.PhaseFinal {
			for _, p := range e.Players {
				final[p] += e.Points
			}
		}
	}
	onBoard := make([]int, len(core.Players()))
	for _, f := range core.Followers() {
		onBoard[f.Player]++
	}
	deck := len(g.Rules().Params().Deck)
	if g.DeckSize() != deck {
		return fmt.Errorf("the deck holds %d messages at the end, not %d", g.DeckSize(), deck)
	}
	for seat := range core.Players() {
		figures := 0
		for _, f := range g.Figures(seat) {
			figures += f
		}
		if figures != core.Score(seat)-final[seat] {
			return fmt.Errorf("seat %d: figures %v add up to %d, but it scored %d before final scoring", seat, g.Figures(seat), figures, core.Score(seat)-final[seat])
		}
		if n := core.Supply(seat) + onBoard[seat]; n != core.Options().Followers {
			return fmt.Errorf("seat %d: %d followers in the supply and on the board, not %d", seat, n, core.Options().Followers)
		}
		st := g.Stats(seat)
		if st.Actions > sum(st.Taken) {
			return fmt.Errorf("seat %d: %d actions of %d messages", seat, st.Actions, sum(st.Taken))
		}
	}
	return nil
}

// TestHomebrewDecks plays decks a designer may write: one score figure,
// dark spaces every 2 with a 2-point seal (every seal lands on a dark
// space, so only an action can end a chain), and a deck of 200 messages;
// bots finish every game, the invariants hold and every record replays.
func TestHomebrewDecks(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(r *schema.MessagesRules)
	}{
		{"one figure", func(r *schema.MessagesRules) { r.Figures = 1 }},
		{"dark every 2, seal 2", func(r *schema.MessagesRules) { r.DarkEvery = 2 }},
		{"three figures, dark every 4", func(r *schema.MessagesRules) { r.Figures, r.DarkEvery = 3, 4 }},
		{"200 messages", func(r *schema.MessagesRules) {
			deck := r.Deck
			r.Deck = nil
			for i := range 200 {
				m := deck[i%len(deck)]
				m.Number = i + 1
				r.Deck = append(r.Deck, m)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := combined(t, func(p *schema.Pack) {
				r := *p.Rules.Messages
				r.Deck = slices.Clone(r.Deck)
				tc.edit(&r)
				p.Rules.Messages = &r
			})
			for seed := uint64(1); seed <= 30; seed++ {
				g, err := messages.NewGame(set, nil, "WD", []string{"Red", "Blue", "Green"}, seed, true)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.PlayBots(newBots(t, "greedy", "random", "greedy")); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if err := checkInvariants(g); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkSteps(t, set, g, nil, "greedy", "random", "greedy")
			}
		})
	}
}
