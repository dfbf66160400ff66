package exporter

import (
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestTiledRotationFlags(t *testing.T) {
	// Tiled applies the diagonal flip first, then the horizontal and the
	// vertical one. Applying the flags to a pixel must turn it clockwise
	// like the engine's rotations.
	flip := func(flags uint32, x, y, n int) (int, int) {
		if flags&tiledFlipD != 0 {
			x, y = y, x
		}
		if flags&tiledFlipH != 0 {
			x = n - 1 - x
		}
		if flags&tiledFlipV != 0 {
			y = n - 1 - y
		}
		return x, y
	}
	for q := range 4 {
		t.Run([]string{"0", "90", "180", "270"}[q], func(t *testing.T) {
			const n = 5
			for x := range n {
				for y := range n {
					wx, wy := x, y
					for range q { // one clockwise quarter turn: (x,y) → (n-1-y, x)
						wx, wy = n-1-wy, wx
					}
					if gx, gy := flip(tiledRotation[q], x, y, n); gx != wx || gy != wy {
						t.Fatalf("pixel (%d,%d) goes to (%d,%d), want (%d,%d)", x, y, gx, gy, wx, wy)
					}
				}
			}
		})
	}
}

func TestTiledTilesetProperties(t *testing.T) {
	g := botGame(t, 0)
	r := renderer(t, g.Set.Pack)
	files, err := TiledTileset(context.Background(), r, PackOptions{TileSize: 32})
	if err != nil {
		t.Fatal(err)
	}
	if want := len(r.Pack().Tiles) + 1; len(files) != want {
		t.Fatalf("%d files, want %d (a picture per tile and the tileset)", len(files), want)
	}
	var ts tiledTileset
	if err := json.Unmarshal(fileNamed(t, files, "winter-edition.tsj"), &ts); err != nil {
		t.Fatal(err)
	}
	props := map[string]map[string]any{}
	for _, tile := range ts.Tiles {
		m := map[string]any{}
		for _, p := range tile.Properties {
			m[p.Name] = p.Value
		}
		props[m["id"].(string)] = m
		fileNamed(t, files, tile.Image)
	}
	tests := []struct{ tile, prop, want string }{
		// The base game's D: a city cap on the north, a road from west to
		// east through the middle.
		{"D", "edge N", "city city city"},
		{"D", "edge E", "field road field"},
		{"D", "edge S", "field field field"},
		{"D", "count WE3", "4"},
		{"A", "edge S", "field road field"},
	}
	for _, tc := range tests {
		t.Run(tc.tile+" "+tc.prop, func(t *testing.T) {
			got, ok := props[tc.tile][tc.prop]
			if !ok {
				t.Fatalf("tile %s has no property %q: %v", tc.tile, tc.prop, props[tc.tile])
			}
			if s := strings.TrimSuffix(strings.TrimSpace(jsonText(got)), ".0"); s != tc.want {
				t.Errorf("%s = %s, want %s", tc.prop, s, tc.want)
			}
		})
	}
	var features []map[string]any
	if err := json.Unmarshal([]byte(props["D"]["features"].(string)), &features); err != nil || len(features) != len(r.Pack().Tiles[3].Features) {
		t.Errorf("D's features property does not hold its features: %v %v", features, err)
	}
}

func jsonText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func fileNamed(t *testing.T, files []File, name string) []byte {
	t.Helper()
	for _, f := range files {
		if f.Path == name {
			return f.Data
		}
	}
	t.Fatalf("no file %s among %d", name, len(files))
	return nil
}

func TestTiledMapLayers(t *testing.T) {
	g := botGame(t, 30)
	r := renderer(t, g.Set.Pack)
	data, err := TiledMap(r, g.Game, nil, 64)
	if err != nil {
		t.Fatal(err)
	}
	var m tiledMap
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	tiles, followers := 0, 0
	for _, gid := range m.Layers[0].Data {
		if gid != 0 {
			tiles++
		}
	}
	for _, l := range m.Layers[1:] {
		followers += len(l.Objects)
	}
	if tiles != len(g.Board()) {
		t.Errorf("map holds %d tiles, the board %d", tiles, len(g.Board()))
	}
	if followers != len(g.Followers()) {
		t.Errorf("map holds %d followers, the board %d", followers, len(g.Followers()))
	}
	if len(m.Layers) != 1+len(g.Players()) {
		t.Errorf("%d layers, want the tiles and one per player", len(m.Layers))
	}
}

// TestTiledRendersLikeBoard exports a game as a Tiled map, has the real
// Tiled draw it (tmxrasterizer, from Debian's tiled package) and compares
// the picture with our own board picture, pixel by pixel. make test
// installs tiled and sets TILESMITH_REQUIRE_TOOLS=1, so there it cannot be
// skipped.
func TestTiledRendersLikeBoard(t *testing.T) {
	raster, err := exec.LookPath("tmxrasterizer")
	if err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("tmxrasterizer not found: install Debian's tiled package (make deps does)")
		}
		t.Skip("tmxrasterizer not found: install Debian's tiled package to run this test")
	}
	for _, turns := range []int{0, 40} {
		t.Run("turn-"+strconv.Itoa(turns), func(t *testing.T) {
			g := botGame(t, turns)
			r := renderer(t, g.Set.Pack)
			const size = 48
			files, err := TiledGame(context.Background(), r, g.Game, nil, "game", PackOptions{TileSize: size})
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "tiled")
			if err := WriteDir(dir, files); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "tiled.png")
			cmd := exec.Command(raster, "--show-layer", TiledLayerTiles, "--no-smoothing", filepath.Join(dir, "game.tmj"), out)
			cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR="+t.TempDir())
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("tmxrasterizer: %v\n%s", err, msg)
			}
			got := readPNG(t, out)
			want, err := r.Board(g.Game, BoardOptions{TileSize: size, TilesOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Bounds().Size() != want.Bounds().Size() {
				t.Fatalf("Tiled drew %v, our board is %v", got.Bounds().Size(), want.Bounds().Size())
			}
			diff, worst := 0, 0
			for y := range want.Bounds().Dy() {
				for x := range want.Bounds().Dx() {
					d := channelDiff(got.At(x, y), want.At(x, y))
					worst = max(worst, d)
					if d > 2 {
						diff++
					}
				}
			}
			if diff > 0 {
				failed := filepath.Join("testdata", "failed")
				_ = os.MkdirAll(failed, 0o755)
				data, _ := os.ReadFile(out)
				_ = os.WriteFile(filepath.Join(failed, "tiled-"+strconv.Itoa(turns)+".png"), data, 0o644)
				t.Errorf("%d pixels differ (worst channel difference %d); Tiled's picture is in %s", diff, worst, failed)
			}
		})
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// channelDiff is the largest difference of two colours in one channel, on
// a 0–255 scale, compared as non-premultiplied colours.
func channelDiff(a, b interface{ RGBA() (r, g, b, a uint32) }) int {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	if aa == 0 && ba == 0 {
		return 0
	}
	d := 0
	for _, p := range [][2]uint32{{ar, br}, {ag, bg}, {ab, bb}, {aa, ba}} {
		v := int(p[0]>>8) - int(p[1]>>8)
		d = max(d, v, -v)
	}
	return d
}
