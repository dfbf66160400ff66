package ui

import (
	"fmt"
	"image"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/exporter"
)

// balanceView shows the balance report of a run, or of two variants of
// the pack side by side as paired bars: first what moved beyond both
// 95% intervals, then the charts — each tile's worth (a row a tile with
// its picture, the numbers in its label), the seats' wins against the
// fair share and their mean margins, where the points come from, and the
// games' lengths and final margins.
type balanceView struct {
	content *fyne.Container
	notice  *widget.Label
	tiles   *canvas.Image
	wins    *canvas.Image
	margins *canvas.Image
	seats   *fyne.Container
	points  *canvas.Image
	lengths *canvas.Image
	finals  *canvas.Image

	variants []balanceVariant // the variants shown, nil when none
}

// Size of the balance charts after the tiles', one under another at
// the width of the tile chart, drawn at their size.
const (
	balancePairWidth  = chartWidth
	balancePairHeight = 300
)

func newBalanceView() *balanceView {
	b := &balanceView{notice: widget.NewLabel("")}
	b.notice.Wrapping = fyne.TextWrapWord
	chart := func() *canvas.Image {
		img := canvas.NewImageFromImage(nil)
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(balancePairWidth, balancePairHeight))
		return img
	}
	b.tiles = canvas.NewImageFromImage(nil)
	b.tiles.FillMode = canvas.ImageFillContain
	b.wins, b.margins, b.points, b.lengths, b.finals = chart(), chart(), chart(), chart(), chart()
	b.seats = container.NewVBox(b.wins, b.margins)
	b.content = container.NewVBox(b.notice, b.tiles, b.seats, b.points, b.lengths, b.finals)
	b.content.Hide()
	return b
}

// show shows the variants' balance reports (one run, or two compared);
// a report without one is said so in words instead of charts.
func (b *balanceView) show(vs []balanceVariant) {
	b.content.Show()
	var missing []string
	for _, v := range vs {
		if v.balance == nil {
			missing = append(missing, v.name)
		}
	}
	if len(missing) > 0 || len(vs) == 0 {
		b.variants = nil
		text := "No balance report came with this simulation."
		if len(vs) > 1 {
			text = fmt.Sprintf("No balance report came with the simulation of %s.", strings.Join(missing, " and "))
		}
		b.notice.SetText(text)
		b.setCharts(false)
		return
	}
	b.variants = vs
	text := balanceNotice(vs)
	if len(tileTable(vs).rows) == 0 {
		text += "\nNo tile's worth could be told from these games (too few of them, or tiles always drawn together): play more games to see it."
	}
	for _, n := range balanceNotes(vs) {
		text += "\n" + n
	}
	b.notice.SetText(text)
	b.setCharts(true)
	b.draw(themeChartColours())
}

// balanceNotice is the line above the charts: for a comparison, what
// moved beyond both intervals, or that nothing did.
func balanceNotice(vs []balanceVariant) string {
	if len(vs) < 2 {
		return "Each figure has its 95% interval: a bar whose interval crosses zero (or the fair share) may be chance."
	}
	changes := balanceChanges(vs)
	from, to := vs[0].name, vs[len(vs)-1].name
	ownAverage := ""
	if shift, ok := alignShift(vs[0].balance.Tiles, vs[len(vs)-1].balance.Tiles); ok {
		ownAverage = fmt.Sprintf("\nEach report measures a tile against its own average tile; the charts shift %s's worths by %+.2f so that the tiles both variants have line up, and a tile made stronger stands out alone.", to, shift)
	}
	if len(changes) == 0 {
		return fmt.Sprintf("Nothing moved beyond its 95%% intervals from %s to %s: the differences may be chance (play more games to narrow them).", from, to) + ownAverage
	}
	return fmt.Sprintf("Moved beyond both 95%% intervals from %s to %s (marked * in the charts):\n%s", from, to, strings.Join(changes, "\n")) + ownAverage
}

// setCharts shows or hides the charts; the seat charts only where seats
// compete, the tile chart only when some tile's worth was measured.
func (b *balanceView) setCharts(on bool) {
	for _, o := range []fyne.CanvasObject{b.tiles, b.points, b.lengths, b.finals, b.seats} {
		switch {
		case !on, o == b.seats && cooperative(b.variants), o == b.tiles && len(tileTable(b.variants).rows) == 0:
			o.Hide()
		default:
			o.Show()
		}
	}
	b.content.Refresh()
}

// hide hides the balance report (a run without one).
func (b *balanceView) hide() {
	b.variants = nil
	b.content.Hide()
}

// draw draws the charts in colours (again when the theme changes).
func (b *balanceView) draw(colours chartColours) {
	vs := b.variants
	if len(vs) == 0 {
		return
	}
	pics := map[string]image.Image{}
	for i := len(vs) - 1; i >= 0; i-- { // the last variant's look wins
		for id, p := range vs[i].pics {
			if _, ok := pics[id]; !ok || i == len(vs)-1 {
				pics[id] = p
			}
		}
	}
	tiles := tileTable(vs)
	h := tileChartHeight(tiles)
	b.tiles.Image = barChart(tiles, chartWidth, h, pics, colours)
	b.tiles.SetMinSize(fyne.NewSize(chartWidth, float32(h)))
	if !cooperative(vs) {
		b.wins.Image = barChart(winTable(vs), balancePairWidth, balancePairHeight, nil, colours)
		b.margins.Image = barChart(marginTable(vs), balancePairWidth, balancePairHeight, nil, colours)
	}
	b.points.Image = barChart(pointTable(vs), balancePairWidth, balancePairHeight, nil, colours)
	b.lengths.Image = histChart(lengthTable(vs), balancePairWidth, balancePairHeight, colours)
	b.finals.Image = histChart(marginHistTable(vs), balancePairWidth, balancePairHeight, colours)
	for _, img := range []*canvas.Image{b.tiles, b.wins, b.margins, b.points, b.lengths, b.finals} {
		img.Refresh()
	}
}

// tilePictures draws the tiles a balance report names, small, for the
// per-tile chart; a tile that cannot be drawn is left out. It runs off
// the UI thread with the simulation.
func tilePictures(set *engine.Set, b *sim.Balance) map[string]image.Image {
	if b == nil || len(b.Tiles) == 0 {
		return nil
	}
	r, err := exporter.NewRenderer(set.Pack, nil)
	if err != nil {
		return nil // the chart is drawn without pictures
	}
	pics := map[string]image.Image{}
	for _, w := range b.Tiles {
		// Drawn at twice the size (the renderer draws no smaller than
		// exporter.MinTileSize) and halved.
		if img, err := r.Tile(w.Tile, 0, 2*balanceThumbPixels); err == nil {
			pics[w.Tile] = halve(img)
		}
	}
	return pics
}

// halve shrinks a picture to half its size, each pixel the mean of four.
func halve(src *image.NRGBA) *image.NRGBA {
	b := src.Bounds()
	dst := image.NewNRGBA(image.Rect(0, 0, b.Dx()/2, b.Dy()/2))
	for y := range dst.Rect.Dy() {
		for x := range dst.Rect.Dx() {
			var sum [4]int
			for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				i := src.PixOffset(b.Min.X+2*x+d[0], b.Min.Y+2*y+d[1])
				for c := range sum {
					sum[c] += int(src.Pix[i+c])
				}
			}
			j := dst.PixOffset(x, y)
			for c := range sum {
				dst.Pix[j+c] = uint8(sum[c] / 4)
			}
		}
	}
	return dst
}

// balanceNotes are the reports' own notes (what the figures leave out and
// why), each under its variant's name when two are compared.
func balanceNotes(vs []balanceVariant) []string {
	var notes []string
	for _, v := range vs {
		for _, n := range v.balance.Notes {
			if len(vs) > 1 {
				n = v.name + ": " + n
			}
			notes = append(notes, n)
		}
	}
	return notes
}
