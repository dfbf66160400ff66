package mists_test

import (
	"errors"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/mistsmoves"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// hauntedLevel is Level 5's graveyard rule on a small mix.
var hauntedLevel = schema.MistsLevel{Ghosts: 11, Goal: 100, Graveyards: "around", Haunted: true}

func hauntedGame(t *testing.T) *mists.Game {
	return rulesGame(t, rulesSetup{level: hauntedLevel,
		tiles: map[string]int{"20": 1, "t-castle": 1, "t-end": 1, "t-field": 14}, players: 3})
}

// faceDown lays a t-field face down at (x, y).
func faceDown(x, y int) *mistsmoves.FaceDownMove {
	return &mistsmoves.FaceDownMove{Tile: "t-field", X: x, Y: y}
}

// TestFaceDownContact: mists.md "A face-up tile may touch a face-down tile
// only if it also shares an edge with another face-up tile." Seed: "Noi
// cartonașe cu fața în sus pot fi plasate adiacent cu cartonașe cu fața în
// jos numai dacă împart cel puțin o latură și cu un cartonaș diferit cu
// fața în sus ... Ai posibilitatea de a plasa cartonașe cu fața în jos
// lângă alte cartonașe cu fața în jos."
func TestFaceDownContact(t *testing.T) {
	tests := []struct {
		name    string
		move    mistsmoves.Move
		wantErr error
	}{
		{"touching only the face-down tile is refused", mistsmoves.Move{Tile: "t-field", X: -2, Y: -1, FaceDown: faceDown(1, -1)}, engine.ErrNoContact},
		{"touching the face-down tile and S1 is accepted", mistsmoves.Move{Tile: "t-end", X: -1, Y: 0, FaceDown: faceDown(1, -1)}, nil},
		{"a face-down tile may lie beside another", mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(-1, -2)}, nil},
		{"a face-down tile lies next to an open graveyard only", mistsmoves.Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(-2, -2)}, mistsmoves.ErrChoice},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := hauntedGame(t)
			// The graveyard north of S1; a face-down tile west of it.
			playMoves(t, g, mistsmoves.Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(-1, -1)})
			err := mistsmoves.PlayMove(g, tc.move)
			if !errors.Is(err, tc.wantErr) || (err == nil) != (tc.wantErr == nil) {
				t.Fatalf("PlayMove: %v; want %v", err, tc.wantErr)
			}
			if want := 4 + 2 + 2*btoi(err == nil); len(g.Core().Board()) != want {
				t.Errorf("%d tiles on the board; want %d", len(g.Core().Board()), want)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestHauntedCastle surrounds a castle with face-down tiles among its
// eight, then closes the graveyard with them. Seed (Dized.MoC.0018):
// "Dacă un cartonaș cu fața în jos este plasat în jurul unui castel,
// atunci acesta nu mai poate fi finalizat"; "Memento: Cartonașele cu fața
// în jos se iau în considerare când se finalizează (închide) un cimitir și
// în cele din urmă îngroapă un meeple." mists.md: "one tile per turn,
// whatever the number of open graveyards".
func TestHauntedCastle(t *testing.T) {
	g := hauntedGame(t)
	playMoves(t, g,
		mistsmoves.Move{Tile: "20", X: 0, Y: -1, FaceDown: faceDown(0, -2)},
		mistsmoves.Move{Tile: "t-castle", X: -1, Y: -1, Meeple: on("castle"), FaceDown: faceDown(-1, 0)}, // Bo's green meeple
		mistsmoves.Move{Tile: "t-field", X: -2, Y: -1, FaceDown: faceDown(-1, -2)},
		mistsmoves.Move{Tile: "t-field", X: -2, Y: -2, FaceDown: faceDown(1, -2)},
	)
	// The castle's eighth cell: it is surrounded, but haunted.
	err := mistsmoves.PlayMove(g, mistsmoves.Move{Tile: "t-field", X: -2, Y: 0, Scores: points("castle"), FaceDown: faceDown(1, -1)})
	if !errors.Is(err, mistsmoves.ErrChoice) {
		t.Fatalf("a scoring choice for the haunted castle: %v; want ErrChoice (it never scores)", err)
	}
	// The last face-down tile fills the graveyard's eight cells: it closes
	// and the castle's meeple, the only one on the board, is buried.
	bury := []mists.Burial{{Graveyard: mists.XY{0, -1}, Meeple: onAt(-1, -1, "castle"), Colour: "green"}}
	playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: -2, Y: 0, FaceDown: &mistsmoves.FaceDownMove{Tile: "t-field", X: 1, Y: -1, Bury: bury}})
	if g.Scores()[0] != 0 {
		t.Errorf("score %d; the haunted castle must not score", g.Scores()[0])
	}
	if len(g.OpenGraveyards()) != 0 || len(g.Buried()) != 1 || len(g.Core().Followers()) != 0 {
		t.Errorf("%d open graveyards, %d buried, %d meeples on the board; want 0, 1, 0", len(g.OpenGraveyards()), len(g.Buried()), len(g.Core().Followers()))
	}
	// With no graveyard open, no face-down tile follows the turn.
	playMoves(t, g, mistsmoves.Move{Tile: "t-field", X: -3, Y: -1})
	if n := g.Core().FaceDowns(); n != 5 {
		t.Errorf("%d face-down tiles; want 5, one per turn while the graveyard was open", n)
	}
}

// TestHauntedGraveyardGhosts: mists.md "Placing a graveyard puts 1 ghost
// on each adjacent fog tile (finished cloud or not)"; seed
// (Dized.MoC.0020): "trebuie să adaugi 1 spirit pe fiecare cartonaș cu
// ceață pe el din jurul cimitirului".
func TestHauntedGraveyardGhosts(t *testing.T) {
	g := hauntedGame(t)
	// South of S3, beside S3 and S4 (both foggy), its city facing south.
	playMoves(t, g, mistsmoves.Move{Tile: "20", X: 0, Y: 2, Rot: 180, FaceDown: faceDown(0, 3)})
	s3, s4 := placedAt(t, g, 0, 1), placedAt(t, g, 1, 1)
	if g.Ghosts(s3) != 3 || g.Ghosts(s4) != 2 || g.GhostSupply() != 11-3-2 {
		t.Errorf("S3 holds %d, S4 %d, supply %d; want 3, 2 and 6", g.Ghosts(s3), g.Ghosts(s4), g.GhostSupply())
	}
}
