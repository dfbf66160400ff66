package mists_test

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// TestGhostPlacement checks step 2a on the start tile's cloud (S3 at (0,1)
// and S4 at (1,1), fog on their shared edge and their south and east
// edges). mists.md: "put on it as many ghosts as its symbols, one fewer
// if it extended an existing fog cloud (so a 1-symbol tile that extends
// fog adds none)"; seed (Dized.MoC.0041): "Dacă cartonașul prezintă numai
// un singur spirit, atunci nu trebuie să plasezi niciun spirit."
func TestGhostPlacement(t *testing.T) {
	tests := []struct {
		name         string
		move         mistsmoves.Move
		extended     bool
		onTile, left int
	}{
		// Tile 03 (1 symbol, fog S) turned 90°: its fog lies west and meets S4's east fog.
		{"a 1-symbol tile extending fog adds no ghost", mistsmoves.Move{Tile: "03", X: 2, Y: 1, Rot: 90}, true, 0, 12},
		// Turned 0° north of S1, its fog meets a fog-free field: no cloud extended.
		{"a 1-symbol tile beside fog-free field adds its ghost", mistsmoves.Move{Tile: "03", X: 0, Y: -1, Rot: 0}, false, 1, 11},
		// Tile 04 (2 symbols, fog N) turned 270°: its fog lies west against S4's east fog.
		{"a 2-symbol tile extending fog adds one", mistsmoves.Move{Tile: "04", X: 2, Y: 1, Rot: 270}, true, 1, 11},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newLevel(t, 1, 3, 1)
			if g.GhostsOnBoard() != 3 || g.GhostSupply() != 12 {
				t.Fatalf("set-up: %d ghosts on the board, %d in the supply; want 3 and 12 (the start tile has 3 ghosts on its symbols)", g.GhostsOnBoard(), g.GhostSupply())
			}
			if err := mistsmoves.PlayMove(g, tc.move); err != nil {
				t.Fatal(err)
			}
			pi := len(g.Core().Board()) - 1
			if got := g.Ghosts(pi); got != tc.onTile || g.GhostSupply() != tc.left {
				t.Errorf("the tile holds %d ghosts and the supply %d; want %d and %d", got, g.GhostSupply(), tc.onTile, tc.left)
			}
			open, broken, _ := g.CloudOpen(pi)
			t.Logf("cloud: %d open ports, broken %v", open, broken)
		})
	}
}

// TestRefusedMoveChangesNothing: a record move with a wrong choice is
// refused and the game stays as it was.
func TestRefusedMoveChangesNothing(t *testing.T) {
	g := newLevel(t, 1, 3, 1)
	bad := mistsmoves.Move{Tile: "03", X: 0, Y: -1, Rot: 0, Meeple: &mists.MeepleOn{At: "N"}} // N is a field: no meeple there
	if err := mistsmoves.PlayMove(g, bad); err == nil {
		t.Fatal("a meeple on a field was accepted; mists.md: \"never on a field or in fog\"")
	}
	if n := len(g.Core().Board()); n != 4 || g.GhostSupply() != 12 || g.Turns() != 0 {
		t.Fatalf("after a refused move: %d tiles, supply %d, %d turns; want 4, 12, 0", n, g.GhostSupply(), g.Turns())
	}
	if err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "03", X: 0, Y: -1, Rot: 0}); err != nil {
		t.Fatal(err)
	}
}

// TestMeepleSpots: mists.md 2b "Optionally place one meeple on the tile:
// on a road (foggy or not), in a city, or (Level 2+) on a castle; never on
// a field or in fog"; seed: "Nu poți adăuga un meeple pe cimitirul
// însuși." Tile 17 (city, road ending at a graveyard) turned 180° west
// of S1: its road completes the start road, its city faces south.
func TestMeepleSpots(t *testing.T) {
	tests := []struct {
		name string
		at   string
		ok   bool
	}{
		{"in the city", "S", true},
		{"on the graveyard: refused", "graveyard", false},
		{"on a field: refused", "N", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newLevel(t, 2, 3, 1)
			err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "17", X: -1, Y: 0, Rot: 180, Meeple: on(tc.at)})
			if (err == nil) != tc.ok {
				t.Fatalf("meeple at %s: %v; want accepted %v", tc.at, err, tc.ok)
			}
			if want := btoi(tc.ok); len(g.Core().Followers()) != want {
				t.Errorf("%d meeples on the board; want %d", len(g.Core().Followers()), want)
			}
		})
	}
}

// TestLevelGhostSupply: the pack's level table. mists.md: "Ghost supply:
// each level is set up from the box. Level 4 "put 2 back" → 13; Level 5
// "again, put 2 back" → 13; Level 6 "put 3 back" → 12." Seed: Level 4
// "înapoiază 2 spirite în cutia de joc — în Nivelul 4 vei avea la
// dispoziție numai 13 spirite"; Level 5 "Din nou, pune la loc 2 spirite în
// cutia de joc"; Level 6 "Pune la loc 3 spirite în cutia de joc". (The
// table said 11 and 8, subtracting level after level.)
func TestLevelGhostSupply(t *testing.T) {
	for level, want := range []int{1: 15, 2: 15, 3: 15, 4: 13, 5: 13, 6: 12} {
		if level == 0 {
			continue
		}
		t.Run(fmt.Sprintf("level-%d", level), func(t *testing.T) {
			g := newLevel(t, level, 2, 1)
			if got := g.GhostSupply() + g.GhostsOnBoard(); got != want {
				t.Errorf("%d ghosts (%d on the start tile, %d in the supply); want %d", got, g.GhostsOnBoard(), g.GhostSupply(), want)
			}
		})
	}
}
