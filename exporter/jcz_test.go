package exporter

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/reference"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// jczFiles makes the add-on of mix ("" for every mix) and returns its
// files by their path inside the add-on folder, and its warnings.
func jczFiles(t *testing.T, p *schema.Pack, mix string) (map[string][]byte, []string) {
	t.Helper()
	return jczFilesAt(t, p, mix, 32)
}

// jczFilesAt is jczFiles with tiles of size pixels.
func jczFilesAt(t *testing.T, p *schema.Pack, mix string, size int) (map[string][]byte, []string) {
	t.Helper()
	addon, err := JCZAddon(context.Background(), renderer(t, p), JCZOptions{Mix: mix, Lossy: true, PackOptions: PackOptions{TileSize: size}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range addon.Files {
		name, ok := strings.CutPrefix(f.Path, addon.ID+"/")
		if !ok {
			t.Fatalf("%s is not inside the add-on folder %s", f.Path, addon.ID)
		}
		out[name] = f.Data
	}
	return out, addon.Warnings
}

func parseJCZ(t *testing.T, data []byte) jczDefs {
	t.Helper()
	var defs jczDefs
	if err := xml.Unmarshal(data, &defs); err != nil {
		t.Fatalf("tiles.xml does not parse: %v", err)
	}
	return defs
}

// TestJCZPortsMatchPack parses the XML back and checks, port by port, that
// every tile shows the terrain the pack gives it, and that every tile-set
// holds its mix, the tile shaped like JCloisterZone's start tile counted
// as BA/RCr.
func TestJCZPortsMatchPack(t *testing.T) {
	for _, name := range []string{"winter", "mists"} {
		t.Run(name, func(t *testing.T) {
			p := packs(t)[name]
			files, _ := jczFiles(t, p, "")
			defs := parseJCZ(t, files[JCZTilesFile])
			id := JCZAddonID(p.ID, "")
			start := findJCZStart(p)
			byID := map[string]jczTile{}
			for _, jt := range defs.Tiles {
				byID[jt.ID] = jt
			}
			for _, tile := range p.Tiles {
				jt, ok := byID[id+"/"+tile.ID]
				if ok == (tile.ID == start.tile) {
					t.Fatalf("tile %s: defined %v, start tile %q", tile.ID, ok, start.tile)
				}
				if ok {
					if got, want := jczPortKinds(jt), packPortKinds(tile); got != want {
						t.Errorf("tile %s: XML ports %v, pack ports %v", tile.ID, got, want)
					}
				}
			}
			for mi, m := range p.Mixes {
				set := defs.Sets[mi]
				total, added := 0, 0
				for _, ref := range set.Refs {
					tile := strings.TrimPrefix(ref.Tile, id+"/")
					if ref.Tile == jczStartTileID {
						if tile = start.tile; tile == "" || m.Counts.Of(tile) == 0 {
							added = ref.Count
							continue
						}
					}
					if ref.Count != m.Counts.Of(tile) {
						t.Errorf("mix %s: %s ×%d, pack says %d", m.ID, tile, ref.Count, m.Counts.Of(tile))
					}
					total += ref.Count
				}
				if total != m.Total {
					t.Errorf("mix %s: tile-set holds %d of the mix's tiles, mix %d", m.ID, total, m.Total)
				}
				if name == "winter" && added != 0 {
					t.Errorf("mix %s: %d copies of BA/RCr added, though tile D is its shape", m.ID, added)
				}
			}
		})
	}
}

// jczPortKinds reads the terrain at each of the 12 ports from a JCZ tile:
// cities take whole edges, roads edge centres, fields halves; a centre
// that is neither city nor road is field.
func jczPortKinds(jt jczTile) [12]string {
	var k [12]string
	for _, c := range jt.Cities {
		for _, e := range strings.Fields(c.Edges) {
			p, _ := schema.ParsePort(e)
			k[p], k[p+1], k[p+2] = "city", "city", "city"
		}
	}
	for _, r := range jt.Roads {
		for _, e := range strings.Fields(r.Edges) {
			p, _ := schema.ParsePort(e)
			k[p] = "road"
		}
	}
	for _, f := range jt.Fields {
		for _, h := range strings.Fields(f.Halves) {
			p, _ := schema.ParsePort(h)
			k[p] = "field"
		}
	}
	for p := range k {
		if k[p] == "" && p%3 == 0 {
			k[p] = "field"
		}
	}
	return k
}

func packPortKinds(tile schema.Tile) [12]string {
	var k [12]string
	for _, f := range tile.Features {
		if f.Kind == schema.KindFog {
			continue // an overlay: JCloisterZone has none
		}
		for _, p := range f.Ports {
			k[p] = string(f.Kind)
		}
	}
	return k
}

// TestJCZBaseTilesMatchReference: the base tiles' XML has the shapes of
// the base tiles in internal/reference: edges, city and road segments,
// fields with the cities they border, cloisters and pennants.
func TestJCZBaseTilesMatchReference(t *testing.T) {
	refTiles, err := reference.BaseTiles()
	if err != nil {
		t.Fatal(err)
	}
	p := testpacks.WinterPack(t)
	files, _ := jczFiles(t, p, "WD")
	defs := parseJCZ(t, files[JCZTilesFile])
	byID := map[string]jczTile{jczStartTileID: jczStartShape}
	for _, jt := range defs.Tiles {
		byID[jt.ID] = jt
	}
	if len(refTiles) != 24 {
		t.Fatalf("reference has %d base tiles", len(refTiles))
	}
	for _, rt := range refTiles {
		t.Run(rt.Letter, func(t *testing.T) {
			id := JCZAddonID(p.ID, "WD") + "/" + rt.Letter
			// The reference's JCloisterZone id of the start tile, at no turn.
			for _, j := range rt.JCZ {
				if j.ID == jczStartTileID && j.QuarterTurns == 0 {
					id = jczStartTileID
				}
			}
			if (id == jczStartTileID) != (rt.Letter == findJCZStart(p).tile) {
				t.Errorf("the reference names %s as JCloisterZone's start tile; the export writes tile %s as it", id, findJCZStart(p).tile)
			}
			jt, ok := byID[id]
			if !ok {
				t.Fatalf("no tile %s in the XML", id)
			}
			edges := ""
			for _, e := range rt.Edges.Clockwise() {
				edges += strings.ToUpper(e[:1])
			}
			var fields []string
			for _, f := range rt.Fields {
				var adj []string
				for _, i := range f.AdjacentCities {
					adj = append(adj, sortedJoin(rt.Cities[i]))
				}
				fields = append(fields, sortedJoin(f.Halves)+"|"+sortedJoin(adj))
			}
			want := canonicalShape(edges, rt.Cities, rt.Roads, fields, rt.Cloister, rt.Pennants)
			if got := jczShape(jt); got != want {
				t.Errorf("XML shape  %s\nreference  %s", got, want)
			}
		})
	}
}

// jczShape writes a JCZ tile in the canonical form of canonicalShape.
func jczShape(jt jczTile) string {
	kinds := jczPortKinds(jt)
	edges := ""
	for e := range 4 {
		edges += strings.ToUpper(kinds[e*3][:1])
	}
	var cities, roads [][]string
	pennants := 0
	cityOfEdge := map[string][]string{}
	for _, c := range jt.Cities {
		es := strings.Fields(c.Edges)
		cities = append(cities, es)
		pennants += c.Pennants
		for _, e := range es {
			cityOfEdge[e] = es
		}
	}
	for _, r := range jt.Roads {
		roads = append(roads, strings.Fields(r.Edges))
	}
	var fields []string
	for _, f := range jt.Fields {
		var adj []string
		for _, e := range strings.Fields(f.City) {
			adj = append(adj, sortedJoin(cityOfEdge[e]))
		}
		fields = append(fields, sortedJoin(strings.Fields(f.Halves))+"|"+sortedJoin(adj))
	}
	return canonicalShape(edges, cities, roads, fields, jt.Monastery != nil, pennants)
}

func canonicalShape(edges string, cities, roads [][]string, fields []string, cloister bool, pennants int) string {
	groups := func(gs [][]string) []string {
		var out []string
		for _, g := range gs {
			out = append(out, sortedJoin(g))
		}
		slices.Sort(out)
		return out
	}
	fields = slices.Clone(fields)
	slices.Sort(fields)
	return fmt.Sprintf("%s cities%v roads%v fields%v cloister=%v pennants=%d", edges, groups(cities), groups(roads), fields, cloister, pennants)
}

func sortedJoin(s []string) string {
	s = slices.Clone(s)
	slices.Sort(s)
	return strings.Join(s, ",")
}

func TestJCZWarnsAndRefuses(t *testing.T) {
	_, warnings := jczFiles(t, testpacks.Mini(t, "mists"), "")
	joined := strings.Join(warnings, "\n")
	for _, want := range []string{
		"pack mists-mini is a mists pack: JCloisterZone plays its tiles by the base game's rules",
		"tile 14: feature fog (fog) has no JCloisterZone counterpart: left out",
		"tile 14: 3 ghost symbols have no JCloisterZone counterpart: left out",
		"tile castle1: feature castle (castle) has no JCloisterZone counterpart: left out",
		"tile grave1: feature graveyard (graveyard) has no JCloisterZone counterpart: left out",
		"mix level-3: its stacks [3 2 2] have no JCloisterZone counterpart",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("no warning %q in:\n%s", want, joined)
		}
	}
	refusals := []struct {
		name, pack, want string
	}{
		{"a City pack", "city", "city-mini is a city pack, which it cannot hold"},
		{"a Mists pack without --lossy", "mists", "pack mists-mini is a mists pack, whose rules JCloisterZone cannot play: an add-on would leave out"},
	}
	for _, tt := range refusals {
		t.Run(tt.name, func(t *testing.T) {
			_, err := JCZAddon(context.Background(), renderer(t, testpacks.Mini(t, tt.pack)), JCZOptions{PackOptions: PackOptions{TileSize: 32}})
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrRequest) {
				t.Errorf("error %v, want a refused request saying %q", err, tt.want)
			}
		})
	}
	files, warnings := jczFiles(t, testpacks.WinterPack(t), "WE1")
	defs := parseJCZ(t, files[JCZTilesFile])
	if len(defs.Sets) != 1 || defs.Sets[0].ID != "winter-edition-we1/WE1" {
		t.Errorf("--mix WE1: tile-sets %+v", defs.Sets)
	}
	for _, name := range []string{JCZAddonFile, "tilesmith/tiles/A.png", "tilesmith/artwork.json", "tilesmith/tiles.json"} {
		if files[name] == nil {
			t.Errorf("no %s in the add-on", name)
		}
	}
	if joined := strings.Join(warnings, "\n"); strings.Contains(joined, "[inn]") {
		t.Errorf("the inn is written as inn=\"true\", yet warned about:\n%s", joined)
	}
}
