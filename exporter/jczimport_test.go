package exporter

import (
	"encoding/xml"
	"fmt"
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
	defs, _, err := jczDefinitions(p, "")
	if err != nil {
		t.Fatal(err)
	}
	body, err := xml.MarshalIndent(defs, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte(xml.Header), body...)
}

// TestJCZRoundTrip: issue 19 — "Round trip: export → import gives back
// the same tile shapes and counts".
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
			for i, want := range tc.pack.Tiles {
				g := got.Tiles[i]
				if g.ID != want.ID {
					t.Errorf("tile %d: id %s, want %s", i, g.ID, want.ID)
				}
				if !slices.Equal(shapeOf(g), shapeOf(want)) {
					t.Errorf("tile %s:\n got %q\nwant %q", want.ID, shapeOf(g), shapeOf(want))
				}
			}
			if len(got.Mixes) != len(tc.pack.Mixes) {
				t.Fatalf("%d mixes, want %d", len(got.Mixes), len(tc.pack.Mixes))
			}
			for i, want := range tc.pack.Mixes {
				g := got.Mixes[i]
				for _, c := range want.Counts {
					if g.Counts.Of(c.Tile) != c.Count {
						t.Errorf("mix %s: %d of tile %s, want %d", want.ID, g.Counts.Of(c.Tile), c.Tile, c.Count)
					}
				}
				if g.Total != want.Total {
					t.Errorf("mix %s: total %d, want %d", want.ID, g.Total, want.Total)
				}
			}
		})
	}
}
