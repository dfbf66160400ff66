package schema

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFieldSplitGoldens checks the split-field lint on one tile per case
// under testdata/fields/<case>/pack.json (the classic mini pack plus tile
// T1) against <case>/want.txt; an empty want.txt is a clean tile. The
// rulebook: "Field (farm): connected field segments, split by roads, cities
// and the board's open edge."
func TestFieldSplitGoldens(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "fields", "*"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) < 5 {
		t.Fatalf("found %d split-field cases, want at least 5", len(dirs))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, "pack.json"))
			if err != nil {
				t.Fatal(err)
			}
			_, diags := Check("pack.json", data)
			if diags.HasErrors() {
				t.Errorf("a split-field case must be an otherwise valid pack, got:\n%s", diags)
			}
			assertGolden(t, filepath.Join(dir, "want.txt"), []byte(diags.String()))
		})
	}
}

// TestSplitFields checks the parts of the tile a field's ports fall into.
func TestSplitFields(t *testing.T) {
	classic, _ := LookupRuleset("classic")
	all := []Port{PortNL, PortN, PortNR, PortEL, PortE, PortER, PortSL, PortS, PortSR, PortWL, PortW, PortWR}
	without := func(ps ...Port) []Port {
		return slices.DeleteFunc(slices.Clone(all), func(p Port) bool { return slices.Contains(ps, p) })
	}
	tests := []struct {
		name     string
		features []Feature
		want     string // "field: part | part; cutters", "" when no field spans parts
	}{
		{
			name: "road across the all-field tile",
			features: []Feature{
				{ID: "field", Kind: KindField, Ports: without(PortN, PortS)},
				{ID: "road", Kind: KindRoad, Ports: []Port{PortN, PortS}},
			},
			want: "field: NR EL E ER SL | SR WL W WR NL; road",
		},
		{
			name: "curved road cuts off the corner",
			features: []Feature{
				{ID: "road", Kind: KindRoad, Ports: []Port{PortW, PortN}},
				{ID: "field", Kind: KindField, Ports: without(PortN, PortW)},
			},
			want: "field: NR EL E ER SL S SR WL | WR NL; road",
		},
		{
			name: "two through-roads crossing on a bridge cut four parts",
			features: []Feature{
				{ID: "ns", Kind: KindRoad, Ports: []Port{PortN, PortS}},
				{ID: "ew", Kind: KindRoad, Ports: []Port{PortE, PortW}},
				{ID: "field", Kind: KindField, Ports: without(PortN, PortE, PortS, PortW)},
			},
			want: "field: NR EL | ER SL | SR WL | WR NL; ns ew",
		},
		{
			name: "three roads at a crossing",
			features: []Feature{
				{ID: "r1", Kind: KindRoad, Ports: []Port{PortE}, EndsAt: "crossing"},
				{ID: "r2", Kind: KindRoad, Ports: []Port{PortS}, EndsAt: "crossing"},
				{ID: "r3", Kind: KindRoad, Ports: []Port{PortW}, EndsAt: "crossing"},
				{ID: "field", Kind: KindField, Ports: without(PortE, PortS, PortW)},
			},
			want: "field: ER SL | SR WL | WR NL N NR EL; r1 r2 r3",
		},
		{
			name: "two roads ending at the same cloister",
			features: []Feature{
				{ID: "cloister", Kind: KindCloister},
				{ID: "r1", Kind: KindRoad, Ports: []Port{PortE}, EndsAt: "cloister"},
				{ID: "r2", Kind: KindRoad, Ports: []Port{PortW}, EndsAt: "cloister"},
				{ID: "field", Kind: KindField, Ports: without(PortE, PortW)},
			},
			want: "field: ER SL S SR WL | WR NL N NR EL; r1 r2",
		},
		{
			name: "one road ending at a crossing cuts nothing",
			features: []Feature{
				{ID: "r1", Kind: KindRoad, Ports: []Port{PortE}, EndsAt: "crossing"},
				{ID: "field", Kind: KindField, Ports: without(PortE)},
			},
		},
		{
			name: "a city on three sides with a road into it",
			features: []Feature{
				{ID: "city", Kind: KindCity, Ports: without(PortSL, PortS, PortSR)},
				{ID: "road", Kind: KindRoad, Ports: []Port{PortS}, EndsAt: "city"},
				{ID: "left", Kind: KindField, Ports: []Port{PortSL}},
				{ID: "right", Kind: KindField, Ports: []Port{PortSR}},
			},
		},
		{
			name: "fog cuts nothing",
			features: []Feature{
				{ID: "fog", Kind: KindFog, Ports: []Port{PortN, PortE, PortS}},
				{ID: "field", Kind: KindField, Ports: all},
			},
		},
	}
	mists, _ := LookupRuleset("mists")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := classic
			if slices.ContainsFunc(tt.features, func(f Feature) bool { return f.Kind == KindFog }) {
				rs = mists
			}
			tile := &Tile{ID: "T", Features: tt.features}
			var got []string
			for _, s := range rs.SplitFields(tile) {
				parts := make([]string, len(s.Parts))
				for i, part := range s.Parts {
					names := make([]string, len(part))
					for j, p := range part {
						names[j] = p.String()
					}
					parts[i] = strings.Join(names, " ")
				}
				cutters := make([]string, len(s.Cutters))
				for i, c := range s.Cutters {
					cutters[i] = tile.Features[c].ID
				}
				got = append(got, tile.Features[s.Field].ID+": "+strings.Join(parts, " | ")+"; "+strings.Join(cutters, " "))
			}
			if g := strings.Join(got, "\n"); g != tt.want {
				t.Errorf("got  %q\nwant %q", g, tt.want)
			}
		})
	}
}
