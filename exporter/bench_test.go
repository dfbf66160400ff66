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

// BenchmarkTiledTileset makes the winter pack's Tiled tileset at 256 px.
func BenchmarkTiledTileset(b *testing.B) {
	r := renderer(b, testpacks.WinterPack(b))
	for b.Loop() {
		if _, err := TiledTileset(context.Background(), r, PackOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrintAndPlay makes the print-and-play PDF of WE3 (84 tiles,
// 45 mm at 300 dpi, A4), edge to edge.
func BenchmarkPrintAndPlay(b *testing.B) {
	r := renderer(b, testpacks.WinterPack(b))
	for b.Loop() {
		if _, err := PrintAndPlay(context.Background(), r, "WE3", PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrintAndPlayPrintShop makes it with what a print shop wants:
// the 3 mm bleed the CLI gives by default, tile backs and the checklist.
func BenchmarkPrintAndPlayPrintShop(b *testing.B) {
	r := renderer(b, testpacks.WinterPack(b))
	opts := PrintOptions{Bleed: DefaultBleedMM, Gap: AutoGap, Backs: true, Checklist: true}
	for b.Loop() {
		if _, err := PrintAndPlay(context.Background(), r, "WE3", opts); err != nil {
			b.Fatal(err)
		}
	}
}
