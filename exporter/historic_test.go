package exporter

import (
	"testing"

	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestHistoricNameGolden: a historic building of The City is named on its
// tile (the-city's tile 01, Château Comtal, at the default 256 px).
func TestHistoricNameGolden(t *testing.T) {
	p, _, err := tilesets.Load("the-city")
	if err != nil {
		t.Fatal(err)
	}
	img, err := renderer(t, p).Tile("01", 0, DefaultTileSize)
	if err != nil {
		t.Fatal(err)
	}
	assertGoldenPNG(t, "tiles/the-city-01-r0-256.png", img)
}

// TestHistoricNameShownWhenReadable: the name is written on tiles drawn
// at historicCaptionMinSize pixels and more, and left off smaller ones,
// where it could not be read (there the tile with another name looks the
// same).
func TestHistoricNameShownWhenReadable(t *testing.T) {
	p, _, err := tilesets.Load("the-city")
	if err != nil {
		t.Fatal(err)
	}
	renamed := *p
	renamed.Tiles = append([]schema.Tile(nil), p.Tiles...)
	named := 0
	for i := range renamed.Tiles {
		tile := &renamed.Tiles[i]
		if tile.ID != "10" {
			continue
		}
		tile.Features = append([]schema.Feature(nil), tile.Features...)
		for fi := range tile.Features {
			if tile.Features[fi].Historic != "" {
				tile.Features[fi].Historic = "Porte Narbonnaise"
				named++
			}
		}
	}
	if named != 1 {
		t.Fatalf("tile 10 has %d historic buildings, want 1", named)
	}
	tests := []struct {
		size      int
		wantNamed bool
	}{
		{DefaultTileSize, true},
		{historicCaptionMinSize, true},
		{historicCaptionMinSize - 1, false},
		{96, false},
	}
	for _, tc := range tests {
		t.Run(itoa(tc.size)+"px", func(t *testing.T) {
			img, err := renderer(t, p).Tile("10", 0, tc.size)
			if err != nil {
				t.Fatal(err)
			}
			other, err := renderer(t, &renamed).Tile("10", 0, tc.size)
			if err != nil {
				t.Fatal(err)
			}
			if named := pixelDiff(img, other) != ""; named != tc.wantNamed {
				t.Errorf("name written: %v, want %v", named, tc.wantNamed)
			}
		})
	}
}
