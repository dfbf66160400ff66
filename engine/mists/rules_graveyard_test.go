package mists_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestGraveyardFromSupply closes a graveyard by its 4 sides with no
// meeple on the board, on Level 2 with the pack's tiles. mists.md:
// "Whenever at least 1 ghost is placed on fog, also put 1 ghost on one
// open graveyard ... a graveyard is open until tiles lie on all 4
// orthogonal sides. Closing it: bury one meeple taken from the board (from
// a supply if none is on the board) ... and remove all its ghosts." Seed
// (Dized.MoC.0026): "Dacă trebuie să înmormântați un meeple, dar pe tablă
// nu aveți niciun meeple, trebuie să folosiți în loc unul din rezerva
// voastră."
func TestGraveyardFromSupply(t *testing.T) {
	g := newLevel(t, 2, 3, 1)
	playMoves(t, g,
		mistsmoves.Move{Tile: "20", X: -1, Y: 1, Rot: 180}, // graveyard, its city south
		mistsmoves.Move{Tile: "05", X: 0, Y: 2, Graveyard: &mists.XY{-1, 1}},
	)
	grave := placedAt(t, g, -1, 1)
	if g.Ghosts(grave) != 1 || g.Ghosts(placedAt(t, g, 0, 2)) != 1 {
		t.Fatalf("the graveyard holds %d ghosts and tile 05 %d; want 1 and 1 (2 symbols, one fewer for extending fog, and the graveyard's extra one)",
			g.Ghosts(grave), g.Ghosts(placedAt(t, g, 0, 2)))
	}
	playMoves(t, g,
		mistsmoves.Move{Tile: "09", X: -1, Y: 0, Rot: 90},
		mistsmoves.Move{Tile: "38", X: -2, Y: 1},
	)
	if open := g.OpenGraveyards(); len(open) != 1 {
		t.Fatalf("%d open graveyards with 3 of 4 sides covered; want 1", len(open))
	}
	playMoves(t, g, mistsmoves.Move{Tile: "48", X: -1, Y: 2, Bury: []mists.Burial{{Graveyard: mists.XY{-1, 1}, Colour: "green"}}})
	if open := g.OpenGraveyards(); len(open) != 0 {
		t.Errorf("the graveyard is still open with its 4 sides covered")
	}
	want := []mists.Burial{{Graveyard: mists.XY{-1, 1}, Colour: "green"}}
	if got := g.Buried(); !slices.Equal(got, want) {
		t.Errorf("buried %+v; want %+v", got, want)
	}
	if got := g.Core().Supply(1); got != 4 {
		t.Errorf("green has %d meeples in its supply; want 4 (one of 5 buried)", got)
	}
	if g.Ghosts(grave) != 0 || g.GhostSupply() != 11 {
		t.Errorf("the graveyard holds %d ghosts, supply %d; want 0 and 11", g.Ghosts(grave), g.GhostSupply())
	}
}

// dogLevel is a level with stacks and dogs whose first threshold a single
// 3-point road reaches.
var dogLevel = schema.MistsLevel{Ghosts: 15, Goal: 60, Graveyards: "sides",
	Dogs: []schema.MistsDog{{Name: "Bruno", At: 2}, {Name: "Ares", At: 40}}}

func dogGame(t *testing.T) *mists.Game {
	return rulesGame(t, rulesSetup{level: dogLevel,
		tiles:  map[string]int{"t-end": 1, "48": 1, "20": 1, "01": 1, "t-field": 8},
		stacks: []int{4, 4, 4}, players: 3})
}

// TestDogLost: seed (11/2022) "Atunci când în joc nu există niciun meeple
// sau numai meepleși înmormântați, câinele este pierdut"; mists.md: "give
// the dog to any unburied meeple on the board (if none, the dog is lost)
// ... and put the rest of the current stack on top of the next stack."
func TestDogLost(t *testing.T) {
	tests := []struct {
		name    string
		dogs    []mists.DogMove
		wantErr bool
	}{
		{"the record names the dog with no meeple", []mists.DogMove{{Dog: "Bruno"}}, false},
		{"a record that leaves the lost dog out is refused", nil, true},
		{"a record that gives the lost dog a meeple is refused", []mists.DogMove{{Dog: "Bruno", Meeple: onAt(-1, 0, "E")}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := dogGame(t)
			// The road S2–S1–t-end scores 3 and its only meeple goes home:
			// none is left on the board when the score reaches Bruno at 2.
			err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"), Scores: points("road"), Dogs: tc.dogs})
			if tc.wantErr {
				if !errors.Is(err, mistsmoves.ErrChoice) || g.Turns() != 0 {
					t.Errorf("PlayMove: %v after %d turns; want ErrChoice and nothing played", err, g.Turns())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, onBoard := g.DogAt(0); g.DogsReached() != 1 || onBoard {
				t.Errorf("%s; want reached and lost", dogLine(g, 0))
			}
			if stack, left := g.StackLeft(); stack != 1 || left != 3+4 {
				t.Errorf("stack %d with %d tiles; want stack 1 with 7 (the 3 left of the first on top of the second's 4)", stack, left)
			}
			lost := slices.IndexFunc(g.Events(), func(e mists.Event) bool { return e.What == "dog-lost" })
			if want := "the score reached Bruno (2) with no unburied meeple on the board: the dog is lost"; lost < 0 || g.Events()[lost].Move != 1 || g.Events()[lost].Text != want {
				t.Errorf("events %+v; want a dog-lost event of move 1: %s", g.Events(), want)
			}
		})
	}
}

// TestDogScoresAndBurial gives Bruno to a meeple in a city, then either
// scores that city or buries that meeple. mists.md: "When that meeple is
// later scored (points or ghost removal alike), the dog scores 1 point per
// ghost on the board — never convertible to ghost removal — and leaves the
// game"; "a dog beside the buried meeple leaves the game". Seed: "Dacă
// există 1 câine lângă meepleul înmormântat, câinele este îndepărtat din
// joc."
func TestDogScoresAndBurial(t *testing.T) {
	setup := []mistsmoves.Move{
		{Tile: "48", X: 1, Y: -1, Meeple: on("S")}, // Ana's red meeple in the city S2–48, open north
		{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"), Scores: points("road"), // Bo's road (S1 to the ruins) scores 2: Bruno
			Dogs: []mists.DogMove{{Dog: "Bruno", Meeple: onAt(1, -1, "S")}}},
	}
	tests := []struct {
		name      string
		moves     []mistsmoves.Move
		wantScore int
		buried    int
	}{
		{"the city scores 8 and the dog 1 per ghost on the board (3)", []mistsmoves.Move{
			{Tile: "01", X: 1, Y: -2, Rot: 180, Scores: points("city")}},
			2 + 8 + 3, 0},
		{"ghost removal instead of the city's points: the dog still scores (1 ghost left)", []mistsmoves.Move{
			{Tile: "01", X: 1, Y: -2, Rot: 180, Scores: []mists.Scoring{{Kind: "city", Choice: "ghosts", Clear: &mists.ClearAt{X: 0, Y: 1, Ghosts: 2}}}}},
			2 + 1, 0},
		{"burying the dog's meeple sends the dog away", []mistsmoves.Move{
			{Tile: "20", X: 0, Y: -1},
			{Tile: "t-field", X: -1, Y: -1},
			{Tile: "01", X: 0, Y: -2, Rot: 180, Bury: []mists.Burial{{Graveyard: mists.XY{0, -1}, Meeple: onAt(1, -1, "S"), Colour: "red"}}}},
			2, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := dogGame(t)
			playMoves(t, g, setup...)
			if pi, onBoard := g.DogAt(0); !onBoard || pi != placedAt(t, g, 1, -1) {
				t.Fatalf("%s; want it by the meeple at (1,-1)", dogLine(g, 0))
			}
			playMoves(t, g, tc.moves...)
			if _, onBoard := g.DogAt(0); onBoard {
				t.Errorf("%s; want it gone", dogLine(g, 0))
			}
			if g.Scores()[0] != tc.wantScore || len(g.Buried()) != tc.buried {
				t.Errorf("score %d, %d buried; want %d and %d", g.Scores()[0], len(g.Buried()), tc.wantScore, tc.buried)
			}
		})
	}
}

// TestStacksRunOut: mists.md "the score meeple must reach dog I's space
// before stack 1 runs out, ... the goal before stack 3 runs out, else
// LOST"; "Loss: a tile must be drawn but none is left".
func TestStacksRunOut(t *testing.T) {
	tests := []struct {
		name   string
		level  schema.MistsLevel
		stacks []int
		want   mists.Cause
	}{
		{"the first stack runs out before Bruno", schema.MistsLevel{Ghosts: 15, Goal: 60, Graveyards: "sides",
			Dogs: []schema.MistsDog{{Name: "Bruno", At: 10}, {Name: "Ares", At: 40}}}, []int{2, 2, 2}, mists.LostThreshold},
		{"the pile runs out before the goal", schema.MistsLevel{Ghosts: 15, Goal: 50}, nil, mists.LostNoTiles},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tiles := 2
			if tc.stacks != nil {
				tiles = 6
			}
			g := rulesGame(t, rulesSetup{level: tc.level, tiles: map[string]int{"t-field": tiles}, stacks: tc.stacks, players: 3})
			playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: -1, Y: 1})
			if g.Over() {
				t.Fatalf("over after one tile of two: %q", g.Lost())
			}
			playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: 2, Y: 0})
			if g.Lost() != tc.want {
				t.Errorf("lost %q; want %q", g.Lost(), tc.want)
			}
		})
	}
}
