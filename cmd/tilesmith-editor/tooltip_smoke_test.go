package main

import (
	"image"
	"path/filepath"
	"testing"
)

// TestTooltipInTheRealWindow rests the pointer on tile A's caption in the
// pack view and on the button that turns the view: each shows a tip
// beside the pointer within a second and a half (Fyne 2.8 has no
// tooltips; the editor draws its own).
func TestTooltipInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	shots := map[string]string{}
	for _, s := range []string{"none", "caption", "button"} {
		shots[s] = filepath.Join(out, "tip-"+s+".png")
	}
	// The window is 1280×820: tile A's caption is at (62, 267), the
	// button turning the view counter-clockwise at (407, 138).
	script := startEditor + `
xdotool mousemove --window "$wid" 700 790; sleep 1.5
import -window "$wid" "$NONE"
xdotool mousemove --window "$wid" 60 266; sleep 0.3; xdotool mousemove --window "$wid" 62 267; sleep 1.5
import -window "$wid" "$CAPTION"
xdotool mousemove --window "$wid" 406 137; sleep 0.3; xdotool mousemove --window "$wid" 407 138; sleep 1.5
import -window "$wid" "$BUTTON"
` + killEditor
	runScript(t, bin, filepath.Join(out, "editor-tip.log"), script,
		[]string{"NONE=" + shots["none"], "CAPTION=" + shots["caption"], "BUTTON=" + shots["button"]}, "winter-edition")
	none := readPNG(t, shots["none"])
	tests := []struct {
		name string
		at   image.Point // where the pointer rests; the tip shows below and right of it
	}{
		{"caption", image.Pt(62, 267)},
		{"button", image.Pt(407, 138)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			shot := readPNG(t, shots[tc.name])
			beside := image.Rect(tc.at.X+14, tc.at.Y+20, tc.at.X+200, tc.at.Y+45)
			if f := differing(none, shot, beside); f < 0.2 {
				t.Errorf("%.0f%% of the place beside the pointer changed: no tip (see %s)", 100*f, shots[tc.name])
			}
		})
	}
}
