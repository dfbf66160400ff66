package exporter

import (
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestTileDrawsHalfEditedTiles: the editor draws tiles while the designer
// edits them, valid or not, so the renderer must draw (or refuse with an
// error) every tile the model can hold — never panic. Each case breaks
// every tile of every test pack the same way.
func TestTileDrawsHalfEditedTiles(t *testing.T) {
	breaks := []struct {
		name   string
		mutate func(t *schema.Tile)
	}{
		{"every feature loses its ports", func(t *schema.Tile) {
			for i := range t.Features {
				t.Features[i].Ports = nil
			}
		}},
		{"every feature keeps one port", func(t *schema.Tile) {
			for i := range t.Features {
				if len(t.Features[i].Ports) > 1 {
					t.Features[i].Ports = t.Features[i].Ports[:1]
				}
			}
		}},
		{"the first feature takes every port", func(t *schema.Tile) {
			for i := range t.Features {
				t.Features[i].Ports = nil
			}
			if len(t.Features) > 0 {
				for p := range schema.Port(schema.NumPorts) {
					t.Features[0].Ports = append(t.Features[0].Ports, p)
				}
			}
		}},
		{"no features", func(t *schema.Tile) { t.Features = nil }},
		{"lines end at features that are gone", func(t *schema.Tile) {
			for i := range t.Features {
				t.Features[i].EndsAt = "nowhere"
				t.Features[i].Borders = []string{"nothing"}
			}
		}},
	}
	for _, b := range breaks {
		t.Run(b.name, func(t *testing.T) {
			for name, p := range packs(t) {
				q, err := schema.Clone(p)
				if err != nil {
					t.Fatal(err)
				}
				for i := range q.Tiles {
					b.mutate(&q.Tiles[i])
				}
				r, err := NewRenderer(q, nil)
				if err != nil {
					continue // refused with a reason: fine
				}
				for _, tile := range q.Tiles {
					if _, err := r.Tile(tile.ID, 90, 64); err != nil {
						t.Logf("%s %s: %v", name, tile.ID, err)
					}
				}
			}
		})
	}
}
