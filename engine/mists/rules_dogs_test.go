package mists_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// TestDogsAfterAllScorings completes two roads with one tile: the first
// to score reaches Bruno (at 2), and the dog waits until the second has
// scored too. Seed, turn summary: "3a. Declanșarea unei evaluări de puncte
// • Evaluează drumurile, orașele și castelele odată ce sunt finalizate
// ... 3b. Câinii • Dacă ajungi un câine pe tabla de scor, declanșezi
// următorul teanc de cartonașe și aloci câinele unui meeple de pe tablă."
// mists.md: "3a. Scoring of completed features ... Meeples return after
// scoring"; "When the score reaches a dog: give the dog to any unburied
// meeple on the board (if none, the dog is lost)". So by the time Bruno
// comes, both roads' meeples went home: he cannot join the meeple of the
// road that scored after him, and with no other meeple he is lost (he
// used to join that meeple and score at once).
func TestDogsAfterAllScorings(t *testing.T) {
	// Ana red, Bo green, Cy blue. Cy's t-end at (-2,0) carries blue on
	// road B; Ana's t-two at (-1,0) closes road A (S1, which ends at the
	// castle ruins, and its east end: 2 points) with her red meeple and
	// road B (2 points).
	setup := []mistsmoves.Move{
		{Tile: "t-field", X: -1, Y: 1},
		{Tile: "t-field", X: -2, Y: 1},
		{Tile: "t-end", X: -2, Y: 0, Meeple: on("E")},
	}
	tests := []struct {
		name    string
		dogs    []mists.DogMove
		wantErr bool
	}{
		{"both meeples went home: Bruno is lost", []mists.DogMove{{Dog: "Bruno"}}, false},
		{"Bruno cannot join the red meeple of road A", []mists.DogMove{{Dog: "Bruno", Meeple: onAt(-1, 0, "E")}}, true},
		{"nor the blue meeple of road B", []mists.DogMove{{Dog: "Bruno", Meeple: onAt(-2, 0, "E")}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{level: dogLevel,
				tiles:  map[string]int{"t-field": 10, "t-end": 1, "t-two": 1},
				stacks: []int{4, 4, 4}, players: 3})
			playMoves(t, g, setup...)
			err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-two", X: -1, Y: 0, Meeple: on("E"), Scores: points("road", "road"), Dogs: tc.dogs})
			if tc.wantErr {
				if !errors.Is(err, mistsmoves.ErrChoice) || g.Turns() != 3 {
					t.Fatalf("PlayMove: %v after %d turns; want ErrChoice and the move refused", err, g.Turns())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, onBoard := g.DogAt(0); g.DogsReached() != 1 || onBoard || g.Scores()[0] != 4 {
				t.Errorf("%s, score %d; want Bruno reached and lost, score 2 + 2", dogLine(g, 0), g.Scores()[0])
			}
			var order []string
			for _, e := range g.Events() {
				if e.Move == 4 {
					order = append(order, e.What)
				}
			}
			if want := []string{"score", "score", "dog-lost"}; !slices.Equal(order, want) {
				t.Errorf("move 4's events %v; want %v", order, want)
			}
		})
	}
}
