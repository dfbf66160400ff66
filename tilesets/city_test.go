package tilesets

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestTheCityPack checks the built-in pack the-city against the seed
// (shared/seeds/the-city-base-game.ro.txt) and the rules digest
// (shared/rules/city.md). The shapes are reconstructed, so the test checks
// what the seed says and what the rules need of any shape, never a shape.
func TestTheCityPack(t *testing.T) {
	p, _, err := Load("the-city")
	if err != nil {
		t.Fatal(err)
	}
	if p.Ruleset != "city" || p.Expansion {
		t.Fatalf("ruleset %q, expansion %v: want a complete pack of the city ruleset", p.Ruleset, p.Expansion)
	}
	if len(p.Mixes) != 1 {
		t.Fatalf("%d mixes, want 1", len(p.Mixes))
	}
	mix := p.Mixes[0]

	t.Run("75 tiles of kinds 01-64 with the seed's copies", func(t *testing.T) {
		// Seed, "Ansamblul cartonașelor": "Cartonașe totale: 75"; Tile 01 ×1,
		// 02 ×4, 03 ×4, 04 ×3, 05 ×2, 06 ×2, 07-48 ×1, 49 ×2, 50-64 ×1.
		want := map[string]int{"02": 4, "03": 4, "04": 3, "05": 2, "06": 2, "49": 2}
		for n := 1; n <= 64; n++ {
			id := fmt.Sprintf("%02d", n)
			if _, ok := want[id]; !ok {
				want[id] = 1
			}
		}
		if len(p.Tiles) != len(want) {
			t.Errorf("%d tile kinds, want 64", len(p.Tiles))
		}
		for _, tile := range p.Tiles {
			if _, ok := want[tile.ID]; !ok {
				t.Errorf("tile %q is not one of the seed's kinds 01-64", tile.ID)
			}
		}
		for id, n := range want {
			if got := mix.Counts.Of(id); got != n {
				t.Errorf("tile %s ×%d, want ×%d", id, got, n)
			}
		}
		if mix.Total != 75 || mix.Counts.Sum() != 75 {
			t.Errorf("total %d, counts sum %d, want 75", mix.Total, mix.Counts.Sum())
		}
	})

	t.Run("three stacks of 30, 25 and 20, no start tile", func(t *testing.T) {
		// Seed, "Pregătire": "Prima stivă ar trebui să conțină 30 de
		// cartonașe, a doua stivă 25, iar a treia stivă 20"; the start
		// player draws the first tile of the first stack and places it.
		if !slices.Equal(mix.Stacks, []int{30, 25, 20}) {
			t.Errorf("stacks %v, want [30 25 20]", mix.Stacks)
		}
		if len(mix.Start) != 0 {
			t.Errorf("start %v: the first tile drawn starts the city", mix.Start)
		}
	})

	t.Run("32 public buildings in the whole set", func(t *testing.T) {
		// Seed, "Conținut": "32 de clădiri publice".
		if got := countOver(p, func(f schema.Feature) int { return f.Buildings }); got != 32 {
			t.Errorf("%d public buildings counting copies, want 32", got)
		}
	})

	t.Run("the 7 historic buildings, each once", func(t *testing.T) {
		// Seed, "Conținut": "7 clădiri istorice (numite): Petit Puits, Grand
		// Puits, Tour Carrée, Batiment, Saint Sernin, Saint Nazaire,
		// Chateau Comtal" (the pack writes Château Comtal).
		names := []string{"Petit Puits", "Grand Puits", "Tour Carrée", "Batiment", "Saint Sernin", "Saint Nazaire", "Château Comtal"}
		seen := map[string]int{}
		for _, tile := range p.Tiles {
			for _, f := range tile.Features {
				if f.Historic != "" {
					seen[f.Historic] += mix.Counts.Of(tile.ID)
				}
			}
		}
		for _, name := range names {
			if seen[name] != 1 {
				t.Errorf("%s appears %d times, want once", name, seen[name])
			}
		}
		for name := range seen {
			if !slices.Contains(names, name) {
				t.Errorf("historic building %q is not one of the seed's seven", name)
			}
		}
	})

	t.Run("markets of all three kinds", func(t *testing.T) {
		// Seed: "piețe (de pește, grâne și șeptel)" — fish, grain, livestock.
		for _, kind := range []string{"livestock", "grain", "fish"} {
			if got := countOver(p, func(f schema.Feature) int { return boolInt(f.Kind == schema.KindMarket && f.Market == kind) }); got == 0 {
				t.Errorf("no %s market", kind)
			}
		}
	})

	t.Run("only streets must match: a street-bearing edge is a street port", func(t *testing.T) {
		// Seed: "străzile să fie continuate (atunci când sunt prezente).
		// Toate celelalte teritorii ale cartonașelor pot fi plasate unul
		// lângă celălalt fără a ține seama de potrivirea teritoriilor."
		rs, _ := schema.LookupRuleset("city")
		for _, spec := range rs.Kinds {
			if spec.Matches != (spec.Kind == schema.KindStreet) {
				t.Errorf("kind %s: matches %v, want only streets to match", spec.Kind, spec.Matches)
			}
		}
		for _, tile := range p.Tiles {
			for _, f := range tile.Features {
				for _, port := range f.Ports {
					if f.Kind == schema.KindStreet && !port.IsCentre() {
						t.Errorf("tile %s: street %s leaves at the half edge %s: a street-bearing edge must be its centre port", tile.ID, f.ID, port)
					}
				}
			}
		}
	})

	t.Run("residential areas and markets are each one piece, split only by streets", func(t *testing.T) {
		// Seed: "3 zone rezidențiale, separate una de cealaltă de străzi";
		// "Zonele rezidențiale sunt delimitate de străzi, piețe și ziduri".
		for _, tile := range p.Tiles {
			for fi, f := range tile.Features {
				if f.Kind != schema.KindResidential && f.Kind != schema.KindMarket {
					continue
				}
				if !oneRun(&tile, fi) {
					t.Errorf("tile %s: %s %q lies on both sides of a street or another area: split it", tile.ID, f.Kind, f.ID)
				}
			}
		}
	})

	t.Run("the seed's rule numbers", func(t *testing.T) {
		c := p.Rules.City
		if c == nil {
			t.Fatal("no city rules block")
		}
		// Seed: "pentru 2-4 jucători"; "Fiecare jucător ia 8 supuși ...
		// plasează unul singur pe spațiul 0 al tablei de punctaj și îi pune
		// pe restul drept rezerva sa" — 7 in supply.
		if c.Players != (schema.PlayerRange{Min: 2, Max: 4}) || c.Followers != 7 {
			t.Errorf("players %+v, followers %d: want 2-4 and 7 in supply", c.Players, c.Followers)
		}
		// Seed: streets 1 point per tile for 1-3 tiles, "dublul punctelor"
		// from 4; markets tiles × different kinds; stewards "2 puncte pentru
		// fiecare piață"; guards 2 per public, 3 per historic building.
		s := c.Scoring
		if s.Street != (schema.Points{PerTile: 1, LongFrom: 4, LongPerTile: 2}) ||
			s.Market != (schema.Points{PerTilePerMarketKind: 1}) ||
			s.Residential != (schema.Points{PerAdjacentMarket: 2}) ||
			s.Guard != (schema.GuardPoints{PerPublicBuilding: 2, PerHistoricBuilding: 3}) {
			t.Errorf("scoring %+v", s)
		}
		// Seed, "Conținut": 70 wall pieces, 12 towers (and 2 short pieces,
		// which change no play and the format does not hold); walls from
		// the second stack, 1 piece per player per round, 2 in the third
		// stack, doubled with 2 players; the game ends when the ends are 5
		// pieces apart; a tower scores 1 per piece.
		w := c.Walls
		if w.Pieces != 70 || w.Towers != 12 || w.FromStack != 2 ||
			!slices.Equal(w.PiecesPerRound, []int{1, 2}) || w.TwoPlayerFactor != 2 || w.CloseWithin != 5 || w.TowerPerPiece != 1 {
			t.Errorf("walls %+v", w)
		}
		// Seed, footnote 8: open question; the default is no.
		if c.Options.GuardFromReturned {
			t.Error("guardFromReturned is on: the default is off")
		}
	})
}

// countOver sums count over every feature of every copy in the pack's
// first mix.
func countOver(p *schema.Pack, count func(schema.Feature) int) int {
	n := 0
	for _, tile := range p.Tiles {
		for _, f := range tile.Features {
			n += count(f) * p.Mixes[0].Counts.Of(tile.ID)
		}
	}
	return n
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ring lists the ports clockwise around the tile from the north-west corner.
var ring = ports("NL N NR EL E ER SL S SR WL W WR")

// ports parses port names separated by spaces.
func ports(names string) []schema.Port {
	var out []schema.Port
	for _, name := range strings.Fields(names) {
		p, ok := schema.ParsePort(name)
		if !ok {
			panic("no port " + name)
		}
		out = append(out, p)
	}
	return out
}

// oneRun reports whether feature a of tile lies in one part of the tile:
// no other feature, with the features it is joined to inside the tile (the
// streets meeting at a crossing, a street and what it ends at), touches
// the tile's edge in two of the gaps between a's ports. A street ending at
// a joins a and cuts nothing.
func oneRun(tile *schema.Tile, a int) bool {
	group := make([]int, len(tile.Features))
	for i := range group {
		group[i] = i
	}
	find := func(i int) int {
		for group[i] != i {
			i = group[i]
		}
		return i
	}
	crossing := -1
	for i, f := range tile.Features {
		if f.EndsAt == "crossing" {
			if crossing < 0 {
				crossing = i
			}
			group[find(i)] = find(crossing)
		} else if j := slices.IndexFunc(tile.Features, func(o schema.Feature) bool { return o.ID == f.EndsAt }); j >= 0 {
			group[find(i)] = find(j)
		}
	}
	owner := map[schema.Port]int{}
	for i, f := range tile.Features {
		for _, p := range f.Ports {
			owner[p] = find(i)
		}
	}
	self := find(a)
	start := slices.IndexFunc(ring, func(p schema.Port) bool { return owner[p] == self })
	if start < 0 {
		return true
	}
	touched := map[int]map[int]bool{} // group -> the gaps between a's ports it touches
	gap, inGap := 0, false
	for k := start + 1; k < start+len(ring); k++ {
		g := owner[ring[k%len(ring)]]
		if g == self {
			inGap = false
			continue
		}
		if !inGap {
			gap, inGap = gap+1, true
		}
		if touched[g] == nil {
			touched[g] = map[int]bool{}
		}
		touched[g][gap] = true
	}
	for _, gaps := range touched {
		if len(gaps) > 1 {
			return false
		}
	}
	return true
}

// TestOneRun: the check above finds an area drawn on both sides of a
// street or a market, and accepts the shapes the rules allow.
func TestOneRun(t *testing.T) {
	type feat struct{ id, kind, ports, endsAt string }
	tests := []struct {
		name  string
		feats []feat
		want  bool
	}{
		{"homes on both sides of a straight street", []feat{
			{"street", "street", "N S", ""},
			{"homes", "residential", "NL NR EL E ER SL SR WL W WR", ""}}, false},
		{"homes on one side of a straight street", []feat{
			{"street", "street", "N S", ""},
			{"west", "residential", "SR WL W WR NL", ""},
			{"east", "residential", "NR EL E ER SL", ""}}, true},
		{"homes around a dead end that ends in them", []feat{
			{"street", "street", "S", "homes"},
			{"homes", "residential", "NL N NR EL E ER SL SR WL W WR", ""}}, true},
		{"homes either side of a dead end that ends at a market", []feat{
			{"street", "street", "S", "market"},
			{"market", "market", "WR NL N NR EL", ""},
			{"homes", "residential", "E ER SL SR WL W", ""}}, false},
		{"homes around a market that touches one edge", []feat{
			{"market", "market", "N", ""},
			{"homes", "residential", "NL NR EL E ER SL S SR WL W WR", ""}}, true},
		{"homes either side of a market strip from N to S", []feat{
			{"market", "market", "N S", ""},
			{"homes", "residential", "NL NR EL E ER SL SR WL W WR", ""}}, false},
		{"homes in two corners of a T crossing", []feat{
			{"e", "street", "E", "crossing"}, {"s", "street", "S", "crossing"}, {"w", "street", "W", "crossing"},
			{"north", "residential", "WR NL N NR EL", ""},
			{"south", "residential", "ER SL SR WL", ""}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tile := schema.Tile{ID: "t"}
			for _, f := range tc.feats {
				tile.Features = append(tile.Features, schema.Feature{ID: f.id, Kind: schema.Kind(f.kind), Ports: ports(f.ports), EndsAt: f.endsAt})
			}
			if got := oneRun(&tile, len(tile.Features)-1); got != tc.want {
				t.Errorf("oneRun = %v, want %v", got, tc.want)
			}
		})
	}
}
