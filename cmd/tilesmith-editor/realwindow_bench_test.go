package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkRealWindow times the editor as a person waits for it: the
// real binary (TILESMITH_EDITOR_BIN) on a virtual X display, events sent
// as the X server's own input (XTEST) and the screen's pixels polled
// every 2 ms (GetImage). Each iteration starts the editor on tile A of
// the Winter Edition and reports
//   - first-tile-ms: from starting the process to tile A drawn on screen;
//   - port-tap-ms: from a click on a port (tile A's south port, given to
//     the field picked with a right click on its north port) to the
//     tile's picture changing;
//   - undo-ms: from Ctrl+Z to the picture changing back.
//
// The taps and undos are the median of five each. Run it with
//
//	go build -o bin/tilesmith-editor ./cmd/tilesmith-editor
//	TILESMITH_EDITOR_BIN=$PWD/bin/tilesmith-editor go test ./cmd/tilesmith-editor -run XXX -bench RealWindow -benchtime 5x
func BenchmarkRealWindow(b *testing.B) {
	bin := os.Getenv("TILESMITH_EDITOR_BIN")
	if bin == "" {
		b.Skip("needs the editor binary in TILESMITH_EDITOR_BIN")
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		b.Skip("needs Xvfb")
	}
	d, err := startXvfb()
	if err != nil {
		b.Fatal(err)
	}
	defer d.close()
	var first, taps, undos []float64
	for b.Loop() {
		f, t, u := realWindowRound(b, d, bin)
		first = append(first, f)
		taps = append(taps, t...)
		undos = append(undos, u...)
	}
	b.ReportMetric(median(first), "first-tile-ms")
	b.ReportMetric(median(taps), "port-tap-ms")
	b.ReportMetric(median(undos), "undo-ms")
	b.Logf("first tile %v ms; port taps %v ms; undos %v ms", first, taps, undos)
}

// Places in the 1280×820 window at (0, 0), on tile A: the middle of the
// tile's picture, its north and south ports, and around the south port.
var (
	tileMiddle = rect{484, 200, 240, 60}
	northPort  = [2]int{609, 195}
	southPort  = [2]int{609, 515}
	southArea  = rect{574, 480, 70, 60}
)

// realWindowRound starts the editor, times its first tile, five port taps
// and five undos, and ends it.
func realWindowRound(b *testing.B, d *xDisplay, bin string) (first float64, taps, undos []float64) {
	cmd := onDisplay(b, d, bin, "-tile", "A", "winter-edition")
	cmd.Env = append(cmd.Env, "TILESMITH_TIMING=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	first, stop := timeFirstGreen(b, d, cmd, "tile A")
	defer func() {
		stop()
		b.Logf("the start's stages: %s", stages(stderr.String()))
	}()
	time.Sleep(500 * time.Millisecond)     // the window settles (its other parts still drawing)
	d.click(northPort[0], northPort[1], 3) // pick the field
	time.Sleep(300 * time.Millisecond)
	for range 5 {
		before, took := timeTap(b, d, southPort, southArea)
		taps = append(taps, took)
		time.Sleep(300 * time.Millisecond)
		start := time.Now()
		d.chord(keyControlL, keyZ)
		back, err := d.waitFor(southArea, start, 10*time.Second, func(px []byte) bool { return differs(before, px) < 0.002 })
		if err != nil {
			b.Fatalf("Ctrl+Z: %v", err)
		}
		undos = append(undos, ms(back))
		time.Sleep(300 * time.Millisecond)
	}
	return first, taps, undos
}

// timeFirstGreen starts cmd and times it until the middle of where the
// tile is drawn is mostly green (what names it in a failure); stop ends
// the program.
func timeFirstGreen(b *testing.B, d *xDisplay, cmd *exec.Cmd, what string) (took float64, stop func()) {
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	stop = func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}
	waited, err := d.waitFor(tileMiddle, start, 60*time.Second, func(px []byte) bool { return greenShare(px) > 0.5 })
	if err != nil {
		stop()
		b.Fatalf("%s was not drawn: %v", what, err)
	}
	return ms(waited), stop
}

// timeTap clicks at and times it until the pixels of area change; it
// returns them as they were before.
func timeTap(b *testing.B, d *xDisplay, at [2]int, area rect) (before []byte, took float64) {
	before, err := d.pixels(area)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	d.click(at[0], at[1], 1)
	waited, err := d.waitFor(area, start, 10*time.Second, func(px []byte) bool { return differs(before, px) > 0.02 })
	if err != nil {
		b.Fatalf("the tap at %v: %v", at, err)
	}
	return before, ms(waited)
}

// onDisplay is the command that runs bin with args on display d, with a
// home folder of its own (no preferences, no recent files).
func onDisplay(tb testing.TB, d *xDisplay, bin string, args ...string) *exec.Cmd {
	home := tb.TempDir()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.name, "HOME="+home, "XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	return cmd
}

// stages are the start's stages the editor wrote (TILESMITH_TIMING), on
// one line.
func stages(stderr string) string {
	var out []string
	for line := range strings.Lines(stderr) {
		if rest, ok := strings.CutPrefix(line, "tilesmith-editor: "); ok {
			out = append(out, strings.Join(strings.Fields(rest), " "))
		}
	}
	return strings.Join(out, "; ")
}

// greenShare is the share of BGRX pixels that are field green.
func greenShare(px []byte) float64 {
	n := 0
	for i := 0; i+3 < len(px); i += 4 {
		bl, g, r := int(px[i]), int(px[i+1]), int(px[i+2])
		if g > r+20 && g > bl+20 {
			n++
		}
	}
	return float64(n) / float64(len(px)/4)
}

// differs is the share of pixels that differ between two grabs.
func differs(a, b []byte) float64 {
	if len(a) != len(b) {
		return 1
	}
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
			n++
		}
	}
	return float64(n) / float64(len(a)/4)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
