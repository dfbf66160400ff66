package editor

import (
	"testing"

	"github.com/tilesmith/tilesmith/exporter"
)

// BenchmarkEdit is one edit of the Winter Edition pack as the editor makes
// it: the undo snapshot, the edit, and the re-check (schema, lints, engine
// compile) — then the tile's picture redrawn at 512 px for the tile editor.
// Target: under 50 ms together.
func BenchmarkEdit(b *testing.B) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		b.Fatal(err)
	}
	d.RecoveryDir = b.TempDir()
	n := 0
	for b.Loop() {
		n = n%5 + 1
		if err := d.Do(SetPennants{"D", "city", n % 2}); err != nil {
			b.Fatal(err)
		}
		r, err := exporter.NewRenderer(d.Pack(), nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Tile("D", 0, 512); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenBuiltin opens the Winter Edition pack for editing: decode,
// check, compile.
func BenchmarkOpenBuiltin(b *testing.B) {
	for b.Loop() {
		if _, err := OpenBuiltin("winter-edition"); err != nil {
			b.Fatal(err)
		}
	}
}
