package tilesets

import (
	"bytes"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

func TestBuiltinPacksAreCleanAndCanonical(t *testing.T) {
	if len(IDs()) == 0 {
		t.Fatal("no built-in packs")
	}
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			p, diags, err := Load(id)
			if err != nil {
				t.Fatal(err)
			}
			if len(diags) > 0 {
				t.Errorf("built-in pack has diagnostics:\n%s", diags)
			}
			if p.ID != id {
				t.Errorf("file %s.json holds pack %q: the file name must be the id", id, p.ID)
			}
			raw, _ := Raw(id)
			enc, err := schema.Encode(p)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(raw, enc) {
				t.Errorf("%s is not in canonical form: run 'go run ./cmd/tilesmith fmt -w %s'", FileName(id), FileName(id))
			}
		})
	}
}

func TestWinterEditionMixes(t *testing.T) {
	p, _, err := Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	// classic.md: "WE1 (2012/2015), WE2 (2020) and WE3 (2022) add 12 animal
	// tiles (84 in all); WD (2011) has the 72 only."
	want := map[string]int{"WD": 72, "WE1": 84, "WE2": 84, "WE3": 84}
	if len(p.Mixes) != len(want) {
		t.Errorf("got %d mixes, want %d", len(p.Mixes), len(want))
	}
	// classic.md: "A×2 B×4 C×1 D×4(incl. start) E×5 F×2 G×1 H×3 I×2 J×3 K×3
	// L×3 M×2 N×3 O×2 P×3 Q×1 R×3 S×2 T×1 U×8 V×9 W×4 X×1 = 72."
	base := map[string]int{"A": 2, "B": 4, "C": 1, "D": 4, "E": 5, "F": 2, "G": 1, "H": 3, "I": 2, "J": 3, "K": 3, "L": 3,
		"M": 2, "N": 3, "O": 2, "P": 3, "Q": 1, "R": 3, "S": 2, "T": 1, "U": 8, "V": 9, "W": 4, "X": 1}
	for _, m := range p.Mixes {
		t.Run(m.ID, func(t *testing.T) {
			if m.Total != want[m.ID] || m.Counts.Sum() != want[m.ID] {
				t.Errorf("total %d, counts sum %d, want %d", m.Total, m.Counts.Sum(), want[m.ID])
			}
			for letter, n := range base {
				if got := m.Counts.Of(letter); got != n {
					t.Errorf("%s×%d, want ×%d", letter, got, n)
				}
			}
			animals := 0
			for _, tc := range m.Counts {
				if _, isBase := base[tc.Tile]; !isBase {
					animals += tc.Count
				}
			}
			if wantAnimals := want[m.ID] - 72; animals != wantAnimals {
				t.Errorf("%d animal tiles, want %d", animals, wantAnimals)
			}
			// classic.md: "one of them the start tile (a D tile with a dark back)".
			if len(m.Start) != 1 || m.Start[0] != (schema.Placement{Tile: "D"}) {
				t.Errorf("start = %+v, want D at (0,0) rotation 0", m.Start)
			}
		})
	}
	// classic.md: "Pennants: C, F, M, O, Q, S (10 in the 72)."
	pennants, pennantTiles := 0, map[string]bool{}
	for _, tile := range p.Tiles {
		for _, f := range tile.Features {
			if f.Pennants > 0 {
				pennants += f.Pennants * base[tile.ID]
				pennantTiles[tile.ID] = true
			}
		}
	}
	if pennants != 10 || len(pennantTiles) != 6 {
		t.Errorf("%d pennants on %v, want 10 on C F M O Q S", pennants, pennantTiles)
	}
	for _, l := range []string{"C", "F", "M", "O", "Q", "S"} {
		if !pennantTiles[l] {
			t.Errorf("tile %s has no pennant", l)
		}
	}
}
