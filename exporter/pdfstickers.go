package exporter

import (
	"fmt"
	"strings"
)

// Sticker layout: for blank tiles (wooden or card squares bought blank),
// the tile pictures go at the label positions of a sheet of square
// self-adhesive labels, one picture per label, to be peeled off and stuck
// on. The labels are die-cut, so there are no crop marks; a picture runs
// past its label by the sheet's over-print allowance at most (the bleed,
// when smaller), so that a sheet fed a little askew shows no white edge.

// LabelSheet is a sheet of square labels: its paper, and where its labels
// lie, in millimetres from the sheet's top-left corner.
type LabelSheet struct {
	Name, Product string // Name is what --stickers takes
	Paper         string // a Papers name
	Cols, Rows    int
	X0, Y0        float64 // the first label's top-left corner
	DX, DY        float64 // from one label's corner to the next one's
	Side          float64 // a label's side
	// Overprint is how far past a label the printer may print without
	// marking another one.
	Overprint float64
}

// inch is 25.4 mm.
const inch = 25.4

// LabelSheets are the label sheets the sticker layout knows. Their
// geometry is from gLabels' template library
// (github.com/jimevins/glabels-qt, templates/online-templates.xml and
// templates/endisch-templates.xml: Layout nx, ny, x0, y0, dx, dy; the
// label's width; x_waste as the over-print).
var LabelSheets = []LabelSheet{
	{
		Name: "ol2679", Product: "Online Labels OL2679, 2 × 2 in square labels, 12 per US Letter sheet",
		Paper: "letter", Cols: 3, Rows: 4,
		X0: 0.625 * inch, Y0: 0.645 * inch, DX: 2.625 * inch, DY: 2.57 * inch,
		Side: 2 * inch, Overprint: 0.08 * inch,
	},
	{
		Name: "endisch-6505050", Product: "Endisch 6505050, 50 × 50 mm square labels, 15 per A4 sheet",
		Paper: "a4", Cols: 3, Rows: 5,
		X0: 25, Y0: 13.5, DX: 55, DY: 55,
		Side: 50, Overprint: 1,
	},
}

// LabelSheetNamed returns the label sheet called name (any case).
func LabelSheetNamed(name string) (LabelSheet, bool) {
	for _, s := range LabelSheets {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return LabelSheet{}, false
}

// LabelSheetNames lists the label sheets' names, "ol2679 or endisch-6505050".
func LabelSheetNames() string {
	var names []string
	for _, s := range LabelSheets {
		names = append(names, s.Name)
	}
	return strings.Join(names, " or ")
}

// grid is the sheet as a page grid: a tile per label, the bleed cut to
// the sheet's over-print, no crop marks.
func (s LabelSheet) grid(bleed float64) pageGrid {
	return pageGrid{
		cols: s.Cols, rows: s.Rows, x0: s.X0, y0: s.Y0, tile: s.Side,
		gapX: s.DX - s.Side, gapY: s.DY - s.Side, bleed: min(bleed, s.Overprint),
	}
}

// stickerSheet checks a sticker layout's request: the sheet by name, on
// its own paper (paper "" takes it). Backs are allowed: they go on a
// sheet of their own, stuck on the tiles' other sides.
func stickerSheet(name, paper string) (LabelSheet, error) {
	s, ok := LabelSheetNamed(name)
	if !ok {
		return LabelSheet{}, fmt.Errorf("unknown label sheet %q: use %s", name, LabelSheetNames())
	}
	if paper != "" && !strings.EqualFold(paper, s.Paper) {
		return LabelSheet{}, fmt.Errorf("label sheet %s is %s paper, not %s: leave the paper out, or choose a sheet of that paper", s.Name, s.Paper, paper)
	}
	return s, nil
}
