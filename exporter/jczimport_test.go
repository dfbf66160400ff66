package exporter

import (
	"encoding/xml"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// shapeOf describes a tile's shape for comparison, whatever its features'
// ids and order: each feature's kind, ports, pennants, where a road ends
// (by the kind it ends at) and the cities a field borders (by their
// ports).
func shapeOf(t schema.Tile) []string {
	ports := func(ps []schema.Port) string {
		s := slices.Clone(ps)
		slices.Sort(s)
		var names []string
		for _, p := range s {
			names = append(names, p.String())
		}
		return strings.Join(names, " ")
	}
	byID := map[string]schema.Feature{}
	for _, f := range t.Features {
		byID[f.ID] = f
	}
	var out []string
	for _, f := range t.Features {
		s := fmt.Sprintf("%s[%s]", f.Kind, ports(f.Ports))
		if f.Pennants > 0 {
			s += fmt.Sprintf(" pennants=%d", f.Pennants)
		}
		if f.EndsAt != "" {
			if g, ok := byID[f.EndsAt]; ok {
				s += " ends at " + string(g.Kind)
			} else {
				s += " ends at " + f.EndsAt
			}
		}
		var borders []string
		for _, b := range f.Borders {
			borders = append(borders, ports(byID[b].Ports))
		}
		slices.Sort(borders)
		if len(borders) > 0 {
			s += " borders " + strings.Join(borders, " | ")
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// exportedXML is the tile XML the exporter writes for a pack.
func exportedXML(t *testing.T, p *schema.Pack) []byte {
	t.Helper()
	defs, _, err := jczDefinitions(p, JCZAddonID(p.ID, ""), "", findJCZStart(p))
	if err != nil {
		t.Fatal(err)
	}
	body, err := xml.MarshalIndent(defs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(xml.Header), body...)
}

// turned is tile t turned q quarter turns clockwise.
func turned(t schema.Tile, q int) schema.Tile {
	out := t
	out.Features = nil
	for _, f := range t.Features {
		g := f
		g.Ports = nil
		for _, p := range f.Ports {
			g.Ports = append(g.Ports, schema.Port((int(p)+3*q)%schema.NumPorts))
		}
		out.Features = append(out.Features, g)
	}
	return out
}

// turnlessShape is a tile's shape whatever its rotation: the least of
// its four turned shapes.
func turnlessShape(t schema.Tile) string {
	best := ""
	for q := range 4 {
		s := strings.Join(shapeOf(turned(t, q)), "; ")
		if q == 0 || s < best {
			best = s
		}
	}
	return best
}

// mixShapes counts a mix's copies by tile shape, whatever the tiles' ids
// and rotations.
func mixShapes(p *schema.Pack, m schema.Mix) map[string]int {
	out := map[string]int{}
	for _, c := range m.Counts {
		for _, t := range p.Tiles {
			if t.ID == c.Tile {
				out[turnlessShape(t)] += c.Count
			}
		}
	}
	return out
}

// TestJCZRoundTrip: issue 19 — "Round trip: export → import gives back
// the same tile shapes and counts". The tile shaped like JCloisterZone's
// start tile is exported as a reference to BA/RCr (jczstart.go) and comes
// back as that tile, perhaps turned: shapes are compared whatever their
// rotation, counted per mix.
func TestJCZRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		pack *schema.Pack
	}{
		{"winter-edition", testpacks.WinterPack(t)},
		{"classic-mini", testpacks.Mini(t, "classic")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, warnings, err := ImportJCZ("tiles.xml", exportedXML(t, tc.pack), "")
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range warnings {
				if !strings.Contains(w.Message, "start tile") && !strings.Contains(w.Message, "inn") {
					t.Errorf("unexpected warning: %s", w)
				}
			}
			if len(got.Tiles) != len(tc.pack.Tiles) {
				t.Fatalf("%d tiles, want %d", len(got.Tiles), len(tc.pack.Tiles))
			}
			if len(got.Mixes) != len(tc.pack.Mixes) {
				t.Fatalf("%d mixes, want %d", len(got.Mixes), len(tc.pack.Mixes))
			}
			for i, want := range tc.pack.Mixes {
				g := got.Mixes[i]
				if gs, ws := mixShapes(got, g), mixShapes(tc.pack, want); !maps.Equal(gs, ws) {
					t.Errorf("mix %s: the shapes and counts differ:\n got %v\nwant %v", want.ID, gs, ws)
				}
				if g.Total != want.Total {
					t.Errorf("mix %s: total %d, want %d", want.ID, g.Total, want.Total)
				}
			}
			ids := map[string]bool{}
			for _, tile := range got.Tiles {
				ids[tile.ID] = true
			}
			for _, tile := range tc.pack.Tiles {
				if !ids[tile.ID] && !ids["BA.RCr"] {
					t.Errorf("tile %s did not come back by its id, nor as JCloisterZone's start tile", tile.ID)
				}
			}
		})
	}
}
