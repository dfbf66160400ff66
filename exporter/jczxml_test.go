package exporter

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestJCZTileXML: the tile XML of the Winter Edition add-on as the client
// and engine read it (docs/jcz-addon.md section 3).
func TestJCZTileXML(t *testing.T) {
	files, _ := jczFiles(t, testpacks.WinterPack(t), "")
	data := files[JCZTilesFile]
	defs := parseJCZ(t, data)
	t.Run("an expansion per mix, titled, naming its tile-set", func(t *testing.T) {
		want := []jczExpansion{
			{ID: "TS_WINTER_EDITION_WD", Title: "Carcassonne: Winter Edition — Winter Edition, 2011 (WD)", Sets: []jczExpansSet{{"winter-edition/WD"}}},
			{ID: "TS_WINTER_EDITION_WE1", Title: "Carcassonne: Winter Edition — Winter Edition, 2012 and 2015 (WE1)", Sets: []jczExpansSet{{"winter-edition/WE1"}}},
			{ID: "TS_WINTER_EDITION_WE2", Title: "Carcassonne: Winter Edition — Winter Edition, 2020 (WE2)", Sets: []jczExpansSet{{"winter-edition/WE2"}}},
			{ID: "TS_WINTER_EDITION_WE3", Title: "Carcassonne: Winter Edition — Winter Edition, 2022 (WE3)", Sets: []jczExpansSet{{"winter-edition/WE3"}}},
		}
		if !slices.EqualFunc(defs.Expansions, want, func(a, b jczExpansion) bool {
			return a.ID == b.ID && a.Title == b.Title && slices.Equal(a.Sets, b.Sets)
		}) {
			t.Errorf("expansions %+v\nwant %+v", defs.Expansions, want)
		}
	})
	t.Run("the inn of animal-CFRC", func(t *testing.T) {
		for _, jt := range defs.Tiles {
			if jt.ID == "winter-edition/animal-CFRC" {
				// JCloisterZone's files write "true" since client 5.7.2.
				if len(jt.Roads) != 1 || jt.Roads[0].Inn != "true" || jt.Roads[0].Edges != "S" {
					t.Errorf("roads %+v, want one road S with inn=\"true\"", jt.Roads)
				}
				return
			}
		}
		t.Error("no tile animal-CFRC")
	})
	t.Run("every ref has a count", func(t *testing.T) {
		for _, set := range defs.Sets {
			for _, ref := range set.Refs {
				if ref.Count < 1 {
					t.Errorf("tile-set %s: %s ×%d", set.ID, ref.Tile, ref.Count)
				}
			}
		}
		if n := bytes.Count(data, []byte("<ref ")); n != bytes.Count(data, []byte(`count="`))+len(defs.Expansions) {
			t.Errorf("%d refs, not all of tiles with a count attribute", n)
		}
	})
	t.Run("cities before the fields that name them", func(t *testing.T) {
		dec := xml.NewDecoder(bytes.NewReader(data))
		var tile string
		seenField := false
		for {
			tok, err := dec.Token()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if se, ok := tok.(xml.StartElement); ok {
				switch se.Name.Local {
				case "tile":
					tile, seenField = se.Attr[0].Value, false
				case "field":
					seenField = true
				case "city":
					if seenField {
						t.Errorf("tile %s: a <city> after a <field>", tile)
					}
				}
			}
		}
	})
}

// editedWinter is the Winter Edition pack with tile D changed by edit.
func editedWinter(t *testing.T, edit func(p *schema.Pack, d *schema.Tile)) *schema.Pack {
	t.Helper()
	p := testpacks.FreshPack(t, "winter-edition")
	for i := range p.Tiles {
		if p.Tiles[i].ID == "D" {
			edit(p, &p.Tiles[i])
			return p
		}
	}
	t.Fatal("no tile D")
	return nil
}

// TestJCZStartTile: the tile shaped like JCloisterZone's start tile is
// written as BA/RCr; without one, a copy of BA/RCr is added and said;
// a start JCloisterZone does not keep is said (§3.6).
func TestJCZStartTile(t *testing.T) {
	tests := []struct {
		name      string
		pack      func(t *testing.T) *schema.Pack
		wantStart jczStart
		wantRef   int    // the count of BA/RCr in mix WD's tile-set
		warning   string // "" for none about the start
	}{
		{"the Winter Edition: D is BA/RCr", func(t *testing.T) *schema.Pack { return testpacks.WinterPack(t) },
			jczStart{"D", 0}, 4, ""},
		{"D turned a quarter, started turned back", func(t *testing.T) *schema.Pack {
			return editedWinter(t, func(p *schema.Pack, d *schema.Tile) {
				*d = *turnedTile(d, 1)
				for mi := range p.Mixes {
					p.Mixes[mi].Start[0].Rot = 270
				}
			})
		}, jczStart{"D", 3}, 4, ""},
		{"D turned a quarter, started as it is", func(t *testing.T) *schema.Pack {
			return editedWinter(t, func(p *schema.Pack, d *schema.Tile) { *d = *turnedTile(d, 1) })
		}, jczStart{"D", 3}, 4, "mix WD: its start (D at 0,0 turned 0°) is not kept: JCloisterZone starts every game from its start tile BA/RCr, here tile D turned 270°"},
		{"D with a pennant: no tile of the shape", func(t *testing.T) *schema.Pack {
			return editedWinter(t, func(p *schema.Pack, d *schema.Tile) { d.Features[0].Pennants = 1 })
		}, jczStart{}, 1, "mix WD has no tile shaped like JCloisterZone's start tile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.pack(t)
			if got := findJCZStart(p); got != tt.wantStart {
				t.Errorf("start %+v, want %+v", got, tt.wantStart)
			}
			files, warnings := jczFiles(t, p, "WD")
			defs := parseJCZ(t, files[JCZTilesFile])
			refs := defs.Sets[0].Refs
			i := slices.IndexFunc(refs, func(r jczRef) bool { return r.Tile == jczStartTileID })
			if i < 0 || refs[i].Count != tt.wantRef {
				t.Errorf("tile-set %+v: want BA/RCr ×%d", refs, tt.wantRef)
			}
			defined := slices.ContainsFunc(defs.Tiles, func(jt jczTile) bool { return jt.ID == "winter-edition-wd/D" })
			if defined != (tt.wantStart.tile == "") {
				t.Errorf("tile D defined: %v", defined)
			}
			joined := strings.Join(warnings, "\n")
			switch {
			case tt.warning == "" && strings.Contains(joined, jczStartTileID):
				t.Errorf("a warning about the start:\n%s", joined)
			case tt.warning != "" && !strings.Contains(joined, tt.warning):
				t.Errorf("no warning %q in:\n%s", tt.warning, joined)
			}
		})
	}
}
