package exporter

import (
	"fmt"
	"image"
	"math"

	"github.com/signintech/gopdf"
)

// What a page of tiles says and shows besides them: its crop marks, the
// credit line in the top margin, a footer line, and a scale bar.

// drawMarks draws crop marks, thin black lines.
func drawMarks(pdf *gopdf.GoPdf, marks []segment) {
	pdf.SetStrokeColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
	for _, m := range marks {
		pdf.Line(m.x0, m.y0, m.x1, m.y1)
	}
}

// pageText writes a page's footer line under the grid and the credit in
// the top margin, both beyond the crop marks, and a 40 mm scale bar
// above the last column, between its marks and beyond its bleed, to check
// the printer kept the size.
func pageText(d *printDoc, g pageGrid, line, credit string) error {
	if err := d.SetFont("go", "", 6.5); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	d.SetTextColor(60, 60, 60)
	// The marks reach pdfMarkGap+pdfMarkLength past the bleed; gopdf's
	// cell is placed by the top of its text, about 2.3 mm high here.
	reach := g.bleed + pdfMarkGap + pdfMarkLength + 0.8
	if !g.marks {
		reach = g.bleed + 0.8
	}
	bottom := g.y0 + span(g.rows, g.tile, g.gapY)
	d.SetXY(g.x0, math.Max(d.paper.H-g.y0/2, bottom+reach))
	if err := d.Cell(nil, line); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	if credit != "" {
		d.SetXY(g.x0, math.Max(g.y0-reach-2.4, 1.5))
		if err := d.Cell(nil, clipText(d.GoPdf, credit, span(g.cols, g.tile, g.gapX))); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	if !g.marks {
		return nil // a label sheet: its labels are die-cut to size
	}
	bar := min(40, g.tile-2*pdfMarkGap)
	right := g.x0 + span(g.cols, g.tile, g.gapX) - (g.tile-bar)/2
	y := g.y0 - g.bleed - pdfMarkGap - 1
	d.SetLineWidth(0.3)
	d.Line(right-bar, y, right, y)
	d.Line(right-bar, y-1, right-bar, y)
	d.Line(right, y-1, right, y)
	label := fmt.Sprintf("%g mm", bar)
	w, err := d.MeasureTextWidth(label)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	d.SetXY(right-bar/2-w/2, y-3.6)
	if err := d.Cell(nil, label); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	return nil
}

// placePicture puts img on the page at r.
func placePicture(pdf *gopdf.GoPdf, img *image.NRGBA, r rect) error {
	png, err := encodePDFImage(img)
	if err != nil {
		return err
	}
	h, err := gopdf.ImageHolderByBytes(png)
	if err != nil {
		return err
	}
	return pdf.ImageByHolder(h, r.x, r.y, &gopdf.Rect{W: r.w, H: r.h})
}
