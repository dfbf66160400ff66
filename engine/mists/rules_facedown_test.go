package mists_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
)

// TestFaceDownTouchesAnEdge: mists.md "place it face down in an empty cell
// next to an open graveyard that shares an edge with a placed tile"; seed
// (Dized.MoC.0052): "trebuie să îl plasezi în așa fel încât să atingă cu
// una dintre laturile sale cel puțin 1 alt cartonaș (ortogonal). Nu este
// suficient pentru cartonaș să atingă alt cartonaș cu un colț (diagonal)."
// The graveyard lies at (0,-1), north of S1 (0,0) and west of nothing;
// its corner cells (-1,-2) and (1,-2) touch it only at a corner, and
// (-1,0) touches S1 along an edge.
func TestFaceDownTouchesAnEdge(t *testing.T) {
	tests := []struct {
		name   string
		x, y   int
		wantOK bool
	}{
		{"north of the graveyard, along its edge", 0, -2, true},
		{"west of the graveyard, along its edge", -1, -1, true},
		{"the south-west corner, along S1's edge", -1, 0, true},
		{"the north-west corner, touching the graveyard at a corner only", -1, -2, false},
		{"the north-east corner, touching the graveyard at a corner only", 1, -2, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := hauntedGame(t)
			err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(tc.x, tc.y)})
			if tc.wantOK {
				if err != nil {
					t.Fatalf("face-down at (%d,%d): %v", tc.x, tc.y, err)
				}
				return
			}
			want := fmt.Sprintf("bad choice: faceDown: (%d,%d) touches the board only at a corner: a tile laid face down shares an edge with a placed tile", tc.x, tc.y)
			if err == nil || err.Error() != want || !errors.Is(err, mistsmoves.ErrChoice) {
				t.Fatalf("face-down at (%d,%d): %v; want %s", tc.x, tc.y, err, want)
			}
			if len(g.Core().Board()) != 4 || g.Turns() != 0 {
				t.Errorf("the refused move left %d tiles and %d turns; want 4 and 0", len(g.Core().Board()), g.Turns())
			}
		})
	}
}

// TestHauntedGraveyardCloses closes a graveyard on a haunted level and on
// Level 2. Seed, turn summary 1c: under "2-4" "Un cimitir este închis
// odată ce au fost adăugate cartonașe pe toate cele 4 laturi. Pune toate
// spiritele din cimitir la loc în rezerva generală."; under "5-6" only "Un
// cimitir este închis odată ce este complet înconjurat de 8 cartonașe."
// mists.md: "Graveyards (Level 2–4): ... Closing it: bury one meeple ...
// and remove all its ghosts". A haunted graveyard never takes a ghost, so
// its event says who is buried and nothing of ghosts leaving (it used to
// say "0 ghost(s) leave it" every time).
func TestHauntedGraveyardCloses(t *testing.T) {
	t.Run("haunted: 8 cells, a burial, no ghosts", func(t *testing.T) {
		g := hauntedGame(t)
		playMoves(t, g,
			mistsmoves.Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(0, -2)},
			mistsmoves.Move{Tile: "t-field", X: -1, Y: -1, FaceDown: faceDown(1, -1)},
			mistsmoves.Move{Tile: "t-field", X: -1, Y: -2, FaceDown: faceDown(1, -2)},
			// the eighth cell, face down: no meeple on the board, so red's supply gives one
			mistsmoves.Move{Tile: "t-field", X: -2, Y: -1, FaceDown: &mistsmoves.FaceDownMove{Tile: "t-field", X: -1, Y: 0,
				Bury: []mists.Burial{{Graveyard: mists.XY{0, -1}, Colour: "red"}}}},
		)
		e := lastEvent(t, g, "graveyard")
		want := "the haunted graveyard closes (all 8 cells around it hold tiles): a red meeple from the supply is buried; no graveyard is open, so no more tiles are laid face down"
		if e.Text != want || e.Ghosts != 0 {
			t.Errorf("event %q with %d ghosts; want %q and none", e.Text, e.Ghosts, want)
		}
	})
	t.Run("Level 2: 4 sides, a burial, the graveyard's ghosts leave", func(t *testing.T) {
		g := newLevel(t, 2, 3, 1)
		playMoves(t, g, // as TestGraveyardFromSupply: the graveyard takes 1 ghost
			mistsmoves.Move{Tile: "20", X: -1, Y: 1, Rot: 180},
			mistsmoves.Move{Tile: "05", X: 0, Y: 2, Graveyard: &mists.XY{-1, 1}},
			mistsmoves.Move{Tile: "09", X: -1, Y: 0, Rot: 90},
			mistsmoves.Move{Tile: "38", X: -2, Y: 1},
			mistsmoves.Move{Tile: "48", X: -1, Y: 2, Bury: []mists.Burial{{Graveyard: mists.XY{-1, 1}, Colour: "green"}}},
		)
		e := lastEvent(t, g, "graveyard")
		want := "the graveyard closes: a green meeple from the supply is buried and 1 ghost(s) leave it"
		if e.Text != want || e.Ghosts != 1 {
			t.Errorf("event %q with %d ghosts; want %q and 1", e.Text, e.Ghosts, want)
		}
	})
}

// lastEvent returns the game's last event of a kind.
func lastEvent(t *testing.T, g *mists.Game, what string) mists.Event {
	t.Helper()
	var kinds []string
	for i := len(g.Events()) - 1; i >= 0; i-- {
		if e := g.Events()[i]; e.What == what {
			return e
		}
		kinds = append(kinds, g.Events()[i].What)
	}
	t.Fatalf("no %s event among %s", what, strings.Join(kinds, ", "))
	return mists.Event{}
}
