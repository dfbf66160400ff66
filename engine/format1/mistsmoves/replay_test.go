package mistsmoves

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine/mists"
)

// TestFaceDownOnLevel1 replays the first move of a Level 1 game with a
// face-down tile added: the issue's "faceDown on a Level 1 move is
// silently ignored". The move is the first the random team played with
// seed 7, as its record wrote it; without the face-down tile it plays.
func TestFaceDownOnLevel1(t *testing.T) {
	m := Move{Tile: "59", X: -1, Y: 1, Rot: 180, Player: "Ana"}
	if err := PlayMove(newLevel(t, 1, 2, 7), m); err != nil {
		t.Fatalf("the move without a face-down tile: %v", err)
	}
	m.FaceDown = &FaceDownMove{Tile: m.Tile, X: m.X + 1, Y: m.Y}
	g := newLevel(t, 1, 2, 7)
	err := PlayMove(g, m)
	want := `bad choice: faceDown: level 1 lays no tile face down: only levels with haunted graveyards do (in this pack, levels 5, 6): remove "faceDown" from this move`
	if err == nil || err.Error() != want {
		t.Errorf("error\n%v\nwant\n%s", err, want)
	}
	if !errors.Is(err, ErrChoice) || g.Turns() != 0 {
		t.Errorf("%d turns after the refused move; want 0 and an error wrapping ErrChoice", g.Turns())
	}
}

// TestRefusedMoveMidGame: a record move refused half-way through
// its turn (here, for an extra ghost on a graveyard that is not open)
// leaves the game as the moves before it left it — board, ghosts, scores,
// events — and the record's own move then plays on from there to the
// game the whole record plays. The records are the corpus's, written by
// earlier builds.
func TestRefusedMoveMidGame(t *testing.T) {
	set := mistsSet(t)
	for _, cr := range corpusRecords(t) {
		t.Run(cr.name, func(t *testing.T) {
			rec, err := Decode(cr.name, cr.data)
			if err != nil {
				t.Fatal(err)
			}
			whole, err := Replay(set, rec)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < len(rec.Moves); k += 5 {
				if rec.Moves[k].Discard {
					continue
				}
				broken := *rec
				broken.Moves = slices.Clone(rec.Moves)
				broken.Moves[k].Graveyard = &mists.XY{X: 99, Y: 99}
				g, err := Replay(set, &broken)
				if !errors.Is(err, ErrChoice) || g == nil {
					t.Fatalf("move %d with an extra ghost on (99,99): %v; want a bad choice", k+1, err)
				}
				before := *rec
				before.Moves = rec.Moves[:k]
				want, err := Replay(set, &before)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := position(t, g), position(t, want); got != want {
					t.Fatalf("refused at move %d, the game stands\n%s\nnot as the moves before it left it\n%s", k+1, got, want)
				}
				rp := newReplay(g) // PlayMove, with one copy of the game to put back
				for i, m := range rec.Moves[k:] {
					if err := rp.play(&m); err != nil {
						t.Fatalf("move %d after the refused one: %v", k+i+1, err)
					}
				}
				if got, want := position(t, g), position(t, whole); got != want {
					t.Fatalf("after the refused move %d, the record's moves play\n%s\nnot the record's game\n%s", k+1, got, want)
				}
			}
		})
	}
}

// TestFewerGhosts: mists.md "take the points, or instead remove up to 3
// ghosts from exactly one tile" and a dog's "remove up to 3 ghosts from
// each of up to 2 different tiles": a record may remove fewer than a
// decision's options do (as many as the rules allow), and the game
// removes just those (mists.Game.ClearGhosts, PlaceDog). The record is
// the corpus's Level 3 twin: its move 4 removes 2 ghosts from (0,1) for a
// road, its move 34 sends Ares to clear 3 at (1,3) and 2 at (3,3).
func TestFewerGhosts(t *testing.T) {
	set := mistsSet(t)
	var rec *Record
	for _, cr := range corpusRecords(t) {
		if cr.name == "mists-twin-level-3-3p-coop.json" {
			var err error
			if rec, err = Decode(cr.name, cr.data); err != nil {
				t.Fatal(err)
			}
		}
	}
	if rec == nil {
		t.Fatal("the corpus has no mists-twin-level-3-3p-coop.json")
	}
	tests := []struct {
		name  string
		move  int // 1-based
		fewer func(m *Move)
		left  int    // ghosts more on the board than the record leaves
		event string // the text of the move's clear or dog event
	}{
		{"1 ghost of 2 instead of a road's points", 4, func(m *Move) { m.Scores[0].Clear.Ghosts = 1 }, 1,
			"road of 2 tile(s) completed (blue); instead of 2 points the team removed 1 ghost(s) from (0,1)"},
		{"none instead of a road's points", 4, func(m *Move) { m.Scores[0].Clear.Ghosts = 0 }, 2,
			"road of 2 tile(s) completed (blue); instead of 2 points the team removed 0 ghost(s) from (0,1)"},
		{"Ares clears 1 of 3 on one tile and none on the other", 34, func(m *Move) {
			m.Dogs[0].Clear = []mists.ClearAt{{X: 1, Y: 3, Ghosts: 1}}
		}, 4, "the score reached Ares (50): it joins the green meeple at (2,4) and clears 1 ghost(s)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cut := *rec
			cut.Moves = slices.Clone(rec.Moves[:tc.move])
			want, err := Replay(set, &cut)
			if err != nil {
				t.Fatal(err)
			}
			m := &cut.Moves[tc.move-1]
			raw, _ := json.Marshal(m) // a deep copy: the record's lists are shared
			*m = Move{}
			if err := json.Unmarshal(raw, m); err != nil {
				t.Fatal(err)
			}
			tc.fewer(m)
			g, err := Replay(set, &cut)
			if err != nil {
				t.Fatalf("removing fewer ghosts: %v", err)
			}
			if got := g.GhostsOnBoard() - want.GhostsOnBoard(); got != tc.left || g.GhostSupply()+g.GhostsOnBoard() != want.GhostSupply()+want.GhostsOnBoard() {
				t.Errorf("%d ghosts on the board and %d in the supply, the record %d and %d; want %d more on the board",
					g.GhostsOnBoard(), g.GhostSupply(), want.GhostsOnBoard(), want.GhostSupply(), tc.left)
			}
			if !slices.ContainsFunc(g.Events(), func(e mists.Event) bool { return e.Move == tc.move && e.Text == tc.event }) {
				t.Errorf("no event of move %d says %q: %+v", tc.move, tc.event, g.Events())
			}
		})
	}
}
