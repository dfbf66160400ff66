package main

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"
)

// qualityBarBlue is the colour of the first variant's bars in the
// Simulate tab's charts (variantColours, editor/ui/balancechart.go).
var qualityBarBlue = color.NRGBA{0x2f, 0x62, 0xc9, 0xff}

// TestQualityReportInTheRealWindow runs the Simulate tab's quality report
// in the real window: it ticks "Quality report", sets 100 games and a
// small report (4 deals, a skill trace of 2 steps from mcts:8) in the
// boxes beside it, presses Simulate, and takes two screenshots: the
// report's text under the set-up, and, scrolled down, the skill trace's
// chart. The second must hold the trace's blue bars. Clicks are at places
// in the 1280×820 window; look at the pictures after a layout change.
func TestQualityReportInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	text, chart := filepath.Join(out, "quality-report.png"), filepath.Join(out, "quality-chart.png")
	act := `
box() { xdotool mousemove --window "$wid" "$1" "$2" click 1; xdotool key ctrl+a; xdotool type "$3"; }
xdotool mousemove --window "$wid" 541 208 click 1; sleep 1
box 480 168 100
box 487 247 4
box 742 247 2
box 957 247 8
sleep 0.5
xdotool mousemove --window "$wid" 765 168 click 1
sleep 15
xdotool mousemove --window "$wid" 1200 700
import -window "$wid" "$TEXT"
xdotool mousemove --window "$wid" 800 600
for i in $(seq 1 32); do xdotool click 5; sleep 0.1; done
sleep 1.5
import -window "$wid" "$CHART"
`
	script := startEditor + act + killEditor
	runScript(t, bin, filepath.Join(out, "editor-quality.log"), script,
		[]string{"TEXT=" + text, "CHART=" + chart}, "-tab", "simulate", "winter-edition")
	for _, shot := range []string{text, chart} {
		if n := distinctColours(readPNG(t, shot)); n < 100 {
			t.Fatalf("the screenshot has %d colours: blank or nearly (see %s)", n, shot)
		}
	}
	// The page under the status line, where the chart lies once scrolled.
	img := readPNG(t, chart)
	page, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		t.Fatalf("cannot crop %s", chart)
	}
	if f := share(page.SubImage(image.Rect(390, 400, 1280, 740)), qualityBarBlue); f < 0.01 {
		t.Errorf("%.2f%% of the page is the skill trace's blue, want at least 1%% (see %s)", 100*f, chart)
	}
	t.Logf("screenshots: %s, %s", text, chart)
}
