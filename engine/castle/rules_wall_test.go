package castle_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
)

// The wall tile tests take wall tiles with a tower alone on a cell (the
// wall and a start space close it: 2 points at once for its knight) on
// a track whose corner towers lie at low spaces, so that a marker stops
// on one; the record's "took" says which wall tile lay there.

// wallCase is a record to replay, what it must leave, or the refusal it
// must meet.
type wallCase struct {
	name, rule string
	b          board
	options    string
	moves      []castlemoves.Move
	want       want
	refusal    string
}

func runWallCases(t *testing.T, cases []wallCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, tc.b, tc.options, tc.moves...)
			if tc.refusal != "" {
				wantRefused(t, err, tc.refusal)
				return
			}
			if err != nil {
				t.Fatalf("%v (rule: %s)", err, tc.rule)
			}
			tc.want.check(t, g, tc.rule)
		})
	}
}

// TestRuleWallTileTurns checks wall tile 1, another full turn.
func TestRuleWallTileTurns(t *testing.T) {
	const rule = "Seed: \"1 | Jucătorul efectuează altă tură completă (în timpul jocului)\" (another full turn, during play); footnote 11: \"Este normal să îl joci în tura în care îl câștigi ... Ai putea să ai chiar și două ture bonus în același timp dacă ești suficient de norocos încât să le obții pe amândouă.\" (it is normal to play it in the turn you win it ... you could even have two bonus turns at once)"
	runWallCases(t, []wallCase{
		{name: "played in the turn it is taken", rule: rule, b: row("#.#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A1"), another("A"), with(tile("A", "H", 2, 0, 0), "N"), tile("B", "H", 4, 0, 0)},
			want:  want{scores: pair(3, 0), held: lists(nil, nil), taken: lists(ints(1), nil), played: lists(ints(1), nil)}},
		{name: "kept for a later turn", rule: rule, b: row("#.#.#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A1"), tile("B", "H", 2, 0, 0), tile("A", "H", 4, 0, 0), another("A"), tile("A", "H", 6, 0, 0)},
			want:  want{held: lists(nil, nil), played: lists(ints(1), nil)}},
		{name: "kept unplayed", rule: rule, b: row("#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A1"), tile("B", "H", 2, 0, 0)},
			want:  want{held: lists(ints(1), nil), played: lists(nil, nil)}},
		{name: "both copies: two bonus turns in a row", rule: rule, b: row("#.#.#.#.#.#", [2]int{2, 3}, [2]int{4, 5}),
			moves: []castlemoves.Move{
				took(with(tile("A", "T", 0, 0, 0), "N"), "A1"), tile("B", "H", 2, 0, 0),
				took(with(tile("A", "T", 4, 0, 0), "N"), "A1"), another("A"),
				tile("A", "H", 6, 0, 0), another("A"),
				tile("A", "H", 8, 0, 0), tile("B", "H", 10, 0, 0)},
			want: want{scores: pair(4, 0), held: lists(nil, nil), taken: lists(ints(1, 1), nil), played: lists(ints(1, 1), nil)}},
		{name: "not at the end of the opponent's turn", rule: rule, b: row("#.#.#", [2]int{2, 3}),
			moves:   []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A1"), tile("B", "H", 2, 0, 0), another("A"), tile("A", "H", 4, 0, 0)},
			refusal: "move 3 (wall tile 1): the move does not fit the game: a wall tile is played on its own only at the end of its player's turn (another turn) or of the game (on a territory); here A draws a tile"},
	})
}

// TestRuleWallTileDoubles checks wall tiles 2 and 3, which double a
// completed tower or house the placing player scores.
func TestRuleWallTileDoubles(t *testing.T) {
	const two = "Seed: \"2 | Jucătorul dublează punctajul pentru 1 turn finalizat atunci când îl evaluează (fiecare cartonaș = 4 puncte)\" (doubles the score of 1 completed tower when scoring it: each tile 4 points)"
	const three = "Seed: \"3 | Jucătorul dublează punctajul pentru 1 casă finalizată atunci când o evaluează (fiecare cartonaș = 2 puncte)\" (doubles the score of 1 completed house: each tile 2 points)"
	const fn12 = "Footnote 12: \"Dacă colectezi acest cartonaș atunci când evaluezi un turn nu ai posibilitatea de a îl folosi imediat pentru a spori punctajul acelui turn. Trebuie folosit într-o tură ulterioară.\" (taken while scoring a tower, it cannot boost that tower; it must be used in a later turn)"
	const fn13 = "Footnote 13: \"Trebuie folosit într-o tură ulterioară.\" (it must be used in a later turn)"
	const fn6 = "Footnote 6: \"Nu ai posibilitatea de a le juca în timpul turei adversarului tău, chiar dacă adversarul tău finalizează un teritoriu pentru care tu încasezi puncte.\" (you may not play them in your opponent's turn, even if he completes a territory you score)"
	const notNow = "wall tile %d cannot double that scoring (it must be the placing player's, tile 2 on a tower or 3 on a house, taken in an earlier turn)"
	// two of A's towers (or houses) on (0,0) and (2,0), joined and
	// completed by A's TT (or HH) at (1,0): the first scoring stops A on
	// the corner at 4 (2 for houses).
	pairOf := func(id, split string, scorings ...string) []castlemoves.Move {
		return []castlemoves.Move{with(tile("A", id, 0, 0, 0), "E"), tile("B", "Y", 4, 0, 0), with(tile("A", id, 2, 0, 0), "W"), tile("B", "Y", 6, 0, 0),
			took(scoring(tile("A", split, 1, 0, 0), scorings...), "A"+map[string]string{"T": "2", "H": "3"}[id])}
	}
	runWallCases(t, []wallCase{
		{name: "2 doubles the placing player's tower in a later turn", rule: two, b: row("#.#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 2, 0, 0), scoring(with(tile("A", "T", 4, 0, 0), "N"), "N+2")},
			want:  want{scores: pair(2+4, 0), held: lists(nil, nil), played: lists(ints(2), nil)}},
		{name: "a doubled scoring moves the marker once: past 4, onto the corner at 6", rule: two + "; seed: the marker takes the wall tile where the scoring moves it", b: row("#.#.#", [2]int{2, 3}, [2]int{4, 5}, [2]int{6, 7}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 2, 0, 0), took(scoring(with(tile("A", "T", 4, 0, 0), "N"), "N+2"), "A9")},
			want:  want{scores: pair(6+5, 0), taken: lists(ints(2, 9), nil), played: lists(ints(2, 9), nil)}},
		{name: "2 kept: the tower scores 2 per tile", rule: two, b: row("#.#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 2, 0, 0), scoring(with(tile("A", "T", 4, 0, 0), "N"), "N")},
			want:  want{scores: pair(2+2, 0), held: lists(ints(2), nil)}},
		{name: "3 doubles the placing player's house in a later turn", rule: three, b: row("#.#.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A3"), tile("B", "H", 2, 0, 0), scoring(with(tile("A", "H", 4, 0, 0), "N"), "N+3")},
			want:  want{scores: pair(2+2, 0), held: lists(nil, nil), played: lists(ints(3), nil), keeps: pair(1, 0)}},
		{name: "2 does not double a house", rule: two + "; " + three, b: row("#.#.#", [2]int{2, 3}),
			moves:   []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 2, 0, 0), scoring(with(tile("A", "H", 4, 0, 0), "N"), "N+2")},
			refusal: "move 3 (H at (4,0) rot 0): the move does not fit the game: \"scoring\" entry 1: " + fmt.Sprintf(notNow, 2)},
		{name: "3 does not double a tower", rule: two + "; " + three, b: row("#.#.#", [2]int{2, 3}),
			moves:   []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A3"), tile("B", "H", 2, 0, 0), scoring(with(tile("A", "T", 4, 0, 0), "N"), "N+3")},
			refusal: "move 3 (T at (4,0) rot 0): the move does not fit the game: \"scoring\" entry 1: " + fmt.Sprintf(notNow, 3)},
		{name: "2 taken scoring a tower does not boost that tower", rule: fn12, b: row("###.#.#", [2]int{4, 5}),
			moves:   pairOf("T", "TT", "W+2", "E"),
			refusal: "move 5 (TT at (1,0) rot 0): the move does not fit the game: \"scoring\" entry 1: " + fmt.Sprintf(notNow, 2)},
		{name: "2 taken scoring a tower does not boost the next tower of the turn", rule: fn12, b: row("###.#.#", [2]int{4, 5}),
			moves:   pairOf("T", "TT", "W", "E+2"),
			refusal: "move 5 (TT at (1,0) rot 0): the move does not fit the game: \"scoring\" entry 2: " + fmt.Sprintf(notNow, 2)},
		{name: "2 taken scoring a tower is kept for a later turn", rule: fn12, b: row("###.#.#", [2]int{4, 5}),
			moves: pairOf("T", "TT", "W", "E"),
			want:  want{scores: pair(8, 0), held: lists(ints(2), nil), taken: lists(ints(2), nil)}},
		{name: "3 taken scoring a house does not boost the next house of the turn", rule: fn13, b: row("###.#.#", [2]int{2, 3}),
			moves:   pairOf("H", "HH", "W", "E+3"),
			refusal: "move 5 (HH at (1,0) rot 0): the move does not fit the game: \"scoring\" entry 2: " + fmt.Sprintf(notNow, 3)},
		{name: "2 is not played on the opponent's turn", rule: fn6, b: row("#.##.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 5, 0, 0), with(tile("A", "T", 2, 0, 0), "W"),
				plus(at(tile("B", "H", 3, 0, 0), 2, 0, "E"), 2)},
			refusal: "move 4 (H at (3,0) rot 0): the move does not fit the game: \"scoring\" entry 1: " + fmt.Sprintf(notNow, 2)},
		{name: "2 does not double the opponent's tower in the placing player's turn", rule: two + " — the tower the player scores", b: row("#.##", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), with(tile("B", "T", 2, 0, 0), "W"),
				plus(at(tile("A", "H", 3, 0, 0), 2, 0, "E"), 2)},
			refusal: "move 3 (H at (3,0) rot 0): the move does not fit the game: \"scoring\" entry 1: " + fmt.Sprintf(notNow, 2)},
		{name: "the opponent's turn scores A's tower at 2 per tile and A keeps 2", rule: fn6, b: row("#.##.#", [2]int{2, 3}),
			moves: []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A2"), tile("B", "H", 5, 0, 0), with(tile("A", "T", 2, 0, 0), "W"),
				at(tile("B", "H", 3, 0, 0), 2, 0, "E")},
			want: want{scores: pair(4, 0), held: lists(ints(2), nil)}},
	})
}
