package messages_test

import (
	"bytes"
	"testing"

	"github.com/tilesmith/tilesmith/engine/messages"
)

func newBots(t testing.TB, names ...string) []messages.Bot {
	t.Helper()
	out := make([]messages.Bot, len(names))
	for i, n := range names {
		b, err := messages.Bots.New(n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = b
	}
	return out
}

// TestBotGamesReplay: games of bots end with every figure on the board's
// score (figures sum to the in-play points), a match played by the same
// bots gives the same game as the fast path, and its record (its steps)
// replays to the same scores, figures and messages.
func TestBotGamesReplay(t *testing.T) {
	set := winterSet(t)
	mix := set.Pack.Mixes[0].ID
	for _, tc := range []struct {
		name    string
		bots    []string
		options string
	}{
		{"random 2", []string{"random", "random"}, ""},
		{"greedy 3", []string{"greedy", "greedy", "greedy"}, ""},
		{"mixed 5", []string{"greedy", "random", "greedy", "random", "greedy"}, ""},
		{"crop circles, greedy 2", []string{"greedy", "greedy"}, `{"cropCircles": true}`},
		{"crop circles and hands of 3, random 4", []string{"random", "random", "random", "random"}, `{"cropCircles": true, "handSize": 3}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := []string{"Red", "Blue", "Green", "Yellow", "Black"}[:len(tc.bots)]
			taken, crops := 0, 0
			for seed := uint64(1); seed <= 20; seed++ {
				g, err := messages.NewGame(set, options(tc.options), mix, players, seed, true)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.PlayBots(newBots(t, tc.bots...)); err != nil {
					t.Fatal(err)
				}
				for seat := range players {
					taken += sum(g.Stats(seat).Taken)
				}
				// The match, answered by the same bots, plays the same game.
				m, rec := playMatch(t, set, options(tc.options), mix, players, seed, tc.bots...)
				if err := sameGame(m, g); err != nil {
					t.Fatalf("seed %d: the match played another game than the fast path: %v", seed, err)
				}
				back, err := replaySteps(set, rec)
				if err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, rec)
				}
				if err := sameGame(back, g); err != nil {
					t.Fatalf("seed %d: the replay differs: %v\n%s", seed, err, rec)
				}
				crops += bytes.Count(rec, []byte(`"decide":"`+messages.DecideCrop+`"`))
			}
			if taken == 0 {
				t.Fatal("20 games without a message taken")
			}
			if tc.options != "" && crops == 0 {
				t.Fatal("20 games with crop circles played, and no crop-circle action")
			}
		})
	}
}

// options is a test's options as a record holds them (nil for none).
func options(s string) []byte {
	if s == "" {
		return nil
	}
	return []byte(s)
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
