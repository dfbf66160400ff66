package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// maxWalkthroughBytes bounds each README screenshot.
const maxWalkthroughBytes = 150 << 10

// TestWalkthroughScreenshots takes the README's "designer's walkthrough"
// pictures in the real window under Xvfb: the Tile tab editing a tile,
// the Mixes tab, the Play tab with a Mists decision and with a Messages
// decision, and the Simulate tab with a report. Each is scaled and reduced to 256 colours with
// ImageMagick and kept in TILESMITH_SMOKE_DIR; with
// TILESMITH_WALKTHROUGH_DIR=docs/img they replace the README's:
//
//	TILESMITH_EDITOR_BIN=$PWD/bin/tilesmith-editor TILESMITH_WALKTHROUGH_DIR=$PWD/docs/img \
//		go test ./cmd/tilesmith-editor -run Walkthrough
//
// Clicks are at places in the 1280×820 window; look at the pictures after
// a layout change.
func TestWalkthroughScreenshots(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	dest := os.Getenv("TILESMITH_WALKTHROUGH_DIR")
	scenes := []struct {
		name string
		args []string
		// act drives the window before the screenshot ($wid is the window).
		act string
	}{
		{"walkthrough-tile", []string{"-tile", "D", "winter-edition"},
			// Pick the city with a right click on its north port.
			`xdotool mousemove --window "$wid" 609 195 click 3; sleep 1`},
		{"walkthrough-mixes", []string{"-tab", "mixes", "winter-edition"}, ``},
		// The game's first decision, the team's score meeple colours.
		{"walkthrough-play", []string{"-tab", "play", "mists"}, ``},
		// The Messages expansion on the Winter Edition: seed 3 deals Red an
		// E, which closes the start tile's city; with a follower on it the
		// city scores and Red chooses the score figure that moves.
		{"walkthrough-messages", []string{"-tab", "play", "messages"},
			`xdotool mousemove --window "$wid" 568 169 click 1; sleep 1
xdotool mousemove --window "$wid" 528 203 click 1; sleep 2
xdotool mousemove --window "$wid" 480 286 click 1; xdotool key ctrl+a; xdotool type 3; sleep 0.5
xdotool mousemove --window "$wid" 1080 129 click 1; sleep 3
xdotool mousemove --window "$wid" 1135 390 click 1; sleep 0.7
xdotool mousemove --window "$wid" 1135 390 click 1; sleep 0.7
xdotool mousemove --window "$wid" 680 300 click 1; sleep 2
xdotool mousemove --window "$wid" 680 352 click 1; sleep 2`},
		{"walkthrough-simulate", []string{"-tab", "simulate", "winter-edition"},
			// The Simulate button; 1000 games take a few seconds.
			`xdotool mousemove --window "$wid" 765 168 click 1; sleep 8; xdotool mousemove --window "$wid" 1200 700`},
	}
	// Every tab at the smallest size the editor is made for and at a
	// large one: Ctrl+1 to Ctrl+5 show the tabs; the Play tab opens on a
	// game of a person against the greedy bot.
	for _, size := range [][2]int{{1024, 700}, {1600, 1000}} {
		for i, tab := range []string{"tile", "mixes", "rules", "play", "simulate"} {
			act := fmt.Sprintf("xdotool windowsize \"$wid\" %d %d; sleep 1.5; xdotool key ctrl+%d; sleep 2", size[0], size[1], i+1)
			scenes = append(scenes, struct {
				name string
				args []string
				act  string
			}{fmt.Sprintf("tab-%s-%dx%d", tab, size[0], size[1]), []string{"winter-edition"}, act})
		}
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			raw := filepath.Join(out, sc.name+"-full.png")
			script := startEditor + sc.act + "\nimport -window \"$wid\" \"$SHOT\"\n" + killEditor
			runScript(t, bin, filepath.Join(out, "editor-"+sc.name+".log"), script, []string{"SHOT=" + raw}, sc.args...)
			if n := distinctColours(readPNG(t, raw)); n < 100 {
				t.Fatalf("the screenshot has %d colours: blank or nearly (see %s)", n, raw)
			}
			small := filepath.Join(out, sc.name+".png")
			if msg, err := exec.Command("convert", raw, "-resize", "1000x", "-colors", "256", "-strip", small).CombinedOutput(); err != nil {
				t.Fatalf("convert: %v\n%s", err, msg)
			}
			st, err := os.Stat(small)
			if err != nil {
				t.Fatal(err)
			}
			if st.Size() > maxWalkthroughBytes {
				t.Errorf("%s is %d KB, want at most %d KB", small, st.Size()>>10, maxWalkthroughBytes>>10)
			}
			if dest != "" {
				if err := copyFile(small, filepath.Join(dest, sc.name+".png")); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("%s (%d KB)", small, st.Size()>>10)
		})
	}
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		return fmt.Errorf("walkthrough: %w", err)
	}
	return nil
}
