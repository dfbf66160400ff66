package exporter

import (
	"encoding/json"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/bots"
	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// castleFake is a game of The Castle for pictures: a real core game with
// the castle rules bound (its board, start spaces laid at set-up), played
// some turns by bots, which also tells a fixed score track and fixed
// keeps, as the castle match will (engine.Tracker, engine.PieceMarker).
type castleFake struct {
	game  *classic.Game
	track engine.TrackView
	keeps []engine.PieceMark
}

func (f *castleFake) Core() *classic.Game            { return f.game }
func (f *castleFake) Track() engine.TrackView        { return f.track }
func (f *castleFake) PieceMarks() []engine.PieceMark { return f.keeps }

// newCastleFake plays turns turns of the-castle with a greedy and a
// random bot (seed 3), then sets: seat 0's marker on space 23 (a corner
// tower's), seat 1's on space 41 after a lap; a wall tile face down on
// every corner but the 0/1 one and the 4th and 8th (taken); a keep of
// each seat on a house of a placed tile.
func newCastleFake(t testing.TB, turns int) *castleFake {
	t.Helper()
	set := testpacks.FreshSet(t, "the-castle")
	rules, err := castle.Ruleset{}.Bind(set, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := classic.NewGame(set, rules, engine.Setup{Mix: set.Pack.Mixes[0].ID, Players: []string{"Ada", "Bo"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	greedy, random := bots.NewGreedy(), bots.Random{}
	var pl classic.Player
	for i := 0; i < turns && g.Begin(); i++ {
		pl.Turn(g, []engine.Bot{greedy, random}[g.Current()])
	}
	c := set.Pack.Rules.Castle.Board
	f := &castleFake{game: g, track: engine.TrackView{
		Length:  c.Track.Length,
		Corners: c.Track.Corners,
		Markers: []engine.TrackMarker{{Seat: 0, Space: 23}, {Seat: 1, Space: 41, Laps: 1}},
	}}
	for i := range c.Track.Corners {
		wt := -1
		if i == 0 || i == 3 || i == 7 {
			wt = 0
		}
		f.track.WallTiles = append(f.track.WallTiles, wt)
	}
	var houses []engine.PieceMark
	for _, p := range g.Board() {
		def := set.Tiles[p.Tile]
		if def.Start {
			continue
		}
		for _, fd := range def.Features {
			port := -1
			for q := range schema.Port(schema.NumPorts) {
				if fd.Ports.Has(q) && port < 0 {
					port = int(q)
				}
			}
			if fd.KindName == schema.KindHouse && port >= 0 {
				houses = append(houses, engine.PieceMark{X: p.X, Y: p.Y, At: schema.Port(port).Rotate(p.Rot).String(), Kind: "keep"})
				break
			}
		}
	}
	if len(houses) < 2 {
		t.Fatalf("after %d turns only %d placed tiles have a house", turns, len(houses))
	}
	f.keeps = []engine.PieceMark{houses[0], houses[len(houses)-1]}
	f.keeps[1].Seat = 1
	return f
}

// TestCastleWallOutline: the wall round the-castle's 76 cells has 14
// corners, the first the north-west corner of the north wall (the 0/1
// corner), walked clockwise; small boards of known shape give their
// corners.
func TestCastleWallOutline(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	tests := []struct {
		name    string
		cells   []string
		corners []image.Point
		loops   int
	}{
		{"one cell", []string{"#"}, []image.Point{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, 1},
		{"an L", []string{"#.", "##"}, []image.Point{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {0, 2}}, 1},
		{"a ring round a hole", []string{"###", "#.#", "###"}, []image.Point{{0, 0}, {3, 0}, {3, 3}, {0, 3}}, 2},
		{"cells meeting at a corner", []string{"#.", ".#"}, []image.Point{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, 2},
		{"the-castle", set.Pack.Rules.Castle.Board.Cells, []image.Point{
			{2, 0}, {4, 0}, {4, 1}, {8, 1}, {8, 0}, {12, 0}, {12, 6}, {9, 6}, {9, 8}, {2, 8}, {2, 5}, {0, 5}, {0, 2}, {2, 2},
		}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			loops := traceWall(boardCells(&schema.CastleBoard{Cells: tc.cells}))
			if len(loops) != tc.loops {
				t.Fatalf("%d loops, want %d", len(loops), tc.loops)
			}
			if !slices.Equal(loops[0].corners, tc.corners) {
				t.Errorf("outer corners %v, want %v", loops[0].corners, tc.corners)
			}
		})
	}
}

// TestCastleTrackOnCorners: the-castle's track lays each corner tower's
// two spaces on its corner, in order round the wall, and every other
// space on the stretch between the towers either side of it; a track out
// of step with the outline is laid evenly instead.
func TestCastleTrackOnCorners(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	b := set.Pack.Rules.Castle.Board
	outer := traceWall(boardCells(&b))[0]
	spaces, towers := layTrack(outer, b.Track.Length, b.Track.Corners)
	if len(spaces) != 100 || len(towers) != 14 {
		t.Fatalf("%d spaces and %d towers, want 100 and 14", len(spaces), len(towers))
	}
	mid := outer.offset(castleTrackAt)
	for ti, c := range b.Track.Corners {
		for _, s := range c {
			if spaces[s].tower != ti || spaces[s].at != mid[ti] {
				t.Errorf("space %d: tower %d at %v, want tower %d at %v", s, spaces[s].tower, spaces[s].at, ti, mid[ti])
			}
		}
	}
	// Space 2 to 5 lie between the towers of corners 0 and 1, going east.
	for s := 2; s <= 5; s++ {
		sp := spaces[s]
		if sp.tower >= 0 || sp.along != (pt{1, 0}) || sp.at.y != mid[0].y || sp.at.x <= spaces[s-1].at.x || sp.at.x >= mid[1].x {
			t.Errorf("space %d at %v going %v: want on the north wall between %v and %v", s, sp.at, sp.along, mid[0], mid[1])
		}
	}
	skewed, skewedTowers := layTrack(outer, b.Track.Length, b.Track.Corners[:5])
	if len(skewed) != 100 || len(skewedTowers) != 5 || skewed[0].tower != 0 || skewed[50].tower != -1 {
		t.Errorf("a track of 5 towers on 14 corners: %d spaces, %d towers, space 0 on tower %d", len(skewed), len(skewedTowers), skewed[0].tower)
	}
}

// TestCastleBoardPictures draws the-castle's empty board (render --board)
// and a game on it with the fake's track and keeps (the golden pictures),
// and checks that the track's state shows: without it the picture differs.
func TestCastleBoardPictures(t *testing.T) {
	f := newCastleFake(t, 24)
	r := renderer(t, f.game.Set.Pack)
	empty, err := r.CastleBoard(BoardOptions{TileSize: 48})
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenPNG(t, "castle-board.png", empty)
	img, err := r.Board(f.game.Game, BoardOptions{TileSize: 48, Track: f, Pieces: f})
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenPNG(t, "castle-game.png", img)
	plain, err := r.Board(f.game.Game, BoardOptions{TileSize: 48})
	if err != nil {
		t.Fatal(err)
	}
	if pixelDiff(plain, img) == "" {
		t.Error("the game with its track and keeps looks the same as without them")
	}
	if _, err := renderer(t, testpacks.WinterPack(t)).CastleBoard(BoardOptions{}); err == nil {
		t.Error("a pack without a castle board drew one")
	}
}

// TestCastleBoardLayer: the layer the editor lays under its tiles puts
// board point (0, 0) where it says, the cells on their ground, and leaves
// the picture clear beyond the wall; a track adds its markers.
func TestCastleBoardLayer(t *testing.T) {
	f := newCastleFake(t, 24)
	r := renderer(t, f.game.Set.Pack)
	b := &f.game.Set.Pack.Rules.Castle.Board
	const ts = 40
	img, at, err := r.CastleBoardLayer(b, nil, nil, ts)
	if err != nil {
		t.Fatal(err)
	}
	centreOf := func(x, y int) (int, int) { return at.X + x*ts + ts/2, at.Y + y*ts + ts/2 }
	for _, tc := range []struct {
		name string
		x, y int
		want color.NRGBA
	}{
		{"cell (2,2): ground", 2, 2, castleGround},
		{"cell (8,7), inside the wall: ground", 8, 7, castleGround},
		{"(0,0), beyond the wall: clear", 0, 0, color.NRGBA{}},
		{"(11,7), beyond the wall: clear", 11, 7, color.NRGBA{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := img.NRGBAAt(centreOf(tc.x, tc.y)); got != tc.want {
				t.Errorf("%v, want %v", got, tc.want)
			}
		})
	}
	tracked, _, err := r.CastleBoardLayer(b, &f.track, []string{"Ada", "Bo"}, ts)
	if err != nil {
		t.Fatal(err)
	}
	if pixelDiff(img, tracked) == "" {
		t.Error("the layer with a track's markers and wall tiles looks the same as without")
	}
}

// TestCastleTilesOnly: a castle game's tiles alone (a Tiled map's tile
// layer) leave the start spaces' cells empty: they are the board's, no
// tile of the pack's tileset.
func TestCastleTilesOnly(t *testing.T) {
	f := newCastleFake(t, 24)
	r := renderer(t, f.game.Set.Pack)
	data, err := TiledMap(r, f.game.Game, nil, 32)
	if err != nil {
		t.Fatal(err)
	}
	var m tiledMap
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	minX, minY, _, _ := boardBounds(f.game.Board())
	for _, p := range f.game.Board() {
		gid := m.Layers[0].Data[(p.Y-minY)*m.Width+(p.X-minX)]
		if start := f.game.Set.Tiles[p.Tile].Start; start != (gid == 0) {
			t.Errorf("cell (%d,%d): start space %v, tile layer gid %d", p.X, p.Y, start, gid)
		}
	}
	tiles, err := r.Board(f.game.Game, BoardOptions{TileSize: 32, TilesOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range f.game.Board() {
		if !f.game.Set.Tiles[p.Tile].Start {
			continue
		}
		if c := tiles.NRGBAAt((p.X-minX)*32+16, (p.Y-minY)*32+16); c.A != 0 {
			t.Errorf("start space at (%d,%d) drawn among the tiles: %v", p.X, p.Y, c)
		}
	}
}

// TestCastleMarkersShareASpace: two markers on one space both show, in
// their seats' colours, within the space.
func TestCastleMarkersShareASpace(t *testing.T) {
	f := newCastleFake(t, 24)
	r := renderer(t, f.game.Set.Pack)
	b := &f.game.Set.Pack.Rules.Castle.Board
	const ts = 96
	view := f.track
	view.Markers = []engine.TrackMarker{{Seat: 0, Space: 41}, {Seat: 1, Space: 41}}
	img, at, err := r.CastleBoardLayer(b, &view, []string{"red", "blue"}, ts)
	if err != nil {
		t.Fatal(err)
	}
	spaces, _ := layTrack(traceWall(boardCells(b))[0], b.Track.Length, b.Track.Corners)
	sp := spaces[41]
	seen := map[color.NRGBA]bool{}
	half := sp.along.scale(sp.length / 2).add(pt{-sp.along.y, sp.along.x}.scale(castleTrackW / 2))
	lo, hi := sp.at.sub(half), sp.at.add(half)
	for y := int(math.Min(lo.y, hi.y) * ts); y < int(math.Max(lo.y, hi.y)*ts); y++ {
		for x := int(math.Min(lo.x, hi.x) * ts); x < int(math.Max(lo.x, hi.x)*ts); x++ {
			seen[img.NRGBAAt(at.X+x, at.Y+y)] = true
		}
	}
	for _, seat := range []string{"red", "blue"} {
		if !seen[PlayerColour(0, seat)] {
			t.Errorf("no %s marker on space 41", seat)
		}
	}
}
