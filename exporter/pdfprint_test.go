package exporter

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// The print-shop options of the print-and-play PDF: page boxes, crop
// marks beyond the bleed, art extended into the bleed, backs behind their
// fronts, the checklist's counts and the refusals of what cannot be
// printed.

// needTool finds a poppler tool, or skips the test without it (fails
// when TILESMITH_REQUIRE_TOOLS is set, as make test sets it).
func needTool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatalf("%s not found: install Debian's poppler-utils package (make system-deps does)", name)
		}
		t.Skipf("%s not found: install Debian's poppler-utils package to run this test", name)
	}
	return path
}

// writePDF makes the print-and-play PDF of mix of pack p with opts and
// writes it to a temporary file.
func writePDF(t *testing.T, p *schema.Pack, mix string, opts PrintOptions) (path string, data []byte) {
	t.Helper()
	data, err := PrintAndPlay(context.Background(), renderer(t, p), mix, opts)
	if err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), "pnp.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, data
}

// TestCropMarksOutsideBleed checks, for grids with and without a bleed
// and full and part-filled pages, that no crop mark touches a tile's art
// (its trim grown by the bleed) and that every trim edge has its marks on
// both sides of the grid, all on the paper.
func TestCropMarksOutsideBleed(t *testing.T) {
	for _, paper := range Papers {
		for _, tc := range []struct{ bleed, gap float64 }{{0, 0}, {0, 4}, {3, 6}, {3, 10}, {6, 12}} {
			g, err := bleedGridFor(paper, 45, tc.gap, tc.bleed)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range []int{1, g.cols + 1, g.perPage()} {
				t.Run(fmt.Sprintf("%s, bleed %g, gap %g, %d tiles", paper.Name, tc.bleed, tc.gap, n), func(t *testing.T) {
					marks := g.cropMarks(n)
					for _, m := range marks {
						b := m.bounds()
						if b.x < 0 || b.y < 0 || b.x+b.w > paper.W || b.y+b.h > paper.H {
							t.Errorf("mark %+v is off the paper", m)
						}
						for i := range n {
							if art := g.slot(i, false).grow(tc.bleed); b.grow(1e-9).overlaps(art) {
								t.Errorf("mark %+v lies on tile %d's art %+v", m, i, art)
							}
						}
					}
					// Every trim line has a mark at each end.
					rows := (n + g.cols - 1) / g.cols
					for i := range n {
						s := g.slot(i, false)
						for _, x := range []float64{s.x, s.x + s.w} {
							if c := countMarks(marks, func(m segment) bool { return m.x0 == m.x1 && math.Abs(m.x0-x) < 1e-9 }); c != 2 {
								t.Errorf("tile %d: %d marks on the line x = %g mm, want 2", i, c, x)
							}
						}
						for _, y := range []float64{s.y, s.y + s.h} {
							if c := countMarks(marks, func(m segment) bool { return m.y0 == m.y1 && math.Abs(m.y0-y) < 1e-9 }); c != 2 {
								t.Errorf("tile %d: %d marks on the line y = %g mm, want 2", i, c, y)
							}
						}
					}
					if want := 2*len(edges(g.cols, g.x0, g.tile, g.gapX)) + 2*len(edges(rows, g.y0, g.tile, g.gapY)); len(marks) != want {
						t.Errorf("%d marks, want %d", len(marks), want)
					}
				})
			}
		}
	}
}

func countMarks(marks []segment, on func(segment) bool) int {
	n := 0
	for _, m := range marks {
		if on(m) {
			n++
		}
	}
	return n
}

// TestBleedExtendsArt has poppler draw the first page with a 3 mm bleed:
// the tile's picture sits on its trim square as drawn (not stretched), and
// just past the trim, within the bleed, the colour of the tile's edge
// carries on where white paper would be without one; the crop marks are
// black and beyond the bleed.
func TestBleedExtendsArt(t *testing.T) {
	raster := needTool(t, "pdftoppm")
	p := testpacks.WinterPack(t)
	path, _ := writePDF(t, p, "WE3", PrintOptions{Bleed: 3, Gap: AutoGap})
	dir := filepath.Dir(path)
	if msg, err := exec.Command(raster, "-r", "254", "-f", "1", "-l", "1", "-png", "-singlefile", path, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	page := readPNG(t, filepath.Join(dir, "page.png"))
	g, _ := bleedGridFor(Papers[0], 45, 6, 3)
	r := renderer(t, p)
	tiles, _ := printList(p, findMix(p, "WE3"))
	want, err := r.TileLook(tiles[0].id, tiles[0].look, 0, 450)
	if err != nil {
		t.Fatal(err)
	}
	x0, y0 := int(math.Round(g.x0*10)), int(math.Round(g.y0*10))
	var sum, n int
	for y := 3; y < 447; y++ {
		for x := 3; x < 447; x++ {
			sum += channelDiff(page.At(x0+x, y0+y), want.At(x, y))
			n++
		}
	}
	if mean := float64(sum) / float64(n); mean > 6 {
		t.Errorf("the first tile differs from our picture by %.1f per channel on average: not on its 45 mm trim at (%g,%g) mm?", mean, g.x0, g.y0)
	}
	// 2 mm past each edge, the edge's own colour.
	for _, c := range []struct {
		name     string
		at, edge image.Point
	}{
		{"west", image.Pt(x0-20, y0+225), image.Pt(0, 225)},
		{"north", image.Pt(x0+225, y0-20), image.Pt(225, 0)},
		{"east", image.Pt(x0+450+20, y0+225), image.Pt(449, 225)},
		{"south", image.Pt(x0+225, y0+450+20), image.Pt(225, 449)},
		{"north-west corner", image.Pt(x0-20, y0-20), image.Pt(0, 0)},
	} {
		if d := channelDiff(page.At(c.at.X, c.at.Y), want.At(c.edge.X, c.edge.Y)); d > 10 {
			t.Errorf("%s: 2 mm past the trim %v, want the edge's %v", c.name, page.At(c.at.X, c.at.Y), want.At(c.edge.X, c.edge.Y))
		}
	}
	// The west crop mark on the first row's top line: 3 mm bleed + 1.5 mm
	// gap, 5 mm long; paper white between it and the bleed.
	if d := channelDiff(page.At(x0-30-15-25, y0), image.Black); d > 100 {
		t.Errorf("no crop mark 7 mm west of the first tile's top edge: %v", page.At(x0-70, y0))
	}
	if d := channelDiff(page.At(x0-30-7, y0), image.White); d > 8 {
		t.Errorf("between the bleed and the crop mark: %v, want paper white", page.At(x0-37, y0))
	}
}

// TestBacksBehindFronts has poppler draw the first front and back pages
// of WE3 with backs: each place of the back page shows the plain back,
// but the place behind the start tile's front, mirrored on the long edge,
// which shows the start tile's back.
func TestBacksBehindFronts(t *testing.T) {
	raster := needTool(t, "pdftoppm")
	p := testpacks.WinterPack(t)
	mix := findMix(p, "WE3")
	path, _ := writePDF(t, p, "WE3", PrintOptions{DPI: 72, Backs: true})
	dir := filepath.Dir(path)
	if msg, err := exec.Command(raster, "-r", "127", "-f", "2", "-l", "2", "-png", "-singlefile", path, filepath.Join(dir, "back")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	page := readPNG(t, filepath.Join(dir, "back.png"))
	g, _ := gridFor(Papers[0], 45)
	tiles, _ := printList(p, mix)
	start := startCopies(mix, tiles)
	starts := 0
	for i := range g.perPage() {
		want := tileBackFill
		if start[i] {
			want = startBackFill
			starts++
		}
		// Behind tile i: its front's place seen from the other side of
		// the sheet, turned over on its long edge; a corner in from the
		// frame.
		f := g.slot(i, false)
		s := rect{Papers[0].W - f.x - f.w, f.y, f.w, f.h}
		x, y := int((s.x+0.06*s.w)*5), int((s.y+0.06*s.h)*5)
		if d := channelDiff(page.At(x, y), want); d > 8 {
			t.Errorf("behind tile %d (%s): %v, want %v", i, tiles[i].id, page.At(x, y), want)
		}
	}
	if starts != len(mix.Start) {
		t.Errorf("%d start backs on the first page, want the mix's %d start tile(s)", starts, len(mix.Start))
	}
}

// TestStartCopies: a start placement marks the first copy of its tile,
// one copy per placement.
func TestStartCopies(t *testing.T) {
	mix := &schema.Mix{Start: []schema.Placement{{Tile: "D"}, {Tile: "B", X: 1}, {Tile: "D", X: 2}}}
	tiles := []printedTile{{id: "A"}, {id: "D"}, {id: "D"}, {id: "D"}, {id: "B"}, {id: "B"}}
	got := startCopies(mix, tiles)
	want := []bool{false, true, true, false, true, false}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("start copies %v, want %v", got, want)
	}
}

// TestChecklist checks the checklist's counts against the pack's mixes,
// and has pdftotext read them back from the page: every tile's line with
// its id, name and one count per mix, and the totals.
func TestChecklist(t *testing.T) {
	p := testpacks.WinterPack(t)
	mixes, left := checklistMixes(p, "WE3", Papers[0])
	if len(mixes) != len(p.Mixes) || left != 0 {
		t.Fatalf("%d of %d mixes shown", len(mixes), len(p.Mixes))
	}
	lines, totals := checklistFor(p, mixes)
	if len(lines) != len(p.Tiles) {
		t.Fatalf("%d lines for %d tiles", len(lines), len(p.Tiles))
	}
	for k, m := range mixes {
		sum := 0
		for _, l := range lines {
			if l.counts[k] != m.Counts.Of(l.id) {
				t.Errorf("tile %s in %s: %d, want %d", l.id, m.ID, l.counts[k], m.Counts.Of(l.id))
			}
			sum += l.counts[k]
		}
		if totals[k] != sum || sum != m.Counts.Sum() {
			t.Errorf("%s: total %d, lines add to %d, the mix holds %d", m.ID, totals[k], sum, m.Counts.Sum())
		}
	}

	pdftotext := needTool(t, "pdftotext")
	path, _ := writePDF(t, p, "WE3", PrintOptions{DPI: 40, Checklist: true})
	pages, _ := PrintedPageCounts(p, "WE3", PrintOptions{Checklist: true})
	out, err := exec.Command(pdftotext, "-layout", "-f", strconv.Itoa(pages.Land+1), "-l", strconv.Itoa(pages.Total()), path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	text := string(out)
	for _, l := range lines {
		var counts []string
		for _, n := range l.counts {
			s := strconv.Itoa(n)
			if n == 0 {
				s = "–"
			}
			counts = append(counts, regexp.QuoteMeta(s))
		}
		// A name too long for its column ends in "…".
		line := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(l.id) + `\s+(.+?)\s+` + strings.Join(counts, `\s+`) + `\s*$`)
		m := line.FindStringSubmatch(text)
		if m == nil {
			t.Errorf("no line %q %q %v in the checklist's text", l.id, l.name, l.counts)
			continue
		}
		if name, clipped := strings.CutSuffix(m[1], "…"); name != l.name && !(clipped && len(name) > 10 && strings.HasPrefix(l.name, name)) {
			t.Errorf("tile %s is named %q in the checklist, want %q", l.id, m[1], l.name)
		}
	}
	var sums []string
	for _, n := range totals {
		sums = append(sums, strconv.Itoa(n))
	}
	if !regexp.MustCompile(`(?m)^\s*total\s+` + strings.Join(sums, `\s+`) + `\s*$`).MatchString(text) {
		t.Errorf("no totals line %v in the checklist's text:\n%s", sums, text)
	}
}

// TestPrintOptionErrors: what cannot be printed is refused in the words
// of someone setting up a print, naming the numbers and what would do.
func TestPrintOptionErrors(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	for _, tc := range []struct {
		name string
		opts PrintOptions
		want string
	}{
		{"negative bleed", PrintOptions{Bleed: -1, Gap: AutoGap}, "a bleed of -1 mm is out of range: use 0 (none) to 6 mm; print shops usually ask for 3 mm"},
		{"bleed too large", PrintOptions{Bleed: 12, Gap: AutoGap}, "a bleed of 12 mm is out of range: use 0 (none) to 6 mm; print shops usually ask for 3 mm"},
		{"no gap for the bleed", PrintOptions{Bleed: 3}, "a gap of 0 mm between tiles is too small for a 3 mm bleed: each tile's art reaches 3 mm past its edge, so neighbours would overlap; use a gap of at least 6 mm (twice the bleed), or no bleed"},
		{"gap too small", PrintOptions{Bleed: 3, Gap: 5}, "a gap of 5 mm between tiles is too small for a 3 mm bleed"},
		{"negative gap", PrintOptions{Gap: -3}, "a gap of -3 mm between tiles is out of range: use 0 to 50 mm"},
		{"unknown label sheet", PrintOptions{Stickers: "avery-5160"}, `unknown label sheet "avery-5160": use ol2679 or endisch-6505050`},
		{"label sheet on other paper", PrintOptions{Stickers: "endisch-6505050", Paper: "letter"}, "label sheet endisch-6505050 is a4 paper, not letter: leave the paper out, or choose a sheet of that paper"},
		{"too big with its bleed", PrintOptions{TileMM: 190, Bleed: 6, Gap: AutoGap}, "190 mm tiles with a 6 mm bleed do not fit on a4 paper (210 × 297 mm) with its margins"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PrintAndPlay(context.Background(), r, "WE3", tc.opts)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	// The gap may be wider than twice the bleed, and gap 0 with no bleed
	// is the edge-to-edge layout.
	for _, ok := range []PrintOptions{{Bleed: 3, Gap: 8, DPI: 40}, {Bleed: 0, Gap: 0, DPI: 40}, {Bleed: 2.5, Gap: AutoGap, DPI: 40}} {
		if _, err := PrintAndPlay(context.Background(), r, "WE3", ok); err != nil {
			t.Errorf("%+v: %v", ok, err)
		}
	}
}

// TestWithBleed: the picture keeps every pixel in the middle, and each
// pixel of the border repeats the nearest edge pixel.
func TestWithBleed(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 5, 4))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 13)
	}
	const b = 3
	out := withBleed(img, b)
	if got := out.Rect.Size(); got != image.Pt(5+2*b, 4+2*b) {
		t.Fatalf("size %v", got)
	}
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			sx, sy := min(max(x-b, 0), 4), min(max(y-b, 0), 3)
			if out.NRGBAAt(x, y) != img.NRGBAAt(sx, sy) {
				t.Errorf("(%d,%d): %v, want the picture's (%d,%d) %v", x, y, out.NRGBAAt(x, y), sx, sy, img.NRGBAAt(sx, sy))
			}
		}
	}
	if withBleed(img, 0) != img {
		t.Error("no bleed should give the picture itself")
	}
	// The bleed in pixels is at least the bleed asked for.
	for _, tc := range []struct {
		bleed, tile float64
		px, want    int
	}{{3, 45, 531, 36}, {3, 45, 450, 30}, {0, 45, 531, 0}, {1, 50.8, 600, 12}} {
		if got := bleedPixels(tc.bleed, tc.tile, tc.px); got != tc.want || float64(got)*tc.tile/float64(tc.px) < tc.bleed-1e-9 {
			t.Errorf("%g mm of a %g mm tile at %d px: %d px, want %d", tc.bleed, tc.tile, tc.px, got, tc.want)
		}
	}
}

// TestEncodeBledPDFImage: the picture encoded with its bleed written as it
// goes decodes to withBleed's picture, opaque or not.
func TestEncodeBledPDFImage(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	tile, err := r.Tile("D", 0, 64)
	if err != nil {
		t.Fatal(err)
	}
	translucent := image.NewNRGBA(image.Rect(0, 0, 9, 7))
	for i := range translucent.Pix {
		translucent.Pix[i] = uint8(i * 7)
	}
	for _, tc := range []struct {
		name  string
		img   *image.NRGBA
		bleed int
	}{
		{"opaque tile, no bleed", tile, 0},
		{"opaque tile, 8 px", tile, 8},
		{"sub-image, 3 px", tile.SubImage(image.Rect(5, 7, 50, 40)).(*image.NRGBA), 3},
		{"with transparency, 2 px", translucent, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := encodeBledPDFImage(tc.img, tc.bleed)
			if err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if !samePixels(got, withBleed(tc.img, tc.bleed)) {
				t.Error("decoded picture differs from withBleed's")
			}
		})
	}
}
