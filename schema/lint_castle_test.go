package schema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// castleMini reads the castle-mini example pack for a lint test to change.
func castleMini(t *testing.T) *Pack {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "valid", "castle-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, diags := Check("castle-mini.json", data)
	if p == nil || diags.HasErrors() {
		t.Fatalf("castle-mini: %s", diags)
	}
	p.Source = nil
	return p
}

// castleStart is a start space carrying one segment of kind k whose
// ports are ports.
func castleStart(id string, x, y int, k Kind, ports ...Port) StartSpace {
	return StartSpace{ID: id, X: x, Y: y, Features: []Feature{{ID: string(k), Kind: k, Ports: ports}}}
}

// sevenStarts are seven start spaces round castle-mini's board
// (".##.", "####", "###."), each beside one cell.
func sevenStarts() []StartSpace {
	return []StartSpace{
		castleStart("S1", -1, 1, KindPath, PortE, PortW),
		castleStart("S2", 3, 2, KindTower, PortWL, PortW, PortWR),
		castleStart("S3", 1, -1, KindHouse, PortSL, PortS, PortSR),
		castleStart("S4", 4, 1, KindPath, PortW, PortE),
		castleStart("S5", 0, 3, KindTower, PortNL, PortN, PortNR),
		castleStart("S6", 2, 3, KindHouse, PortNL, PortN, PortNR),
		castleStart("S7", 0, 0, KindPath, PortS, PortN),
	}
}

// miniCorners are one corner tower per corner of castle-mini's wall
// (10 corners), 0/1 first.
var miniCorners = [][]int{{0, 1}, {10, 11}, {20, 21}, {30, 31}, {40, 41}, {50, 51}, {60, 61}, {70, 71}, {80, 81}, {90, 91}}

// TestLintCastleBoard: every board lint, one case each, on castle-mini
// made clean (7 start spaces, a corner tower per corner) and then broken
// in one way. A diagnostic names the JSON pointer of what is wrong and
// says what would be right.
func TestLintCastleBoard(t *testing.T) {
	tests := []struct {
		name     string
		change   func(b *CastleBoard, p *Pack)
		severity Severity
		pointer  string
		says     string // part of the message
	}{
		{"clean", func(*CastleBoard, *Pack) {}, 0, "", ""},
		{"a cell cut off from the others, no start space beside it", func(b *CastleBoard, _ *Pack) {
			b.Cells = []string{".##.", "####", "###.", "....", "...#"}
		}, SeverityError, "/rules/castle/board/cells/4", "cell (3,4) is cut off from cell (1,0) with 0 other cells, and no start space touches them: no tile could ever be placed there"},
		{"a cell cut off from the others, a start space beside it (S5)", func(b *CastleBoard, _ *Pack) {
			b.Cells = []string{".##.", "####", "###.", "....", "#..."}
		}, SeverityWarning, "/rules/castle/board/cells/4", "cell (0,4) is cut off from cell (1,0): The Castle's wall encloses one area"},
		{"two cells meeting only at a corner are not joined", func(b *CastleBoard, _ *Pack) {
			b.Cells = []string{".##.", "####", "###.", "...#"}
		}, SeverityWarning, "/rules/castle/board/cells/3", "cell (3,3) is cut off"},
		{"a wall tile without its value", func(_ *CastleBoard, p *Pack) {
			p.Rules.Castle.WallTiles[1].Value = 0
		}, SeverityWarning, "/rules/castle/wallTiles/1", "wall tile 2 (double-tower) has no \"value\", so it gives nothing: set it (the printed game's is 4)"},
		{"no cells", func(b *CastleBoard, _ *Pack) {
			b.Cells = []string{"...."}
		}, SeverityError, "/rules/castle/board/cells", "the board has no cells"},
		{"no start space", func(b *CastleBoard, _ *Pack) {
			b.StartSpaces = nil
		}, SeverityError, "/rules/castle/board/startSpaces", "the board has no start space: the first tile goes against one, so no tile could ever be placed"},
		{"6 start spaces", func(b *CastleBoard, _ *Pack) {
			b.StartSpaces = b.StartSpaces[:6]
		}, SeverityWarning, "/rules/castle/board/startSpaces", "the board has 6 start spaces: The Castle's wall has 7"},
		{"8 start spaces", func(b *CastleBoard, _ *Pack) {
			b.StartSpaces = append(b.StartSpaces, castleStart("S8", 2, -1, KindPath, PortS, PortN))
		}, SeverityWarning, "/rules/castle/board/startSpaces", "the board has 8 start spaces"},
		{"a start space on a cell", func(b *CastleBoard, _ *Pack) {
			b.StartSpaces[2].X, b.StartSpaces[2].Y = 1, 0
		}, SeverityError, "/rules/castle/board/startSpaces/2", `start space "S3" at (1,0) lies on a board cell`},
		{"a start space beside no cell", func(b *CastleBoard, _ *Pack) {
			b.StartSpaces[2].X, b.StartSpaces[2].Y = 6, 6
		}, SeverityError, "/rules/castle/board/startSpaces/2", "touches no board cell: move it beside one"},
		{"more tiles than cells", func(_ *CastleBoard, p *Pack) {
			p.Mixes[0].Total, p.Mixes[0].Counts[0].Count = 10, 7
		}, SeverityError, "/mixes/0/total", `mix "base" has 10 tiles but the board has only 9 cells`},
		{"a corner tower with one space", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[3] = []int{30}
		}, SeverityError, "/rules/castle/board/track/corners/3", "corner tower 4 holds 1 track spaces [30]: a corner tower holds two, such as [30, 31]"},
		{"a corner tower with three spaces", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[3] = []int{30, 31, 32}
		}, SeverityError, "/rules/castle/board/track/corners/3", "holds 3 track spaces"},
		{"a corner tower's spaces backwards", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[3] = []int{31, 30}
		}, SeverityError, "/rules/castle/board/track/corners/3", "list them in order along the track, such as [30, 31]"},
		{"corner towers out of order", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[3], b.Track.Corners[4] = b.Track.Corners[4], b.Track.Corners[3]
		}, SeverityError, "/rules/castle/board/track/corners/4", "corner tower 5 holds track spaces [30 31], not after corner tower 4's [40 41]"},
		{"corner towers sharing a space", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[4] = []int{31, 32}
		}, SeverityError, "/rules/castle/board/track/corners/4", "each on spaces of its own"},
		{"a corner tower past the track's end", func(b *CastleBoard, _ *Pack) {
			b.Track.Length = 91
		}, SeverityError, "/rules/castle/board/track/corners/9/1", "track space 91 is past the end of a 91-space track"},
		{"no 0/1 corner", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[0] = []int{2, 3}
		}, SeverityError, "/rules/castle/board/track/corners", "no corner tower holds track space 0"},
		{"two corners hold space 0", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners[1] = []int{0, 1}
		}, SeverityError, "/rules/castle/board/track/corners", "2 corner towers hold track space 0: only the 0/1 corner tower does"},
		{"fewer corner towers than corners of the wall", func(b *CastleBoard, _ *Pack) {
			b.Track.Corners = b.Track.Corners[:4]
		}, SeverityWarning, "/rules/castle/board/track/corners", "the track has 4 corner towers but the wall has 10 corners"},
		{"a redrawn wall with more corners", func(b *CastleBoard, _ *Pack) {
			b.Cells = []string{".##.", "####", "#.#."}
		}, SeverityWarning, "/rules/castle/board/track/corners", "the track has 10 corner towers but the wall has 14 corners"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := castleMini(t)
			b := &p.Rules.Castle.Board
			b.StartSpaces = sevenStarts()
			b.Track.Corners = clone2(miniCorners)
			tc.change(b, p)
			diags := CheckPack(p)
			if tc.says == "" {
				if len(diags) > 0 {
					t.Fatalf("want a clean board, got:\n%s", diags)
				}
				return
			}
			for _, d := range diags {
				if d.Pointer == tc.pointer && d.Severity == tc.severity && strings.Contains(d.Message, tc.says) {
					return
				}
			}
			t.Errorf("want a %s at %s saying %q, got:\n%s", tc.severity, tc.pointer, tc.says, diags)
		})
	}
}

func clone2(s [][]int) [][]int {
	out := make([][]int, len(s))
	for i, c := range s {
		out[i] = append([]int(nil), c...)
	}
	return out
}
