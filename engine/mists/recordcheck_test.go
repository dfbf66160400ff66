package mists

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// TestRecordChoicesNotIgnored: a record move may carry only the choices
// its turn asks for; one the game would silently ignore is refused with
// what to fix, and the game stays as it was.
func TestRecordChoicesNotIgnored(t *testing.T) {
	level7 := schema.MistsLevel{Level: 7, Ghosts: 15, Goal: 50, Graveyards: "none"}
	plain := rulesSetup{level: level7, tiles: map[string]int{"t-end": 1, "t-road": 1, "t-field": 3}, players: 3}
	haunted := rulesSetup{level: hauntedLevel, tiles: map[string]int{"20": 1, "t-field": 4}, players: 3}
	two := 2
	tests := []struct {
		name  string
		setup rulesSetup
		move  Move
		want  string
	}{
		{"faceDown on a level without graveyards", plain, Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(3, 0)},
			`bad choice: faceDown: level 7 lays no tile face down: only levels with haunted graveyards do (in this pack, levels 5, 6): remove "faceDown" from this move`},
		{"faceDown with no graveyard open", haunted, Move{Tile: "t-field", X: 2, Y: 0, FaceDown: faceDown(3, 0)},
			`bad choice: faceDown: no graveyard was open at the end of this turn, so no tile is laid face down: remove "faceDown" from this move`},
		{"graveyard when no ghost went to one", plain, Move{Tile: "t-field", X: 2, Y: 0, Graveyard: &XY{0, 0}},
			`bad choice: graveyard: no ghost went to an open graveyard this turn (one does only when ghosts go on the new tile's fog while a graveyard is open): remove "graveyard"`},
		{"graveyard on a haunted level", haunted, Move{Tile: "t-field", X: 2, Y: 0, Graveyard: &XY{0, 0}},
			`bad choice: graveyard: on level 100 an open graveyard takes no extra ghost (haunted graveyards bring ghosts to the fog around them instead): remove "graveyard"`},
		{"meeple on a tile with no spot", plain, Move{Tile: "t-field", X: 2, Y: 0, Colour: "red", Meeple: on("N")},
			`bad choice: meeple at "N": no meeple could be placed this turn (the new tile offers no free road, city or castle to a colour with meeples left, or the game ended first): remove "meeple"`},
		{"colour without meeple", plain, Move{Tile: "t-field", X: 2, Y: 0, Colour: "red"},
			`bad choice: colour "red" goes with a meeple: add "meeple" or remove "colour"`},
		{"meeple naming another cell", plain, Move{Tile: "t-end", X: -1, Y: 0, Meeple: onAt(5, 5, "E"), Scores: points("road")},
			`bad choice: meeple: the move's meeple goes on the new tile at (-1,0), but "x" and "y" name another cell: remove them`},
		{"a set-aside tile with faceDown", plain, Move{Tile: "t-field", Discard: true, FaceDown: faceDown(3, 0)},
			`bad choice: tile t-field is set aside, so the turn has no "faceDown": remove it, or remove "discard"`},
		{"a set-aside tile with scores", plain, Move{Tile: "t-field", Discard: true, Scores: points("road")},
			`bad choice: tile t-field is set aside, so the turn has no "scores": remove it, or remove "discard"`},
		{"points with clear", plain, Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"),
			Scores: []Scoring{{Kind: "road", Choice: "points", Clear: &ClearAt{X: 0, Y: 1, Ghosts: 2}}}},
			`bad choice: scores[0]: "points" clears no ghosts: remove "clear", or choose "ghosts"`},
		{"clearing a negative number of ghosts", plain, Move{Tile: "t-end", X: -1, Y: 0, Meeple: on("E"),
			Scores: []Scoring{{Kind: "road", Choice: "ghosts", Clear: &ClearAt{X: 0, Y: 1, Ghosts: -3}}}},
			`bad choice: scores[0]: cannot remove -3 ghosts: "ghosts" is 0 or more`},
		{"symbols that no copy has", plain, Move{Tile: "t-field", Symbols: &two, X: 2, Y: 0},
			`tile t-field: no undrawn copy has 2 ghost symbols (left: 0, 0, 0)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := rulesGame(t, tc.setup)
			supply, board := g.GhostSupply(), len(g.Core().Board())
			err := g.PlayMove(tc.move)
			if err == nil {
				t.Fatal("PlayMove accepted the move")
			}
			if err.Error() != tc.want {
				t.Errorf("error\n%s\nwant\n%s", err, tc.want)
			}
			if g.Turns() != 0 || g.GhostSupply() != supply || len(g.Core().Board()) != board {
				t.Errorf("the refused move changed the game: %d turns, supply %d, %d tiles", g.Turns(), g.GhostSupply(), len(g.Core().Board()))
			}
		})
	}
}

// TestFaceDownOnLevel1 replays the first move of a Level 1 game with a
// face-down tile added: the issue's "faceDown on a Level 1 move is
// silently ignored". The move is the first the random team played with
// seed 7, as its record wrote it; without the face-down tile it plays.
func TestFaceDownOnLevel1(t *testing.T) {
	m := Move{Tile: "59", X: -1, Y: 1, Rot: 180, Player: "Ana"}
	if err := newLevel(t, 1, 2, 7).PlayMove(m); err != nil {
		t.Fatalf("the move without a face-down tile: %v", err)
	}
	m.FaceDown = &FaceDownMove{Tile: m.Tile, X: m.X + 1, Y: m.Y}
	g := newLevel(t, 1, 2, 7)
	err := g.PlayMove(m)
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
			rec, err := DecodeRecord(cr.name, cr.data)
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
				broken.Moves[k].Graveyard = &XY{99, 99}
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
				for i, m := range rec.Moves[k:] {
					if err := g.PlayMove(m); err != nil {
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

// TestStacksSetUp: mists.md "60 in 3 stacks of 20": stacks that do not
// add up to the draw pile are refused at set-up, however their sum
// overflows, instead of ending every game after 0 turns.
func TestStacksSetUp(t *testing.T) {
	// 4 start quarters and 6 tiles to draw.
	setup := rulesSetup{level: schema.MistsLevel{Ghosts: 15, Goal: 50}, tiles: map[string]int{"t-field": 6}, players: 2}
	tests := []struct {
		name   string
		stacks []int
		want   string // "" for accepted
	}{
		{"stacks sharing out the pile", []int{2, 4}, ""},
		{"no stacks: one pile", nil, ""},
		{"a sum wrapping round to the pile", []int{math.MaxInt, math.MaxInt, 8},
			"mix rules: the stacks hold more than 9223372036854775807 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"a sum wrapping to 60", []int{math.MaxInt, math.MaxInt, 62},
			"mix rules: the stacks hold more than 9223372036854775807 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"too few", []int{2, 3},
			"mix rules: the stacks hold 5 tiles but the draw pile has 6 (the mix's 10 tiles minus 4 start tiles): make the stacks add up to 6"},
		{"a negative stack", []int{8, -2},
			"mix rules: stack 2 holds -2 tiles: a stack holds at least 1"},
		{"an empty stack", []int{6, 0},
			"mix rules: stack 2 holds 0 tiles: a stack holds at least 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set, mix := rulesSet(t, setup)
			// Changed after Compile, as an editor holding an unvalidated
			// pack could: set-up must refuse the stacks by itself.
			set.Pack.Mixes[len(set.Pack.Mixes)-1].Stacks = tc.stacks
			g, err := NewGame(set, nil, mix, []string{"Ana", "Bo"}, 1)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("NewGame: %v", err)
			case tc.want == "":
				if err := g.Play(RandomTeam{}); err != nil || g.Turns() == 0 {
					t.Errorf("Play: %v after %d turns", err, g.Turns())
				}
			case err == nil:
				t.Fatal("NewGame accepted the stacks")
			case err.Error() != tc.want:
				t.Errorf("error\n%s\nwant\n%s", err, tc.want)
			}
		})
	}
}

// TestNewGameLimits: the engine's set-up limits reach Mists games too.
func TestNewGameLimits(t *testing.T) {
	tests := []struct {
		name  string
		count int
		x     int
	}{
		{"20,007 tiles", 20007, 0},
		{"10^7 tiles", 10_000_000, 0},
		{"a start quarter at x = 10^9", 6, 1_000_000_000},
		{"a start quarter at x = 2^62", 6, 1 << 62},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			set, mix := rulesSet(t, rulesSetup{level: schema.MistsLevel{Ghosts: 15, Goal: 50}, tiles: map[string]int{"t-field": 6}, players: 2})
			m := &set.Pack.Mixes[len(set.Pack.Mixes)-1]
			for i := range m.Counts {
				if m.Counts[i].Tile == "t-field" {
					m.Counts[i].Count = tc.count
				}
			}
			m.Start = slices.Clone(m.Start) // realStart is shared
			m.Start[3].X = tc.x
			_, err := NewGame(set, nil, mix, []string{"Ana", "Bo"}, 1)
			if !errors.Is(err, engine.ErrLimit) {
				t.Errorf("NewGame: %v; want an error wrapping engine.ErrLimit", err)
			}
		})
	}
}
