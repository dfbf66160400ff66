package tilesets

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/reference"
	"github.com/tilesmith/tilesmith/schema"
)

// shape renders a tile's edges and segments in one canonical string, so a
// reference tile and a pack tile compare equal exactly when they agree on
// edges, cities, roads, fields with the cities they border, cloister and
// pennants.
func shape(edges string, cities, roads [][]string, fields []string, cloister bool, pennants int) string {
	norm := func(groups [][]string) []string {
		out := make([]string, len(groups))
		for i, g := range groups {
			g = slices.Clone(g)
			slices.Sort(g)
			out[i] = strings.Join(g, "")
		}
		slices.Sort(out)
		return out
	}
	slices.Sort(fields)
	return fmt.Sprintf("%s cities%v roads%v fields%v cloister=%v pennants=%d", edges, norm(cities), norm(roads), fields, cloister, pennants)
}

func refShape(t reference.Tile) string {
	edges := ""
	for _, e := range t.Edges.Clockwise() {
		edges += strings.ToUpper(e[:1])
	}
	cityName := func(i int) string { c := slices.Clone(t.Cities[i]); slices.Sort(c); return strings.Join(c, "") }
	var fields []string
	for _, f := range t.Fields {
		h := slices.Clone(f.Halves)
		slices.Sort(h)
		var adj []string
		for _, i := range f.AdjacentCities {
			adj = append(adj, cityName(i))
		}
		slices.Sort(adj)
		fields = append(fields, strings.Join(h, "")+"|"+strings.Join(adj, ","))
	}
	return shape(edges, t.Cities, t.Roads, fields, t.Cloister, t.Pennants)
}

func packShape(tile schema.Tile) string {
	byID := map[string]schema.Feature{}
	var edgeKind [4]string
	var cities, roads [][]string
	cloister, pennants := false, 0
	edgesOf := func(f schema.Feature) []string {
		var out []string
		for _, p := range f.Ports {
			if p.IsCentre() {
				out = append(out, p.String())
			}
		}
		return out
	}
	for _, f := range tile.Features {
		byID[f.ID] = f
		for _, p := range f.Ports {
			if p.IsCentre() {
				edgeKind[p.Edge()] = strings.ToUpper(string(f.Kind)[:1])
			}
		}
		switch f.Kind {
		case schema.KindCity:
			cities = append(cities, edgesOf(f))
			pennants += f.Pennants
		case schema.KindRoad:
			roads = append(roads, edgesOf(f))
		case schema.KindCloister:
			cloister = true
		}
	}
	var fields []string
	for _, f := range tile.Features {
		if f.Kind != schema.KindField {
			continue
		}
		var halves, adj []string
		for _, p := range f.Ports {
			if !p.IsCentre() {
				halves = append(halves, p.String())
			}
		}
		for _, b := range f.Borders {
			e := edgesOf(byID[b])
			slices.Sort(e)
			adj = append(adj, strings.Join(e, ""))
		}
		slices.Sort(halves)
		slices.Sort(adj)
		fields = append(fields, strings.Join(halves, "")+"|"+strings.Join(adj, ","))
	}
	return shape(strings.Join(edgeKind[:], ""), cities, roads, fields, cloister, pennants)
}

// TestWinterEditionMatchesReferenceShapes: the pack's tiles A-X have the
// shapes of the base tiles in internal/reference, and its animal tiles the
// shapes of the Winter Edition's 12 animal tiles there.
func TestWinterEditionMatchesReferenceShapes(t *testing.T) {
	p, _, err := Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	baseTiles, err := reference.BaseTiles()
	if err != nil {
		t.Fatal(err)
	}
	if len(baseTiles) != 24 {
		t.Fatalf("reference has %d base tiles, want 24", len(baseTiles))
	}
	packTiles := map[string]schema.Tile{}
	for _, tile := range p.Tiles {
		packTiles[tile.ID] = tile
	}
	for _, ref := range baseTiles {
		t.Run(ref.Letter, func(t *testing.T) {
			tile, ok := packTiles[ref.Letter]
			if !ok {
				t.Fatalf("pack has no tile %s", ref.Letter)
			}
			if got, want := packShape(tile), refShape(ref); got != want {
				t.Errorf("tile %s differs from the reference:\n got %s\nwant %s", ref.Letter, got, want)
			}
		})
	}

	animals, err := reference.WinterAnimalTiles()
	if err != nil {
		t.Fatal(err)
	}
	animalShapes := map[string]string{} // shape -> pack tile id
	for _, tile := range p.Tiles {
		if strings.HasPrefix(tile.ID, "animal-") {
			animalShapes[packShape(tile)] = tile.ID
		}
	}
	if len(animalShapes) != 12 {
		t.Errorf("pack has %d distinct animal tile shapes, want 12", len(animalShapes))
	}
	for _, ref := range animals {
		t.Run(ref.JCZ[0].ID, func(t *testing.T) {
			if _, ok := animalShapes[refShape(ref)]; !ok {
				t.Errorf("no animal tile in the pack has the reference shape %s", refShape(ref))
			}
		})
	}
}
