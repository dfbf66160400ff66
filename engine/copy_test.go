package engine_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// fingerprint is what a game shows: its board, followers, scores,
// supplies, pile position and events.
func fingerprint(g *engine.Game) string {
	s := fmt.Sprint(g.Board(), g.Table().Followers(), g.Drawn(), g.Current(), g.Over())
	for seat := range g.Players() {
		s += fmt.Sprint(" ", g.Score(seat), g.Supply(seat))
	}
	for _, e := range g.Events() {
		s += fmt.Sprint(e.Kind, e.Points, e.Players)
	}
	return s
}

// TestCopyFrom: a copy plays on exactly as its original — the same turns
// with the same random source give the same game — however the copy was
// used before (a game of its own, played further, or behind), on an
// unbounded board (classic, with a hand of 3) and on a walled one with
// start spaces laid (The Castle).
func TestCopyFrom(t *testing.T) {
	winter := testpacks.FreshSet(t, "winter-edition")
	fortress := testpacks.FreshSet(t, "the-castle")
	classicRules := func(options string) func(*engine.Set) (engine.Rules, error) {
		return func(set *engine.Set) (engine.Rules, error) { return classic.Ruleset{}.Bind(set, []byte(options)) }
	}
	for _, tc := range []struct {
		name  string
		set   *engine.Set
		mix   string
		rules func(*engine.Set) (engine.Rules, error)
	}{
		{"classic", winter, "WE3", classicRules("{}")},
		{"classic with hands of 3", winter, "WD", classicRules(`{"handSize": 3}`)},
		{"the castle's walled board", fortress, "base", func(set *engine.Set) (engine.Rules, error) { return castle.Ruleset{}.Bind(set, nil) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			newGame := func(seed uint64) *engine.Game {
				rules, err := tc.rules(tc.set)
				if err != nil {
					t.Fatal(err)
				}
				g, err := engine.NewGame(tc.set, rules, engine.Setup{Mix: tc.mix, Players: []string{"A", "B"}, Seed: seed, Events: true})
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			seats := []engine.Bot{bots.NewGreedy(), bots.Random{}}
			var pl engine.Player
			play := func(g *engine.Game, turns int) {
				for i := 0; (turns < 0 || i < turns) && g.Begin(); i++ {
					pl.Turn(g, seats[g.Current()])
				}
			}
			for _, at := range []int{0, 1, 7, 30} {
				original, scratch := newGame(11), newGame(99)
				play(original, at)
				play(scratch, 45) // a game of its own, further on
				scratch.CopyFrom(original)
				if got, want := fingerprint(scratch), fingerprint(original); got != want {
					t.Fatalf("after %d turns the copy shows\n%s\nnot\n%s", at, got, want)
				}
				play(scratch, -1)
				play(original, -1)
				if got, want := fingerprint(scratch), fingerprint(original); got != want {
					t.Fatalf("played on from turn %d, the copy ends\n%s\nthe original\n%s", at, got, want)
				}
				// Back again: the copy, played to the end, takes a position
				// before it.
				earlier := newGame(11)
				play(earlier, at)
				scratch.CopyFrom(earlier)
				play(scratch, -1)
				if got, want := fingerprint(scratch), fingerprint(original); got != want {
					t.Fatalf("copied back to turn %d, the copy ends\n%s\nnot\n%s", at, got, want)
				}
			}
		})
	}
}

// TestCopyFromRefusesAnotherSetUp: copying a game of another set-up is a
// programmer's error.
func TestCopyFromRefusesAnotherSetUp(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	a, b := gameOf(t, set, "WD", 1), gameOf(t, set, "WE3", 1)
	defer func() {
		if recover() == nil {
			t.Error("a game of another mix was copied")
		}
	}()
	a.CopyFrom(b)
}

// BenchmarkCopyFrom copies a mid-game position (30 turns of WD) into a
// game that played on to the end: what a search pays before each
// playout.
func BenchmarkCopyFrom(b *testing.B) {
	set := testpacks.FreshSet(b, "winter-edition")
	root, scratch := gameOf(b, set, "WD", 3), gameOf(b, set, "WD", 4)
	var pl engine.Player
	seats := []engine.Bot{bots.Random{}, bots.Random{}}
	for i := 0; i < 30 && root.Begin(); i++ {
		pl.Turn(root, seats[root.Current()])
	}
	pl.Play(scratch, seats)
	b.ReportAllocs()
	for b.Loop() {
		scratch.CopyFrom(root)
	}
}

// gameOf starts a 2-player classic game of the mix on set.
func gameOf(t testing.TB, set *engine.Set, mix string, seed uint64) *engine.Game {
	t.Helper()
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(set, rules, engine.Setup{Mix: mix, Players: []string{"A", "B"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
