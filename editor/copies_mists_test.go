package editor

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/mists"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// TestCopyGhostsReachGameAndPDF edits one copy's ghost symbols in the
// editor's document — the second copy of Mists' tile 14, 3 symbols made 5
// — and finds the change where it matters: a bot game of the edited pack
// (fixed seeds) draws a copy of 14 with 5 symbols and puts its ghosts on
// them, which the unedited pack never does, and the print-and-play PDF
// prints that copy with 5 symbols (one more distinct picture, drawn as the
// renderer draws a 5-symbol 14).
func TestCopyGhostsReachGameAndPDF(t *testing.T) {
	d := mistsDocument(t)
	unedited, err := schema.Clone(d.Pack()) // the document's set shares its pack, which edits change
	if err != nil {
		t.Fatal(err)
	}
	before, err := engine.Compile(unedited)
	if err != nil {
		t.Fatal(err)
	}
	pdfBefore := printAndPlay(t, d.Pack(), "level-2")
	if err := d.Do(SetCopyGhosts{Tile: "14", Copy: 1, N: 5}); err != nil {
		t.Fatal(err)
	}
	if d.Set() == nil {
		t.Fatalf("the edited pack does not compile: %v", d.CompileError())
	}

	t.Run("game", func(t *testing.T) {
		placed, haunted := 0, 0
		for seed := uint64(1); seed <= 10; seed++ {
			if n, _ := placedWith(t, before, seed, 5); n != 0 {
				t.Fatalf("seed %d: the unedited pack placed %d copies of 14 with 5 symbols", seed, n)
			}
			n, h := placedWith(t, d.Set(), seed, 5)
			placed, haunted = placed+n, haunted+h
		}
		t.Logf("seeds 1-10: the edited copy placed %d times, %d times taking ghosts on its 5 symbols", placed, haunted)
		if placed == 0 || haunted == 0 {
			t.Errorf("games of seeds 1-10 placed the edited copy of 14 %d times, %d times taking ghosts on its 5 symbols: want both", placed, haunted)
		}
	})

	t.Run("pdf", func(t *testing.T) {
		pdfAfter := printAndPlay(t, d.Pack(), "level-2")
		images := func(pdf []byte) int { return bytes.Count(pdf, []byte("/Subtype /Image")) }
		if got, want := images(pdfAfter), images(pdfBefore)+1; got != want {
			t.Errorf("the PDF holds %d distinct pictures after the edit, want %d (14 with 3, 5 and 2 symbols instead of 3 and 2)", got, want)
		}
		tile, _ := findTile(d.Pack(), "14")
		mix, _ := findMix(d.Pack(), "level-2")
		looks := tile.Looks(mix)
		if len(looks) != 3 || looks[1].Ghosts != 5 || looks[0].Ghosts != 3 || looks[2].Ghosts != 2 {
			t.Fatalf("the copies the PDF prints of 14: %+v, want 3, 5 and 2 symbols", looks)
		}
		r, err := exporter.NewRenderer(d.Pack(), nil)
		if err != nil {
			t.Fatal(err)
		}
		edited, err := r.TileLook("14", looks[1], 0, 128)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := r.TileLook("14", looks[0], 0, 128)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(edited.Pix, plain.Pix) {
			t.Error("the 5-symbol copy is drawn like the 3-symbol one")
		}
	})
}

// placedWith plays a bot game of level 2 on set with seed and returns how
// many copies of tile 14 with n ghost symbols it placed, and how many of
// them took ghosts on those symbols (none when the tile completed a cloud).
// The only ghosts a tile 14 takes on level 2 are its own: it is no
// graveyard (the extra ghost) and level 2 has no haunted graveyards.
func placedWith(t *testing.T, set *engine.Set, seed uint64, n int) (placed, haunted int) {
	t.Helper()
	g, err := mists.NewGame(set, nil, "level-2", []string{"Ana", "Bo"}, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(&mists.Bot{}); err != nil {
		t.Fatal(err)
	}
	onSymbols := fmt.Sprintf("on the new tile (%d symbol(s)", n)
	for pi, p := range g.Core().Board() {
		if set.Tiles[p.Tile].ID != "14" || p.FaceDown || p.By < 0 || g.PrintedSymbols(pi) != n {
			continue
		}
		placed++
		for _, ev := range g.Events() {
			if ev.What != "ghosts" || ev.At == nil || ev.At.X != p.X || ev.At.Y != p.Y {
				continue
			}
			if !strings.Contains(ev.Text, onSymbols) {
				t.Errorf("seed %d, move %d: the copy with %d symbols took its ghosts otherwise: %s", seed, ev.Move, n, ev.Text)
			}
			haunted++
		}
	}
	return placed, haunted
}

func printAndPlay(t *testing.T, p *schema.Pack, mix string) []byte {
	t.Helper()
	r, err := exporter.NewRenderer(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := exporter.PrintAndPlay(context.Background(), r, mix, exporter.PrintOptions{DPI: 36, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}
