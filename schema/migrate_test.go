package schema

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestMigrateRetired: a pack of an earlier build that gives a property the
// format has retired (rules.city.walls.shortPieces) reads as the same pack
// without it, with one warning at the property, and encodes without it —
// what 'tilesmith fmt -w' writes.
func TestMigrateRetired(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("testdata", "invalid", "city-short-pieces-retired", "pack.json"))
	if err != nil {
		t.Fatal(err)
	}
	current, err := os.ReadFile(filepath.Join("testdata", "valid", "city-mini.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		data     []byte
		warnings int
	}{
		{"a pack written before the property was retired", old, 1},
		{"a pack written after", current, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if bytes.Contains(tc.data, []byte(`"shortPieces"`)) != (tc.warnings > 0) {
				t.Fatal("the test's packs do not differ by shortPieces")
			}
			p, diags := Check("pack.json", tc.data)
			if p == nil || diags.HasErrors() || len(diags) != tc.warnings {
				t.Fatalf("want a valid pack with %d warnings, got:\n%s", tc.warnings, diags)
			}
			if tc.warnings > 0 && (diags[0].Pointer != "/rules/city/walls/shortPieces" || diags[0].Severity != SeverityWarning) {
				t.Errorf("the warning is %v; want one at /rules/city/walls/shortPieces", diags[0])
			}
			got, err := Encode(p)
			if err != nil {
				t.Fatal(err)
			}
			q, _ := Check("pack.json", current)
			want, err := Encode(q)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("the pack encodes as\n%s\nwant, as the pack without the property,\n%s", got, want)
			}
			if p.Rules.City.Walls.Pieces != 70 {
				t.Errorf("%d wall pieces, want 70", p.Rules.City.Walls.Pieces)
			}
		})
	}
}
