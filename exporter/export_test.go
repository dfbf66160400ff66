package exporter

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

func TestExportFormats(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	tests := []struct {
		name    string
		x       Export
		out     string // the path the export must create, relative to the folder
		summary string
	}{
		{"dir", Export{Format: "dir", Out: "pack"}, "pack/pack.json", "exported winter-edition (39 files) to"},
		{"zip", Export{Format: "zip", Out: "pack.zip"}, "pack.zip", "exported winter-edition (39 files) to"},
		{"jcz folder", Export{Format: "jcz", Out: "jcz"}, "jcz/winter-edition/tiles.xml", "as the JCloisterZone add-on winter-edition"},
		{"jcz add-on", Export{Format: "jcz", Mix: "WE3", Out: "we3.jca"}, "we3.jca", "as the JCloisterZone add-on winter-edition-we3"},
		{"jcz zip", Export{Format: "jcz", Mix: "WE3", Out: "jcz.zip"}, "jcz.zip", "as the JCloisterZone add-on winter-edition-we3"},
		{"tiled", Export{Format: "tiled", Out: "tiled"}, "tiled/winter-edition.tsj", "as a Tiled tileset (winter-edition.tsj, 36 tiles)"},
		{"pdf", Export{Format: "pdf", Mix: "WD", Paper: "letter", Out: "wd.pdf", TileSize: 64}, "wd.pdf", "exported mix WD of winter-edition for print and play (Letter,"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			tc.x.Out = filepath.Join(dir, tc.x.Out)
			calls := 0
			tc.x.Progress = func(done, total int) { calls++ }
			summary, _, err := tc.x.Run(context.Background(), r)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(summary, tc.summary) {
				t.Errorf("summary %q, want it to contain %q", summary, tc.summary)
			}
			if _, err := os.Stat(filepath.Join(dir, tc.out)); err != nil {
				t.Error(err)
			}
			if calls == 0 {
				t.Error("no progress reported")
			}
		})
	}
}

func TestExportRefuses(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	dir := t.TempDir()
	taken := filepath.Join(dir, "taken")
	if err := os.MkdirAll(filepath.Join(taken, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		x    Export
		want string
	}{
		{"no output", Export{Format: "dir"}, "no output path"},
		{"unknown format", Export{Format: "tar", Out: "x"}, `unknown format "tar"`},
		{"zip without .zip", Export{Format: "zip", Out: "x.tar"}, "a zip export is a .zip file"},
		{"pdf without .pdf", Export{Format: "pdf", Mix: "WD", Out: "x.png"}, "a print-and-play export is a .pdf file"},
		{"pdf of which mix", Export{Format: "pdf", Out: "x.pdf"}, "has 4 mixes: choose one (WD, WE1, WE2, WE3)"},
		{"paper", Export{Format: "pdf", Mix: "WD", Paper: "a3", Out: "x.pdf"}, `paper "a3": use a4 or letter`},
		{"unknown mix", Export{Format: "jcz", Mix: "WE9", Out: "x"}, `no mix "WE9"`},
		{"mix of a whole-pack format", Export{Format: "dir", Mix: "WD", Out: "x"}, "holds the whole pack"},
		{"size", Export{Format: "dir", TileSize: 9, Out: "x"}, "tile size 9 is out of range"},
		{"never over files", Export{Format: "dir", Out: taken}, "not empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := tc.x.Run(context.Background(), r)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrRequest) {
				t.Fatalf("error %v, want a request error saying %q", err, tc.want)
			}
		})
	}
}

// TestExportPDFSummaryCountsMessagePages checks that the summary of a
// print-and-play export says how many pages of message tiles follow the
// land tiles when the pack has the Messages module, and reads as before
// when it has not; the counts are those of the PDF written.
func TestExportPDFSummaryCountsMessagePages(t *testing.T) {
	tests := []struct {
		name, paper string
		pack        *schema.Pack
		pages       int
		summary     string
	}{
		{"without messages", "a4", testpacks.WinterPack(t), 4, "for print and play (A4, "},
		{"with messages, a4", "a4", withMessages(t), 6, "for print and play (A4, 4 pages of land tiles and 2 pages of message tiles, "},
		{"with messages, letter", "letter", withMessages(t), 7, "for print and play (Letter, 5 pages of land tiles and 2 pages of message tiles, "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := Export{Format: "pdf", Mix: "WE3", Paper: tc.paper, Out: filepath.Join(t.TempDir(), "we3.pdf"), TileSize: MinTileSize}
			summary, _, err := x.Run(context.Background(), renderer(t, tc.pack))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(summary, tc.summary) {
				t.Errorf("summary %q, want it to contain %q", summary, tc.summary)
			}
			if mentioned, want := strings.Contains(summary, "message tiles"), printedDeck(tc.pack) != nil; mentioned != want {
				t.Errorf("summary %q: message tiles mentioned %v, want %v", summary, mentioned, want)
			}
			data, err := os.ReadFile(x.Out)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(pdfPage.FindAll(data, -1)); n != tc.pages {
				t.Errorf("the PDF has %d pages, want %d", n, tc.pages)
			}
		})
	}
}
