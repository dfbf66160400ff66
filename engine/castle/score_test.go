package castle_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// miniSet is the schema's castle-mini pack: a board of 10 cells, start
// space S1 (a path ending at a square) west of (0,1), S2 (a tower) east
// of (2,2); tiles p1 (a path N-S with a fountain between a tower and a
// house), p2 and p3 (a path ending at a square in a courtyard).
func miniSet(t *testing.T) *engine.Set {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "schema", "testdata", "valid", "castle-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Check("castle-mini.json", data)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func newGame(t *testing.T, set *engine.Set, events bool) *classic.Game {
	t.Helper()
	rules, err := castle.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: set.Pack.Mixes[0].ID, Players: []string{"A", "B"}, Seed: 1, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPathScoring checks paths on the mini board.
func TestPathScoring(t *testing.T) {
	set := miniSet(t)
	for _, tc := range []struct {
		name, rule string
		moves      []engine.Move
		want       [2]int
	}{
		{"a path from a start space to a square: the start space counts as a tile",
			"Path: ... 1 point per tile (start space counts as a tile)",
			[]engine.Move{{Tile: "p3", X: 0, Y: 1, Rot: 0, Meeple: &engine.MeepleMove{At: "W"}}},
			[2]int{2, 0}},
		{"a fountain doubles the whole path",
			"2 points per tile if it has at least one fountain (still 2 with several)",
			[]engine.Move{
				{Tile: "p1", X: 0, Y: 1, Rot: 90, Meeple: &engine.MeepleMove{At: "W"}},
				{Tile: "p3", X: 1, Y: 1, Rot: 0},
			},
			[2]int{6, 0}},
		{"the first tile goes against a start space",
			"The first tile goes with a full edge against one of the 7 start spaces",
			nil, [2]int{0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule (../../shared/rules/castle.md): tc.rule.
			g := newGame(t, set, true)
			for i, m := range tc.moves {
				if err := classicmoves.Play(g, m); err != nil {
					t.Fatalf("move %d: %v", i+1, err)
				}
			}
			if tc.moves == nil {
				if err := classicmoves.Play(g, engine.Move{Tile: "p3", X: 1, Y: 0, Rot: 0}); err == nil {
					t.Fatal("a first tile away from the start spaces was taken")
				}
				return
			}
			if got := [2]int{g.Score(0), g.Score(1)}; got != tc.want {
				t.Errorf("scores %v, want %v; events %+v", got, tc.want, g.Events())
			}
		})
	}
}

// TestRandomGames plays random games on the built-in board and checks
// what must hold: every tile lies inside the wall, and a scoring never
// goes to two players ("a TIE SCORES NOTHING"): an event naming both is a
// tie's, of 0 points, saying so.
func TestRandomGames(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	g := newGame(t, set, true)
	var pl classic.Player
	seats := []engine.Bot{bots.Random{}, bots.NewGreedy()}
	cells := map[[2]int]bool{}
	for y, row := range set.Pack.Rules.Castle.Board.Cells {
		for x, c := range row {
			if c == '#' {
				cells[[2]int{x, y}] = true
			}
		}
	}
	for seed := uint64(1); seed <= 200; seed++ {
		if err := g.Reset(seed); err != nil {
			t.Fatal(err)
		}
		pl.Play(g, seats)
		for _, p := range g.Board() {
			if !set.Tiles[p.Tile].Start && !cells[[2]int{p.X, p.Y}] {
				t.Fatalf("seed %d: tile %s at (%d,%d) outside the wall", seed, set.Tiles[p.Tile].ID, p.X, p.Y)
			}
		}
		for _, e := range g.Events() {
			if len(e.Players) != 1 && (e.Points != 0 || !strings.HasPrefix(e.Detail, "tied, nobody scores")) {
				t.Fatalf("seed %d: a %s scored %d for %v (%s): a tie scores nothing", seed, e.Kind, e.Points, e.Players, e.Detail)
			}
		}
	}
}
