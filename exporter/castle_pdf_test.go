package exporter

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestBoardPagePlan: the-castle's board (14.2 × 10.2 tiles with its wall,
// 639 × 459 mm at 45 mm a tile) is cut into pages whose windows, laid
// boardOverlap mm over one another, cover the whole board and no more;
// the plan is the golden file's.
func TestBoardPagePlan(t *testing.T) {
	p := testpacks.FreshPack(t, "the-castle")
	var golden strings.Builder
	for _, tc := range []struct {
		paper      string
		tileMM     float64
		rows, cols int
	}{
		{"a4", 45, 2, 4},
		{"letter", 45, 2, 4},
		{"a4", 20, 1, 2},
		{"a4", 10, 1, 1},
	} {
		t.Run(fmt.Sprintf("%s %g mm", tc.paper, tc.tileMM), func(t *testing.T) {
			paper, _ := PaperNamed(tc.paper)
			w, h, ok := castleBoardMM(p, tc.tileMM)
			if !ok {
				t.Fatal("the-castle has no board")
			}
			pl := planBoardPages(paper, w, h)
			if pl.rows != tc.rows || pl.cols != tc.cols {
				t.Errorf("%d rows × %d columns of pages, want %d × %d", pl.rows, pl.cols, tc.rows, tc.cols)
			}
			// Along each axis the windows start at 0, each starts
			// boardOverlap before the one before it ends, and the last
			// ends at the board's edge.
			for _, axis := range []struct {
				name   string
				n      int
				size   float64
				window func(i int) (from, to float64)
				most   float64
			}{
				{"columns", pl.cols, w, func(i int) (float64, float64) { x, _, rw, _ := pl.region(0, i); return x, x + rw }, pl.winW},
				{"rows", pl.rows, h, func(i int) (float64, float64) { _, y, _, rh := pl.region(i, 0); return y, y + rh }, pl.winH},
			} {
				end := 0.0
				for i := range axis.n {
					from, to := axis.window(i)
					switch {
					case i == 0 && from != 0:
						t.Errorf("%s: the first starts at %g mm", axis.name, from)
					case i > 0 && math.Abs(end-from-boardOverlap) > 1e-9:
						t.Errorf("%s: %d starts at %g mm, %g mm before %d ends, want %g", axis.name, i+1, from, end-from, i, boardOverlap)
					case to-from > axis.most+1e-9 || to <= from:
						t.Errorf("%s: %d spans %g–%g mm, more than a page's %g", axis.name, i+1, from, to, axis.most)
					}
					end = to
				}
				if math.Abs(end-axis.size) > 1e-9 {
					t.Errorf("%s end at %g mm, the board at %g", axis.name, end, axis.size)
				}
			}
			// Every registration mark lies in the overlap of two pages.
			for _, m := range pl.registrationMarks() {
				on := 0
				for row := range pl.rows {
					for col := range pl.cols {
						x, y, rw, rh := pl.region(row, col)
						if m.x >= x && m.x <= x+rw && m.y >= y && m.y <= y+rh {
							on++
						}
					}
				}
				if on < 2 {
					t.Errorf("registration mark at (%g, %g) mm is on %d page", m.x, m.y, on)
				}
			}
			fmt.Fprintf(&golden, "%s, %g mm tiles: board %.1f × %.1f mm, %d rows × %d columns, %d pages\n", tc.paper, tc.tileMM, w, h, pl.rows, pl.cols, pl.pages())
			for row := range pl.rows {
				for col := range pl.cols {
					x, y, rw, rh := pl.region(row, col)
					fmt.Fprintf(&golden, "  row %d column %d: x %.1f–%.1f, y %.1f–%.1f\n", row+1, col+1, x, x+rw, y, y+rh)
				}
			}
			for _, m := range pl.registrationMarks() {
				fmt.Fprintf(&golden, "  mark at (%.1f, %.1f)\n", m.x, m.y)
			}
		})
	}
	assertGoldenText(t, "castle-board-pages.txt", golden.String())
}

// TestPrintAndPlayCastleBoard: the-castle's PDF holds its 60 tiles on 3
// pages, then the board's overview and 8 windows; the same options give
// the same bytes; poppler finds the board at the tiles' scale on the first
// window: the ground of a cell and the line between two cells where 45
// mm a tile puts them.
func TestPrintAndPlayCastleBoard(t *testing.T) {
	r := renderer(t, testpacks.FreshPack(t, "the-castle"))
	opts := PrintOptions{DPI: 72}
	a, err := PrintAndPlay(context.Background(), r, "base", opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := PrintAndPlay(context.Background(), r, "base", opts)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("two runs gave different bytes")
	}
	land, _, err := PrintedPages(r.Pack(), "base", opts)
	if err != nil {
		t.Fatal(err)
	}
	board, err := PrintedBoardPages(r.Pack(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if land != 3 || board != 9 {
		t.Errorf("%d pages of tiles and %d of the board, want 3 and 9", land, board)
	}
	if n := len(pdfPage.FindAll(a, -1)); n != land+board {
		t.Errorf("%d pages, want %d", n, land+board)
	}
	if n, err := PrintedBoardPages(testpacks.WinterPack(t), opts); n != 0 || err != nil {
		t.Errorf("a pack without a board: %d board pages, %v", n, err)
	}

	raster, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("pdftoppm not found: install Debian's poppler-utils package (make system-deps does)")
		}
		t.Skip("pdftoppm not found: install Debian's poppler-utils package to run the rest of this test")
	}
	dir := t.TempDir()
	pdfPath := filepath.Join(dir, "castle.pdf")
	if err := os.WriteFile(pdfPath, a, 0o644); err != nil {
		t.Fatal(err)
	}
	// 5 px per mm; the first window is page 5 (3 of tiles, the overview).
	if msg, err := exec.Command(raster, "-r", "127", "-f", "5", "-l", "5", "-png", "-singlefile", pdfPath, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	page := readPNG(t, filepath.Join(dir, "page.png"))
	// Cell (1,4) lies 1+castleMargin tiles from the picture's west edge and
	// 4+castleMargin from its north edge; the window starts at
	// (boardSideGap, boardTopGap) mm.
	at := func(tx, ty float64) (int, int) {
		return int(math.Round((boardSideGap + tx*45) * 5)), int(math.Round((boardTopGap + ty*45) * 5))
	}
	for _, tc := range []struct {
		name   string
		tx, ty float64
		want   color.Color
	}{
		{"the middle of cell (1,4): ground", 1 + castleMargin + 0.5, 4 + castleMargin + 0.5, castleGround},
		{"between cells (1,4) and (2,4): the line between them", 2 + castleMargin, 4 + castleMargin + 0.5, castleGroundLine},
		{"the middle of cell (2,3): ground", 2 + castleMargin + 0.5, 3 + castleMargin + 0.5, castleGround},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, y := at(tc.tx, tc.ty)
			if d := channelDiff(page.At(x, y), tc.want); d > 12 {
				t.Errorf("pixel (%d,%d): %v, want %v", x, y, page.At(x, y), tc.want)
			}
		})
	}
}

// assertGoldenText compares s with testdata/golden/name; with -update it
// rewrites the file.
func assertGoldenText(t *testing.T, name, s string) {
	t.Helper()
	file := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(file, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run 'go test ./exporter -update' to create it)", err)
	}
	if string(want) != s {
		t.Errorf("%s differs (run with -update if the change is meant):\ngot:\n%s\nwant:\n%s", file, s, want)
	}
}
