package ui

import "fyne.io/fyne/v2"

// Resize gives the grid its new size and, when that changes how many
// tiles stand in a row, refreshes it. Fyne 2.8.1's GridWrap keeps the
// content height it measured before the resize until it is refreshed, and
// its scroll holds to that height: with more columns the grid, scrolled
// to its end, kept its place past its new end and showed blank rows (the
// review's finding: a blank grid after a widening, and many wheel notches
// up to find the tiles), and with fewer the wheel stopped at the old end,
// short of the last rows. The refresh measures the rows again and brings
// the place back within them.
func (g *tileGrid) Resize(size fyne.Size) {
	columns := g.ColumnCount()
	g.GridWrap.Resize(size)
	if g.ColumnCount() != columns {
		g.Refresh()
	}
}
