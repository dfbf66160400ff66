package ui

import (
	"fmt"
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/exporter"
)

// chartBins is about how many bars a score distribution gets.
const chartBins = 30

// chartColours are the colours a chart is drawn in besides the seats':
// the editor theme's, so that a chart reads in the dark theme as in the
// light one.
type chartColours struct {
	background, foreground, grid color.Color
}

// themeChartColours are the current theme's colours (its background, its
// text, and its separators for the grid).
func themeChartColours() chartColours {
	return chartColours{
		background: theme.Color(theme.ColorNameBackground),
		foreground: theme.Color(theme.ColorNameForeground),
		grid:       theme.Color(theme.ColorNameSeparator),
	}
}

// newChart is a plot with a title, axis labels and a grid in colours c
// and the legend at the top.
func newChart(c chartColours, title, x, y string) *plot.Plot {
	useWindowFont()
	p := plot.New()
	p.BackgroundColor = c.background
	p.Title.Text = title
	p.Title.TextStyle.Color = c.foreground
	for _, ax := range []*plot.Axis{&p.X, &p.Y} {
		ax.Color = c.foreground
		ax.Label.TextStyle.Color = c.foreground
		ax.Tick.Label.Color = c.foreground
		ax.Tick.Color = c.foreground
	}
	p.X.Label.Text, p.Y.Label.Text = x, y
	p.Legend.Top = true
	p.Legend.TextStyle.Color = c.foreground
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = c.grid, c.grid
	p.Add(grid)
	return p
}

// scoreChart draws each seat's distribution of final scores as
// overlapping histograms in the seat's colour, w×h pixels, with gonum's
// plot package: the share of games (in %) that ended on each range of
// scores.
func scoreChart(r *sim.Report, w, h int, colours chartColours) image.Image {
	p := newChart(colours, fmt.Sprintf("Final scores over %d games", r.Games), "final score", "share of games (%)")

	lo, hi, found := scoreRange(r)
	if found {
		width := max(1, (hi-lo+chartBins)/chartBins)
		lo = floorDiv(lo, width) * width
		n := (hi-lo)/width + 1
		for seat, s := range r.Seats {
			bins := make([]plotter.HistogramBin, n)
			for i := range bins {
				bins[i].Min = float64(lo + i*width)
				bins[i].Max = bins[i].Min + float64(width)
			}
			for _, c := range s.Scores {
				bins[(c.Score-lo)/width].Weight += 100 * float64(c.Games) / float64(r.Games)
			}
			col := exporter.PlayerColour(seat, s.Name)
			hist := &plotter.Histogram{
				Bins:      bins,
				Width:     float64(width),
				FillColor: color.NRGBA{col.R, col.G, col.B, 0x60},
				LineStyle: draw.LineStyle{Color: col, Width: vg.Points(1)},
			}
			p.Add(hist)
			p.Legend.Add(fmt.Sprintf("%s (%s): mean %.1f", s.Name, s.Bot, s.Score.Mean), hist)
		}
	}
	c := vgimg.NewWith(vgimg.UseWH(pixels(w), pixels(h)), vgimg.UseDPI(chartDPI))
	p.Draw(draw.New(c))
	return c.Image()
}

// chartDPI is the chart's resolution: one plot point per screen pixel at
// Fyne's scale 1 is 96 dots per inch.
const chartDPI = 96

func pixels(n int) vg.Length { return vg.Length(n) * vg.Inch / chartDPI }

// scoreRange is the lowest and highest final score of any seat.
func scoreRange(r *sim.Report) (lo, hi int, found bool) {
	for _, s := range r.Seats {
		for _, c := range s.Scores {
			if !found || c.Score < lo {
				lo = c.Score
			}
			if !found || c.Score > hi {
				hi = c.Score
			}
			found = true
		}
	}
	return lo, hi, found
}

// floorDiv divides rounding down (scores below zero go to the bar below).
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// seriesChart draws the report's per-turn series (Mists: the mean ghosts
// on the board after each turn), each over the games that played the
// turn, w×h pixels; a team's win rate is in the title.
func seriesChart(r *sim.Report, w, h int, colours chartColours) image.Image {
	title := fmt.Sprintf("%d games", r.Games)
	if r.Team != nil {
		title += fmt.Sprintf(": %.1f%% won", 100*r.Team.WinRate)
	}
	p := newChart(colours, title, "turn", "mean over the games still playing")
	for i, s := range r.Series {
		pts := make(plotter.XYs, 0, len(s.Mean))
		for turn, m := range s.Mean {
			if s.Games[turn] > 0 {
				pts = append(pts, plotter.XY{X: float64(turn + 1), Y: m})
			}
		}
		if len(pts) == 0 {
			continue
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			continue
		}
		line.LineStyle.Width = vg.Points(2)
		line.LineStyle.Color = exporter.PlayerColour(i, "")
		p.Add(line)
		p.Legend.Add(s.Name, line)
	}
	c := vgimg.NewWith(vgimg.UseWH(pixels(w), pixels(h)), vgimg.UseDPI(chartDPI))
	p.Draw(draw.New(c))
	return c.Image()
}

// useWindowFont makes gonum's plots write in the window's font (Fyne's
// theme font, a sans serif) instead of gonum's default serif, once: the
// charts read as part of the window.
var useWindowFont = sync.OnceFunc(func() {
	face, err := opentype.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		return // the plots keep gonum's font
	}
	f := font.Font{Typeface: "tilesmith-window"}
	font.DefaultCache.Add(font.Collection{{Font: f, Face: face}})
	plot.DefaultFont = f
})
