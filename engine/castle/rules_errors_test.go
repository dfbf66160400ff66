package castle_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/castlemoves"
)

// TestRuleRecordErrors checks that a record move the rules refuse stops
// the replay with an error naming the move and saying what is right.
func TestRuleRecordErrors(t *testing.T) {
	x := 0
	onlyX := func(m castlemoves.Move) castlemoves.Move {
		m.Scoring = append(m.Scoring, castlemoves.ScoreMove{X: &x, At: "E"})
		return m
	}
	for _, tc := range []struct {
		name    string
		b       board
		moves   []castlemoves.Move
		refusal string
	}{
		{"a follower at a port that does not exist", row("#"),
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "Q")},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: follower at \"Q\": name a port, like N or EL"},
		{"a scoring at a port that does not exist", row("#"),
			[]castlemoves.Move{scoring(with(tile("A", "H", 0, 0, 0), "N"), "Q")},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: \"scoring\" entry 1: \"Q\": name a port, like N or EL"},
		{"a scoring on a tile with x but no y", row("#"),
			[]castlemoves.Move{onlyX(with(tile("A", "H", 0, 0, 0), "N"))},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: \"scoring\" entry 1: give both \"x\" and \"y\""},
		{"a scoring on a cell without a tile", row("#"),
			[]castlemoves.Move{at(with(tile("A", "H", 0, 0, 0), "N"), 5, 5, "E")},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: \"scoring\" entry 1: no tile lies at (5,5)"},
		{"a scoring of a territory without followers", row("#"),
			[]castlemoves.Move{scoring(tile("A", "H", 0, 0, 0), "N")},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: \"scoring\" lists 1 scorings, but the tile scores 0 territories: remove the rest"},
		{"a follower on a tower that holds one across tiles", row("###"),
			[]castlemoves.Move{with(tile("A", "T", 0, 0, 0), "E"), with(tile("B", "T", 1, 0, 0), "W")},
			"move 2 (T at (1,0) rot 0): the move does not fit the game: follower at W: that tower already holds a follower, connected across tiles"},
		{"a wall tile played where a tile is drawn", row("#"),
			[]castlemoves.Move{another("A"), tile("A", "H", 0, 0, 0)},
			"move 1 (wall tile 1): the move does not fit the game: a wall tile is played on its own only at the end of its player's turn (another turn) or of the game (on a territory); here A draws a tile"},
		{"\"took\" naming a player whose marker did not stop there", row("#.#", [2]int{2, 3}),
			[]castlemoves.Move{took(with(tile("A", "T", 0, 0, 0), "N"), "B9"), tile("B", "H", 2, 0, 0)},
			"move 1 (T at (0,0) rot 0): the move does not fit the game: \"took\" entry 1: A took the next wall tile, not B"},
		{"\"took\" listing a wall tile no marker stopped on", row("#.#", [2]int{2, 3}),
			[]castlemoves.Move{took(with(tile("A", "H", 0, 0, 0), "N"), "A9"), tile("B", "H", 2, 0, 0)},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: \"took\" lists 1 wall tile, but the markers stopped on 0: remove the rest"},
		{"a move by the player whose turn it is not", row("#"),
			[]castlemoves.Move{tile("B", "H", 0, 0, 0)},
			"move 1 (H at (0,0) rot 0): the move does not fit the game: it is A's turn, not B's"},
		{"a path meeting a start space without one", row("#"),
			[]castlemoves.Move{tile("A", "Pe", 0, 0, 90)},
			"move 1 (Pe at (0,0) rot 90): "},
		{"a wall tile at the end its player does not hold", row("#"),
			[]castlemoves.Move{with(tile("A", "H", 0, 0, 0), "N"), wallOn("A", 6, 0, 0, "N")},
			"move 2 (wall tile 6 on (0,0) N): the move does not fit the game: the game is over and A holds no wall tile 6 to play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := replay(t, tc.b, "", tc.moves...)
			wantRefused(t, err, tc.refusal)
		})
	}
}
