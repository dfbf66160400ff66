package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
	"github.com/tilesmith/tilesmith/schema"
)

// at names a scoring's territory on another tile than the one just
// placed: the tile at (x, y) and a port there.
func at(m castlemoves.Move, x, y int, port string) castlemoves.Move {
	m.Scoring = append(m.Scoring, castlemoves.ScoreMove{X: &x, Y: &y, At: port})
	return m
}

// plus plays wall tile kind on the move's last scoring.
func plus(m castlemoves.Move, kind int) castlemoves.Move {
	m.Scoring[len(m.Scoring)-1].WallTile = kind
	return m
}

// TestRuleStartSpaces checks that a start space's segment counts as one
// tile of the path, tower or house it joins.
func TestRuleStartSpaces(t *testing.T) {
	for _, tc := range []struct {
		name, rule string
		b          board
		moves      []castlemoves.Move
		want       want
	}{
		{"a path between two start spaces counts both",
			"Seed: \"Dacă calea include un segment de cale de pe un spațiu de start, acesta se socotește drept 1 punct ca și cum ar fi un cartonaș de castel.\" (a start space's path segment counts 1 point, as if it were a castle tile)",
			board{cells: []string{"##"}, starts: []schema.StartSpace{start(-1, 0, schema.KindPath, "E"), start(2, 0, schema.KindPath, "W")}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "Pe", 0, 0, 0), "W"), tile("B", "Pe", 1, 0, 0)},
			want{scores: pair(4, 0), supply: pair(6, 6)}},
		{"a start space counts as a tile at the fountain's rate",
			"Seed: \"Dacă există una sau mai multe fântâni de-a lungul căii finalizate, jucătorul încasează 2 puncte pentru fiecare cartonaș de castel\" (with a fountain, 2 points per castle tile), the start space counting as one",
			board{cells: []string{"#"}, starts: []schema.StartSpace{start(-1, 0, schema.KindPath, "E")}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "Pqf", 0, 0, 0), "W")},
			want{scores: pair(4, 0)}},
		{"a tower between two start spaces counts both",
			"Seed: \"Dacă turnul include un segment de turn de pe un spațiu de start, acesta se socotește drept 2 puncte ca și cum ar fi un cartonaș de castel.\" (a start space's tower segment counts 2 points, as if it were a castle tile)",
			board{cells: []string{"#"}, starts: []schema.StartSpace{start(-1, 0, schema.KindTower, "EL E ER"), start(1, 0, schema.KindTower, "WL W WR")}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "T", 0, 0, 0), "N")},
			want{scores: pair(6, 0), supply: pair(6, 6)}},
		{"a house beside a start space counts it",
			"Seed: \"Dacă casa include un segment de casă de pe un spațiu de start, acesta se socotește drept 1 punct ca și cum ar fi un cartonaș de castel.\" (a start space's house segment counts 1 point, as if it were a castle tile)",
			board{cells: []string{"#"}, starts: []schema.StartSpace{start(-1, 0, schema.KindHouse, "EL E ER"), start(1, 0, schema.KindHouse, "WL W WR")}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N")},
			want{scores: pair(3, 0), keeps: pair(3, 0)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := mustReplay(t, tc.b, "", tc.moves...)
			tc.want.check(t, g, tc.rule)
		})
	}
}

// TestRuleWallCloses checks territories closed by the castle wall and by
// territories of other kinds: "Orice teritoriu de castel (cale, turn,
// casă sau curte) poate să fie plasat lângă zidul castelului." (any
// territory may be placed beside the castle wall).
func TestRuleWallCloses(t *testing.T) {
	corner := board{cells: []string{"#.", "##"}, starts: []schema.StartSpace{blank(1, 0)}, length: 100, corners: [][]int{{0, 1}}}
	for _, tc := range []struct {
		name, rule string
		b          board
		moves      []castlemoves.Move
		want       want
		refusal    string
	}{
		{"a tower the wall alone closes",
			"Seed: \"Un turn este finalizat atunci când segmentele de turn conectate sunt complet înconjurate de căi, case, curți și zidul castelului\" (a tower is complete when surrounded by paths, houses, courtyards and the castle wall)",
			corner, []castlemoves.Move{with(tile("A", "Tc", 0, 0, 0), "N")},
			want{scores: pair(2, 0), supply: pair(6, 6)}, ""},
		{"a tower of two tiles closed by the wall",
			"Seed: \"Jucătorul încasează 2 puncte pentru fiecare cartonaș de castel (nu fiecare segment) care formează turnul.\" (2 points per castle tile of the tower)",
			board{cells: []string{"##"}, starts: []schema.StartSpace{blank(-1, 0)}, length: 100, corners: [][]int{{0, 1}}},
			[]castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), tile("B", "T", 1, 0, 0)},
			want{scores: pair(4, 0), supply: pair(6, 6)}, ""},
		{"a tower closed by a house laid against it",
			"Seed: \"Celelalte teritorii de castel (turn, casă sau curte) pot fi plasate unul lângă celălalt în orice combinație dorită.\" (towers, houses and courtyards may lie beside each other in any combination); a tower is complete when surrounded by houses and the wall",
			row("##"), []castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), at(tile("B", "H", 1, 0, 0), 0, 0, "E")},
			want{scores: pair(2, 0), supply: pair(6, 6)}, ""},
		{"the tower a house closed is named on its own tile",
			"The record names a scoring by a port of the territory; the house's west port is the house",
			row("##"), []castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), scoring(tile("B", "H", 1, 0, 0), "W")},
			want{}, "move 2 (H at (1,0) rot 0): the move does not fit the game: \"scoring\" entry 1: the house at W does not score now"},
		{"a house closed by a tower laid against it",
			"Seed: \"O casă este finalizată atunci când segmentele de casă conectate sunt complet înconjurate de căi, turnuri, curți și zidul castelului\" (a house is complete when surrounded by paths, towers, courtyards and the castle wall)",
			row("##"), []castlemoves.Move{with(tile("A", "H", 0, 0, 0), "E"), tile("B", "T", 1, 0, 0)},
			want{scores: pair(1, 0), keeps: pair(1, 0)}, ""},
		{"a path from wall to wall is complete",
			"Seed: \"O cale este finalizată atunci când segmentele de cale conectate se sfârșesc în scuaruri, zidurile castelului, clădiri sau atunci când calea devine o buclă închisă.\" (a path is complete when it ends at squares, the castle walls, buildings, or loops)",
			row("###"), []castlemoves.Move{with(tile("A", "Pe", 0, 0, 0), "W"), tile("B", "Pe", 2, 0, 0), tile("A", "Pe", 1, 0, 0)},
			want{scores: pair(3, 0), supply: pair(6, 6)}, ""},
		{"a courtyard closed in play scores only at the end",
			"Seed: \"Curțile nu sunt evaluate în timpul jocului - sunt evaluate la sfârșitul jocului.\" (courtyards are not scored during play, only at the end)",
			board{cells: []string{"#.#"}, starts: []schema.StartSpace{blank(0, -1), blank(2, -1)}, length: 100, corners: [][]int{{0, 1}}, spare: []string{"H"}},
			[]castlemoves.Move{with(tile("A", "Y", 0, 0, 0), "N")},
			want{scores: pair(0, 0), supply: pair(5, 6)}, ""},
		{"a path from the wall to a square is complete at once",
			"Seed: a path ends at \"scuaruri, zidurile castelului\" (squares, the castle walls)",
			row("#"), []castlemoves.Move{with(tile("A", "Pq", 0, 0, 0), "W")},
			want{scores: pair(1, 0), supply: pair(6, 6)}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := replay(t, tc.b, "", tc.moves...)
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
