package mists_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestFogCloud closes the start tile's cloud with the pack's tiles. The
// cloud is S3 (2 ghosts) and S4 (1), open at S3's south edge and S4's
// east and south edges. mists.md 1b: "If the placement completed a fog
// cloud (enclosed on all sides by fog edges, like a city; a cloud
// touching a fog-free field or road edge can never complete), remove all
// ghosts on it"; 2a: "if the tile has fog and did not complete its cloud,
// put on it as many ghosts as its symbols". Seed, community answer
// (11/2022): "Din moment ce norul de ceață este finalizat, nu adaugi niciun
// spirit la el sau la oricare cimitir deschis."
func TestFogCloud(t *testing.T) {
	tests := []struct {
		name  string
		level int
		moves []mistsmoves.Move
		// after the last move: ghosts on the board, in the supply, on the
		// last tile, and whether the cloud is complete
		onBoard, supply, onLast int
		complete                bool
	}{
		{"completing the cloud removes its ghosts and places none", 1, []mistsmoves.Move{
			{Tile: "42", X: 2, Y: 1},  // 1 symbol, fog west: extends, adds none
			{Tile: "31", X: 1, Y: 2},  // 1 symbol, fog north: extends, adds none
			{Tile: "05", X: 0, Y: 2}}, // 2 symbols, fog north: closes the cloud
			0, 15, 0, true},
		{"a fog-free edge keeps the cloud from ever completing", 1, []mistsmoves.Move{
			{Tile: "09", X: 0, Y: 2, Rot: 90}, // road west–east, no fog under S3's fog
			{Tile: "42", X: 2, Y: 1},
			{Tile: "52", X: 1, Y: 2}}, // 2 symbols, extends: adds 1
			4, 11, 1, false},
		{"completing the cloud puts no ghost on an open graveyard", 2, []mistsmoves.Move{
			{Tile: "20", X: -1, Y: 1, Rot: 180}, // an open graveyard beside S3
			{Tile: "42", X: 2, Y: 1},
			{Tile: "31", X: 1, Y: 2},
			{Tile: "05", X: 0, Y: 2}},
			0, 15, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newLevel(t, tc.level, 3, 1)
			playMoves(t, g, tc.moves...)
			last := len(g.Core().Board()) - 1
			if g.GhostsOnBoard() != tc.onBoard || g.GhostSupply() != tc.supply || g.Ghosts(last) != tc.onLast {
				t.Errorf("%d ghosts on the board, %d in the supply, %d on the last tile; want %d, %d, %d",
					g.GhostsOnBoard(), g.GhostSupply(), g.Ghosts(last), tc.onBoard, tc.supply, tc.onLast)
			}
			open, broken, ok := g.CloudOpen(last)
			if !ok || (open == 0 && !broken) != tc.complete {
				t.Errorf("cloud: %d open ports, broken %v; want complete %v", open, broken, tc.complete)
			}
		})
	}
}

// TestGhostSupplyLoss: mists.md "If the supply has fewer ghosts than must
// be placed: the game is LOST at once." Tile 03 (1 symbol, fog south)
// north of S1 extends no cloud, so it takes 1 ghost; the start tile took 3.
func TestGhostSupplyLoss(t *testing.T) {
	tests := []struct {
		name   string
		ghosts int
		lost   bool
	}{
		{"the last ghost can be placed", 4, false},
		{"one ghost short loses at once", 3, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, rulesSetup{
				level: schema.MistsLevel{Ghosts: tc.ghosts, Goal: 50},
				tiles: map[string]int{"03": 1, "t-field": 3}, players: 3,
			})
			playMoves(t, g, mistsmoves.Move{Tile: "03", X: 0, Y: -1})
			if tc.lost != (g.Lost() == mists.LostGhosts) || g.Over() != tc.lost {
				t.Errorf("lost %q, over %v; want lost on the ghost supply: %v", g.Lost(), g.Over(), tc.lost)
			}
			if !tc.lost && g.GhostSupply() != 0 {
				t.Errorf("supply %d; want 0", g.GhostSupply())
			}
		})
	}
}
