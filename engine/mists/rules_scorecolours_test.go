package mists_test

import (
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// level6 is Level 6's scoring on a small mix: three separate score
// meeples, Bruno at 3.
var level6 = schema.MistsLevel{Ghosts: 12, Goal: 50, Graveyards: "around", Haunted: true, SeparateScores: 3,
	Dogs: []schema.MistsDog{{Name: "Bruno", At: 3}, {Name: "Ares", At: 25}}}

func level6Game(t *testing.T, players int) *mists.Game {
	return rulesGame(t, rulesSetup{level: level6,
		tiles: map[string]int{"t-end": 1, "t-field": 5}, stacks: []int{2, 2, 2}, players: players})
}

// TestScoreColours: the team chooses the score meeples' colours, and with
// 3-5 players they come out of those colours' supplies. mists.md, Level
// 6: "3 score meeples of 3 chosen colours ... With 3–5 players the score
// meeples come out of players' supplies (those colours keep one meeple
// fewer), and the team chooses the scoring colours." Seed: "ia 3 meepleși
// în 3 culori, care iau parte la joc ... Tu alegi culorile meepleșilor";
// "În jocurile solo și cele cu 2 jucători, nu luați cei 3 meepleși din
// rezervele voastre personale, ci din cutia de joc." A record says the
// choice on its first move; one without it (older records) plays the
// first three colours.
func TestScoreColours(t *testing.T) {
	tests := []struct {
		name    string
		players int
		choice  []string
		want    []int // score meeples' colours
		supply  []int // per colour in play
	}{
		{"3 players: each colour's score meeple leaves its supply", 3, []string{"blue", "red", "green"}, []int{2, 0, 1}, []int{4, 4, 4}},
		{"4 players choose blue, yellow, green: red keeps all 5", 4, []string{"blue", "yellow", "green"}, []int{2, 3, 1}, []int{5, 4, 4, 4}},
		{"5 players choose black, red, yellow", 5, []string{"black", "red", "yellow"}, []int{4, 0, 3}, []int{4, 5, 5, 4, 4}},
		{"2 players: from the box, the supplies keep 3 each", 2, []string{"yellow", "green", "blue"}, []int{3, 1, 2}, []int{3, 3, 3, 3}},
		{"solo: from the box", 1, []string{"red", "blue", "yellow"}, []int{0, 2, 3}, []int{3, 3, 3, 3}},
		{"a record without the choice: the first three colours", 4, nil, []int{0, 1, 2}, []int{4, 4, 4, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := level6Game(t, tc.players)
			playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: -1, Y: 1, ScoreColours: tc.choice})
			if got := g.ScoreColours(); !slices.Equal(got, tc.want) {
				t.Errorf("score meeples %v; want %v", got, tc.want)
			}
			var supply []int
			for c := range g.ColoursInPlay() {
				supply = append(supply, g.Core().Supply(c))
			}
			if !slices.Equal(supply, tc.supply) {
				t.Errorf("supplies %v; want %v", supply, tc.supply)
			}
		})
	}
	t.Run("a chosen colour scores on its own meeple", func(t *testing.T) {
		g := level6Game(t, 4)
		playMoves(t, g,
			mistsmoves.Move{Tile: "t-field", X: -1, Y: 1, ScoreColours: []string{"blue", "yellow", "green"}}, // Ana (red)
			mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"), Scores: points("road")},             // Bo: green
		)
		if got, want := g.Scores(), []int{0, 0, 2}; !slices.Equal(got, want) {
			t.Errorf("score meeples (blue, yellow, green) at %v; want %v", got, want)
		}
	})
}

// TestScoreColoursRefused: the choice names as many different colours in
// play as the level has score meeples, once, on the first move.
func TestScoreColoursRefused(t *testing.T) {
	tests := []struct {
		name    string
		players int
		level   schema.MistsLevel
		moves   []mistsmoves.Move
		want    string
	}{
		{"a colour not in play", 3, level6, []mistsmoves.Move{{Tile: "t-field", X: -1, Y: 1, ScoreColours: []string{"red", "green", "yellow"}}},
			`bad choice: scoreColours: "yellow" is not a colour in play (red, green, blue)`},
		{"a colour twice", 4, level6, []mistsmoves.Move{{Tile: "t-field", X: -1, Y: 1, ScoreColours: []string{"red", "blue", "red"}}},
			`bad choice: scoreColours: "red" twice: the score meeples are of 3 different colours`},
		{"two colours for three meeples", 4, level6, []mistsmoves.Move{{Tile: "t-field", X: -1, Y: 1, ScoreColours: []string{"red", "blue"}}},
			`bad choice: scoreColours: level 100 has 3 score meeples: name 3 colours, not 2`},
		{"on the second move", 4, level6, []mistsmoves.Move{{Tile: "t-field", X: -1, Y: 1}, {Tile: "t-field", X: -1, Y: 2, ScoreColours: []string{"red", "blue", "green"}}},
			`bad choice: scoreColours: the score meeples' colours are chosen once, on the first move: remove "scoreColours" from this move`},
		{"on a level with one shared score meeple", 4, hauntedLevel, []mistsmoves.Move{{Tile: "t-field", X: -1, Y: 1, ScoreColours: []string{"red", "blue", "green"}}},
			`bad choice: scoreColours: level 100 has one shared score meeple: remove "scoreColours"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{level: tc.level,
				tiles: map[string]int{"t-end": 1, "t-field": 5}, stacks: []int{2, 2, 2}, players: tc.players})
			last := tc.moves[len(tc.moves)-1]
			playMoves(t, g, tc.moves[:len(tc.moves)-1]...)
			turns, red := g.Turns(), g.Core().Supply(0)
			err := mistsmoves.PlayMove(g, last)
			if err == nil || err.Error() != tc.want {
				t.Fatalf("error\n%v\nwant\n%s", err, tc.want)
			}
			if g.Turns() != turns || g.Core().Supply(0) != red {
				t.Errorf("the refused move changed the game: %d turns, red's supply %d; want %d and %d", g.Turns(), g.Core().Supply(0), turns, red)
			}
		})
	}
}
