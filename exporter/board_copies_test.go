package exporter

import (
	"image"
	"testing"

	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/schema"
)

// TestBoardDrawsEachCopysSymbols: a Mists board draws every placed tile
// with the ghost symbols of the copy that was placed (tile 14 comes with 3,
// 3 and 2), as the PDF prints it and the game counts it, not with the
// tile's default.
func TestBoardDrawsEachCopysSymbols(t *testing.T) {
	p, set := mistsPack(t)
	r := renderer(t, p)
	const ts = 48
	odd := 0 // placed copies whose symbols differ from their tile's default
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := mists.NewGame(set, nil, "level-2", []string{"Ana", "Bo"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(&mists.Bot{}); err != nil {
			t.Fatal(err)
		}
		board, err := r.Board(g.Core(), BoardOptions{TileSize: ts, TilesOnly: true, Symbols: g})
		if err != nil {
			t.Fatal(err)
		}
		placed := g.Core().Board()
		minX, minY, _, _ := boardBounds(placed)
		for pi, pl := range placed {
			if pl.FaceDown {
				continue
			}
			tile := &p.Tiles[pl.Tile]
			look := schema.Look{Ghosts: g.PrintedSymbols(pi), Decorations: tile.Decorations}
			want, err := r.TileLook(tile.ID, look, pl.Rot*90, ts)
			if err != nil {
				t.Fatal(err)
			}
			at := image.Pt((pl.X-minX)*ts, (pl.Y-minY)*ts)
			if !sameCell(board, at, want) {
				t.Errorf("seed %d: tile %s at (%d,%d) is not drawn with its copy's %d symbol(s)", seed, tile.ID, pl.X, pl.Y, look.Ghosts)
			}
			if look.Ghosts != tile.Ghosts {
				odd++
			}
		}
	}
	if odd == 0 {
		t.Error("no game placed a copy whose symbols differ from its tile's default: the test shows nothing")
	}
}

// sameCell reports whether board holds picture want at at.
func sameCell(board *image.NRGBA, at image.Point, want *image.NRGBA) bool {
	b := want.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if board.NRGBAAt(at.X+x-b.Min.X, at.Y+y-b.Min.Y) != want.NRGBAAt(x, y) {
				return false
			}
		}
	}
	return true
}
