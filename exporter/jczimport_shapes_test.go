package exporter

import (
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// The shapes of JCloisterZone's own tile files a pack has no word for,
// each written here in JCloisterZone's format after the construct its
// files use (client src/extraResources/expansions/, read 2026-11): issue
// 35 — "import every one of JCZ's 30 built-in tile files (roads over
// several edges become a crossing with one road per edge, as our format
// says; features our format lacks — river, and others — are left out with
// a warning naming them while the file still imports as a valid pack)".

// importOne imports one tile of JCloisterZone XML and returns it with the
// warnings; the pack must be valid.
func importOne(t *testing.T, tile string) (schema.Tile, string) {
	t.Helper()
	p, warnings, err := ImportJCZ("f.xml", []byte("<defs>\n"+tile+"\n</defs>"), "")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tiles) != 1 {
		t.Fatalf("%d tiles, want 1", len(p.Tiles))
	}
	return p.Tiles[0], warnings.String()
}

// feature is the tile's feature holding port (by its name), or nil.
func featureAt(tile schema.Tile, port string) *schema.Feature {
	p, _ := schema.ParsePort(port)
	for i, f := range tile.Features {
		if slices.Contains(f.Ports, p) {
			return &tile.Features[i]
		}
	}
	return nil
}

func portNames(f *schema.Feature) string {
	names := make([]string, len(f.Ports))
	for i, p := range f.Ports {
		names[i] = p.String()
	}
	return strings.Join(names, " ")
}

func TestJCZImportShapes(t *testing.T) {
	for _, tc := range []struct {
		name, xml string
		check     func(t *testing.T, tile schema.Tile)
		warns     []string
	}{
		{
			// labyrinth.xml LA/Rrrr, abbey_and_mayor.xml AM/Rrr.
			name: "a road over four edges is four roads meeting at a crossing",
			xml: `<tile id="L/X"><road>N W E S</road>
  <field>WR NL</field><field>NR EL</field><field>ER SL</field><field>SR WL</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				for _, edge := range []string{"N", "E", "S", "W"} {
					f := featureAt(tile, edge)
					if f == nil || f.Kind != schema.KindRoad || len(f.Ports) != 1 || f.EndsAt != "crossing" {
						t.Errorf("edge %s: %+v, want a road of its own ending at the crossing", edge, f)
					}
				}
			},
			warns: []string{"f.xml:2:16: warning: tile L/X: a road over the 4 edges N W E S becomes 4 roads meeting at a crossing, one per edge: a road of a pack joins at most two edges"},
		},
		{
			// russian_promos.xml RU/RRrr: a road N of its own beside a
			// junction E S W.
			name: "a road beside a junction does not end at its crossing",
			xml: `<tile id="R/J"><road>N</road><road>E S W</road>
  <field>WR NL</field><field>NR EL</field><field>ER SL</field><field>SR WL</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				if f := featureAt(tile, "N"); f == nil || f.EndsAt != "village" {
					t.Errorf("the road N: %+v, want it to end at a village", f)
				}
				for _, edge := range []string{"E", "S", "W"} {
					if f := featureAt(tile, edge); f == nil || f.EndsAt != "crossing" {
						t.Errorf("edge %s: %+v, want it to end at the crossing", edge, f)
					}
				}
			},
		},
		{
			// river.xml RI.1/CICI: a river W–E between two cities.
			name: "a river is left out and its banks become one field",
			xml: `<tile id="RI/CICI"><city>N</city><city>S</city>
  <field city="N">EL WR</field><field city="S">ER WL</field><river>W E</river></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				f := featureAt(tile, "E")
				if f == nil || f.Kind != schema.KindField || portNames(f) != "E EL ER W WL WR" || len(f.Borders) != 2 {
					t.Errorf("the field at E: %+v, want one field over both banks, bordering both cities", f)
				}
			},
			warns: []string{"f.xml:3:61: warning: tile RI/CICI: <river> has no counterpart in a classic pack: left out, and the fields on its banks become one field (edges W E are field edges)"},
		},
		{
			// hills_and_sheep.xml HS/C!.v.
			name: "two fields meeting at an edge give its centre to the first",
			xml: `<tile id="H/C"><city>N</city>
  <field city="N">WR WL SR</field><field city="N">EL ER SL</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				if f := featureAt(tile, "S"); f == nil || portNames(f) != "E EL ER S SL" {
					t.Errorf("the field at S: %+v, want the one on SL", f)
				}
				if f := featureAt(tile, "SR"); f == nil || portNames(f) != "SR W WL WR" {
					t.Errorf("the field at SR: %+v, want it apart", f)
				}
			},
			warns: []string{"f.xml:2:1: warning: tile H/C: two fields meet at edge S with nothing between them: its centre goes to the field on SL, so that the edge is a field edge"},
		},
		{
			// count.xml CO/1: a quarter of Carcassonne, bare where it
			// lies against the other quarters.
			name: "bare ports become a field of their own",
			xml:  `<tile id="C/1"><road>W</road><field>WR NL NR EL</field><field>WL SR</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				if f := featureAt(tile, "ER"); f == nil || f.Kind != schema.KindField || portNames(f) != "E ER S SL" {
					t.Errorf("the field at ER: %+v, want the bare ports E ER SL S", f)
				}
				if f := featureAt(tile, "W"); f == nil || f.EndsAt != "village" {
					t.Errorf("the road: %+v", f)
				}
			},
			warns: []string{"f.xml:2:1: warning: tile C/1: ports E ER SL S belong to no feature of the tile: they become a field of their own"},
		},
		{
			// inns_and_cathedrals.xml IC/Cccc.c, and the Wagon's moves
			// of most tiles: attributes a pack has no word for.
			name: "attributes a pack does not model are named once a tile",
			xml: `<tile id="IC/C" group="g"><city cathedral="true" wagon-move="a">N E S</city>
  <road wagon-move="b">W</road><field city="N">WL WR</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {},
			warns: []string{"f.xml:2:1: warning: tile IC/C: the attributes group, cathedral, wagon-move (2×) have no counterpart in a classic pack: left out"},
		},
		{
			// abbey_and_mayor.xml AM/CCcc+: inner fields I and II.
			name: "inner fields are left out, named",
			xml: `<tile id="A/CC"><city>N S</city><city>W E</city>
  <field city="N W">I</field><field city="N W">II</field></tile>`,
			check: func(t *testing.T, tile schema.Tile) {
				if len(tile.Features) != 2 {
					t.Errorf("features %+v, want the two cities", tile.Features)
				}
			},
			warns: []string{
				"f.xml:3:3: warning: tile A/CC: an inner field (I, enclosed by the tile's city) has no counterpart in a pack, whose fields reach the tile's edges: left out, so no farmer stands there",
				"f.xml:3:30: warning: tile A/CC: an inner field (II, enclosed by the tile's city)",
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tile, warnings := importOne(t, tc.xml)
			tc.check(t, tile)
			for _, w := range tc.warns {
				if !strings.Contains(warnings, w) {
					t.Errorf("warnings:\n%s\nwant:\n%s", warnings, w)
				}
			}
		})
	}
}

// TestJCZImportEmptyTile: count.xml's CO/6 defines nothing and CO/7 only
// an element of its own; both are left out, and so are their copies in
// the tile-set, which still makes a mix of the rest (issue 35: count
// "drops CO/6 and CO/7 but keeps their counts, then reports its own
// inconsistency as the user's error").
func TestJCZImportEmptyTile(t *testing.T) {
	xml := `<defs>
<tile id="C/5"><field>SR WL WR NL</field></tile>
<tile id="C/6">
</tile>
<tile id="C/7"><quarter/></tile>
<tile-set id="count"><ref count="1" tile="C/5"/><ref count="1" tile="C/6"/><ref count="1" tile="C/7"/></tile-set>
</defs>`
	p, warnings, err := ImportJCZ("f.xml", []byte(xml), "")
	if err != nil {
		t.Fatal(err)
	}
	if got := tileIDsOf(p); !slices.Equal(got, []string{"5"}) {
		t.Errorf("tiles %v, want 5 alone", got)
	}
	if m := p.Mixes[0]; m.ID != "count" || m.Total != 1 {
		t.Errorf("mix %+v, want count of one tile", m)
	}
	for _, w := range []string{
		"f.xml:3:1: warning: tile C/6 has no feature a classic pack models: left out",
		"f.xml:5:16: warning: tile C/7: <quarter> has no counterpart in a classic pack: left out",
		"f.xml:6:49: warning: tile-set count: tile \"C/6\" was left out (see above): its copies are left out too",
		"f.xml:6:76: warning: tile-set count: tile \"C/7\" was left out (see above): its copies are left out too",
	} {
		if !strings.Contains(warnings.String(), w) {
			t.Errorf("warnings:\n%s\nwant:\n%s", warnings, w)
		}
	}
}
