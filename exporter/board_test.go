package exporter

import (
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// botGame plays turns turns of a greedy-vs-random WE3 game, seed 7.
func botGame(t *testing.T, turns int) *classic.Game {
	t.Helper()
	g := classic.Wrap(testpacks.WinterGame(t, classic.Ruleset{}, 7))
	greedy, _ := bots.New("greedy")
	random, _ := bots.New("random")
	var pl classic.Player
	for i := 0; i < turns && g.Begin(); i++ {
		pl.Turn(g, []engine.Bot{greedy, random}[g.Current()])
	}
	return g
}

func TestBoardGolden(t *testing.T) {
	tests := []struct {
		name  string
		turns int
		size  int
	}{
		{"board-start.png", 0, 64},
		{"board-turn-30.png", 30, 48},
		{"board-final.png", 200, 32},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := botGame(t, tc.turns)
			r := renderer(t, g.Set.Pack)
			img, err := r.Board(g.Game, BoardOptions{TileSize: tc.size})
			if err != nil {
				t.Fatal(err)
			}
			assertGoldenPNG(t, tc.name, img)
		})
	}
}

func TestBoardFollowerColours(t *testing.T) {
	tests := []struct {
		seat int
		name string
		want uint32
	}{
		{0, "Red", 0xd03a2f}, {1, "blue", 0x2f62c9}, {0, "Ann", 0xd03a2f}, {1, "Bob", 0x2f62c9}, {7, "Zed", 0x2f62c9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := PlayerColour(tc.seat, tc.name); got != rgb(tc.want) {
				t.Errorf("PlayerColour(%d, %q) = %v, want %06x", tc.seat, tc.name, got, tc.want)
			}
		})
	}
}

func TestBoardRefusesAnotherPack(t *testing.T) {
	g := botGame(t, 1)
	r := renderer(t, testpacks.Mini(t, "classic"))
	if _, err := r.Board(g.Game, BoardOptions{}); err == nil || !strings.Contains(err.Error(), "the renderer draws classic-mini") {
		t.Fatalf("error %v", err)
	}
}
