package exporter

import (
	"bytes"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// The page boxes of the print-and-play PDF, read back by pdfinfo, and
// the cross-reference table mended after they are written.

// pdfBoxLine is a line of `pdfinfo -box`: "Page    3 TrimBox:  89.29 68.03 505.98 773.86".
var pdfBoxLine = regexp.MustCompile(`(?m)^Page\s+(\d+)\s+(MediaBox|BleedBox|TrimBox):\s+([-0-9.]+)\s+([-0-9.]+)\s+([-0-9.]+)\s+([-0-9.]+)$`)

// readBoxes has pdfinfo read every page's boxes: page → box name → [x0 y0
// x1 y1] in points. It fails on anything pdfinfo says on stderr (a broken
// cross-reference table is reported there, then repaired).
func readBoxes(t *testing.T, pdfinfo, path string, pages int) map[int]map[string][4]float64 {
	t.Helper()
	cmd := exec.Command(pdfinfo, "-box", "-f", "1", "-l", strconv.Itoa(pages), path)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Fatalf("pdfinfo: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), fmt.Sprintf("Pages:           %d\n", pages)) {
		t.Fatalf("pdfinfo does not count %d pages:\n%s", pages, stdout.String())
	}
	out := map[int]map[string][4]float64{}
	for _, m := range pdfBoxLine.FindAllStringSubmatch(stdout.String(), -1) {
		page, _ := strconv.Atoi(m[1])
		if out[page] == nil {
			out[page] = map[string][4]float64{}
		}
		var box [4]float64
		for i := range box {
			box[i], _ = strconv.ParseFloat(m[3+i], 64)
		}
		out[page][m[2]] = box
	}
	return out
}

// asPoints is r (mm from the top-left of a page pageH mm high) as pdfinfo
// prints a box.
func asPoints(r rect, pageH float64) [4]float64 {
	return [4]float64{mmToPt(r.x), mmToPt(pageH - r.y - r.h), mmToPt(r.x + r.w), mmToPt(pageH - r.y)}
}

func sameBox(a, b [4]float64) bool {
	for i := range a {
		if math.Abs(a[i]-b[i]) > 0.011 {
			return false
		}
	}
	return true
}

// TestPageBoxes has pdfinfo read the boxes of every page of PDFs of every
// page kind: the paper's MediaBox; on a page of tiles (fronts, backs,
// messages, stickers) the TrimBox round the tiles' trims and the BleedBox
// that by the bleed; on the checklist all three the paper; on a board
// window the window.
func TestPageBoxes(t *testing.T) {
	pdfinfo := needTool(t, "pdfinfo")
	a4, letter := Papers[0], Papers[1]
	bleed3, _ := bleedGridFor(a4, 45, 6, 3)
	edge, _ := gridFor(a4, 45)
	sheet, _ := LabelSheetNamed("ol2679")
	whole := func(p Paper) rect { return rect{0, 0, p.W, p.H} }
	tiles := func(g pageGrid, n int, back bool) pageBoxes {
		return pageBoxes{g.trimBox(n, back), g.trimBox(n, back).grow(g.bleed)}
	}
	// WE3 holds 84 tiles: 15 a page with a 3 mm bleed (the last page 9),
	// 24 edge to edge, 12 on a sheet of ol2679 labels.
	tests := []struct {
		name  string
		pack  *schema.Pack
		mix   string
		opts  PrintOptions
		paper Paper
		want  map[int]pageBoxes // pages not listed: as the page before
		pages int
	}{
		{"3 mm bleed, backs, checklist", testpacks.WinterPack(t), "WE3", PrintOptions{DPI: 40, Bleed: 3, Gap: AutoGap, Backs: true, Checklist: true}, a4,
			map[int]pageBoxes{1: tiles(bleed3, 15, false), 2: tiles(bleed3, 15, true), 11: tiles(bleed3, 9, false), 12: tiles(bleed3, 9, true), 13: {whole(a4), whole(a4)}}, 14},
		{"edge to edge", testpacks.WinterPack(t), "WE3", PrintOptions{DPI: 40}, a4,
			map[int]pageBoxes{1: tiles(edge, 24, false), 4: tiles(edge, 12, false)}, 4},
		{"stickers", testpacks.WinterPack(t), "WE3", PrintOptions{DPI: 40, Bleed: 3, Gap: AutoGap, Stickers: "ol2679"}, letter,
			map[int]pageBoxes{1: tiles(sheet.grid(3), 12, false)}, 7},
		{"messages", withMessages(t), "WE3", PrintOptions{DPI: 40, Bleed: 3, Gap: AutoGap}, a4,
			map[int]pageBoxes{1: tiles(bleed3, 15, false), 6: tiles(bleed3, 10, false), 7: tiles(bleed3, 8, false), 8: tiles(bleed3, 8, true)}, 8},
	}
	castle := testpacks.FreshPack(t, "the-castle")
	if w, h, ok := castleBoardMM(castle, 45); ok {
		pl := planBoardPages(a4, w, h)
		want := map[int]pageBoxes{1: tiles(edge, 24, false), 3: tiles(edge, 12, false), 4: {whole(a4), whole(a4)}}
		for row := range pl.rows {
			for col := range pl.cols {
				_, _, rw, rh := pl.region(row, col)
				window := rect{pl.x0, pl.y0, rw, rh}
				want[5+row*pl.cols+col] = pageBoxes{window, window}
			}
		}
		tests = append(tests, struct {
			name  string
			pack  *schema.Pack
			mix   string
			opts  PrintOptions
			paper Paper
			want  map[int]pageBoxes
			pages int
		}{"the castle's board", castle, "base", PrintOptions{DPI: 40}, a4, want, 12})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, _ := writePDF(t, tc.pack, tc.mix, tc.opts)
			boxes := readBoxes(t, pdfinfo, path, tc.pages)
			var want pageBoxes
			for page := 1; page <= tc.pages; page++ {
				if w, ok := tc.want[page]; ok {
					want = w
				}
				got := boxes[page]
				if m := asPoints(whole(tc.paper), tc.paper.H); !sameBox(got["MediaBox"], m) {
					t.Errorf("page %d: MediaBox %v, want the paper %v", page, got["MediaBox"], m)
				}
				if w := asPoints(want.trim, tc.paper.H); !sameBox(got["TrimBox"], w) {
					t.Errorf("page %d: TrimBox %v, want %v", page, got["TrimBox"], w)
				}
				if w := asPoints(want.bleed, tc.paper.H); !sameBox(got["BleedBox"], w) {
					t.Errorf("page %d: BleedBox %v, want %v", page, got["BleedBox"], w)
				}
				// TrimBox within BleedBox within MediaBox (PDF 1.7, 14.11.2).
				tr, bl, me := got["TrimBox"], got["BleedBox"], got["MediaBox"]
				if tr[0] < bl[0] || tr[1] < bl[1] || tr[2] > bl[2] || tr[3] > bl[3] || bl[0] < me[0] || bl[1] < me[1] || bl[2] > me[2] || bl[3] > me[3] {
					t.Errorf("page %d: boxes not nested: trim %v, bleed %v, media %v", page, tr, bl, me)
				}
			}
		})
	}
}

// TestCrossReferenceMended checks, without any tool, that after the page
// boxes are written every cross-reference entry still points at its
// object, and every page has its three boxes.
func TestCrossReferenceMended(t *testing.T) {
	_, data := writePDF(t, testpacks.WinterPack(t), "WE3", PrintOptions{DPI: 40, Bleed: 3, Gap: AutoGap, Backs: true})
	at := bytes.LastIndex(data, []byte("startxref\n"))
	xref, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(data[at+10:])), "%%EOF")))
	if err != nil || !bytes.HasPrefix(data[xref:], []byte("xref\n0 ")) {
		t.Fatalf("startxref %d does not point at the table", xref)
	}
	entry := regexp.MustCompile(`(\d{10}) 00000 n `)
	objects := entry.FindAllSubmatch(data[xref:], -1)
	if len(objects) == 0 {
		t.Fatal("no objects in the table")
	}
	for i, m := range objects {
		off, _ := strconv.Atoi(string(m[1]))
		if want := fmt.Sprintf("%d 0 obj\n", i+1); !bytes.HasPrefix(data[off:], []byte(want)) {
			t.Errorf("object %d: offset %d points at %q", i+1, off, data[off:min(len(data), off+12)])
		}
	}
	pages := len(pdfPage.FindAll(data, -1))
	for _, box := range []string{"/MediaBox", "/BleedBox", "/TrimBox"} {
		// The page tree's own MediaBox is there too.
		if n := bytes.Count(data, []byte(box+" [")); n < pages {
			t.Errorf("%d %s for %d pages", n, box, pages)
		}
	}
}
