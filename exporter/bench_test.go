package exporter

import (
	"context"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkPackFiles makes every file of the winter pack's export at the
// default sizes (36 tiles at 256 px, four contact sheets, manifest).
func BenchmarkPackFiles(b *testing.B) {
	r := renderer(b, testpacks.WinterPack(b))
	for b.Loop() {
		if _, err := PackFiles(context.Background(), r, PackOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
