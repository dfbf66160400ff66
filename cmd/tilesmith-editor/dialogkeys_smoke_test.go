package main

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeleteEscapeEnterInTheRealWindow first types an id the rename
// refuses, then presses Delete in the real window
// (a key without a modifier, which Fyne's desktop driver sends to the
// focused widget or the canvas, never as a shortcut): the Delete dialog
// opens; Escape closes it with the tile kept (the window title shows no
// edit); Delete again and Enter delete the tile (the title shows an
// unsaved edit). Fyne's dialogs took neither key before.
func TestDeleteEscapeEnterInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	titles := filepath.Join(out, "delete-titles.txt")
	script := startEditor + `
xdotool key --clearmodifiers F2; sleep 1.5
xdotool type A; sleep 0.3; xdotool key Return; sleep 1.5
import -window "$wid" "$REFUSED"
xdotool key --clearmodifiers Escape; sleep 1.5
xdotool key --clearmodifiers Delete; sleep 1.5
import -window "$wid" "$ASKED"
xdotool key --clearmodifiers Escape; sleep 1.5
xdotool getwindowname "$wid" >"$TITLES"
import -window "$wid" "$KEPT"
xdotool key --clearmodifiers Delete; sleep 1.5
xdotool key --clearmodifiers Return; sleep 1.5
xdotool getwindowname "$wid" >>"$TITLES"
import -window "$wid" "$DELETED"
` + killEditor
	shots := map[string]string{}
	for _, s := range []string{"refused", "asked", "kept", "deleted"} {
		shots[s] = filepath.Join(out, "delete-"+s+".png")
	}
	runScript(t, bin, filepath.Join(out, "editor-delete.log"), script,
		[]string{"TITLES=" + titles, "REFUSED=" + shots["refused"], "ASKED=" + shots["asked"], "KEPT=" + shots["kept"], "DELETED=" + shots["deleted"]},
		"-tile", "animal-CFRR", "winter-edition")
	data, err := os.ReadFile(titles)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	want := []string{"winter-edition (built-in) — tilesmith", "winter-edition (built-in) * — tilesmith"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("window titles after Delete, Escape and after Delete, Enter:\n%q\nwant\n%q", got, want)
	}
	// Renaming the tile to A, another tile's id, is refused in the dialog,
	// which stays open and says why in the theme's error red as it is
	// typed (Fyne's entries say it only once the box is left).
	if n := reddish(readPNG(t, shots["refused"])); n < 200 {
		t.Errorf("after F2, A and Enter the window shows %d error-red pixels: no reason in the Rename dialog (see %s)", n, shots["refused"])
	}
	asked, kept := readPNG(t, shots["asked"]), readPNG(t, shots["kept"])
	if f := differing(asked, kept, asked.Bounds()); f < 0.3 {
		t.Errorf("Delete changed %.1f%% of the window: no dialog over it (see %s)", 100*f, shots["asked"])
	}
}

// reddish counts the pixels of img in the theme's error red.
func reddish(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 > 200 && g>>8 < 110 && bl>>8 < 110 {
				n++
			}
		}
	}
	return n
}
