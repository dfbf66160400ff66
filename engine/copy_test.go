package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// fingerprint is what a game shows: its board, followers, scores,
// supplies, pile position and events.
func fingerprint(g *classic.Game) string {
	s := fmt.Sprint(g.Board(), g.Table().Followers(), g.Pile().Drawn(), g.Current(), g.Over())
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
			newGame := func(seed uint64) *classic.Game {
				rules, err := tc.rules(tc.set)
				if err != nil {
					t.Fatal(err)
				}
				g, err := classic.NewGame(tc.set, rules, engine.Setup{Mix: tc.mix, Players: []string{"A", "B"}, Seed: seed, Events: true})
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			seats := []engine.Bot{bots.NewGreedy(), bots.Random{}}
			var pl classic.Player
			play := func(g *classic.Game, turns int) {
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
	var pl classic.Player
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
func gameOf(t testing.TB, set *engine.Set, mix string, seed uint64) *classic.Game {
	t.Helper()
	rules, err := classic.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: mix, Players: []string{"A", "B"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCopyFromCopiesEveryCell: after a copy every cell of the board holds
// what the original's holds — cloisters' counts round them included,
// which clearing used to leave behind when a cloister lay beside an
// earlier tile — and a reset board is the board of a new game.
func TestCopyFromCopiesEveryCell(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	g, scratch, fresh := gameOf(t, set, "WE3", 1), gameOf(t, set, "WE3", 2), gameOf(t, set, "WE3", 3)
	var pl classic.Player
	random := []engine.Bot{bots.Random{}, bots.Random{}}
	for seed := uint64(1); seed <= 30; seed++ {
		if err := g.Reset(seed); err != nil {
			t.Fatal(err)
		}
		pl.Play(scratch, random)
		for turn := 0; g.Begin(); turn++ {
			if turn%7 == 0 {
				scratch.CopyFrom(g)
				if d := engine.StateDiff(scratch.Game, g.Game); d != "" {
					t.Fatalf("seed %d, turn %d: the copy differs in %s", seed, turn, d)
				}
				pl.Play(scratch, random)
			}
			pl.Turn(g, random[0])
		}
		if err := scratch.Reset(3); err != nil {
			t.Fatal(err)
		}
		if err := fresh.Reset(3); err != nil {
			t.Fatal(err)
		}
		if d := engine.StateDiff(scratch.Game, fresh.Game); d != "" {
			t.Fatalf("seed %d: a reset board differs from a new one in %s", seed, d)
		}
	}
}

// TestDeterminizeFor: a guess at what a seat cannot see deals the tiles
// to draw and the other seats' hands again, keeping every hand's size and
// the seat's own hand, and the same tiles in all.
func TestDeterminizeFor(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	rules, err := classic.Ruleset{}.Bind(set, []byte(`{"handSize": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"A", "B", "C"}, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	var pl classic.Player
	for i := 0; i < 10 && g.Begin(); i++ {
		pl.Turn(g, bots.Random{})
	}
	if !g.Begin() {
		t.Fatal("the game ended early")
	}
	me := g.Current()
	hands := func(g *classic.Game) [][]int16 {
		var out [][]int16
		for s := range g.Players() {
			out = append(out, append([]int16(nil), g.HandOf(s)...))
		}
		return out
	}
	unseen := func(g *classic.Game) []int16 {
		var out []int16
		for s, h := range hands(g) {
			if s != me {
				out = append(out, h...)
			}
		}
		for i := g.Pile().Drawn(); i < g.Pile().Size(); i++ {
			out = append(out, int16(g.Pile().Tile(i)))
		}
		slices.Sort(out)
		return out
	}
	before, beforeUnseen := hands(g), unseen(g)
	guess := g.NewTwin()
	moved := false
	for seed := uint64(1); seed <= 20; seed++ {
		guess.CopyFrom(g)
		guess.Rand().Seed(seed, 0)
		guess.DeterminizeFor(me)
		after := hands(guess)
		if !slices.Equal(after[me], before[me]) {
			t.Fatalf("the seat's own hand changed: %v, was %v", after[me], before[me])
		}
		for s := range after {
			if len(after[s]) != len(before[s]) {
				t.Fatalf("seat %d holds %d tiles, held %d", s, len(after[s]), len(before[s]))
			}
			if s != me && !slices.Equal(after[s], before[s]) {
				moved = true
			}
		}
		if !slices.Equal(unseen(guess), beforeUnseen) {
			t.Fatal("the tiles unseen are not the same tiles")
		}
	}
	if !moved {
		t.Error("the other seats' hands were never dealt again: the guess sees them")
	}
}
