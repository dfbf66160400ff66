package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
)

func TestMixTotalSaysTheStartTileIsAmongTheTiles(t *testing.T) {
	tests := []struct {
		name                string
		tiles, kinds, start int
		want                string
	}{
		// The review read "84 in 36 distinct tiles, plus 1 to start" as 85.
		{"Winter Edition WE3", 84, 36, 1, "84 tiles of 36 kinds, the start tile among them"},
		{"no start tile", 60, 32, 0, "60 tiles of 32 kinds"},
		{"a start of seven", 75, 64, 7, "75 tiles of 64 kinds, the 7 start tiles among them"},
		{"one tile", 1, 1, 1, "1 tile of 1 kind, the start tile among them"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := mixTotal(tc.tiles, tc.kinds, tc.start); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestMixTotalsRowIsText: the last row of the Mixes table shows each
// mix's total as bold text, not as a disabled box (dark grey on dark).
func TestMixTotalsRowIsText(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.mixTab)
	cell := e.mixes.table.CreateCell().(*mixCell)
	e.mixes.table.UpdateCell(widget.TableCellID{Row: len(e.doc.Pack().Tiles), Col: 0}, cell)
	if cell.count.Visible() || !cell.total.Visible() || cell.total.Text != "72" || !cell.total.TextStyle.Bold {
		t.Errorf("the totals row shows the box %v and the text %v %q (bold %v), want the text 72 in bold alone",
			cell.count.Visible(), cell.total.Visible(), cell.total.Text, cell.total.TextStyle.Bold)
	}
	e.mixes.table.UpdateCell(widget.TableCellID{Row: 0, Col: 0}, cell)
	if !cell.count.Visible() || cell.total.Visible() {
		t.Error("a reused totals cell does not show its count box again")
	}
	if e.mixes.total.Text != "84 tiles of 36 kinds, the start tile among them" {
		t.Errorf("the mix's line says %q", e.mixes.total.Text)
	}
}
