package tilesets

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestMistsFogMatchesNames holds every tile of the built-in mists pack to
// what its name says of its fog: "fog N, E and S" is fog over exactly the
// north, east and south edges, each over its whole width (the pack's
// notes: "a foggy edge is fogged over its whole width"); "under fog" is
// fog over all four; a name without "fog" is a tile without fog; and
// "(over the road)" is fog over a road edge. Seed: „Ceața acoperă mereu un
// câmp sau un drum, niciodată un oraș" (fog covers a field or a road, never
// a city) and „Ai posibilitatea de a îți plasa meepleul pe un drum chiar
// dacă acesta este acoperit de ceață" (a meeple may go on a road even if
// fog covers it). A tile whose name and fog disagree is a tile whose
// picture nobody can draw from its data.
func TestMistsFogMatchesNames(t *testing.T) {
	p, _, err := Load("mists")
	if err != nil {
		t.Fatal(err)
	}
	sides := regexp.MustCompile(`\bfog ([NESW](?:, [NESW])*(?: and [NESW])?)\b`)
	edges := "NESW"
	for _, tile := range p.Tiles {
		t.Run(tile.ID, func(t *testing.T) {
			var named []byte
			switch m := sides.FindStringSubmatch(tile.Name); {
			case strings.Contains(tile.Name, "under fog"):
				named = []byte(edges)
			case m != nil:
				for _, e := range []byte(edges) {
					if strings.IndexByte(m[1], e) >= 0 {
						named = append(named, e)
					}
				}
			case strings.Contains(tile.Name, "fog"):
				t.Fatalf("tile %s %q speaks of fog without naming its edges (\"fog N and E\") or \"under fog\"", tile.ID, tile.Name)
			}
			fogged := map[byte]int{} // ports under fog per edge
			overRoad := false
			roads := map[schema.Port]bool{}
			for _, f := range tile.Features {
				if f.Kind == schema.KindRoad {
					for _, port := range f.Ports {
						roads[port] = true
					}
				}
			}
			for _, f := range tile.Features {
				if f.Kind != schema.KindFog {
					continue
				}
				for _, port := range f.Ports {
					fogged[port.String()[0]]++
					overRoad = overRoad || roads[port]
				}
			}
			var data []byte
			for _, e := range []byte(edges) {
				switch fogged[e] {
				case 0:
				case 3:
					data = append(data, e)
				default:
					t.Errorf("tile %s: fog over %d of the 3 ports of its %c edge: a foggy edge is fogged over its whole width", tile.ID, fogged[e], e)
				}
			}
			if !slices.Equal(named, data) {
				t.Errorf("tile %s %q: its name says fog over %s, its data over %s", tile.ID, tile.Name, sideList(named), sideList(data))
			}
			if strings.Contains(tile.Name, "(over the road)") && !overRoad {
				t.Errorf("tile %s %q: no fog over its road", tile.ID, tile.Name)
			}
		})
	}
}

// sideList names edges for messages: "N, E and S", "no edge".
func sideList(edges []byte) string {
	if len(edges) == 0 {
		return "no edge"
	}
	s := make([]string, len(edges))
	for i, e := range edges {
		s[i] = string(e)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// TestMistsCopies checks the pack's land tiles against the seed's tile
// list („Ansamblul cartonașelor": „Cartonașe totale: 60 + 1 cartonaș de
// început", e.g. „Mists C3 Tile 14.png ×3 (3;3;2)"): 60 land tiles under 52
// numbers, of which 7 come in several copies — 01, 07, 09, 23, 38 and 54
// twice, 14 three times — 8 copies more than one each, as the pack's notes
// say.
func TestMistsCopies(t *testing.T) {
	p, _, err := Load("mists")
	if err != nil {
		t.Fatal(err)
	}
	var all *schema.Mix
	for i := range p.Mixes {
		if p.Mixes[i].ID == "level-2" {
			all = &p.Mixes[i]
		}
	}
	if all == nil {
		t.Fatal("no mix level-2 (all 60 land tiles)")
	}
	numbers, extra, total := 0, 0, 0
	var several []string
	for _, tile := range p.Tiles {
		n := all.Counts.Of(tile.ID)
		if n == 0 || strings.HasPrefix(tile.ID, "S") {
			continue // a start quarter, or a tile of no level
		}
		numbers++
		total += n
		if n > 1 {
			several = append(several, tile.ID)
			extra += n - 1
		}
	}
	slices.Sort(several)
	if want := []string{"01", "07", "09", "14", "23", "38", "54"}; numbers != 52 || total != 60 || extra != 8 || !slices.Equal(several, want) {
		t.Errorf("%d land tiles under %d numbers, %v in several copies (%d more than one each); want 60 under 52, %v, 8", total, numbers, several, extra, want)
	}
}
