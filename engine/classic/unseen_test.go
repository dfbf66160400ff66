package classic_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestSortUnseenForForgetsTheOrder: two games that differ only in the
// order of what a seat cannot see (the pile, the other hands) are the
// same game for that seat once the unseen tiles are sorted, and a
// determinization after it guesses alike in both; the seat's own hand
// and the unseen tiles as a whole stay as they were.
func TestSortUnseenForForgetsTheOrder(t *testing.T) {
	set := testpacks.FreshSet(t, "winter-edition")
	rules, err := classic.Ruleset{}.Bind(set, []byte(`{"handSize": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: "WD", Players: []string{"A", "B", "C"}, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var pl classic.Player
	for i := 0; i < 8 && g.Begin(); i++ {
		pl.Turn(g, bots.Random{})
	}
	if !g.Begin() {
		t.Fatal("the game ended early")
	}
	me := g.Current()
	order := func(g *classic.Game) (own []int16, rest []int16) {
		for s := range g.Players() {
			if s != me {
				rest = append(rest, g.HandOf(s)...)
			}
		}
		for i := g.Pile().Drawn(); i < g.Pile().Size(); i++ {
			rest = append(rest, int16(g.Pile().Tile(i)))
		}
		return slices.Clone(g.HandOf(me)), rest
	}
	// other is g with the unseen tiles dealt again: another real order.
	other := g.NewTwin()
	other.CopyFrom(g)
	other.Rand().Seed(99, 0)
	other.DeterminizeFor(me)
	*other.Rand() = *g.Rand()
	_, a := order(g)
	_, b := order(other)
	if slices.Equal(a, b) {
		t.Fatal("the two games do not differ in what the seat cannot see")
	}
	own, _ := order(g)
	sorted := slices.Sorted(slices.Values(a))
	for name, x := range map[string]*classic.Game{"game": g, "other": other} {
		x.SortUnseenFor(me)
		xOwn, xRest := order(x)
		if !slices.Equal(xOwn, own) {
			t.Errorf("%s: the seat's own hand changed: %v, was %v", name, xOwn, own)
		}
		if !slices.Equal(slices.Sorted(slices.Values(xRest)), sorted) {
			t.Errorf("%s: the unseen tiles are not the same tiles", name)
		}
	}
	g.DeterminizeFor(me)
	other.DeterminizeFor(me)
	if _, x := order(g); !slices.Equal(x, func() []int16 { _, y := order(other); return y }()) {
		t.Error("after sorting, the same random source guesses differently in the two games")
	}
}
