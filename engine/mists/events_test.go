package mists_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// TestEvents follows the dog game of TestDogScoresAndBurial: every step
// the rules take shows as an event of its move.
func TestEvents(t *testing.T) {
	g := dogGame(t)
	playMoves(t, g,
		mistsmoves.Move{Tile: "48", X: 1, Y: -1, Meeple: on("S")},
		mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"), Scores: points("road"),
			Dogs: []mists.DogMove{{Dog: "Bruno", Meeple: onAt(1, -1, "S")}}},
		mistsmoves.Move{Tile: "01", X: 1, Y: -2, Rot: 180, Scores: points("city")},
	)
	var got []string
	for _, e := range g.Events() {
		got = append(got, fmt.Sprintf("%d %s %d %v: %s", e.Move, e.What, e.Points, e.Colours, e.Text))
	}
	want := []string{
		"2 score 2 [green]: road of 2 tile(s) completed: 2 per colour × 1 colour(s) (green)", // S1, whose road ends at the ruins, and t-end
		"2 dog 0 [red]: the score reached Bruno (2): it joins the red meeple at (1,-1) and clears 0 ghost(s)",
		"3 score 8 [red]: city of 3 tile(s) completed: 8 per colour × 1 colour(s) (red)",
		"3 dog-score 3 [red]: Bruno scores 1 per ghost on the board (3) and leaves the game",
	}
	if !slices.Equal(got, want) {
		t.Errorf("events:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	g.SetEvents(false)
	if err := g.Reset(1); err != nil || len(g.Events()) != 0 {
		t.Errorf("after Reset: %d events, %v", len(g.Events()), err)
	}
}
