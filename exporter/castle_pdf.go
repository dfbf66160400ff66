package exporter

import (
	"cmp"
	"fmt"
	"image"
	"math"

	"github.com/signintech/gopdf"

	"github.com/tilesmith/tilesmith/schema"
)

// The Castle's board in the print-and-play PDF: the board picture at the
// tiles' print scale (a tile on the board is a printed tile's size), cut
// into pages that overlap, each with crop marks at its edges, ticks where
// its neighbours' overlap begins, registration marks (a circled cross) in the overlaps
// that fall on the same spot of the board on both pages, and a label
// "board, row R column C of ..."; before them, a page showing how the
// pages fit together.

// The board pages' fixed distances, in millimetres, and the resolution
// the board is drawn at (at most; the tiles' own when lower).
const (
	boardOverlap   = 12.0
	boardSideGap   = 10.0 // left and right of the window
	boardTopGap    = 14.0 // above and below: the label, crop marks
	boardPrintDPI  = 150
	boardMarkR     = 2.5 // a registration mark's radius
	boardTickLen   = 4.0
	boardTickShift = 1.5
)

// boardPlan is how a board of W × H mm is cut into pages of the paper:
// each page shows a window of the board, rows × cols pages, neighbours
// overlapping by boardOverlap mm.
type boardPlan struct {
	paper      Paper
	w, h       float64 // the board, mm
	winW, winH float64 // the most a page shows, mm
	x0, y0     float64 // where the window's top-left corner is on the page, mm
	cols, rows int
}

// planBoardPages cuts a board of w × h mm for paper p.
func planBoardPages(p Paper, w, h float64) boardPlan {
	pl := boardPlan{paper: p, w: w, h: h, winW: p.W - 2*boardSideGap, winH: p.H - 2*boardTopGap, x0: boardSideGap, y0: boardTopGap}
	count := func(size, win float64) int {
		if size <= win {
			return 1
		}
		return 1 + int(math.Ceil((size-win)/(win-boardOverlap)-1e-9))
	}
	pl.cols, pl.rows = count(w, pl.winW), count(h, pl.winH)
	return pl
}

// region is the part of the board page (row, col) shows, in board mm.
func (pl boardPlan) region(row, col int) (x, y, w, h float64) {
	x, y = float64(col)*(pl.winW-boardOverlap), float64(row)*(pl.winH-boardOverlap)
	return x, y, math.Min(pl.winW, pl.w-x), math.Min(pl.winH, pl.h-y)
}

// pages is the number of PDF pages the board takes: one per window, and
// the overview when there are several.
func (pl boardPlan) pages() int {
	if n := pl.cols * pl.rows; n > 1 {
		return 1 + n
	}
	return 1
}

// registrationMarks are the board points (mm) of the registration marks: two in the
// middle of every overlap between neighbouring pages.
func (pl boardPlan) registrationMarks() []pt {
	var out []pt
	for row := range pl.rows {
		for col := range pl.cols {
			x, y, w, h := pl.region(row, col)
			if col+1 < pl.cols { // the overlap with the page to the east
				nx, _, _, _ := pl.region(row, col+1)
				mx := (nx + x + w) / 2
				out = append(out, pt{mx, y + h/4}, pt{mx, y + 3*h/4})
			}
			if row+1 < pl.rows { // with the page to the south
				_, ny, _, _ := pl.region(row+1, col)
				my := (ny + y + h) / 2
				out = append(out, pt{x + w/4, my}, pt{x + 3*w/4, my})
			}
		}
	}
	return out
}

// castleBoardMM is the size of a castle board's picture (no panel) in mm
// when a tile is tileMM across; false when the pack has no board.
func castleBoardMM(p *schema.Pack, tileMM float64) (w, h float64, ok bool) {
	if p.Rules.Castle == nil {
		return 0, 0, false
	}
	cells := boardCells(&p.Rules.Castle.Board)
	if len(cells) == 0 {
		return 0, 0, false
	}
	cols, rows, _, _ := castleExtent(cells)
	return cols * tileMM, rows * tileMM, true
}

// PrintedBoardPages counts the pages PrintAndPlay gives the board of pack
// p with opts: an overview and the board's windows (0 without a board).
func PrintedBoardPages(p *schema.Pack, opts PrintOptions) (int, error) {
	paper, ok := PaperNamed(cmp.Or(opts.Paper, "a4"))
	if !ok {
		return 0, fmt.Errorf("unknown paper %q: use a4 or letter", opts.Paper)
	}
	return printedBoardPages(p, paper, cmp.Or(opts.TileMM, 45)), nil
}

// printedBoardPages is the number of pages the board of pack p takes in
// the PDF (0 without one).
func printedBoardPages(p *schema.Pack, paper Paper, tileMM float64) int {
	w, h, ok := castleBoardMM(p, tileMM)
	if !ok {
		return 0
	}
	return planBoardPages(paper, w, h).pages()
}

// boardPages adds the board's pages to pdf: the overview when the board
// takes several, then each window; their labels count pages from first of
// total.
func (r *Renderer) boardPages(d *printDoc, tileMM float64, dpi, first, total int) error {
	p, paper, pdf := r.pack, d.paper, d.GoPdf
	w, h, ok := castleBoardMM(p, tileMM)
	if !ok {
		return nil
	}
	pl := planBoardPages(paper, w, h)
	ts := min(max(int(math.Round(tileMM/25.4*float64(min(cmp.Or(dpi, 300), boardPrintDPI)))), MinTileSize), MaxTileSize)
	board, err := r.castleBoard(nil, &p.Rules.Castle.Board, BoardOptions{TileSize: ts}, castleLook{})
	if err != nil {
		return fmt.Errorf("print-and-play PDF: the board: %w", err)
	}
	// The picture may have been drawn smaller to stay within MaxBoardSide:
	// its own scale, pixels per mm, places it.
	k := float64(board.Rect.Dx()) / w
	page := first
	if pl.pages() > 1 {
		d.addWholePage()
		if err := r.boardOverview(pdf, pl, tileMM, page, total); err != nil {
			return err
		}
		page++
	}
	for row := range pl.rows {
		for col := range pl.cols {
			x, y, rw, rh := pl.region(row, col)
			// The window is the finished piece; the board picture ends
			// there, so nothing bleeds.
			window := rect{pl.x0, pl.y0, rw, rh}
			d.addPage(window, window)
			px := image.Rect(int(math.Round(x*k)), int(math.Round(y*k)), int(math.Round((x+rw)*k)), int(math.Round((y+rh)*k))).Intersect(board.Rect)
			png, err := encodePDFImage(board.SubImage(px).(*image.NRGBA))
			if err != nil {
				return fmt.Errorf("print-and-play PDF: the board: %w", err)
			}
			holder, err := gopdf.ImageHolderByBytes(png)
			if err != nil {
				return fmt.Errorf("print-and-play PDF: the board: %w", err)
			}
			if err := pdf.ImageByHolder(holder, pl.x0, pl.y0, &gopdf.Rect{W: float64(px.Dx()) / k, H: float64(px.Dy()) / k}); err != nil {
				return fmt.Errorf("print-and-play PDF: the board: %w", err)
			}
			boardMarks(pdf, pl, row, col)
			label := fmt.Sprintf("%s — board, row %d column %d of %d rows × %d columns (page %d of %d). Print at actual size; pages overlap %g mm, mark on mark.",
				p.Name, row+1, col+1, pl.rows, pl.cols, page, total, boardOverlap)
			if err := boardLabel(pdf, pl, label); err != nil {
				return err
			}
			page++
		}
	}
	return nil
}

// boardMarks draws page (row, col)'s marks: crop marks at the window's
// edges in the margins, ticks where a neighbour's overlap begins, and the
// registration marks that fall on it.
func boardMarks(pdf *gopdf.GoPdf, pl boardPlan, row, col int) {
	x, y, w, h := pl.region(row, col)
	left, top, right, bottom := pl.x0, pl.y0, pl.x0+w, pl.y0+h
	pdf.SetStrokeColor(0, 0, 0)
	pdf.SetLineWidth(0.2)
	for _, cx := range []float64{left, right} {
		pdf.Line(cx, top-pdfMarkGap, cx, top-pdfMarkGap-pdfMarkLength)
		pdf.Line(cx, bottom+pdfMarkGap, cx, bottom+pdfMarkGap+pdfMarkLength)
	}
	for _, cy := range []float64{top, bottom} {
		pdf.Line(left-pdfMarkGap, cy, left-pdfMarkGap-pdfMarkLength, cy)
		pdf.Line(right+pdfMarkGap, cy, right+pdfMarkGap+pdfMarkLength, cy)
	}
	// Where the overlaps with the neighbours begin: ticks out of line with
	// the crop marks.
	pdf.SetLineWidth(0.15)
	var xs, ys []float64
	if col > 0 {
		xs = append(xs, left+boardOverlap)
	}
	if col+1 < pl.cols {
		xs = append(xs, left+pl.winW-boardOverlap)
	}
	if row > 0 {
		ys = append(ys, top+boardOverlap)
	}
	if row+1 < pl.rows {
		ys = append(ys, top+pl.winH-boardOverlap)
	}
	for _, tx := range xs {
		pdf.Line(tx, top-boardTickShift, tx, top-boardTickShift-boardTickLen)
		pdf.Line(tx, bottom+boardTickShift, tx, bottom+boardTickShift+boardTickLen)
	}
	for _, ty := range ys {
		pdf.Line(left-boardTickShift, ty, left-boardTickShift-boardTickLen, ty)
		pdf.Line(right+boardTickShift, ty, right+boardTickShift+boardTickLen, ty)
	}
	pdf.SetLineWidth(0.25)
	for _, m := range pl.registrationMarks() {
		if m.x < x || m.x > x+w || m.y < y || m.y > y+h {
			continue
		}
		cx, cy := pl.x0+m.x-x, pl.y0+m.y-y
		pdf.Oval(cx-boardMarkR, cy-boardMarkR, cx+boardMarkR, cy+boardMarkR)
		pdf.Line(cx-1.6*boardMarkR, cy, cx+1.6*boardMarkR, cy)
		pdf.Line(cx, cy-1.6*boardMarkR, cx, cy+1.6*boardMarkR)
	}
}

// boardLabel writes a page's line in its top margin.
func boardLabel(pdf *gopdf.GoPdf, pl boardPlan, line string) error {
	if err := pdf.SetFont("go", "", 6.5); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	pdf.SetTextColor(60, 60, 60)
	pdf.SetXY(pl.x0, pl.y0-pdfMarkGap-pdfMarkLength-3.2)
	if err := pdf.Cell(nil, line); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	return nil
}

// boardOverview adds the page that shows how the board's pages fit
// together: the whole board small, each page's window outlined on it
// with its row and column.
func (r *Renderer) boardOverview(pdf *gopdf.GoPdf, pl boardPlan, tileMM float64, page, total int) error {
	scale := math.Min(pl.winW/pl.w, (pl.winH-30)/pl.h) // mm on the page per board mm
	ts := min(max(int(math.Round(tileMM*scale/25.4*boardPrintDPI)), MinTileSize), MaxTileSize)
	small, err := r.castleBoard(nil, &r.pack.Rules.Castle.Board, BoardOptions{TileSize: ts}, castleLook{})
	if err != nil {
		return fmt.Errorf("print-and-play PDF: the board: %w", err)
	}
	png, err := encodePDFImage(small)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: the board: %w", err)
	}
	holder, err := gopdf.ImageHolderByBytes(png)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: the board: %w", err)
	}
	ox, oy := pl.x0+(pl.winW-pl.w*scale)/2, pl.y0+20
	if err := pdf.ImageByHolder(holder, ox, oy, &gopdf.Rect{W: pl.w * scale, H: pl.h * scale}); err != nil {
		return fmt.Errorf("print-and-play PDF: the board: %w", err)
	}
	if err := pdf.SetFont("go", "", 8); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	pdf.SetStrokeColor(200, 40, 40)
	pdf.SetLineWidth(0.35)
	for row := range pl.rows {
		for col := range pl.cols {
			x, y, w, h := pl.region(row, col)
			pdf.RectFromUpperLeftWithStyle(ox+x*scale, oy+y*scale, w*scale, h*scale, "D")
		}
	}
	// Each page's row and column in the middle of its window, on white
	// (text and fills share the PDF's fill colour: set both each time).
	for row := range pl.rows {
		for col := range pl.cols {
			x, y, w, h := pl.region(row, col)
			label := fmt.Sprintf("row %d, column %d", row+1, col+1)
			lw, err := pdf.MeasureTextWidth(label)
			if err != nil {
				return fmt.Errorf("print-and-play PDF: %w", err)
			}
			cx, cy := ox+(x+w/2)*scale, oy+(y+h/2)*scale
			pdf.SetFillColor(255, 255, 255)
			pdf.RectFromUpperLeftWithStyle(cx-lw/2-1.2, cy-2.4, lw+2.4, 4.8, "FD")
			pdf.SetTextColor(200, 40, 40)
			pdf.SetXY(cx-lw/2, cy-1.6)
			if err := pdf.Cell(nil, label); err != nil {
				return fmt.Errorf("print-and-play PDF: %w", err)
			}
		}
	}
	if err := pdf.SetFont("go", "", 11); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	pdf.SetTextColor(30, 30, 30)
	pdf.SetXY(pl.x0, pl.y0)
	if err := pdf.Cell(nil, fmt.Sprintf("%s — the board on %d pages, %d rows × %d columns", r.pack.Name, pl.rows*pl.cols, pl.rows, pl.cols)); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	if err := pdf.SetFont("go", "", 8); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	for i, line := range []string{
		fmt.Sprintf("At %g mm a tile the board is %.0f × %.0f mm. Each page shows the part outlined here; neighbouring pages overlap by %g mm.", tileMM, pl.w, pl.h, boardOverlap),
		"Trim each page along its crop marks on the sides that face a page before it (above or to the left), lay that edge",
		"on the ticks of the page before, so that the circled crosses lie on one another, and tape it.",
	} {
		pdf.SetXY(pl.x0, pl.y0+6+float64(i)*4)
		if err := pdf.Cell(nil, line); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	return boardLabel(pdf, boardPlan{x0: pl.x0, y0: pl.paper.H - pl.y0 + pdfMarkGap + pdfMarkLength + 6}, fmt.Sprintf("%s — how the board's pages fit together (page %d of %d).", r.pack.Name, page, total))
}
