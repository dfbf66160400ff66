package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/editor/ui"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/tilesets"
)

// TestEditorUnderXvfb starts the real editor binary (built with cgo by
// `make build-editor`, named by TILESMITH_EDITOR_BIN) on a virtual X
// display, once on the tile tab and once on the test-play tab, takes a
// screenshot of the screen and checks that the window opened on the
// Winter Edition pack and draws its tiles (and the play board). The
// screenshots are kept in TILESMITH_SMOKE_DIR (bin/smoke under make test)
// for CI to keep.
func TestEditorUnderXvfb(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	field, city := centreColour(t, "B"), centreColour(t, "C")
	tests := []struct {
		name, tab, shot string
		// probes are colours that must cover at least a share of the screen.
		probes []probe
	}{
		{"tile tab", "tile", "editor.png", []probe{{"tile B's field", field, 0.05}, {"tile C's city", city, 0.005}}},
		{"play tab", "play", "editor-play.png", []probe{{"the board", ui.BoardBackground, 0.10}, {"tile B's field", field, 0.005}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(out, tc.shot)
			img := screenshot(t, bin, out, tc.tab, shot)
			if n := distinctColours(img); n < 200 {
				t.Errorf("the screenshot has %d colours: blank or nearly (see %s)", n, shot)
			}
			for _, p := range tc.probes {
				f := share(img, p.colour)
				t.Logf("%s %v: %.2f%% of the screen", p.what, p.colour, 100*f)
				if f < p.min {
					t.Errorf("%.2f%% of the screen has %s's colour %v, want at least %.1f%% (see %s)", 100*f, p.what, p.colour, 100*p.min, shot)
				}
			}
			t.Logf("screenshot: %s", shot)
		})
	}
}

type probe struct {
	what   string
	colour color.NRGBA
	min    float64
}

// screenshot runs the editor on a tab under Xvfb, checks its window
// title, and returns a screenshot of the screen, kept at shot.
func screenshot(t *testing.T, bin, out, tab, shot string) image.Image {
	t.Helper()
	home := t.TempDir()
	windows := filepath.Join(out, "windows-"+tab+".txt")
	// The editor must still be running when the screenshot is taken: kill
	// fails, and so does the script, if it has exited.
	script := `
"$EDITOR_BIN" -tab "$TAB" >"$OUT/editor-$TAB.log" 2>&1 &
pid=$!
for i in $(seq 1 120); do
	xwininfo -root -tree | grep -q 'tilesmith' && break
	kill -0 "$pid" 2>/dev/null || { echo "the editor exited"; exit 1; }
	sleep 0.5
done
sleep 3
xwininfo -root -tree >"$WINDOWS"
import -window root "$SHOT"
` + killEditor
	env := []string{"EDITOR_BIN=" + bin, "TAB=" + tab, "OUT=" + out, "SHOT=" + shot, "WINDOWS=" + windows,
		"HOME=" + home, "XDG_CACHE_HOME=" + filepath.Join(home, ".cache"), "XDG_CONFIG_HOME=" + filepath.Join(home, ".config")}
	if msg, err := underXvfb(script, env); err != nil {
		log, _ := os.ReadFile(filepath.Join(out, "editor-"+tab+".log"))
		t.Fatalf("editor under Xvfb: %v\n%s\neditor log:\n%s", err, msg, log)
	}
	list, err := os.ReadFile(windows)
	if err != nil {
		t.Fatal(err)
	}
	if want := "winter-edition (built-in) — tilesmith"; !strings.Contains(string(list), want) {
		t.Errorf("no window titled %q among:\n%s", want, list)
	}
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// centreColour is the colour at a point of the tile that is all one
// terrain, as the renderer draws it.
func centreColour(t *testing.T, id string) color.NRGBA {
	t.Helper()
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	r, err := exporter.NewRenderer(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	img, err := r.Tile(id, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	return img.NRGBAAt(20, 80)
}

func distinctColours(img image.Image) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0}] = true
		}
	}
	return len(seen)
}

// share is the fraction of the image's pixels within a small distance of c.
func share(img image.Image, c color.NRGBA) float64 {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(uint8(r>>8), c.R) && near(uint8(g>>8), c.G) && near(uint8(bl>>8), c.B) {
				n++
			}
		}
	}
	return float64(n) / float64(b.Dx()*b.Dy())
}

func near(a, b uint8) bool { return a-b < 6 || b-a < 6 }
