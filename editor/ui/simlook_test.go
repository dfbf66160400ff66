package ui

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
)

// TestReportTableShowsEveryColumn: at 1400×900 every line of the report,
// to its last column, lies inside the table's view; in a narrow window
// the text shrinks no further than minReportTextSize and the table
// scrolls sideways instead.
func TestReportTableShowsEveryColumn(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.setSeats("random", "greedy")
	v.games.SetText("50")
	runSim(t, e, nil)
	if v.report == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	for _, tc := range []struct {
		name     string
		width    float32
		fits     bool
		leastPts float32 // the text is at least this size
		mostPts  float32 // and at most this
	}{
		{"1400 px wide", 1400, true, 12, theme.TextSize()},
		{"1280 px wide", 1280, true, minReportTextSize, theme.TextSize()},
		{"1024 px wide", 1024, true, minReportTextSize, theme.TextSize()},
		{"700 px wide", 700, false, minReportTextSize, minReportTextSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e.win.Resize(fyne.NewSize(tc.width, 900))
			view := v.tableBox.Size().Width
			right := float32(0)
			size := float32(0)
			for _, o := range test.WidgetRenderer(v.table).Objects() {
				txt := o.(*canvas.Text)
				right = max(right, txt.Position().X+fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width)
				size = txt.TextSize
			}
			if fits := right <= view; fits != tc.fits {
				t.Errorf("the widest line ends at %.0f px in a view %.0f px wide (text %.1f): fits %v, want %v", right, view, size, fits, tc.fits)
			}
			if size < tc.leastPts-0.05 || size > tc.mostPts+0.05 {
				t.Errorf("text size %.1f, want %.1f to %.1f", size, tc.leastPts, tc.mostPts)
			}
			if !tc.fits && v.table.MinSize().Width <= view {
				t.Errorf("the table asks for %.0f px in a view of %.0f px: nothing to scroll to its last column", v.table.MinSize().Width, view)
			}
		})
	}
}

// TestChartFollowsTheTheme: the chart is drawn on the theme's background
// with its text colour, in the dark theme as in the light one, and is
// drawn again when the theme changes.
func TestChartFollowsTheTheme(t *testing.T) {
	r := &sim.Report{Games: 10, Summary: tally.Summary{Seats: []tally.Seat{
		{Name: "Red", Bot: "random", Scores: []tally.ScoreCount{{Score: 10, Games: 4}, {Score: 12, Games: 6}}},
	}}}
	test.NewTempApp(t)
	for _, tc := range []struct {
		name    string
		variant fyne.ThemeVariant
	}{{"dark", theme.VariantDark}, {"light", theme.VariantLight}} {
		t.Run(tc.name, func(t *testing.T) {
			th := theme.DefaultTheme()
			c := chartColours{
				background: th.Color(theme.ColorNameBackground, tc.variant),
				foreground: th.Color(theme.ColorNameForeground, tc.variant),
				grid:       th.Color(theme.ColorNameSeparator, tc.variant),
			}
			for name, img := range map[string]image.Image{
				"score chart":  scoreChart(r, 400, 200, c),
				"series chart": seriesChart(&sim.Report{Games: 1}, 400, 200, c),
			} {
				if got := img.At(1, 1); !sameColour(got, c.background) {
					t.Errorf("%s: corner %v, want the theme's background %v", name, got, c.background)
				}
				if !hasColour(img, color.NRGBAModel.Convert(c.foreground).(color.NRGBA)) {
					t.Errorf("%s: no text or axis in the theme's text colour %v", name, c.foreground)
				}
			}
		})
	}
	t.Run("drawn again on a theme change", func(t *testing.T) {
		e := openWinter(t)
		e.onUI = func(f func()) { f() } // the test app tells its listeners at once
		v := e.sim
		v.report = r
		v.drawChart()
		before := v.chart.Image.At(1, 1)
		e.app.Settings().SetTheme(&variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantLight})
		after := v.chart.Image.At(1, 1)
		if want := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight); !sameColour(after, want) || sameColour(before, after) {
			t.Errorf("after switching to the light theme the chart's background is %v (was %v), want %v", after, before, want)
		}
	})
}

// variantTheme is a theme fixed to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t *variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

func sameColour(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8 && a1>>8 == a2>>8
}

// TestGameRate: the Simulate tab's speed reads true for fast bots and for
// search bots that take seconds a game.
func TestGameRate(t *testing.T) {
	for _, tc := range []struct {
		rate float64
		want string
	}{{2650, "2650 games/s"}, {1.44, "1.4 games/s"}, {0.25, "4.0 s a game"}, {0, "no game finished yet"}} {
		if got := gameRate(tc.rate); got != tc.want {
			t.Errorf("gameRate(%v) = %q, want %q", tc.rate, got, tc.want)
		}
	}
}

// TestWheelOverTheReportScrollsThePage: the mouse wheel over a long
// report moves the tab down to the charts below it, and a sideways wheel
// moves a report wider than the window sideways.
func TestWheelOverTheReportScrollsThePage(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.table.SetText(strings.Repeat(strings.Repeat("a wide line ", 20)+"\n", 120))
	v.table.Show()
	e.win.Resize(fyne.NewSize(700, 600)) // lays the tab out again
	wheel := v.tableBox.Content.(*wheelToPage)
	wheel.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -200}})
	if v.page.Offset.Y <= 0 || v.tableBox.Offset.X != 0 {
		t.Errorf("after the wheel down: page at %v, report sideways at %v; want the page moved down", v.page.Offset, v.tableBox.Offset)
	}
	wheel.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DX: -200}})
	if v.tableBox.Offset.X <= 0 {
		t.Errorf("after a sideways wheel the report is at %v; want it moved sideways", v.tableBox.Offset)
	}
}

// TestRefusedSimulateInputIsSeenWhereYouLook: a Games or Seed box that
// cannot run is marked as it is typed, and Simulate says why in the
// status under the set-up, which the report's page does not scroll away
// (the review found the reason only at the top of the page while the
// designer looked at the charts).
func TestRefusedSimulateInputIsSeenWhereYouLook(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	for _, tc := range []struct {
		name string
		box  *widget.Entry
		why  string
	}{
		{"games", v.games, "number of games"},
		{"seed", v.seed, "seed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.box.SetText("ten")
			if err := tc.box.Validate(); err == nil || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("the box holding %q is not marked: %v", tc.box.Text, err)
			}
			test.Tap(v.run)
			if !strings.Contains(v.status.Text, "Cannot simulate") || !strings.Contains(v.status.Text, tc.why) {
				t.Errorf("status %q", v.status.Text)
			}
			if scrolled(v.page, v.status) {
				t.Error("the status is inside the report's scroll")
			}
			tc.box.SetText("5")
			if err := tc.box.Validate(); err != nil {
				t.Errorf("5 is refused: %v", err)
			}
		})
	}
}

// scrolled reports whether o lies inside the scroll s.
func scrolled(s *container.Scroll, o fyne.CanvasObject) bool {
	found := false
	var walk func(c fyne.CanvasObject)
	walk = func(c fyne.CanvasObject) {
		if c == o {
			found = true
		}
		if box, ok := c.(*fyne.Container); ok {
			for _, child := range box.Objects {
				walk(child)
			}
		}
	}
	walk(s.Content)
	return found
}
