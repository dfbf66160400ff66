package exporter

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/signintech/gopdf"
)

// Page boxes. A print shop reads where a page's finished piece lies from
// its TrimBox and how far the art runs past it from its BleedBox (PDF
// 1.7, section 14.11.2); MediaBox is the paper. gopdf writes a page's
// MediaBox only when the page has its own size, a TrimBox only as it is
// given (in PDF's bottom-up points) and no BleedBox at all, so the boxes
// are written into the finished file instead: each page object gets all
// three, and the cross-reference table's offsets move by what was added.

// pageBoxes are one page's trim and bleed rectangles (mm from the top-left).
type pageBoxes struct{ trim, bleed rect }

// printDoc is the PDF being made, with the boxes of each page added.
type printDoc struct {
	*gopdf.GoPdf
	paper Paper
	boxes []pageBoxes
}

// addPage starts a page whose finished part is trim and whose art reaches
// bleed (the same rectangle when nothing bleeds).
func (d *printDoc) addPage(trim, bleed rect) {
	d.AddPage()
	d.boxes = append(d.boxes, pageBoxes{trim, bleed})
}

// addWholePage starts a page that is itself the finished piece (a
// checklist, a guide): all three boxes are the paper.
func (d *printDoc) addWholePage() {
	whole := rect{0, 0, d.paper.W, d.paper.H}
	d.addPage(whole, whole)
}

// bytes finishes the PDF and writes every page's boxes into it.
func (d *printDoc) bytes() ([]byte, error) {
	var buf bytes.Buffer
	if _, err := d.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("print-and-play PDF: %w", err)
	}
	return withPageBoxes(buf.Bytes(), d.paper, d.boxes)
}

// mmToPt converts millimetres to PDF points.
func mmToPt(mm float64) float64 { return mm * 72 / 25.4 }

// pdfBox is r as a PDF rectangle: [left bottom right top] in points from
// the bottom-left corner of a page of height pageH mm.
func pdfBox(r rect, pageH float64) string {
	return fmt.Sprintf("[ %.2f %.2f %.2f %.2f ]", mmToPt(r.x), mmToPt(pageH-r.y-r.h), mmToPt(r.x+r.w), mmToPt(pageH-r.y))
}

// pageObjectStart is how gopdf begins a page object's dictionary.
var pageObjectStart = []byte(" 0 obj\n<<\n  /Type /Page\n")

// withPageBoxes writes MediaBox, TrimBox and BleedBox into the page
// objects of pdf, a file gopdf wrote (one classic cross-reference table,
// objects in order, pages in page order), and mends the table. boxes has
// one entry per page.
func withPageBoxes(pdf []byte, paper Paper, boxes []pageBoxes) ([]byte, error) {
	at := bytes.LastIndex(pdf, []byte("startxref\n"))
	if at < 0 {
		return nil, fmt.Errorf("print-and-play PDF: no cross-reference table")
	}
	xrefAt, err := strconv.Atoi(string(bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(pdf[at+len("startxref\n"):]), []byte("%%EOF")))))
	if err != nil || xrefAt <= 0 || xrefAt >= len(pdf) {
		return nil, fmt.Errorf("print-and-play PDF: unreadable startxref")
	}
	// "xref\n0 N\n", then N entries of 20 bytes.
	table := pdf[xrefAt:]
	var first, n int
	if _, err := fmt.Sscanf(string(table[:min(len(table), 40)]), "xref\n%d %d\n", &first, &n); err != nil || first != 0 {
		return nil, fmt.Errorf("print-and-play PDF: unreadable cross-reference table")
	}
	entries := bytes.Index(table, []byte("0000000000 65535 f"))
	if entries < 0 || entries+20*n > len(table) {
		return nil, fmt.Errorf("print-and-play PDF: short cross-reference table")
	}
	offsets := make([]int, n)
	for i := 1; i < n; i++ {
		if offsets[i], err = strconv.Atoi(string(table[entries+20*i : entries+20*i+10])); err != nil {
			return nil, fmt.Errorf("print-and-play PDF: cross-reference entry %d: %w", i, err)
		}
	}
	// gopdf writes objects in order, so an insertion into one moves
	// every object after it.
	out := make([]byte, 0, len(pdf)+len(boxes)*120)
	moved := make([]int, n) // each object's new offset
	from, page := 0, 0
	for i := 1; i < n; i++ {
		o := offsets[i]
		if o < from {
			return nil, fmt.Errorf("print-and-play PDF: objects out of order")
		}
		moved[i] = o + len(out) - from
		head := append([]byte(strconv.Itoa(i)), pageObjectStart...)
		if !bytes.HasPrefix(pdf[o:], head) {
			continue
		}
		if page == len(boxes) {
			return nil, fmt.Errorf("print-and-play PDF: more pages than page boxes (%d)", len(boxes))
		}
		b := boxes[page]
		page++
		out = append(out, pdf[from:o+len(head)]...)
		out = fmt.Appendf(out, "  /MediaBox %s\n  /BleedBox %s\n  /TrimBox %s\n",
			pdfBox(rect{0, 0, paper.W, paper.H}, paper.H), pdfBox(b.bleed, paper.H), pdfBox(b.trim, paper.H))
		from = o + len(head)
	}
	if page != len(boxes) {
		return nil, fmt.Errorf("print-and-play PDF: %d pages for %d page boxes", page, len(boxes))
	}
	out = append(out, pdf[from:xrefAt]...)
	newXref := len(out)
	out = append(out, table[:entries+20]...)
	for i := 1; i < n; i++ {
		out = fmt.Appendf(out, "%010d 00000 n \n", moved[i])
	}
	rest := table[entries+20*n:]
	tail := bytes.LastIndex(rest, []byte("startxref\n"))
	if tail < 0 {
		return nil, fmt.Errorf("print-and-play PDF: no trailer after the cross-reference table")
	}
	out = append(out, rest[:tail]...)
	out = fmt.Appendf(out, "startxref\n%d\n%%%%EOF\n", newXref)
	return out, nil
}
