package ui

import (
	"context"
	"image"
	"image/color"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/engine/sim/tally"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// serialUI queues the editor's background work for the test goroutine to
// run, as the real UI thread would (the test driver's fyne.Do runs it on
// the calling goroutine, racing the test). The returned pump runs the
// queue until done is closed.
func serialUI(t *testing.T, e *Editor) (pump func(done <-chan struct{})) {
	queue := make(chan func(), 1024)
	e.onUI = func(f func()) { queue <- f }
	return func(done <-chan struct{}) {
		t.Helper()
		timeout := time.After(60 * time.Second)
		for {
			select {
			case f := <-queue:
				f()
			case <-done:
				return
			case <-timeout:
				t.Fatal("timed out waiting for the background work")
			}
		}
	}
}

// runSim starts the simulation tab's run, runs during (if any) and waits
// for the run to end.
func runSim(t *testing.T, e *Editor, during func()) {
	t.Helper()
	pump := serialUI(t, e)
	done := make(chan struct{})
	e.sim.onDone = func() { close(done) }
	test.Tap(e.sim.run)
	if during != nil {
		during()
	}
	pump(done)
}

// TestSimulateTab: the tab runs the engine's simulation of the pack as it
// stands and shows the same report the command line prints, with a chart.
func TestSimulateTab(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.setSeats("random", "greedy")
	v.seats.mix.SetSelected("WE3")
	v.games.SetText("300")
	v.seed.SetText("7")
	runSim(t, e, nil)
	if v.report == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	if v.progress.Value != 1 || !strings.HasPrefix(v.status.Text, "Done: 300 games") {
		t.Errorf("progress %.2f, status %q", v.progress.Value, v.status.Text)
	}

	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sim.Run(context.Background(), sim.Config{Set: set, Mix: "WE3", Agents: []string{"random", "greedy"}, Games: 300, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.report, want) {
		t.Errorf("the tab's report differs from sim.Run's with the same set-up")
	}
	var b strings.Builder
	if err := want.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if v.table.Text != strings.TrimRight(b.String(), "\n") {
		t.Errorf("table:\n%s\nwant:\n%s", v.table.Text, b.String())
	}
	if v.chart.Image == nil || !v.chart.Visible() {
		t.Fatal("no chart")
	}
	if !v.copy.Disabled() {
		test.Tap(v.copy)
		if got := e.app.Clipboard().Content(); got != b.String() {
			t.Errorf("clipboard %q", got)
		}
	} else {
		t.Error("Copy report is disabled after a run")
	}
}

// openMists opens a copy of the built-in mists pack.
func openMists(t *testing.T) *Editor {
	t.Helper()
	return openFile(t, testpacks.BuiltinFile(t, "mists", "mists.json"))
}

// TestSimulateMists: on a Mists pack (a team ruleset in the registry) the
// tab offers one team for all seats and shows the report the command line
// prints (the team's wins, losses by cause, dogs, ghosts over time) with
// the chart of the ruleset's per-turn series.
func TestSimulateMists(t *testing.T) {
	e := openMists(t)
	e.tabs.Select(e.simTab)
	v := e.sim
	v.seats.refresh()
	if v.seats.team == nil || v.seats.teamName() != "coop" {
		t.Fatalf("the seat picker shows no team choice for a Mists pack")
	}
	v.seats.mix.SetSelected("level-3")
	v.seats.players.SetSelected("2")
	v.games.SetText("200")
	v.seed.SetText("3")
	runSim(t, e, nil)
	if v.report == nil {
		t.Fatalf("no report: %s", v.status.Text)
	}
	set, err := e.doc.SnapshotSet()
	if err != nil {
		t.Fatal(err)
	}
	want, err := sim.Run(context.Background(), sim.Config{Set: set, Mix: "level-3", Players: 2, Agents: []string{"coop"}, Games: 200, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v.report, want) {
		t.Errorf("the tab's report differs from sim.Run's with the same set-up")
	}
	var b strings.Builder
	if err := want.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if got := v.table.Text; got != strings.TrimRight(b.String(), "\n") {
		t.Errorf("the tab shows\n%s\nwant the command line's report\n%s", got, b.String())
	}
	if !strings.Contains(v.table.Text, "team coop") || !strings.Contains(v.table.Text, "ghosts on the board") {
		t.Errorf("the report lacks the team or the ghosts:\n%s", v.table.Text)
	}
	if !v.chart.Visible() || v.chart.Image == nil || !v.copy.Visible() {
		t.Errorf("no chart or copy button after the run")
	}
}

// TestSimulateCancel: Cancel stops a long run and keeps the tab usable.
func TestSimulateCancel(t *testing.T) {
	e := openWinter(t)
	v := e.sim
	v.games.SetText("50000000")
	runSim(t, e, func() {
		if v.run.Disabled() != true || v.cancel.Disabled() {
			t.Error("while running, Simulate should be disabled and Cancel enabled")
		}
		test.Tap(v.cancel)
	})
	if !strings.Contains(v.status.Text, "cancelled") || v.run.Disabled() || !v.cancel.Disabled() {
		t.Errorf("after Cancel: status %q, run disabled %v, cancel disabled %v", v.status.Text, v.run.Disabled(), v.cancel.Disabled())
	}
}

// TestSimulateRefusals: bad numbers are refused with the reason.
func TestSimulateRefusals(t *testing.T) {
	tests := []struct{ name, games, seed, says string }{
		{"no games", "0", "1", "number of games must be a whole number"},
		{"words", "many", "1", "number of games"},
		{"negative seed", "10", "-1", "seed must be a whole number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			v := e.sim
			v.games.SetText(tc.games)
			v.seed.SetText(tc.seed)
			test.Tap(v.run)
			if v.running != nil || !strings.Contains(v.status.Text, tc.says) {
				t.Errorf("status %q, want %q", v.status.Text, tc.says)
			}
		})
	}
}

// TestScoreChart: each seat's distribution is drawn in its colour.
func TestScoreChart(t *testing.T) {
	r := &sim.Report{Games: 10, Summary: tally.Summary{Seats: []tally.Seat{
		{Name: "Red", Bot: "random", Scores: []tally.ScoreCount{{Score: 10, Games: 4}, {Score: 12, Games: 6}}},
		{Name: "Blue", Bot: "greedy", Scores: []tally.ScoreCount{{Score: 80, Games: 10}}},
	}}}
	img := scoreChart(r, 600, 300, themeChartColours())
	if b := img.Bounds(); b.Dx() != 600 || b.Dy() != 300 {
		t.Fatalf("chart is %v, want 600×300", b)
	}
	for seat, name := range []string{"Red", "Blue"} {
		want := exporter.PlayerColour(seat, name)
		if !hasColour(img, want) {
			t.Errorf("no %s outline (%v) in the chart", name, want)
		}
	}
	// No scores at all still draws empty axes.
	if img := scoreChart(&sim.Report{Games: 0}, 200, 100, themeChartColours()); img.Bounds().Dx() != 200 {
		t.Errorf("empty chart is %v", img.Bounds())
	}
}

// TestSeriesChart: each per-turn series is drawn as a line, in the first
// seats' colours, over the turns some game played.
func TestSeriesChart(t *testing.T) {
	r := &sim.Report{Games: 10, Summary: tally.Summary{
		Team: &tally.Team{Agent: "coop", Wins: 4, WinRate: 0.4},
		Series: []tally.Series{
			{Name: "ghosts on the board", Mean: []float64{1, 2, 3.5, 0}, Games: []int64{10, 10, 3, 0}},
			{Name: "other", Mean: []float64{3, 1}, Games: []int64{10, 2}},
		},
	}}
	img := seriesChart(r, 600, 300, themeChartColours())
	if b := img.Bounds(); b.Dx() != 600 || b.Dy() != 300 {
		t.Fatalf("chart is %v, want 600×300", b)
	}
	for i := range r.Series {
		if want := exporter.PlayerColour(i, ""); !hasColour(img, want) {
			t.Errorf("no line of series %d in %v", i, want)
		}
	}
	if img := seriesChart(&sim.Report{}, 200, 100, themeChartColours()); img.Bounds().Dx() != 200 {
		t.Errorf("empty chart is %v", img.Bounds())
	}
}

func hasColour(img image.Image, want color.NRGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(r>>8, want.R) && near(g>>8, want.G) && near(bl>>8, want.B) {
				return true
			}
		}
	}
	return false
}

func near(a uint32, b uint8) bool { return a+8 >= uint32(b) && a <= uint32(b)+8 }
