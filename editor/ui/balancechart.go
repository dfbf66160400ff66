package ui

import (
	"fmt"
	"image"
	"image/color"
	imagedraw "image/draw"
	"math"
	"slices"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// variantColours tell the variants of a comparison apart: blue, then
// orange (apart for colour-blind eyes too).
var variantColours = []color.NRGBA{{0x2f, 0x62, 0xc9, 0xff}, {0xe8, 0x84, 0x1f, 0xff}}

func variantColour(i int) color.NRGBA { return variantColours[i%len(variantColours)] }

// Sizes of the balance charts in pixels: a tile's row (its picture is a
// little smaller), and the room a chart's title, axis and legend take.
const (
	balanceRowPixels    = 26
	balanceThumbPixels  = 22
	balanceChromePixels = 110
)

// tileChartHeight is the height of the per-tile chart: a row a tile.
func tileChartHeight(t barTable) int {
	return balanceChromePixels + balanceRowPixels*max(len(t.rows), 1)
}

// barsPlotter draws a bar table: each row a bar per variant side by side
// in the variant's colour, with its 95% interval as an error bar in the
// text colour.
type barsPlotter struct {
	t  barTable
	fg color.Color
}

// band is the share of a row's room its bars take.
const band = 0.8

// at is where row k lies on the category axis: the top row highest on
// a horizontal chart, the first on the left of an upright one.
func (b barsPlotter) at(k int) float64 {
	if b.t.horizontal {
		return float64(len(b.t.rows) - 1 - k)
	}
	return float64(k)
}

func (b barsPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	trCat, trVal := trX, trY
	if b.t.horizontal {
		trCat, trVal = trY, trX
	}
	point := func(cat, val vg.Length) vg.Point {
		if b.t.horizontal {
			return vg.Point{X: val, Y: cat}
		}
		return vg.Point{X: cat, Y: val}
	}
	n := float64(len(b.t.variants))
	thick := band / n
	whisker := draw.LineStyle{Color: b.fg, Width: vg.Points(1)}
	for k, r := range b.t.rows {
		for v, x := range r.values {
			if math.IsNaN(x) {
				continue
			}
			// The first variant on top (or on the left), as in the legend.
			mid := b.at(k) - band/2 + thick*(float64(v)+0.5)
			if b.t.horizontal {
				mid = b.at(k) + band/2 - thick*(float64(v)+0.5)
			}
			lo, hi := trCat(mid-thick*0.45), trCat(mid+thick*0.45)
			zero, top := trVal(0), trVal(x)
			bar := []vg.Point{point(lo, zero), point(hi, zero), point(hi, top), point(lo, top)}
			c.FillPolygon(variantColour(v), c.ClipPolygonXY(bar))
			if r.ci == nil {
				continue
			}
			clo, chi := trVal(r.ci[v].Low), trVal(r.ci[v].High)
			capLo, capHi := trCat(mid-thick*0.25), trCat(mid+thick*0.25)
			c.StrokeLines(whisker, c.ClipLinesXY([]vg.Point{point(trCat(mid), clo), point(trCat(mid), chi)})...)
			c.StrokeLines(whisker, c.ClipLinesXY([]vg.Point{point(capLo, clo), point(capHi, clo)})...)
			c.StrokeLines(whisker, c.ClipLinesXY([]vg.Point{point(capLo, chi), point(capHi, chi)})...)
		}
	}
}

// DataRange takes in every bar, every interval and zero.
func (b barsPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	lo, hi := 0.0, 0.0
	for _, r := range b.t.rows {
		for v, x := range r.values {
			if math.IsNaN(x) {
				continue
			}
			lo, hi = min(lo, x), max(hi, x)
			if r.ci != nil {
				lo, hi = min(lo, r.ci[v].Low), max(hi, r.ci[v].High)
			}
		}
	}
	if !math.IsNaN(b.t.fair) {
		hi = max(hi, b.t.fair)
	}
	if lo == hi {
		hi = lo + 1
	}
	// A little room beyond the outermost interval, so its cap shows.
	pad := (hi - lo) * 0.04
	lo, hi = lo-pad, hi+pad
	cmin, cmax := -0.5, float64(max(len(b.t.rows), 1))-0.5
	if b.t.horizontal {
		return lo, hi, cmin, cmax
	}
	return cmin, cmax, lo, hi
}

// swatch is a legend's patch of a variant's colour.
type swatch struct{ colour color.Color }

func (s swatch) Thumbnail(c *draw.Canvas) {
	c.FillPolygon(s.colour, []vg.Point{
		{X: c.Min.X, Y: c.Min.Y}, {X: c.Min.X, Y: c.Max.Y}, {X: c.Max.X, Y: c.Max.Y}, {X: c.Max.X, Y: c.Min.Y}})
}

// barChart draws a bar table w×h pixels in colours; a horizontal one has
// the row's picture (pics, by row key) beside its label when there is
// one.
func barChart(t barTable, w, h int, pics map[string]image.Image, colours chartColours) image.Image {
	p := newChart(colours, t.title, "", "")
	labels := make([]string, len(t.rows))
	for k, r := range t.rows {
		labels[k] = r.label
	}
	switch {
	case t.horizontal:
		p.X.Label.Text = t.axis
		slices.Reverse(labels)
	default:
		p.Y.Label.Text = t.axis
	}
	switch {
	case len(labels) == 0: // nothing to draw: the axes alone
		p.Title.Text += " (none)"
	case t.horizontal:
		p.NominalY(labels...)
	default:
		p.NominalX(labels...)
	}
	bars := barsPlotter{t: t, fg: colours.foreground}
	p.Add(bars)
	if len(t.variants) > 1 {
		for v, name := range t.variants {
			p.Legend.Add(name, swatch{variantColour(v)})
		}
	}
	if !math.IsNaN(t.fair) {
		fair := plotter.NewFunction(func(float64) float64 { return t.fair })
		fair.LineStyle = draw.LineStyle{Color: colours.foreground, Width: vg.Points(1.5), Dashes: []vg.Length{vg.Points(6), vg.Points(3)}}
		p.Add(fair)
		p.Legend.Add(fmt.Sprintf("fair share %.1f%%", t.fair), fair)
	}
	c := vgimg.NewWith(vgimg.UseWH(pixels(w), pixels(h)), vgimg.UseDPI(chartDPI))
	dc := draw.New(c)
	swatch{colours.background}.Thumbnail(&dc)
	left := 6 // the labels' first letters clear the edge
	thumbs := t.horizontal && len(pics) > 0
	if thumbs {
		left += balanceThumbPixels + 6
	}
	dc = draw.Crop(dc, pixels(left), 0, 0, 0)
	dc = drawBeside(p, dc)
	img := c.Image()
	if thumbs {
		widest := vg.Length(0)
		for _, r := range t.rows {
			widest = max(widest, p.Y.Tick.Label.Width(r.label))
		}
		data := p.DataCanvas(dc)
		_, trY := p.Transforms(&data)
		for k, r := range t.rows {
			pic, ok := pics[r.key]
			if !ok {
				continue
			}
			// Just left of its label: the labels end at the axis, the
			// widest starting where the room for pictures ends.
			y := h - int(math.Round(trY(bars.at(k)).Dots(chartDPI)))
			x := left - balanceThumbPixels - 6 + int((widest - p.Y.Tick.Label.Width(r.label)).Dots(chartDPI))
			at := image.Rect(x, y-balanceThumbPixels/2, x+balanceThumbPixels, y+balanceThumbPixels/2)
			imagedraw.Draw(img, at, pic, pic.Bounds().Min, imagedraw.Over)
		}
	}
	return img
}

// histChart draws each variant's distribution as overlapping histograms
// in the variant's colour: the share of its games (in %) on each range of
// values, with the mean in the legend.
func histChart(t histTable, w, h int, colours chartColours) image.Image {
	p := newChart(colours, t.title, t.axis, "share of games (%)")
	lo, hi, found := 0, 0, false
	for _, bars := range t.bars {
		for _, b := range bars {
			if !found || b.Value < lo {
				lo = b.Value
			}
			if !found || b.Value > hi {
				hi = b.Value
			}
			found = true
		}
	}
	if found {
		width := max(1, (hi-lo+chartBins)/chartBins)
		lo = floorDiv(lo, width) * width
		n := (hi-lo)/width + 1
		for v, bars := range t.bars {
			games, sum := int64(0), 0.0
			for _, b := range bars {
				games += b.Games
				sum += float64(b.Value) * float64(b.Games)
			}
			if games == 0 {
				continue
			}
			bins := make([]plotter.HistogramBin, n)
			for i := range bins {
				bins[i].Min = float64(lo + i*width)
				bins[i].Max = bins[i].Min + float64(width)
			}
			for _, b := range bars {
				bins[(b.Value-lo)/width].Weight += 100 * float64(b.Games) / float64(games)
			}
			col := variantColour(v)
			hist := &plotter.Histogram{
				Bins:      bins,
				Width:     float64(width),
				FillColor: color.NRGBA{col.R, col.G, col.B, 0x70},
				LineStyle: draw.LineStyle{Color: col, Width: vg.Points(1)},
			}
			p.Add(hist)
			p.Legend.Add(fmt.Sprintf("%s mean %.1f", legendName(t.variants[v]), sum/float64(games)), hist)
		}
	}
	c := vgimg.NewWith(vgimg.UseWH(pixels(w), pixels(h)), vgimg.UseDPI(chartDPI))
	drawBeside(p, draw.New(c))
	return c.Image()
}

// drawBeside draws plot p on dc with its legend to the right of the plot,
// under the title's height, where it hides no data; it returns the canvas
// the plot took.
func drawBeside(p *plot.Plot, dc draw.Canvas) draw.Canvas {
	legend := p.Legend
	p.Legend = plot.NewLegend()
	width := legend.Rectangle(dc).Size().X
	if width == 0 {
		p.Draw(dc)
		return dc
	}
	swatch{p.BackgroundColor}.Thumbnail(&dc)
	room := width + pixels(16)
	plotted := draw.Crop(dc, 0, -room, 0, 0)
	legend.Top, legend.Left = true, true
	legend.Draw(draw.Crop(dc, dc.Size().X-room+pixels(8), 0, 0, -pixels(28)))
	p.Draw(plotted)
	return plotted
}

// legendName is a variant's name in a legend, followed by a colon ("" for
// a lone variant).
func legendName(name string) string {
	if name == "" {
		return ""
	}
	return name + ":"
}

// balanceDistributions are the histograms' data of the variants.
func balanceDistributions(vs []balanceVariant) []histTable {
	return []histTable{lengthTable(vs), marginHistTable(vs)}
}
