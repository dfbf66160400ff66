package mists_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRecordChoicesNotIgnored: a record move may carry only the choices
// its turn asks for; one the game would silently ignore is refused with
// what to fix, and the game stays as it was.
func TestRecordChoicesNotIgnored(t *testing.T) {
	level7 := schema.MistsLevel{Level: 7, Ghosts: 15, Goal: 50, Graveyards: "none"}
	plain := rulesSetup{level: level7, tiles: map[string]int{"t-end": 1, "t-road": 1, "t-field": 3}, players: 3}
	haunted := rulesSetup{level: hauntedLevel, tiles: map[string]int{"20": 1, "t-field": 4}, players: 3}
	two := 2
	tests := []struct {
		name  string
		setup rulesSetup
		move  mistsmoves.Move
		want  string
	}{
		{"faceDown on a level without graveyards", plain, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(3, 0)},
			`bad choice: faceDown: level 7 lays no tile face down: only levels with haunted graveyards do (in this pack, levels 5, 6): remove "faceDown" from this move`},
		{"faceDown with no graveyard open", haunted, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(3, 0)},
			`bad choice: faceDown: no graveyard was open at the end of this turn, so no tile is laid face down: remove "faceDown" from this move`},
		{"graveyard when no ghost went to one", plain, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, Graveyard: &mists.XY{0, 0}},
			`bad choice: graveyard: no ghost went to an open graveyard this turn (one does only when ghosts go on the new tile's fog while a graveyard is open): remove "graveyard"`},
		{"graveyard on a haunted level", haunted, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, Graveyard: &mists.XY{0, 0}},
			`bad choice: graveyard: on level 100 an open graveyard takes no extra ghost (haunted graveyards bring ghosts to the fog around them instead): remove "graveyard"`},
		{"meeple on a tile with no spot", plain, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, Colour: "red", Meeple: on("N")},
			`bad choice: meeple at "N": no meeple could be placed this turn (the new tile offers no free road, city or castle to a colour with meeples left, or the game ended first): remove "meeple"`},
		{"colour without meeple", plain, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, Colour: "red"},
			`bad choice: colour "red" goes with a meeple: add "meeple" or remove "colour"`},
		{"meeple naming another cell", plain, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: onAt(5, 5, "E"), Scores: points("road")},
			`bad choice: meeple: the move's meeple goes on the new tile at (-1,0), but "x" and "y" name another cell: remove them`},
		{"a set-aside tile with faceDown", plain, mistsmoves.Move{Tile: "t-field", Discard: true, FaceDown: faceDown(3, 0)},
			`bad choice: tile t-field is set aside, so the turn has no "faceDown": remove it, or remove "discard"`},
		{"a set-aside tile with scores", plain, mistsmoves.Move{Tile: "t-field", Discard: true, Scores: points("road")},
			`bad choice: tile t-field is set aside, so the turn has no "scores": remove it, or remove "discard"`},
		{"points with clear", plain, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"),
			Scores: []mists.Scoring{{Kind: "road", Choice: "points", Clear: &mists.ClearAt{X: 0, Y: 1, Ghosts: 2}}}},
			`bad choice: scores[0]: "points" clears no ghosts: remove "clear", or choose "ghosts"`},
		{"clearing a negative number of ghosts", plain, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"),
			Scores: []mists.Scoring{{Kind: "road", Choice: "ghosts", Clear: &mists.ClearAt{X: 0, Y: 1, Ghosts: -3}}}},
			`bad choice: scores[0]: cannot remove -3 ghosts: "ghosts" is 0 or more`},
		{"symbols that no copy has", plain, mistsmoves.Move{Tile: "t-field", Symbols: &two, X: 2, Y: 0},
			`tile t-field: no undrawn copy has 2 ghost symbols (left: 0, 0, 0)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, tc.setup)
			supply, board := g.GhostSupply(), len(g.Core().Board())
			err := mistsmoves.PlayMove(g, tc.move)
			if err == nil {
				t.Fatal("PlayMove accepted the move")
			}
			if err.Error() != tc.want {
				t.Errorf("error\n%s\nwant\n%s", err, tc.want)
			}
			if g.Turns() != 0 || g.GhostSupply() != supply || len(g.Core().Board()) != board {
				t.Errorf("the refused move changed the game: %d turns, supply %d, %d tiles", g.Turns(), g.GhostSupply(), len(g.Core().Board()))
			}
		})
	}
}
