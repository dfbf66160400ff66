package schema

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkCheckWinterEdition measures Decode+Validate+Lint of the whole
// Winter Edition pack (36 tiles, 4 mixes), the work behind every
// 'tilesmith validate' and every edit in the editor.
func BenchmarkCheckWinterEdition(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "tilesets", "packs", "winter-edition.json"))
	if err != nil {
		b.Fatal(err)
	}
	compiledSchema() // compile the schema once, outside the timing
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, diags := Check("winter-edition.json", data); len(diags) > 0 {
			b.Fatal(diags)
		}
	}
}

// BenchmarkEncodeWinterEdition measures writing the canonical form (save).
func BenchmarkEncodeWinterEdition(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "tilesets", "packs", "winter-edition.json"))
	if err != nil {
		b.Fatal(err)
	}
	p, _ := Decode("winter-edition.json", data)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(p); err != nil {
			b.Fatal(err)
		}
	}
}
