package exporter

import (
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/tilesets"
)

// cityReplay replays testdata/city-seed7.json, a 3-player game of The
// City played by greedy bots (tilesmith play --pack the-city --players 3
// --bots greedy --seed 7): its wall has a gate, guards of every seat and
// towers.
func cityReplay(t *testing.T) rulesets.Replayed {
	t.Helper()
	const file = "testdata/city-seed7.json"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulesets.DecodeRecord(file, data)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := tilesets.Load("the-city")
	if err != nil {
		t.Fatal(err)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rulesets.Replay(set, rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestBoardDrawsTheWall: the board of a City game draws the wall, its
// gate, the guards and the towers along the tiles' sides (the golden
// picture), through engine.EdgeMarker alone.
func TestBoardDrawsTheWall(t *testing.T) {
	g := cityReplay(t)
	edges, ok := g.(engine.EdgeMarker)
	if !ok {
		t.Fatal("a replayed City game lists no edge marks")
	}
	marks := edges.EdgeMarks()
	kinds := map[string]int{}
	guards, towers := 0, 0
	for _, m := range marks {
		kinds[m.Kind]++
		if m.Guard >= 0 {
			guards++
		}
		for _, s := range m.Towers {
			if s >= 0 {
				towers++
			}
		}
	}
	if kinds["gate"] != 1 || kinds["wall"] == 0 || guards == 0 || towers == 0 {
		t.Fatalf("the record's wall is not what the test needs: %v kinds, %d guards, %d towers", kinds, guards, towers)
	}
	core := g.Core()
	r := renderer(t, core.Set.Pack)
	standing := g.Standing()
	img, err := r.Board(core, BoardOptions{TileSize: 48, Standing: &standing, Edges: edges})
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenPNG(t, "board-city-wall.png", img)

	plain, err := r.Board(core, BoardOptions{TileSize: 48, Standing: &standing})
	if err != nil {
		t.Fatal(err)
	}
	if pixelDiff(plain, img) == "" {
		t.Error("the board with its edge marks looks the same as without them")
	}
}

// TestEdgePiecesGoRoundCorners: a piece's stones run on round its tile's
// corner where the next piece stands on the tile's neighbouring side,
// and stop where the wall goes straight on or ends.
func TestEdgePiecesGoRoundCorners(t *testing.T) {
	mark := func(x, y, side int) engine.EdgeMark {
		return engine.EdgeMark{X: x, Y: y, Side: side, Kind: "wall", Guard: -1, Towers: [2]int{-1, -1}}
	}
	tests := []struct {
		name  string
		marks []engine.EdgeMark
		want  [][2]bool
	}{
		{"alone", []engine.EdgeMark{mark(0, 0, 0)}, [][2]bool{{false, false}}},
		{"straight on", []engine.EdgeMark{mark(0, 0, 0), mark(1, 0, 0)}, [][2]bool{{false, false}, {false, false}}},
		{"round the north-east corner", []engine.EdgeMark{mark(0, 0, 0), mark(0, 0, 1)}, [][2]bool{{true, false}, {false, true}}},
		{"round the north-west corner", []engine.EdgeMark{mark(0, 0, 0), mark(0, 0, 3)}, [][2]bool{{false, true}, {true, false}}},
		{"on three sides", []engine.EdgeMark{mark(2, 5, 3), mark(2, 5, 0), mark(2, 5, 1)}, [][2]bool{{true, false}, {true, true}, {false, true}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := EdgePieces(tc.marks)
			for i, p := range got {
				if p.Round != tc.want[i] || p.EdgeMark != tc.marks[i] {
					t.Errorf("piece %d: %+v, want round %v", i, p, tc.want[i])
				}
			}
		})
	}
}

// TestEdgePictureColours: a piece's picture is clear outside its stones,
// shows the guard's seat colour on the piece and a tower's at its end.
func TestEdgePictureColours(t *testing.T) {
	red, blue := color.NRGBA{0xd0, 0x3a, 0x2f, 0xff}, color.NRGBA{0x2f, 0x62, 0xc9, 0xff}
	colour := func(seat int) color.NRGBA { return []color.NRGBA{red, blue}[seat] }
	const ts = 96
	pad := EdgePicturePad(ts)
	m := engine.EdgeMark{X: 0, Y: 0, Side: 1, Kind: "wall", Guard: 0, Towers: [2]int{1, -1}}
	stones := EdgePicture(EdgePiece{EdgeMark: m}, false, colour, ts)
	top := EdgePicture(EdgePiece{EdgeMark: m}, true, colour, ts)
	if b := stones.Bounds(); b.Dx() != ts+2*pad || b.Dy() != ts+2*pad {
		t.Fatalf("picture is %v, want %d px square", b, ts+2*pad)
	}
	near := func(img *image.NRGBA, want color.NRGBA, at image.Point, r int) bool {
		for y := at.Y - r; y <= at.Y+r; y++ {
			for x := at.X - r; x <= at.X+r; x++ {
				if img.NRGBAAt(x, y) == want {
					return true
				}
			}
		}
		return false
	}
	// On the east side, the stones stand on x = ts (the cell's east edge);
	// the clockwise end of the east side is its south end.
	edgeX := pad + ts
	tests := []struct {
		name string
		ok   bool
	}{
		{"clear in the cell's middle", stones.NRGBAAt(pad+ts/2, pad+ts/2).A == 0},
		{"stones on the east side", stones.NRGBAAt(edgeX+2, pad+ts/2+ts/5).A == 0xff},
		{"no stones on the west side", stones.NRGBAAt(pad+2, pad+ts/2).A == 0},
		{"the guard in seat 0's colour mid-side", near(top, red, image.Pt(edgeX+3, pad+ts/2), 8)},
		{"the tower in seat 1's colour at the south end", near(top, blue, image.Pt(edgeX+3, pad+ts), 6)},
		{"no tower at the north end", !near(top, blue, image.Pt(edgeX+3, pad), 8)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !tc.ok {
				t.Fail()
			}
		})
	}
}
