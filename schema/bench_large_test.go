package schema

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// largePack writes a well-formed classic pack of n distinct tile kinds,
// each counted once in one mix, one line per feature (100k kinds take
// 30 MB, under MaxPackBytes). Past the limits it is refused, but only by
// the limits: the diagnostics say so, cheaply.
func largePack(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{
  "format": 1,
  "id": "large",
  "name": "Large",
  "ruleset": "classic",
  "tiles": [
`)
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `    {"id": "T%d", "name": "straight road %d", "features": [
      {"id": "road", "kind": "road", "ports": ["N", "S"]},
      {"id": "east", "kind": "field", "ports": ["NR", "EL", "E", "ER", "SL"]},
      {"id": "west", "kind": "field", "ports": ["SR", "WL", "W", "WR", "NL"]}]}`, i, i)
	}
	fmt.Fprintf(&b, `
  ],
  "mixes": [
    {
      "id": "all",
      "name": "All",
      "total": %d,
      "counts": {`, n)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, `"T%d": 1`, i)
	}
	b.WriteString(`},
      "start": [{"tile": "T0", "x": 0, "y": 0}]
    }
  ],
  "rules": {
    "classic": {
      "players": {"min": 2, "max": 5},
      "followers": 7,
      "scoring": {
        "road": {"complete": {"perTile": 1}, "incomplete": {"perTile": 1}},
        "city": {"complete": {"perTile": 2, "perPennant": 2}, "incomplete": {"perTile": 1, "perPennant": 1}},
        "cloister": {"complete": {"perTile": 1}, "incomplete": {"perTile": 1}},
        "farm": {"perCompletedCity": 3}
      }
    }
  }
}
`)
	return b.Bytes()
}

// BenchmarkCheckLarge measures Check on packs of 10k, 50k and 100k tile
// kinds: the time per tile must stay flat (validation is linear), the
// limit diagnostics included.
func BenchmarkCheckLarge(b *testing.B) {
	compiledSchema()
	for _, n := range []int{2_500, 5_000, 10_000, 50_000, 100_000} {
		data := largePack(n)
		b.Run(fmt.Sprintf("tiles=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, diags := Check("large.json", data); !onlyLimits(diags) {
					b.Fatalf("want only the limit diagnostics, got %d:\n%s", len(diags), strings.Join(strings.SplitN(diags.String(), "\n", 10)[:min(9, len(diags))], "\n"))
				}
			}
		})
	}
}

// onlyLimits reports whether the diagnostics of largePack are the three
// that say it is past the limits (tile kinds, the mix's total and its
// tiles), or the one that says it holds too many values to check, or none
// within them.
func onlyLimits(diags Diagnostics) bool {
	for _, d := range diags {
		switch {
		case d.Pointer == "/tiles", d.Pointer == "/mixes/0/total", d.Pointer == "/mixes/0/counts":
		case d.Pointer == "" && strings.Contains(d.Message, "JSON values"):
		default:
			return false
		}
	}
	return len(diags) <= 3
}

// TestLargePackDiagnostics checks what BenchmarkCheckLarge relies on: a
// large pack is refused by its limits alone, and one within them is clean.
func TestLargePackDiagnostics(t *testing.T) {
	tests := []struct {
		name  string
		tiles int
		want  string
	}{
		{"within the limits", MaxMixTiles, ""},
		{"past the limits", MaxTiles + 1, `large.json:6:12: error: /tiles: has 2001 items: at most 2000
large.json:8016:16: error: /mixes/0/total: 2001 is too large: at most 1000
large.json:8017:17: error: /mixes/0/counts: mix "all" holds 2001 tiles: a mix holds at most 1000, start tiles included: lower its counts
`},
		{"past the values a file may hold, checked no further", 20_000, `large.json:74904:59: error: the file holds more than 524288 JSON values: a pack within the limits holds far fewer (2000 tile kinds need under 300,000); split it into several packs
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, diags := Check("large.json", largePack(tt.tiles)); diags.String() != tt.want {
				t.Errorf("got\n%swant\n%s", diags, tt.want)
			}
		})
	}
}
