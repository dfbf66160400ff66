package exporter

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"runtime"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

func renderer(t testing.TB, p *schema.Pack) *Renderer {
	t.Helper()
	r, err := NewRenderer(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// packs returns the packs the golden tests draw, by name.
func packs(t testing.TB) map[string]*schema.Pack {
	return map[string]*schema.Pack{
		"winter": testpacks.WinterPack(t),
		"city":   testpacks.Mini(t, "city"),
		"castle": testpacks.Mini(t, "castle"),
		"mists":  testpacks.Mini(t, "mists"),
	}
}

func TestTileGolden(t *testing.T) {
	ps := packs(t)
	tests := []struct {
		pack, tile string
		rot, size  int
	}{
		{"winter", "A", 0, 96},              // cloister, road ending at it
		{"winter", "C", 0, 96},              // city on four sides, pennant
		{"winter", "F", 90, 96},             // city through the centre, turned
		{"winter", "L", 0, 96},              // three roads ending at a crossing
		{"winter", "O", 180, 96},            // diagonal city with a road curve
		{"winter", "T", 0, 96},              // road ending at a city
		{"winter", "animal-FFRF", 0, 96},    // road ending at a village, a decoration
		{"winter", "animal-CFRC", 270, 256}, // large, turned, decoration
		{"city", "01", 0, 96},               // street, homes with buildings, grain market
		{"city", "02", 0, 96},               // crossing, a historic building
		{"city", "03", 90, 96},              // fish market, a street ending at it
		{"city", "04", 0, 96},               // homes beside a livestock market
		{"castle", "p1", 0, 96},             // path with a fountain, tower, house
		{"castle", "p2", 0, 96},             // branching path, courtyard with stalls
		{"castle", "p3", 0, 96},             // path ending at a square
		{"mists", "start-NW", 0, 96},        // fog with a ghost
		{"mists", "14", 0, 96},              // foggy road, three ghosts
		{"mists", "castle1", 0, 96},         // a castle
		{"mists", "grave1", 0, 96},          // a graveyard at a road's end
		{"mists", "01", 0, 32},              // smallest size
	}
	renderers := map[string]*Renderer{}
	for name, p := range ps {
		renderers[name] = renderer(t, p)
	}
	for _, tc := range tests {
		name := tc.pack + "-" + tc.tile + "-r" + itoa(tc.rot) + "-" + itoa(tc.size) + ".png"
		t.Run(name, func(t *testing.T) {
			img, err := renderers[tc.pack].Tile(tc.tile, tc.rot, tc.size)
			if err != nil {
				t.Fatal(err)
			}
			if got := img.Bounds().Size(); got != image.Pt(tc.size, tc.size) {
				t.Fatalf("size %v, want %d×%d", got, tc.size, tc.size)
			}
			assertGoldenPNG(t, "tiles/"+name, img)
		})
	}
}

// TestTileRotationMovesFeatures checks the picture against the port model:
// tile E has a city cap on its north edge; turned 90° clockwise the cap
// is on the east edge.
func TestTileRotationMovesFeatures(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	city, field := kindFill[schema.KindCity], kindFill[schema.KindField]
	tests := []struct {
		rot         int
		cityAt      image.Point
		fieldAt     image.Point
		description string
	}{
		{0, image.Pt(50, 8), image.Pt(50, 92), "cap north"},
		{90, image.Pt(92, 50), image.Pt(8, 50), "cap east"},
		{180, image.Pt(50, 92), image.Pt(50, 8), "cap south"},
		{270, image.Pt(8, 50), image.Pt(92, 50), "cap west"},
	}
	for _, tc := range tests {
		t.Run(tc.description, func(t *testing.T) {
			img, err := r.Tile("E", tc.rot, 100)
			if err != nil {
				t.Fatal(err)
			}
			if got := img.NRGBAAt(tc.cityAt.X, tc.cityAt.Y); got != city {
				t.Errorf("at %v: %v, want the city's %v", tc.cityAt, got, city)
			}
			if got := img.NRGBAAt(tc.fieldAt.X, tc.fieldAt.Y); got != field {
				t.Errorf("at %v: %v, want the field's %v", tc.fieldAt, got, field)
			}
		})
	}
}

func TestTileIsDeterministic(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	first := pngBytes(t, mustTile(t, r, "L", 90, 128))
	var wg sync.WaitGroup
	results := make([][]byte, 8)
	for i := range results {
		wg.Go(func() { results[i] = pngBytes(t, mustTile(t, r, "L", 90, 128)) })
	}
	wg.Wait()
	for i, got := range results {
		if !bytes.Equal(got, first) {
			t.Fatalf("drawing %d (concurrent) differs from the first", i)
		}
	}
}

func TestTileErrors(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	tests := []struct {
		name, tile string
		rot, size  int
		want       string
	}{
		{"too small", "A", 0, 31, "tile size 31 px is out of range: use 32 to 1024"},
		{"too large", "A", 0, 1025, "tile size 1025 px is out of range"},
		{"odd rotation", "A", 45, 64, "rotation 45 is not a multiple of 90"},
		{"unknown tile", "ZZ", 0, 64, `pack winter-edition has no tile "ZZ"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.Tile(tc.tile, tc.rot, tc.size)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestTileArtwork: a tile with artwork is drawn from it, resized and
// turned; a missing file is an error that names it.
func TestTileArtwork(t *testing.T) {
	p, err := schema.Clone(testpacks.WinterPack(t))
	if err != nil {
		t.Fatal(err)
	}
	p.Tiles[0].Art = "art/a.png"
	// A 2×2 picture: red on top, blue below.
	src := image.NewNRGBA(image.Rect(0, 0, 2, 2))
	red, blue := color.NRGBA{255, 0, 0, 255}, color.NRGBA{0, 0, 255, 255}
	src.SetNRGBA(0, 0, red)
	src.SetNRGBA(1, 0, red)
	src.SetNRGBA(0, 1, blue)
	src.SetNRGBA(1, 1, blue)
	files := fstest.MapFS{"art/a.png": {Data: pngBytes(t, src)}}
	r, err := NewRenderer(p, files)
	if err != nil {
		t.Fatal(err)
	}
	img := mustTile(t, r, p.Tiles[0].ID, 90, 64)
	// Turned 90° clockwise, the red top is on the right.
	if got := img.NRGBAAt(60, 32); got.R < 200 || got.B > 50 {
		t.Errorf("right side %v, want red", got)
	}
	if got := img.NRGBAAt(3, 32); got.B < 200 || got.R > 50 {
		t.Errorf("left side %v, want blue", got)
	}
	r, err = NewRenderer(p, fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Tile(p.Tiles[0].ID, 0, 64); err == nil || !strings.Contains(err.Error(), "art/a.png") {
		t.Fatalf("missing artwork: error %v, want one naming art/a.png", err)
	}
}

func mustTile(t testing.TB, r *Renderer, id string, rot, size int) *image.NRGBA {
	t.Helper()
	img, err := r.Tile(id, rot, size)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func pngBytes(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSheetGolden(t *testing.T) {
	r := renderer(t, testpacks.Mini(t, "mists"))
	img, err := r.Sheet("level-3", 64, nil)
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenPNG(t, "sheet-mists-level-3.png", img)
	if _, err := r.Sheet("level-9", 64, nil); err == nil || !strings.Contains(err.Error(), `no mix "level-9"`) {
		t.Fatalf("unknown mix: error %v", err)
	}
}

// BenchmarkTileImages draws the 84 tiles of the WE3 mix (every copy, as a
// print sheet needs them) at 256 px on all CPUs.
func BenchmarkTileImages(b *testing.B) {
	p := testpacks.WinterPack(b)
	r := renderer(b, p)
	var ids []string
	for _, m := range p.Mixes {
		if m.ID != "WE3" {
			continue
		}
		for _, tile := range p.Tiles {
			for range m.Counts.Of(tile.ID) {
				ids = append(ids, tile.ID)
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		var wg sync.WaitGroup
		next := make(chan string)
		for range runtime.GOMAXPROCS(0) {
			wg.Go(func() {
				for id := range next {
					if _, err := r.Tile(id, 0, 256); err != nil {
						b.Error(err)
					}
				}
			})
		}
		for _, id := range ids {
			next <- id
		}
		close(next)
		wg.Wait()
	}
	b.ReportMetric(float64(len(ids)), "tiles/op")
}
