package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkBareWindow is the floor under BenchmarkRealWindow's figures:
// the time a Fyne window of the editor's size with one label and a green
// square where the tile goes (testdata/barewindow, nothing of the
// editor's) takes from starting its process to the square on screen, and
// from a click on the square to its new colour on screen, on the same
// virtual display and measured the same way. What the editor takes
// beyond them is its own. Run it with
//
//	go test ./cmd/tilesmith-editor -run XXX -bench BareWindow -benchtime 5x
func BenchmarkBareWindow(b *testing.B) {
	if os.Getenv("TILESMITH_EDITOR_BIN") == "" {
		b.Skip("runs with the real-window benchmarks: set TILESMITH_EDITOR_BIN")
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		b.Skip("needs Xvfb")
	}
	bin := filepath.Join(b.TempDir(), "barewindow")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/barewindow").CombinedOutput(); err != nil {
		b.Fatalf("build the bare window: %v\n%s", err, out)
	}
	d, err := startXvfb()
	if err != nil {
		b.Fatal(err)
	}
	defer d.close()
	var first, taps []float64
	for b.Loop() {
		f, t := bareWindowRound(b, d, bin)
		first = append(first, f)
		taps = append(taps, t...)
	}
	b.ReportMetric(median(first), "first-frame-ms")
	b.ReportMetric(median(taps), "tap-ms")
	b.Logf("first frame %v ms; taps %v ms", first, taps)
}

// bareWindowRound starts the bare window, times its square and five taps
// on it (from the click to its colour changing where the editor's port
// tap is timed), and ends it.
func bareWindowRound(b *testing.B, d *xDisplay, bin string) (first float64, taps []float64) {
	first, stop := timeFirstGreen(b, d, onDisplay(b, d, bin), "the bare window's square")
	defer func() {
		stop()
		time.Sleep(300 * time.Millisecond) // the display forgets the window
	}()
	time.Sleep(800 * time.Millisecond) // the window settles, as the editor's does
	for range 5 {
		_, took := timeTap(b, d, southPort, southArea)
		taps = append(taps, took)
		time.Sleep(300 * time.Millisecond)
	}
	return first, taps
}
