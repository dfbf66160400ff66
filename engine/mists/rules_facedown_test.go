package mists

import (
	"errors"
	"fmt"
	"strings"
	"testing"
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
			err := g.PlayMove(Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(tc.x, tc.y)})
			if tc.wantOK {
				if err != nil {
					t.Fatalf("face-down at (%d,%d): %v", tc.x, tc.y, err)
				}
				return
			}
			want := fmt.Sprintf("bad choice: faceDown: (%d,%d) touches the board only at a corner: a tile laid face down shares an edge with a placed tile", tc.x, tc.y)
			if err == nil || err.Error() != want || !errors.Is(err, ErrChoice) {
				t.Fatalf("face-down at (%d,%d): %v; want %s", tc.x, tc.y, err, want)
			}
			if len(g.Core().Board()) != 4 || g.Turns() != 0 {
				t.Errorf("the refused move left %d tiles and %d turns; want 4 and 0", len(g.Core().Board()), g.Turns())
			}
		})
	}
}

// faceDownSpy checks every choice of a face-down cell its team is offered.
type faceDownSpy struct {
	Team
	offered, laid, corner int
}

func (s *faceDownSpy) Choose(g *Game) (int, error) {
	if g.Deciding() != DecideFaceDown {
		return s.Team.Choose(g)
	}
	for _, c := range g.buf.cells {
		s.offered++
		if !g.edgeContact(c) {
			s.corner++
		}
	}
	s.laid++
	return s.Team.Choose(g)
}

// TestBotsLayFaceDownAlongAnEdge plays Levels 5 and 6 with both teams:
// the cells offered for face-down tiles, and so the teams' choices, all
// share an edge with a placed tile (before the fix, 42% of the face-down
// tiles touched the board only at a corner). The same rule as
// TestFaceDownTouchesAnEdge.
func TestBotsLayFaceDownAlongAnEdge(t *testing.T) {
	for _, level := range []int{5, 6} {
		for _, team := range []struct {
			name string
			t    Team
		}{{"coop", &Bot{}}, {"random", RandomTeam{}}} {
			t.Run(fmt.Sprintf("level-%d/%s", level, team.name), func(t *testing.T) {
				spy := &faceDownSpy{Team: team.t}
				g := newLevel(t, level, 2, 1)
				g.SetEvents(false)
				for seed := range uint64(100) {
					if err := g.Reset(seed); err != nil {
						t.Fatal(err)
					}
					if err := g.Play(spy); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("%d face-down tiles, %d cells offered", spy.laid, spy.offered)
				if spy.laid == 0 {
					t.Fatal("no tile was laid face down in 100 games")
				}
				if spy.corner > 0 {
					t.Errorf("%d of %d cells offered for %d face-down tiles touch the board only at corners", spy.corner, spy.offered, spy.laid)
				}
			})
		}
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
			Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(0, -2)},
			Move{Tile: "t-field", X: -1, Y: -1, FaceDown: faceDown(1, -1)},
			Move{Tile: "t-field", X: -1, Y: -2, FaceDown: faceDown(1, -2)},
			// the eighth cell, face down: no meeple on the board, so red's supply gives one
			Move{Tile: "t-field", X: -2, Y: -1, FaceDown: &FaceDownMove{Tile: "t-field", X: -1, Y: 0,
				Bury: []Burial{{Graveyard: XY{0, -1}, Colour: "red"}}}},
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
			Move{Tile: "20", X: -1, Y: 1, Rot: 180},
			Move{Tile: "05", X: 0, Y: 2, Graveyard: &XY{-1, 1}},
			Move{Tile: "09", X: -1, Y: 0, Rot: 90},
			Move{Tile: "38", X: -2, Y: 1},
			Move{Tile: "48", X: -1, Y: 2, Bury: []Burial{{Graveyard: XY{-1, 1}, Colour: "green"}}},
		)
		e := lastEvent(t, g, "graveyard")
		want := "the graveyard closes: a green meeple from the supply is buried and 1 ghost(s) leave it"
		if e.Text != want || e.Ghosts != 1 {
			t.Errorf("event %q with %d ghosts; want %q and 1", e.Text, e.Ghosts, want)
		}
	})
}

// lastEvent returns the game's last event of a kind.
func lastEvent(t *testing.T, g *Game, what string) Event {
	t.Helper()
	var kinds []string
	for i := len(g.Events()) - 1; i >= 0; i-- {
		if e := g.Events()[i]; e.What == what {
			return e
		}
		kinds = append(kinds, g.Events()[i].What)
	}
	t.Fatalf("no %s event among %s", what, strings.Join(kinds, ", "))
	return Event{}
}
