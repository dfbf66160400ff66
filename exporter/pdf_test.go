package exporter

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

func TestGridFor(t *testing.T) {
	tests := []struct {
		paper      string
		tile       float64
		cols, rows int
	}{
		{"a4", 45, 4, 6},
		{"letter", 45, 4, 5},
		{"a4", 60, 3, 4},
		{"letter", 30, 6, 8},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s %gmm", tc.paper, tc.tile), func(t *testing.T) {
			paper, _ := PaperNamed(tc.paper)
			g, err := gridFor(paper, tc.tile)
			if err != nil {
				t.Fatal(err)
			}
			if g.cols != tc.cols || g.rows != tc.rows {
				t.Errorf("%g mm on %s: %d×%d tiles, want %d×%d", tc.tile, tc.paper, g.cols, g.rows, tc.cols, tc.rows)
			}
			if g.x0 < pdfMinSideMargin || g.y0 < pdfMinTopMargin {
				t.Errorf("grid at (%g,%g) mm leaves too little margin for cut marks", g.x0, g.y0)
			}
		})
	}
	if _, err := gridFor(Papers[0], 200); err == nil {
		t.Error("200 mm tiles fit on A4")
	}
}

var pdfPage = regexp.MustCompile(`/Type /Page\b[^s]`)

func TestPrintAndPlay(t *testing.T) {
	g := botGame(t, 0)
	r := renderer(t, g.Set.Pack)
	tests := []struct {
		name  string
		opts  PrintOptions
		pages int
	}{
		// WE3 holds 84 tiles: 24 fit on an A4 page, 20 on a Letter page.
		{"a4", PrintOptions{DPI: 72}, 4},
		{"letter", PrintOptions{Paper: "letter", DPI: 72}, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stablePDF(t, r, tc.opts, tc.pages)
		})
	}
	for _, bad := range []struct {
		name, mix string
		opts      PrintOptions
	}{
		{"no such mix", "WE9", PrintOptions{}},
		{"no such paper", "WE3", PrintOptions{Paper: "a3"}},
		{"tile too big", "WE3", PrintOptions{TileMM: 250}},
	} {
		t.Run(bad.name, func(t *testing.T) {
			if _, err := PrintAndPlay(context.Background(), r, bad.mix, bad.opts); err == nil {
				t.Error("no error")
			}
		})
	}
}

// TestPrintAndPlayTrueSize has poppler draw the first page at 10 pixels
// per millimetre and finds the first tile 45 mm wide where the layout puts
// it, looking like our own picture of it.
func TestPrintAndPlayTrueSize(t *testing.T) {
	raster, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("pdftoppm not found: install Debian's poppler-utils package (make system-deps does)")
		}
		t.Skip("pdftoppm not found: install Debian's poppler-utils package to run this test")
	}
	g := botGame(t, 0)
	r := renderer(t, g.Set.Pack)
	data, err := PrintAndPlay(context.Background(), r, "WE3", PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdfPath := filepath.Join(dir, "pnp.pdf")
	if err := os.WriteFile(pdfPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(raster, "-r", "254", "-f", "1", "-l", "1", "-png", "-singlefile", pdfPath, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	page := readPNG(t, filepath.Join(dir, "page.png"))
	// poppler rounds the page up to whole pixels.
	if got := page.Bounds().Size(); got.X < 2100 || got.X > 2101 || got.Y < 2970 || got.Y > 2971 {
		t.Fatalf("page is %v px at 10 px/mm, want A4's 2100×2970", got)
	}
	grid, _ := gridFor(Papers[0], 45)
	tiles, _ := printList(r.Pack(), findMix(r.Pack(), "WE3"))
	want, err := r.TileLook(tiles[0].id, tiles[0].look, 0, 450)
	if err != nil {
		t.Fatal(err)
	}
	x0, y0 := int(grid.x0*10), int(grid.y0*10)
	// Inside the tile (2 px in from its edges): the same picture, give or
	// take resampling; just outside it: white paper, but for cut marks.
	var sum, n int
	for y := 2; y < 448; y++ {
		for x := 2; x < 448; x++ {
			sum += channelDiff(page.At(x0+x, y0+y), want.At(x, y))
			n++
		}
	}
	if mean := float64(sum) / float64(n); mean > 6 {
		t.Errorf("the first tile differs from our picture by %.1f per channel on average: not at (%g,%g) mm, 45 mm wide?", mean, grid.x0, grid.y0)
	}
	for _, p := range []image.Point{{x0 + 225, y0 - 4}, {x0 - 4, y0 + 225}, {x0 + 4*450 + 4, y0 + 225}} {
		if d := channelDiff(page.At(p.X, p.Y), image.White); d > 8 {
			t.Errorf("pixel %v just outside the grid is not paper white: %v", p, page.At(p.X, p.Y))
		}
	}
}

// TestDrawLooksAsTileLook checks that the PDF's pictures, drawn a tile's
// copies at a time over their shared part and encoded for the PDF, are
// pixel for pixel the pictures TileLook draws one copy at a time.
func TestDrawLooksAsTileLook(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	_, distinct := printList(r.Pack(), findMix(r.Pack(), "WE3"))
	for _, size := range []int{MinTileSize, 95, 531} {
		t.Run(fmt.Sprintf("%d px", size), func(t *testing.T) {
			pictures, err := r.drawLooks(context.Background(), distinct, size, 0, 2, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, d := range distinct {
				want, err := r.TileLook(d.id, d.look, 0, size)
				if err != nil {
					t.Fatal(err)
				}
				got, err := png.Decode(bytes.NewReader(pictures[i]))
				if err != nil {
					t.Fatalf("tile %s copy %+v: %v", d.id, d.look, err)
				}
				if !samePixels(got, want) {
					t.Errorf("tile %s copy %+v: the PDF's picture differs from TileLook's", d.id, d.look)
				}
			}
		})
	}
}

func TestEncodePDFImage(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	tile, err := r.Tile("A", 0, 64)
	if err != nil {
		t.Fatal(err)
	}
	translucent := image.NewNRGBA(image.Rect(0, 0, 40, 30))
	for i := range translucent.Pix {
		translucent.Pix[i] = uint8(i * 7)
	}
	for _, tc := range []struct {
		name string
		img  *image.NRGBA
	}{
		{"opaque tile", tile},
		{"with transparency", translucent},
		{"sub-image", tile.SubImage(image.Rect(5, 7, 50, 40)).(*image.NRGBA)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := encodePDFImage(tc.img)
			if err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if !samePixels(got, tc.img) {
				t.Error("decoded picture differs")
			}
		})
	}
}

// samePixels reports whether a and b have the same size and colours.
func samePixels(a, b image.Image) bool {
	ra, rb := a.Bounds(), b.Bounds()
	if ra.Size() != rb.Size() {
		return false
	}
	for y := range ra.Dy() {
		for x := range ra.Dx() {
			if color.NRGBAModel.Convert(a.At(ra.Min.X+x, ra.Min.Y+y)) != color.NRGBAModel.Convert(b.At(rb.Min.X+x, rb.Min.Y+y)) {
				return false
			}
		}
	}
	return true
}

// withMessages returns winter-edition combined with the built-in messages
// expansion.
func withMessages(t *testing.T) *schema.Pack {
	t.Helper()
	p, diags := schema.Combine(testpacks.WinterPack(t), testpacks.FreshPack(t, "messages"))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return p
}

// TestPrintAndPlayMessages checks the message pages: a front and a back
// page after the land tiles when the pack has the Messages module, and
// nothing changed when it has not (a Messages rules block without the
// module prints nothing either).
func TestPrintAndPlayMessages(t *testing.T) {
	plain := testpacks.WinterPack(t)
	blockOnly, err := schema.Clone(plain)
	if err != nil {
		t.Fatal(err)
	}
	blockOnly.Rules.Messages = withMessages(t).Rules.Messages
	plainPDF, err := PrintAndPlay(context.Background(), renderer(t, plain), "WE3", PrintOptions{DPI: 72})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		pack  *schema.Pack
		opts  PrintOptions
		pages int
		same  bool // the same bytes as winter-edition alone
	}{
		// WE3 and the crop-circle tile: 85 tiles, 4 A4 pages or 5 Letter ones.
		{"with messages, a4", withMessages(t), PrintOptions{DPI: 72}, 4 + 2, false},
		{"with messages, letter", withMessages(t), PrintOptions{Paper: "letter", DPI: 72}, 5 + 2, false},
		{"messages rules without the module", blockOnly, PrintOptions{DPI: 72}, 4, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := renderer(t, tc.pack)
			a := stablePDF(t, r, tc.opts, tc.pages)
			if got := bytes.Equal(a, plainPDF); got != tc.same {
				t.Errorf("same bytes as winter-edition alone: %v, want %v", got, tc.same)
			}
		})
	}
}

// TestPrintAndPlayMessageBacks has poppler draw the pages of a 3-message
// deck: the fronts fill the first three places of the top row, the backs
// the last three, so that each back lands behind its front when the sheet
// is printed double-sided and turned over on its long edge.
func TestPrintAndPlayMessageBacks(t *testing.T) {
	raster, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("pdftoppm not found: install Debian's poppler-utils package (make system-deps does)")
		}
		t.Skip("pdftoppm not found: install Debian's poppler-utils package to run this test")
	}
	p, err := schema.Clone(withMessages(t))
	if err != nil {
		t.Fatal(err)
	}
	p.Rules.Messages.Deck = p.Rules.Messages.Deck[:3]
	data, err := PrintAndPlay(context.Background(), renderer(t, p), "WE3", PrintOptions{DPI: 72})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdfPath := filepath.Join(dir, "pnp.pdf")
	if err := os.WriteFile(pdfPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// 5 px per mm; land tiles fill pages 1-4, the fronts page 5, the backs 6.
	if msg, err := exec.Command(raster, "-r", "127", "-f", "5", "-l", "6", "-png", pdfPath, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	grid, _ := gridFor(Papers[0], 45)
	for _, tc := range []struct {
		page string
		want [2][4]color.Color // what fills each place of the top two rows
	}{
		{"page-5.png", [2][4]color.Color{{messagePaper, messagePaper, messagePaper, white}, {white, white, white, white}}},
		{"page-6.png", [2][4]color.Color{{white, messageBackFill, messageBackFill, messageBackFill}, {white, white, white, white}}},
	} {
		t.Run(tc.page, func(t *testing.T) {
			page := readPNG(t, filepath.Join(dir, tc.page))
			for row, cols := range tc.want {
				for col, want := range cols {
					// A corner of the place, in from the frame.
					x := int((grid.x0 + (float64(col)+0.08)*grid.tile) * 5)
					y := int((grid.y0 + (float64(row)+0.08)*grid.tile) * 5)
					if d := channelDiff(page.At(x, y), want); d > 8 {
						t.Errorf("row %d, column %d: %v, want %v", row+1, col+1, page.At(x, y), want)
					}
				}
			}
		})
	}
}

// stablePDF makes the WE3 print-and-play PDF twice, expects the same bytes
// and the given number of pages, and returns it.
func stablePDF(t *testing.T, r *Renderer, opts PrintOptions, pages int) []byte {
	t.Helper()
	a, err := PrintAndPlay(context.Background(), r, "WE3", opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := PrintAndPlay(context.Background(), r, "WE3", opts)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("two runs gave different bytes")
	}
	if n := len(pdfPage.FindAll(a, -1)); n != pages {
		t.Errorf("%d pages, want %d", n, pages)
	}
	return a
}
