package exporter

import (
	"context"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkCastleGamePicture draws a game of The Castle after 40 turns at
// 96 px a cell: the board, its wall and track with the markers and wall
// tiles, the tiles, followers and keeps (render RECORD.json).
func BenchmarkCastleGamePicture(b *testing.B) {
	f := newCastleFake(b, 40)
	r := renderer(b, f.game.Set.Pack)
	for b.Loop() {
		if _, err := r.Board(f.game.Game, BoardOptions{Track: f, Pieces: f}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrintAndPlayCastle makes the-castle's print-and-play PDF (60
// tiles, 45 mm at 300 dpi, A4; the board at 150 dpi over 8 pages and an
// overview).
func BenchmarkPrintAndPlayCastle(b *testing.B) {
	r := renderer(b, testpacks.FreshPack(b, "the-castle"))
	for b.Loop() {
		if _, err := PrintAndPlay(context.Background(), r, "base", PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
