package exporter

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"math"
	"path"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// cropTileID is the crop-circle tile of the built-in messages expansion.
const cropTileID = "crop-circle-CFCF"

// cropCirclePack is the messages expansion with its crop-circle tile
// printed with each feature type (crop-circle-CFCF-city, -road, -field)
// and tile D of winter-edition (a road through the middle) with a crop
// circle of fields (crop-circle-D-field), whose circle must move off the
// road.
func cropCirclePack(t *testing.T) *schema.Pack {
	t.Helper()
	p := testpacks.FreshPack(t, "messages")
	crop := p.Tiles[0]
	if crop.ID != cropTileID || crop.CropCircle != "city" {
		t.Fatalf("the messages pack's first tile is %s (crop circle %q), want %s with a city", crop.ID, crop.CropCircle, cropTileID)
	}
	p.Tiles = nil
	for _, feature := range []string{"city", "road", "field"} {
		tile := crop
		tile.ID = cropTileID + "-" + feature
		tile.CropCircle = feature
		p.Tiles = append(p.Tiles, tile)
	}
	for _, tile := range testpacks.WinterPack(t).Tiles {
		if tile.ID == "D" {
			tile.ID, tile.CropCircle = "crop-circle-D-field", "field"
			p.Tiles = append(p.Tiles, tile)
		}
	}
	return p
}

func TestCropCircleGolden(t *testing.T) {
	r := renderer(t, cropCirclePack(t))
	tests := []struct {
		tile      string
		rot, size int
	}{
		{cropTileID + "-city", 0, DefaultTileSize}, // the built-in tile, at the size exports draw
		{cropTileID + "-road", 0, 96},
		{cropTileID + "-field", 90, 96}, // turned with its tile
		{"crop-circle-D-field", 0, 96},  // moved off the road
	}
	for _, tc := range tests {
		name := tc.tile + "-r" + itoa(tc.rot) + "-" + itoa(tc.size) + ".png"
		t.Run(name, func(t *testing.T) {
			img, err := r.Tile(tc.tile, tc.rot, tc.size)
			if err != nil {
				t.Fatal(err)
			}
			assertGoldenPNG(t, "tiles/"+name, img)
		})
	}
}

// TestCropCirclePlace checks where the circle goes: in the middle of a
// tile whose middle is open field, at full size; elsewhere on the field
// clear of roads, cities and cloisters by the gap it keeps.
func TestCropCirclePlace(t *testing.T) {
	rs, _ := schema.LookupRuleset("classic")
	winter := testpacks.WinterPack(t)
	tiles := map[string]schema.Tile{cropTileID: testpacks.FreshPack(t, "messages").Tiles[0]}
	for _, tile := range winter.Tiles {
		tiles[tile.ID] = tile
	}
	tests := []struct {
		tile     string
		middle   bool // the circle stands in the middle of the tile
		fullSize bool // at its largest
	}{
		{cropTileID, true, true}, // city caps N and S, field between
		{"A", false, false},      // cloister in the middle, road to the south
		{"D", false, false},      // road through the middle
		{"U", false, false},      // straight road north-south: beside it
		{"E", true, true},        // city cap north: the middle is open field
	}
	for _, tc := range tests {
		t.Run(tc.tile, func(t *testing.T) {
			tile := tiles[tc.tile]
			tile.CropCircle = "field"
			p, err := planTile(&tile, rs)
			if err != nil {
				t.Fatal(err)
			}
			got := p.crop
			if middle := got.at == centre; middle != tc.middle {
				t.Errorf("circle at %v: in the middle %v, want %v", got.at, middle, tc.middle)
			}
			if full := got.r == cropMaxRadius; full != tc.fullSize {
				t.Errorf("radius %.3f: the largest (%.3f) %v, want %v", got.r, cropMaxRadius, full, tc.fullSize)
			}
			if room := p.roomAt(got.at); room < got.r+cropGap-1e-9 {
				t.Errorf("circle of radius %.3f at %v has %.3f of open field around it, want at least %.3f", got.r, got.at, room, got.r+cropGap)
			}
		})
	}
}

// TestCropCircleShowsInEveryExport checks that the tile's picture with
// its crop circle, and not the plain one, is the picture every export
// draws: the PNG folder, the Tiled tileset, the print-and-play PDF and
// the JCloisterZone add-on's artwork.
func TestCropCircleShowsInEveryExport(t *testing.T) {
	p := withMessages(t)
	r := renderer(t, p)
	const size = 64
	want, err := r.Tile(cropTileID, 0, size)
	if err != nil {
		t.Fatal(err)
	}
	plainPack, err := schema.Clone(p)
	if err != nil {
		t.Fatal(err)
	}
	for i := range plainPack.Tiles {
		plainPack.Tiles[i].CropCircle = ""
	}
	plain, err := renderer(t, plainPack).Tile(cropTileID, 0, size)
	if err != nil {
		t.Fatal(err)
	}
	if samePixels(want, plain) {
		t.Fatal("the crop-circle tile looks the same without its crop circle")
	}
	ctx := context.Background()
	opts := PackOptions{TileSize: size, SheetTileSize: MinTileSize}
	exports := []struct {
		name  string
		files func() ([]File, error)
		file  string
	}{
		{"png folder", func() ([]File, error) { return PackFiles(ctx, r, opts) }, path.Join(TilesDir, cropTileID+".png")},
		{"tiled", func() ([]File, error) { return TiledTileset(ctx, r, opts) }, path.Join(TilesDir, cropTileID+".png")},
		{"jcz add-on", func() ([]File, error) {
			addon, err := JCZAddon(ctx, r, JCZOptions{PackOptions: opts, Lossy: true}) // the Messages module is left out
			if err != nil {
				return nil, err
			}
			return addon.Files, nil
		}, path.Join(JCZArtwork, jczArtTilesDir, cropTileID+".png")},
	}
	for _, x := range exports {
		t.Run(x.name, func(t *testing.T) {
			files, err := x.files()
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range files {
				if strings.HasSuffix("/"+f.Path, "/"+x.file) {
					assertSamePNG(t, f.Data, want)
					return
				}
			}
			t.Fatalf("no file %s among the export's %d", x.file, len(files))
		})
	}
	t.Run("pdf", func(t *testing.T) {
		tiles, _ := printList(p, findMix(p, "WE3"))
		var looks []printedTile
		for _, pt := range tiles {
			if pt.id == cropTileID {
				looks = append(looks, pt)
			}
		}
		if len(looks) == 0 {
			t.Fatalf("mix WE3 of %s prints no %s", p.ID, cropTileID)
		}
		pictures, err := r.drawLooks(ctx, looks[:1], size, 0, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		assertSamePNG(t, pictures[0], want)
	})
}

// assertSamePNG decodes data and compares it pixel for pixel with want.
func assertSamePNG(t *testing.T, data []byte, want image.Image) {
	t.Helper()
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if diff := pixelDiff(want, got); diff != "" {
		t.Errorf("the exported picture %s from the tile's", diff)
	}
}

// TestDistanceToPolyline checks the distance the circle keeps from lines.
func TestDistanceToPolyline(t *testing.T) {
	line := []pt{{0, 0}, {1, 0}, {1, 1}}
	tests := []struct {
		name string
		at   pt
		want float64
	}{
		{"above the first segment", pt{0.5, -0.25}, 0.25},
		{"beyond its start", pt{-0.3, -0.4}, 0.5},
		{"inside the bend", pt{0.8, 0.5}, 0.2},
		{"on the line", pt{1, 0.3}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := distanceToPolyline(tc.at, line); math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("distance %v, want %v", got, tc.want)
			}
		})
	}
}

// BenchmarkPlanCropCircleTile plans the crop-circle tile, its circle's
// place included: the editor plans a tile again each time it is edited.
func BenchmarkPlanCropCircleTile(b *testing.B) {
	rs, _ := schema.LookupRuleset("classic")
	tile := testpacks.FreshPack(b, "messages").Tiles[0]
	for b.Loop() {
		if _, err := planTile(&tile, rs); err != nil {
			b.Fatal(err)
		}
	}
}
