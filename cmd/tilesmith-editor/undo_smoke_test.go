package main

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUndoKeyInTheRealWindow makes an edit in the real window (Ctrl+Shift+N
// adds a tile and shows it in the Tile tab), presses Ctrl+Z there with
// xdotool, and checks that the edit is gone: the window title loses its
// "*" and the Tile tab draws the tile shown before the edit again, pixel
// for pixel. Then F2 must open the Rename dialog, and Escape close it.
// Fyne's desktop driver sends Ctrl+Z as its own Undo event,
// which the headless tests could not see; this test would have.
func TestUndoKeyInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	shots := map[string]string{}
	for _, s := range []string{"before", "edited", "undone", "f2", "escaped"} {
		shots[s] = filepath.Join(out, "undo-"+s+".png")
	}
	titles := filepath.Join(out, "undo-titles.txt")
	script := startEditor + `
xdotool getwindowname "$wid" >"$TITLES"
import -window "$wid" "$BEFORE"
xdotool key --clearmodifiers ctrl+shift+n
sleep 1.5
xdotool getwindowname "$wid" >>"$TITLES"
import -window "$wid" "$EDITED"
xdotool key --clearmodifiers ctrl+z
sleep 1.5
xdotool getwindowname "$wid" >>"$TITLES"
import -window "$wid" "$UNDONE"
xdotool key --clearmodifiers F2
sleep 2.5
import -window "$wid" "$F2"
xdotool key --clearmodifiers Escape
sleep 2.5
import -window "$wid" "$ESCAPED"
` + killEditor
	// The last tile is selected, so that once the added tile (selected
	// after it) is undone, the selection falls back on the same tile.
	runScript(t, bin, filepath.Join(out, "editor-undo.log"), script,
		[]string{"TITLES=" + titles, "BEFORE=" + shots["before"], "EDITED=" + shots["edited"], "UNDONE=" + shots["undone"],
			"F2=" + shots["f2"], "ESCAPED=" + shots["escaped"]},
		"-tile", "animal-CFRR", "winter-edition")

	data, err := os.ReadFile(titles)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	want := []string{"winter-edition (built-in) — tilesmith", "winter-edition (built-in) * — tilesmith", "winter-edition (built-in) — tilesmith"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("window titles before the edit, after it and after Ctrl+Z:\n%q\nwant\n%q", got, want)
	}

	before, edited, undone := readPNG(t, shots["before"]), readPNG(t, shots["edited"]), readPNG(t, shots["undone"])
	b := before.Bounds()
	// The Tile tab: right of the pack view, below the tabs, above the
	// problems panel (the window is 1280×820).
	tab := image.Rect(b.Dx()*32/100, b.Dy()*15/100, b.Dx()*97/100, b.Dy()*70/100)
	if f := differing(before, edited, tab); f < 0.05 {
		t.Errorf("the edit changed %.1f%% of the Tile tab: the test cannot see an edit (see %s, %s)", 100*f, shots["before"], shots["edited"])
	}
	if f := differing(before, undone, tab); f > 0.001 {
		t.Errorf("after Ctrl+Z %.2f%% of the Tile tab differs from before the edit (see %s, %s)", 100*f, shots["before"], shots["undone"])
	}
	// F2 (a key without a modifier: never a shortcut to the driver) opens
	// the Rename dialog over the window, which dims it; Escape closes it.
	f2, escaped := readPNG(t, shots["f2"]), readPNG(t, shots["escaped"])
	if f := differing(undone, f2, tab); f < 0.5 {
		t.Errorf("F2 changed %.1f%% of the Tile tab: no Rename dialog (see %s)", 100*f, shots["f2"])
	}
	if f := differing(undone, escaped, tab); f > 0.001 {
		t.Errorf("after Escape %.2f%% of the Tile tab differs: the Rename dialog is still open (see %s)", 100*f, shots["escaped"])
	}
}
