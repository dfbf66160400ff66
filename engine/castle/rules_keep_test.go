package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/schema"
)

// keepAt is where seat's keep stands: the tile and port naming its
// house, ok false while it waits in the supply.
func keepAt(g *castle.Game, seat int) (x, y int, ok bool) {
	for _, m := range g.PieceMarks() {
		if m.Seat == seat && m.Kind == "keep" {
			return m.X, m.Y, true
		}
	}
	return 0, 0, false
}

// TestRuleKeep checks where the keep goes: on the first house its player
// scores, then only on a larger one.
func TestRuleKeep(t *testing.T) {
	const rule = "Seed: \"Atunci când un jucător evaluează prima sa casă, jucătorul își plasează donjonul său pe aceasta. Dacă, mai târziu în joc, jucătorul evaluează o casă mai mare ... decât cea pe care se află donjonul jucătorului, jucătorul își mută donjonul pe casa mai mare.\" (a player puts his keep on the first house he scores, and moves it to a larger house he scores later)"
	for _, tc := range []struct {
		name  string
		cells string
		moves []castlemoves.Move
		// tiles and x, y: the size of A's keep's house and where it stands
		// (tiles 0: in the supply); forB is B's.
		tiles, x, y int
		forB        int
	}{
		{"on the first house scored", "#",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N")}, 1, 0, 0, 0},
		{"moved to a larger house", "#.##",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), tile("B", "H", 2, 0, 0), with(tile("A", "H", 3, 0, 0), "N")}, 2, 3, 0, 0},
		{"not moved to a house of the same size", "#.#.#",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), tile("B", "Y", 4, 0, 0), with(tile("A", "H", 2, 0, 0), "N")}, 1, 0, 0, 0},
		{"not moved to a smaller house", "##.#",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "E"), tile("B", "H", 1, 0, 0), with(tile("A", "H", 3, 0, 0), "N")}, 2, 1, 0, 0},
		{"not placed on a house scored by a tie", "###",
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "E"), with(tile("B", "H", 2, 0, 0), "W"), tile("A", "H", 1, 0, 0)}, 0, 0, 0, 0},
		{"not placed on a house built without squire", "#",
			[]castlemoves.Move{tile("A", "H", 0, 0, 0)}, 0, 0, 0, 0},
		{"the opponent's house closed in A's turn gets the opponent's keep", "###",
			[]castlemoves.Move{tile("A", "Y", 2, 0, 0), with(tile("B", "H", 0, 0, 0), "W"), tile("A", "Y", 1, 0, 0)}, 0, 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustReplay(t, row(tc.cells), "", tc.moves...)
			want{keeps: pair(tc.tiles, tc.forB)}.check(t, g, rule)
			x, y, ok := keepAt(g, 0)
			if ok != (tc.tiles > 0) || ok && (x != tc.x || y != tc.y) {
				t.Errorf("A's keep at (%d,%d) placed %v, want (%d,%d) placed %v (rule: %s)", x, y, ok, tc.x, tc.y, tc.tiles > 0, rule)
			}
		})
	}
}

// TestRuleLargestKeep checks the keep's final scoring: the player whose
// keep stands on the larger house scores the largest connected empty area
// inside the walls, unused start spaces included (footnote 9), wall tile
// 8 adding 2 tiles to a keep.
func TestRuleLargestKeep(t *testing.T) {
	const area = "Seed: \"Jucătorii determină care suprafață de spații goale conectată este cea mai mare și calculează numărul de cartonașe de castel care ar încăpea pe această suprafață. Jucătorul cu cel mai mare donjon încasează acest număr de puncte\" (the largest connected empty area: the player with the largest keep scores as many points as castle tiles would fit in it)"
	const fn9 = "Footnote 9: \"Spațiile de start ale zidului castelului, care nu au avut cartonașe plasate contra lor, pot fi incluse\" (start spaces no tile was placed against may be included)"
	const tie = "Seed: \"Dacă ambii jucători se află la egalitate pentru cel mai mare donjon, niciunul dintre ei nu încasează puncte pentru acesta.\" (if both tie for the largest keep, neither scores)"
	const eight = "Seed: \"8 | Jucătorul își prelungește donjonul cu 2 cartonașe (la sfârșitul jocului). De exemplu, un donjon de 5 cartonașe este socotit drept un donjon de 7 cartonașe.\" (the keep counts 2 tiles larger at the end)"
	// areas: A's keep on a house alone at (0,0), closed on the east by B's
	// courtyard at (1,0); A's courtyard at (4,0) parts the empty cells in
	// two areas, of 2 cells, (2,0)-(3,0), and of 3 cells, (5,0)-(7,0);
	// starts are the start spaces besides the three the tiles lie
	// against.
	areas := func(starts ...schema.StartSpace) board {
		return board{cells: []string{"########"}, starts: append([]schema.StartSpace{blank(0, -1), blank(1, -1), blank(4, -1)}, starts...), length: 100, corners: [][]int{{0, 1}}}
	}
	keep := []castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), tile("B", "Y", 1, 0, 0), tile("A", "Y", 4, 0, 0)}
	// keeps: A takes wall tile kind on the corner at 2 with a tower alone
	// on (0,0), scores a house of 1 at (2,0) (with a squire when
	// squire), B a house of 2 at (4,0)-(5,0); the empty area (7,0)-(9,0)
	// holds 3 tiles, and its start space (8,-1) one more (footnote 9).
	keeps := board{cells: []string{"#.#.##.###"}, starts: []schema.StartSpace{blank(0, -1), blank(2, -1), blank(4, -1), blank(5, -1), blank(8, -1)},
		length: 100, corners: [][]int{{0, 1}, {2, 3}}}
	keepsGame := func(kind string, squire bool) []castlemoves.Move {
		house := tile("A", "H", 2, 0, 0)
		if squire {
			house = with(house, "N")
		}
		return []castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "A"+kind), with(tile("B", "H", 4, 0, 0), "W"), house, tile("B", "H", 5, 0, 0)}
	}
	runWallCases(t, []wallCase{
		{name: "the largest empty area scores", rule: area, b: areas(), moves: keep,
			want: want{scores: pair(1+3, 0)}},
		{name: "unused start spaces count with the area they touch", rule: fn9, b: areas(blank(2, -1), blank(3, -1)), moves: keep,
			want: want{scores: pair(1+4, 0)}},
		{name: "noStartSpacesInKeepArea counts the cells only", rule: fn9 + " — the option leaves them out", b: areas(blank(2, -1), blank(3, -1)), moves: keep,
			options: `{"noStartSpacesInKeepArea": true}`,
			want:    want{scores: pair(1+3, 0)}},
		{name: "a start space a tile lies against does not count", rule: fn9, b: areas(blank(2, -1)), moves: keep,
			want: want{scores: pair(1+3, 0)}},
		{name: "tied keeps score nothing", rule: tie,
			b:     board{cells: []string{"#######"}, starts: []schema.StartSpace{blank(0, -1), blank(2, -1)}, length: 100, corners: [][]int{{0, 1}}},
			moves: []castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), with(tile("B", "H", 2, 0, 0), "N"), tile("A", "Y", 1, 0, 0), tile("B", "Y", 3, 0, 0)},
			want:  want{scores: pair(1, 1), keeps: pair(1, 1)}},
		{name: "the larger keep scores", rule: area, b: keeps, moves: keepsGame("9", true),
			want: want{scores: pair(2+1+5, 2+4), keeps: pair(1, 2)}},
		{name: "wall tile 8 makes the smaller keep the largest", rule: eight, b: keeps, moves: keepsGame("8", true),
			want: want{scores: pair(2+1+4, 2), keeps: pair(1+2, 2), played: lists(ints(8), nil), held: lists(nil, nil)}},
		{name: "wall tile 8 without a keep stays unplayed", rule: eight, b: keeps, moves: keepsGame("8", false),
			want: want{scores: pair(2, 2+4), keeps: pair(0, 2), played: lists(nil, nil), held: lists(ints(8), nil)}},
	})
}
