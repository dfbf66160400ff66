package city_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/schema"
)

// testSet is the rule tests' pack (ruleSetWith: city-mini with half
// markets, homes and more) with mixes without a start tile: "streets"
// (dead ends and straight streets) and "markets".
func testSet(t *testing.T) *engine.Set {
	t.Helper()
	return ruleSetWith(t, func(*schema.CityRules) {},
		mixOf("streets", nil, map[string]int{"03": 2, "01": 2}),
		mixOf("markets", nil, map[string]int{"mE": 1, "mW": 2, "rr": 2}))
}

// play replays moves of players A and B on mix and ends the game when
// end is true.
func play(t *testing.T, set *engine.Set, mix string, end bool, moves ...engine.Move) *classic.Game {
	t.Helper()
	rules, err := city.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: mix, Players: []string{"A", "B"}, Seed: 1, Events: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		if err := classicmoves.Play(g, m); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	if end && !g.Over() {
		g.End()
	}
	return g
}

func at(p string) *engine.MeepleMove { return &engine.MeepleMove{At: p} }

// TestScoring checks The City's scoring on hand-built boards.
func TestScoring(t *testing.T) {
	set := testSet(t)
	for _, tc := range []struct {
		name, rule, mix string
		end             bool
		moves           []engine.Move
		want            [2]int
	}{
		{"a street of 2 tiles scores 1 per tile",
			"Street: complete when each end stops at a crossing, another territory ... 1–3 tiles: 1 point per tile",
			"streets", false, []engine.Move{
				{Tile: "03", X: 0, Y: 0, Rot: 0, Meeple: at("S")},
				{Tile: "03", X: 0, Y: 1, Rot: 180},
			}, [2]int{2, 0}},
		{"a street of 4 tiles scores 2 per tile",
			"4 or more tiles: 2 points per tile",
			"streets", false, []engine.Move{
				{Tile: "03", X: 0, Y: 0, Rot: 0},
				{Tile: "01", X: 0, Y: 1, Rot: 0, Meeple: at("N")},
				{Tile: "01", X: 0, Y: 2, Rot: 0},
				{Tile: "03", X: 0, Y: 3, Rot: 180},
			}, [2]int{0, 8}},
		{"a market scores tiles × different kinds",
			"Market: complete when it cannot be extended ... Points = tiles × number of DIFFERENT market kinds in it",
			"markets", false, []engine.Move{
				{Tile: "mE", X: 0, Y: 0, Rot: 0, Meeple: at("E")},
				{Tile: "mW", X: 1, Y: 0, Rot: 0},
			}, [2]int{4, 0}},
		{"a market closed by homes laid beside it scores at once",
			"Market: complete when it cannot be extended (bounded on all sides, walls included); seed: \"A residential area can be placed next to a market.\"",
			"markets", false, []engine.Move{
				{Tile: "mE", X: 0, Y: 0, Rot: 0, Meeple: at("E")},
				// the homes' west side closes the market's east side, its last open one
				{Tile: "rr", X: 1, Y: 0, Rot: 0},
			}, [2]int{1, 0}},
		{"an incomplete street's follower leaves without points",
			"Then followers on incomplete streets and markets are removed without points.",
			"streets", true, []engine.Move{
				{Tile: "03", X: 0, Y: 0, Rot: 0, Meeple: at("S")},
				{Tile: "01", X: 0, Y: 1, Rot: 0},
			}, [2]int{0, 0}},
		{"a steward scores 2 per market its area touches, on its tile and across an edge",
			"Owners score 2 points for every market adjacent to the area, whatever its size or completion.",
			"markets", true, []engine.Move{
				{Tile: "rr", X: 0, Y: 0, Rot: 0, Meeple: at("N")},
				// its west side, a market (fish) of another tile, meets rr's east side
				{Tile: "mW", X: 1, Y: 0, Rot: 0},
			}, [2]int{2, 0}},
		{"stewards of two players tied for the most both own the area",
			"Ties: all",
			"markets", true, []engine.Move{
				{Tile: "mE", X: 0, Y: 0, Rot: 0, Meeple: at("N")},
				{Tile: "mW", X: 1, Y: 0, Rot: 0, Meeple: at("N")},
				// two tiles of homes join the two areas above them
				{Tile: "rr", X: 0, Y: -1, Rot: 0},
				{Tile: "rr", X: 1, Y: -1, Rot: 0},
			}, [2]int{2, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule (../../shared/rules/city.md).
			g := play(t, set, tc.mix, tc.end, tc.moves...)
			if got := [2]int{g.Score(0), g.Score(1)}; got != tc.want {
				t.Errorf("scores %v, want %v (rule: %s); events %+v", got, tc.want, tc.rule, g.Events())
			}
		})
	}
}
