package city_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/city"
	"github.com/tilesmith/tilesmith/engine/format1/citymoves"
	"github.com/tilesmith/tilesmith/schema"
)

// The row: ten tiles of homes (0,0) to (9,0), a street stub below each
// end, then the stubs facing them: move 13 completes the street at x = 0
// (the first wall round, its gate north of (5,0)), move 14 the one at
// x = 9. Every piece in the tests goes counter-clockwise from the gate:
// west along the north side, down round the column at x = 0 and back east
// along the south side of the row, far from the column at x = 9.
func rowMoves() []citymoves.Move {
	var ms []citymoves.Move
	for x := range 10 {
		ms = append(ms, tile("rr", x, 0, 0))
	}
	return append(ms, tile("se", 0, 1, 0), tile("se", 9, 1, 0), tile("se", 0, 2, 180), tile("se", 9, 2, 180))
}

// rowMixes deal the row so that moves 13 and 14 are drawn from stack 2
// ("row2") or from stack 3 ("row3"); a spare tile stays in the last stack.
// "rowLast" has no spare: move 14 places the last tile.
func rowMixes() []schema.Mix {
	counts := map[string]int{"rr": 11, "se": 4}
	return []schema.Mix{
		mixOf("row2", []int{12, 2, 1}, counts),
		mixOf("row3", []int{11, 1, 3}, counts),
		mixOf("rowLast", []int{11, 1, 2}, map[string]int{"rr": 10, "se": 4}),
	}
}

// TestRuleWallRounds checks who builds the pieces of a wall round, and how
// many, with 2, 3 and 4 players in stacks 2 and 3: the first round (the
// gate's) after move 13, scored by A, and a later one after move 14,
// scored by B.
func TestRuleWallRounds(t *testing.T) {
	set := ruleSet(t, 0, rowMixes()...)
	for _, tc := range []struct {
		name, rule, mix string
		players         int
		// first and later are the builders of the pieces of each round.
		first, later string
	}{
		{"stack 2, 2 players: gate, other, scorer, other; then 2 each alternating",
			"Digest: \"2 players: double it — 2 pieces each during stack 2 ... alternating one piece at a time; in the very first round: gate (scorer), 1 wall (other), 1 wall (scorer), 1 wall (other).\"",
			"row2", 2, "BAB", "BABA"},
		{"stack 2, 3 players: gate, then each other player; then 1 each from the scorer",
			"Digest: \"First round ever: the scoring player places the city gate ...; then each other player, clockwise, places one wall piece ... Later rounds while stack 2 is active: each player builds 1 wall piece, starting with the scoring player, clockwise\"",
			"row2", 3, "BC", "BCA"},
		{"stack 2, 4 players",
			"Digest: \"Later rounds while stack 2 is active: each player builds 1 wall piece, starting with the scoring player, clockwise\"",
			"row2", 4, "BCD", "BCDA"},
		{"stack 3, 2 players: 4 each, alternating",
			"Digest: \"2 players: double it — ... 4 each during stack 3, alternating one piece at a time\"",
			"row3", 2, "BABABAB", "BABABABA"},
		{"stack 3, 3 players: twice round the table",
			"Digest: \"While stack 3 is active: 2 pieces each (go round the table twice).\"",
			"row3", 3, "BCABC", "BCABCA"},
		{"stack 3, 4 players: twice round the table",
			"Digest: \"While stack 3 is active: 2 pieces each (go round the table twice).\"",
			"row3", 4, "BCDABCD", "BCDABCDA"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The rule: tc.rule.
			moves := rowMoves()
			moves[12] = walled(moves[12], &citymoves.RoundMove{Gate: gateAt(5, 0, "north"), Walls: builds(tc.first, ccw)})
			moves[13] = walled(moves[13], &citymoves.RoundMove{Walls: builds(tc.later, ccw)})
			g, err := replay(t, set, tc.mix, players(tc.players), false, moves...)
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			built := len(tc.first) + len(tc.later)
			if g.Wall().Pieces() != built || g.PiecesLeft() != 70-built {
				t.Errorf("%d pieces stand and %d are left, want %d and %d", g.Wall().Pieces(), g.PiecesLeft(), built, 70-built)
			}
			if e, ok := g.Wall().Gate(); !ok || e != (city.Edge{X: 5, Y: 0, Side: city.North}) {
				t.Errorf("the wall is %s, want its gate north of (5,0)", g.Wall())
			}
			if g.Over() {
				t.Errorf("the game ended (%s)", g.Cause())
			}

			// The same rounds with the builders of the later round turned
			// round, or a piece short, are refused.
			wrong := rowMoves()
			wrong[12] = moves[12]
			turned := []rune(tc.later)
			slices.Reverse(turned)
			wrong[13] = walled(wrong[13], &citymoves.RoundMove{Walls: builds(string(turned), ccw)})
			_, err = replay(t, set, tc.mix, players(tc.players), false, wrong...)
			wantRefused(t, err, "builds that piece", citymoves.ErrMove)
			wrong[13] = walled(wrong[13], &citymoves.RoundMove{Walls: builds(tc.later[:len(tc.later)-1], ccw)})
			_, err = replay(t, set, tc.mix, players(tc.players), false, wrong...)
			wantRefused(t, err, fmt.Sprintf("builds wall piece %d of the round", len(tc.later)), citymoves.ErrMove)
		})
	}
}

// TestRuleWallsFromStack2 checks when walls enter: a street stub at (0,0),
// homes beside it, and the stub completing the street at (0,1) as the
// third tile, the last of stack 1 or the first of stack 2.
func TestRuleWallsFromStack2(t *testing.T) {
	set := ruleSet(t, 0,
		mixOf("last1", []int{3, 1, 1}, map[string]int{"se": 2, "rr": 3}),
		mixOf("first2", []int{2, 2, 1}, map[string]int{"se": 2, "rr": 3}))
	rule := "Digest: \"After the turn in which the last tile of stack 1 was drawn, stack 2 is in play and walls and towers enter the game.\""
	moves := []citymoves.Move{tile("se", 0, 0, 0), tile("rr", 1, 0, 0), tile("se", 0, 1, 180)}
	t.Run("no wall round in the turn that drew the last tile of stack 1", func(t *testing.T) {
		// The rule: rule.
		g, err := replay(t, set, "last1", players(3), false, moves...)
		if err != nil {
			t.Fatalf("%v (rule: %s)", err, rule)
		}
		if _, ok := g.Wall().Gate(); ok {
			t.Errorf("the wall is %s, want no gate yet", g.Wall())
		}
	})
	t.Run("the first scoring from stack 2 on brings the gate's round", func(t *testing.T) {
		// The rule: rule.
		_, err := replay(t, set, "first2", players(3), false, moves...)
		wantRefused(t, err, "brings a wall round", citymoves.ErrMove)
		moves := slices.Clone(moves)
		moves[2] = walled(moves[2], &citymoves.RoundMove{Gate: gateAt(1, 0, "north"), Walls: builds("AB", cw)})
		g, err := replay(t, set, "first2", players(3), false, moves...)
		if err != nil {
			t.Fatalf("%v (rule: %s)", err, rule)
		}
		if g.Wall().Pieces() != 2 {
			t.Errorf("the wall is %s, want the gate and 2 pieces", g.Wall())
		}
	})
}
