package editor

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// miniBoard is a board of 5 cells ("#.", "##", "##") with two start
// spaces: S1 a path west of (0,1), facing east; S2 a tower north of
// (0,0), facing south.
func miniBoard() schema.CastleBoard {
	return schema.CastleBoard{
		Cells: []string{"#.", "##", "##"},
		StartSpaces: []schema.StartSpace{
			{ID: "S1", X: -1, Y: 1, Features: []schema.Feature{StartSegment(schema.KindPath, 1)}},
			{ID: "S2", X: 0, Y: -1, Features: []schema.Feature{StartSegment(schema.KindTower, 2)}},
		},
		Track: schema.Track{Length: 20, Corners: [][]int{{0, 1}}},
	}
}

// places are the start spaces' ids and places, "S1@-1,1".
func places(b schema.CastleBoard) string {
	var out []string
	for _, s := range b.StartSpaces {
		out = append(out, fmt.Sprintf("%s@%d,%d", s.ID, s.X, s.Y))
	}
	return strings.Join(out, " ")
}

func TestToggleCell(t *testing.T) {
	tests := []struct {
		name      string
		x, y      int
		cells     []string
		starts    string
		errorSays string
	}{
		{"a cell inside the grid in", 1, 0, []string{"##", "##", "##"}, "S1@-1,1 S2@0,-1", ""},
		{"a cell out, the grid keeps its size", 1, 1, []string{"#.", "#.", "##"}, "S1@-1,1 S2@0,-1", ""},
		{"a cell east of the grid grows it", 2, 2, []string{"#..", "##.", "###"}, "S1@-1,1 S2@0,-1", ""},
		{"a cell south of the grid grows it", 0, 3, []string{"#.", "##", "##", "#."}, "S1@-1,1 S2@0,-1", ""},
		{"a cell west of the grid grows it and the start spaces move with the cells", -1, 2, []string{".#.", ".##", "###"}, "S1@0,1 S2@1,-1", ""},
		{"a cell north of the grid grows it", 1, -1, []string{".#", "#.", "##", "##"}, "S1@-1,2 S2@0,0", ""},
		{"the last cell of the north row out shrinks the grid", 0, 0, []string{"##", "##"}, "S1@-1,0 S2@0,-2", ""},
		{"the last cells of the west column out shrink it", 0, 1, []string{"#.", ".#", "##"}, "S1@-1,1 S2@0,-1", ""},
		{"a start space's place", -1, 1, nil, "", "start space S1 sits at (-1,1): move or remove it first"},
		{"past the limits", 70, 0, nil, "", "the board would be 71 cells wide: at most 64"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := miniBoard()
			err := ToggleCell(&b, tc.x, tc.y)
			if tc.errorSays != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errorSays) {
					t.Fatalf("error %v, want one saying %q", err, tc.errorSays)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(b.Cells, tc.cells) || places(b) != tc.starts {
				t.Errorf("cells %q, start spaces %s\nwant  %q, %s", b.Cells, places(b), tc.cells, tc.starts)
			}
		})
	}
	t.Run("the last cell stays", func(t *testing.T) {
		b := schema.CastleBoard{Cells: []string{"#"}}
		if err := ToggleCell(&b, 0, 0); err == nil || !strings.Contains(err.Error(), "at least one cell") {
			t.Errorf("error %v, want the board to keep a cell", err)
		}
	})
}

// segment is a start space's segment as text: "tower SL,S,SR".
func segment(s schema.StartSpace) string {
	var out []string
	for _, f := range s.Features {
		var ports []string
		for _, p := range f.Ports {
			ports = append(ports, p.String())
		}
		out = append(out, string(f.Kind)+" "+strings.Join(ports, ","))
	}
	return strings.Join(out, "; ")
}

func TestStartSpaces(t *testing.T) {
	tests := []struct {
		name      string
		edit      func(b *schema.CastleBoard) error
		starts    string
		segments  []string
		errorSays string
	}{
		{"add a house beside the board: it faces the first side with a cell",
			func(b *schema.CastleBoard) error { _, err := AddStart(b, 2, 1, schema.KindHouse); return err },
			"S1@-1,1 S2@0,-1 S3@2,1", []string{"path E,W", "tower SL,S,SR", "house WL,W,WR"}, ""},
		{"add: the first free name",
			func(b *schema.CastleBoard) error {
				b.StartSpaces[0].ID = "S3"
				_, err := AddStart(b, 2, 1, schema.KindPath)
				return err
			},
			"S3@-1,1 S2@0,-1 S1@2,1", []string{"path E,W", "tower SL,S,SR", "path W,E"}, ""},
		{"add beside no cell",
			func(b *schema.CastleBoard) error { _, err := AddStart(b, 3, 3, schema.KindPath); return err },
			"", nil, "(3,3) is beside no cell"},
		{"add on a cell",
			func(b *schema.CastleBoard) error { _, err := AddStart(b, 1, 1, schema.KindPath); return err },
			"", nil, "(1,1) is a cell inside the wall"},
		{"add on another start space",
			func(b *schema.CastleBoard) error { _, err := AddStart(b, 0, -1, schema.KindPath); return err },
			"", nil, "start space S2 sits at (0,-1) already"},
		{"add a courtyard",
			func(b *schema.CastleBoard) error { _, err := AddStart(b, 2, 1, schema.KindCourtyard); return err },
			"", nil, "a start space carries a path, tower or house"},
		{"move a path south of the board: it turns to face north",
			func(b *schema.CastleBoard) error { return MoveStart(b, 0, 1, 3) },
			"S1@1,3 S2@0,-1", []string{"path N,S", "tower SL,S,SR"}, ""},
		{"move to a place beside two cells: it keeps its side where it can",
			func(b *schema.CastleBoard) error { return MoveStart(b, 1, 1, 0) },
			"S1@-1,1 S2@1,0", []string{"path E,W", "tower SL,S,SR"}, ""},
		{"move onto a cell",
			func(b *schema.CastleBoard) error { return MoveStart(b, 0, 0, 0) },
			"", nil, "(0,0) is a cell inside the wall"},
		{"turn a start space beside two cells to face the other",
			func(b *schema.CastleBoard) error {
				if err := MoveStart(b, 1, 1, 0); err != nil {
					return err
				}
				return SetStartSide(b, 1, 3)
			},
			"S1@-1,1 S2@1,0", []string{"path E,W", "tower WL,W,WR"}, ""},
		{"turn to a side without a cell",
			func(b *schema.CastleBoard) error { return SetStartSide(b, 0, 3) },
			"", nil, "start space S1 has no cell to its west"},
		{"a path becomes a house",
			func(b *schema.CastleBoard) error { return SetStartKind(b, 0, schema.KindHouse) },
			"S1@-1,1 S2@0,-1", []string{"house EL,E,ER", "tower SL,S,SR"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := miniBoard()
			err := tc.edit(&b)
			if tc.errorSays != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errorSays) {
					t.Fatalf("error %v, want one saying %q", err, tc.errorSays)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var segs []string
			for _, s := range b.StartSpaces {
				segs = append(segs, segment(s))
			}
			if places(b) != tc.starts || !slices.Equal(segs, tc.segments) {
				t.Errorf("start spaces %s %q\nwant %s %q", places(b), segs, tc.starts, tc.segments)
			}
		})
	}
}

// TestStartSegmentsAsTheBuiltinPack: a segment rebuilt for every start
// space of the built-in the-castle pack is the one the pack ships.
func TestStartSegmentsAsTheBuiltinPack(t *testing.T) {
	d, err := OpenBuiltin("the-castle")
	if err != nil {
		t.Fatal(err)
	}
	b := d.Pack().Rules.Castle.Board
	for _, s := range b.StartSpaces {
		t.Run(s.ID, func(t *testing.T) {
			got := StartSegment(StartKind(s), StartSide(b, s))
			if len(s.Features) != 1 || segment(schema.StartSpace{Features: []schema.Feature{got}}) != segment(s) || got.ID != s.Features[0].ID {
				t.Errorf("rebuilt %+v, the pack has %+v", got, s.Features)
			}
		})
	}
}

func TestOutlineCorners(t *testing.T) {
	builtin, err := OpenBuiltin("the-castle")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		board     schema.CastleBoard
		length    int
		want      [][]int
		errorSays string
	}{
		{"the built-in board: the pack's own track (docs/the-castle.md)", builtin.Pack().Rules.Castle.Board, 100,
			builtin.Pack().Rules.Castle.Board.Track.Corners, ""},
		{"a square: four stretches of 3, 12 free spaces, 3 each", schema.CastleBoard{Cells: []string{"###", "###", "###"}}, 20,
			[][]int{{0, 1}, {5, 6}, {10, 11}, {15, 16}}, ""},
		{"an L: longer stretches carry more, ties to the earlier", schema.CastleBoard{Cells: []string{"#.", "##"}}, 21,
			[][]int{{0, 1}, {3, 4}, {6, 7}, {9, 10}, {12, 13}, {17, 18}}, ""},
		{"a track too short for its towers", schema.CastleBoard{Cells: []string{"#"}}, 7, nil,
			"a track of 7 spaces cannot carry 4 corner towers of 2 spaces each: make it at least 8 long"},
		{"no cells", schema.CastleBoard{Cells: []string{"."}}, 100, nil, "no corners"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := OutlineCorners(tc.board, tc.length)
			if tc.errorSays != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errorSays) {
					t.Fatalf("error %v, want one saying %q", err, tc.errorSays)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.EqualFunc(got, tc.want, slices.Equal) {
				t.Errorf("corners %v\nwant    %v", got, tc.want)
			}
		})
	}
}

// TestCastleBoardCommands: every board edit is one undoable step of the
// document, which re-checks the pack after it.
func TestCastleBoardCommands(t *testing.T) {
	tests := []struct {
		name  string
		cmd   Command
		check func(b schema.CastleBoard) bool
	}{
		{"switch a cell out", ToggleCastleCell{X: 2, Y: 0}, func(b schema.CastleBoard) bool { return !IsCell(b, 2, 0) && CellCount(b) == 75 }},
		{"add a start space", AddStartSpace{X: 3, Y: -1, Kind: schema.KindTower}, func(b schema.CastleBoard) bool { return len(b.StartSpaces) == 8 }},
		{"move a start space", MoveStartSpace{Index: 0, X: 6, Y: 0}, func(b schema.CastleBoard) bool { return b.StartSpaces[0].X == 6 }},
		{"remove a start space", RemoveStartSpace{Index: 6}, func(b schema.CastleBoard) bool { return len(b.StartSpaces) == 6 }},
		{"rename a start space", SetStartSpaceID{Index: 0, ID: "gate"}, func(b schema.CastleBoard) bool { return b.StartSpaces[0].ID == "gate" }},
		{"make a start space a tower", SetStartSpaceKind{Index: 0, Kind: schema.KindTower}, func(b schema.CastleBoard) bool { return StartKind(b.StartSpaces[0]) == schema.KindTower }},
		{"set the track's length", SetTrackLength{Length: 120}, func(b schema.CastleBoard) bool { return b.Track.Length == 120 }},
		{"set a corner tower's spaces", SetTrackCorner{Index: 1, Spaces: []int{5, 6}}, func(b schema.CastleBoard) bool { return slices.Equal(b.Track.Corners[1], []int{5, 6}) }},
		{"add a corner tower", AddTrackCorner{}, func(b schema.CastleBoard) bool { return slices.Equal(b.Track.Corners[14], []int{97, 98}) }},
		{"remove a corner tower", RemoveTrackCorner{Index: 13}, func(b schema.CastleBoard) bool { return len(b.Track.Corners) == 13 }},
		{"derive the corner towers", DeriveTrackCorners{}, func(b schema.CastleBoard) bool { return len(b.Track.Corners) == 14 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := OpenBuiltin("the-castle")
			if err != nil {
				t.Fatal(err)
			}
			before, _ := schema.Encode(d.Pack())
			if err := d.Do(tc.cmd); err != nil {
				t.Fatal(err)
			}
			if !tc.check(d.Pack().Rules.Castle.Board) || !d.Dirty() {
				t.Errorf("after %q: board %+v, dirty %v", tc.cmd.Label(), d.Pack().Rules.Castle.Board, d.Dirty())
			}
			if !d.Undo() {
				t.Fatal("nothing to undo")
			}
			if after, _ := schema.Encode(d.Pack()); string(after) != string(before) || d.Dirty() {
				t.Errorf("undo did not restore the pack (dirty %v)", d.Dirty())
			}
		})
	}
	t.Run("the lints follow: a board cut in two", func(t *testing.T) {
		d, err := OpenBuiltin("the-castle")
		if err != nil {
			t.Fatal(err)
		}
		for x := range 12 {
			if IsCell(d.Pack().Rules.Castle.Board, x, 4) {
				if err := d.Do(ToggleCastleCell{X: x, Y: 4}); err != nil {
					t.Fatal(err)
				}
			}
		}
		if !strings.Contains(d.Diagnostics().String(), "is cut off") {
			t.Errorf("no diagnostic for a board cut in two:\n%s", d.Diagnostics())
		}
	})
	t.Run("no castle rules", func(t *testing.T) {
		d := NewDocument(&schema.Pack{Format: 1, ID: "x", Ruleset: "classic"}, "")
		if err := d.Do(ToggleCastleCell{}); err == nil || !strings.Contains(err.Error(), "no rules for The Castle") {
			t.Errorf("error %v", err)
		}
	})
}
