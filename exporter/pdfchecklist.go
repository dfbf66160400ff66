package exporter

import (
	"fmt"
	"math"

	"github.com/signintech/gopdf"

	"github.com/tilesmith/tilesmith/schema"
)

// The checklist: with PrintOptions.Checklist, pages after the tiles list
// every tile of the pack, a small picture, its id and name, and how many
// copies each mix holds, so that a printed and cut set can be counted
// back into its mixes. The printed mix's column is shaded.

// The checklist's distances, in millimetres.
const (
	checklistMargin  = 15.0
	checklistTop     = 30.0 // where the first row begins
	checklistRow     = 10.0
	checklistPicture = 8.5
	checklistCountW  = 15.0 // a mix's column
	checklistNameX   = 50.0 // from the margin: after the picture and the id
)

// checklistLine is one tile of the checklist.
type checklistLine struct {
	id, name string
	counts   []int // per mix, in the order of the checklist's mixes
}

// checklistFor lists every tile of pack p with its count in each mix
// shown (mixes: ids in pack order), and each mix's total.
func checklistFor(p *schema.Pack, mixes []*schema.Mix) (lines []checklistLine, totals []int) {
	for _, t := range p.Tiles {
		l := checklistLine{id: t.ID, name: t.Name}
		for _, m := range mixes {
			l.counts = append(l.counts, max(m.Counts.Of(t.ID), 0))
		}
		lines = append(lines, l)
	}
	for _, m := range mixes {
		totals = append(totals, m.Counts.Sum())
	}
	return lines, totals
}

// checklistMixes are the mixes whose columns fit beside the names on
// paper: all of them in pack order when they fit, else the printed mix
// first and as many others as fit; left is how many were left out.
func checklistMixes(p *schema.Pack, printed string, paper Paper) (shown []*schema.Mix, left int) {
	room := int((paper.W - 2*checklistMargin - checklistNameX - 50) / checklistCountW)
	if len(p.Mixes) <= room {
		for i := range p.Mixes {
			shown = append(shown, &p.Mixes[i])
		}
		return shown, 0
	}
	m, _ := p.Mix(printed)
	shown = append(shown, m)
	for i := range p.Mixes {
		if len(shown) == room {
			break
		}
		if p.Mixes[i].ID != printed {
			shown = append(shown, &p.Mixes[i])
		}
	}
	return shown, len(p.Mixes) - len(shown)
}

// checklistRowsPerPage is how many tiles a checklist page holds.
func checklistRowsPerPage(paper Paper) int {
	// The last page also has the totals' row.
	return int(math.Floor((paper.H-checklistTop-2*checklistMargin)/checklistRow)) - 1
}

// checklistPageCount is how many pages the checklist of pack p takes.
func checklistPageCount(p *schema.Pack, paper Paper) int {
	per := checklistRowsPerPage(paper)
	return max(1, (len(p.Tiles)+per-1)/per)
}

// checklistPages adds the checklist's pages to d, with the credit and page
// numbers (counted from first of total) at the foot.
func (r *Renderer) checklistPages(d *printDoc, printed string, credit string, dpi, first, total int) error {
	p := r.pack
	mixes, left := checklistMixes(p, printed, d.paper)
	lines, totals := checklistFor(p, mixes)
	px := min(max(int(math.Round(checklistPicture/25.4*float64(dpi))), MinTileSize), MaxTileSize)
	per := checklistRowsPerPage(d.paper)
	pages := checklistPageCount(p, d.paper)
	x0, right := checklistMargin, d.paper.W-checklistMargin
	colX := func(k int) float64 { return right - float64(len(mixes)-k)*checklistCountW }
	for page := range pages {
		d.addWholePage()
		if err := d.SetFont("go", "", 12); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
		d.SetTextColor(30, 30, 30)
		d.SetXY(x0, checklistMargin)
		title := fmt.Sprintf("%s — checklist: %d tiles, copies per mix", p.Name, len(p.Tiles))
		if pages > 1 {
			title += fmt.Sprintf(" (%d of %d)", page+1, pages)
		}
		if err := d.Cell(nil, title); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
		if err := d.SetFont("go", "", 8); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
		on := lines[page*per : min(len(lines), (page+1)*per)]
		rows := len(on)
		if page == pages-1 {
			rows++ // the totals
		}
		// The printed mix's column, shaded.
		for k, m := range mixes {
			if m.ID == printed {
				d.SetFillColor(232, 226, 212)
				d.RectFromUpperLeftWithStyle(colX(k), checklistTop-6, checklistCountW, float64(rows)*checklistRow+6, "F")
			}
		}
		d.SetTextColor(90, 90, 90)
		head := []struct {
			x float64
			s string
		}{{x0, "tile"}, {x0 + checklistPicture + 3, "id"}, {x0 + checklistNameX, "name"}}
		for k, m := range mixes {
			head = append(head, struct {
				x float64
				s string
			}{colX(k) + 2, m.ID})
		}
		for _, h := range head {
			d.SetXY(h.x, checklistTop-5)
			if err := d.Cell(nil, clipText(d.GoPdf, h.s, checklistCountW-3)); err != nil {
				return fmt.Errorf("print-and-play PDF: %w", err)
			}
		}
		d.SetTextColor(30, 30, 30)
		for i, l := range on {
			y := checklistTop + float64(i)*checklistRow
			pic, err := r.Tile(l.id, 0, px)
			if err != nil {
				return fmt.Errorf("print-and-play PDF: checklist: %w", err)
			}
			if err := placePicture(d.GoPdf, pic, rect{x0, y + (checklistRow-checklistPicture)/2, checklistPicture, checklistPicture}); err != nil {
				return fmt.Errorf("print-and-play PDF: checklist: tile %s: %w", l.id, err)
			}
			texts := []struct {
				x, w float64
				s    string
			}{
				{x0 + checklistPicture + 3, checklistNameX - checklistPicture - 4, l.id},
				{x0 + checklistNameX, colX(0) - x0 - checklistNameX - 2, l.name},
			}
			for k, n := range l.counts {
				s := fmt.Sprint(n)
				if n == 0 {
					s = "–"
				}
				texts = append(texts, struct {
					x, w float64
					s    string
				}{colX(k) + 2, checklistCountW - 3, s})
			}
			for _, t := range texts {
				d.SetXY(t.x, y+checklistRow/2-1.5)
				if err := d.Cell(nil, clipText(d.GoPdf, t.s, t.w)); err != nil {
					return fmt.Errorf("print-and-play PDF: %w", err)
				}
			}
			d.SetStrokeColor(200, 195, 185)
			d.SetLineWidth(0.1)
			d.Line(x0, y+checklistRow, right, y+checklistRow)
		}
		if page == pages-1 {
			y := checklistTop + float64(len(on))*checklistRow
			d.SetXY(x0+checklistNameX, y+checklistRow/2-1.5)
			if err := d.Cell(nil, "total"); err != nil {
				return fmt.Errorf("print-and-play PDF: %w", err)
			}
			for k, n := range totals {
				d.SetXY(colX(k)+2, y+checklistRow/2-1.5)
				if err := d.Cell(nil, fmt.Sprint(n)); err != nil {
					return fmt.Errorf("print-and-play PDF: %w", err)
				}
			}
		}
		foot := fmt.Sprintf("%s · page %d of %d", credit, first+page, total)
		if left > 0 {
			foot = fmt.Sprintf("%d more mixes are not shown: they do not fit across the page. ", left) + foot
		}
		d.SetTextColor(60, 60, 60)
		d.SetXY(x0, d.paper.H-checklistMargin)
		if err := d.Cell(nil, foot); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	return nil
}

// clipText shortens s with "…" until it is at most w mm wide in the
// current font.
func clipText(pdf *gopdf.GoPdf, s string, w float64) string {
	rs := []rune(s)
	for n := len(rs); n > 0; n-- {
		t := string(rs[:n])
		if n < len(rs) {
			t += "…"
		}
		if tw, err := pdf.MeasureTextWidth(t); err == nil && tw <= w {
			return t
		}
	}
	return ""
}
