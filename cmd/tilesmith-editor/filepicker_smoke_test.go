package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFilePickerInTheRealWindow drives the editor's own file picker in
// the real window, sized down to 1024×700 (the smallest the picker is
// meant for; the editor's window stops at its content's least width,
// 1129 px today):
// Ctrl+O opens it; Ctrl+A and a typed path prefix replace the folder in
// the path box; Tab completes the prefix (the box asks Fyne's desktop
// driver for Tab, which it otherwise spends on moving focus); Enter opens
// the pack, whose window replaces the built-in pack's. Then Ctrl+O again
// starts beside that pack; Down moves into the list, typing "ot" selects
// other.json there (type-ahead: Fyne's list takes no letters) and Enter
// opens it. The window titles say which pack each step opened.
func TestFilePickerInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	raw := winterPack(t)
	packs := t.TempDir()
	for _, name := range []string{"my-winter-edition-variant.json", "other.json", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(packs, name), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(packs, "drafts"), 0o755); err != nil {
		t.Fatal(err)
	}
	titles := filepath.Join(out, "filepicker-titles.txt")
	script := startEditor + `
xdotool windowsize "$wid" 1024 700; sleep 1.5
xdotool key --clearmodifiers ctrl+o; sleep 1.5
import -window "$wid" "$OPENED"
xdotool key --clearmodifiers ctrl+a; sleep 0.3
xdotool type --delay 30 "$PACKS/my-w"; sleep 0.5
xdotool key --clearmodifiers Tab; sleep 0.7
import -window "$wid" "$COMPLETED"
xdotool key --clearmodifiers Return; sleep 4
wid=$(xdotool search --name ' — tilesmith$' | tail -1)
xdotool getwindowname "$wid" >"$TITLES"
xdotool windowsize "$wid" 1024 700; sleep 1.5
timeout 10 xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key --clearmodifiers ctrl+o; sleep 1.5
xdotool key --clearmodifiers Down; sleep 0.3
xdotool type --delay 50 "ot"; sleep 0.7
import -window "$wid" "$TYPED"
xdotool key --clearmodifiers Return; sleep 4
xdotool search --name ' — tilesmith$' getwindowname %@ >>"$TITLES"
` + killEditor
	shots := map[string]string{}
	for _, s := range []string{"opened", "completed", "typed"} {
		shots[s] = filepath.Join(out, "filepicker-"+s+"-small.png")
	}
	runScript(t, bin, filepath.Join(out, "editor-filepicker.log"), script,
		[]string{"PACKS=" + packs, "TITLES=" + titles, "OPENED=" + shots["opened"], "COMPLETED=" + shots["completed"], "TYPED=" + shots["typed"]},
		"winter-edition")
	data, err := os.ReadFile(titles)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	want := []string{"my-winter-edition-variant.json — tilesmith", "other.json — tilesmith"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("window titles after the typed, completed path and after type-ahead in the list:\n%q\nwant\n%q (see %s)", got, want, out)
	}
	for name, shot := range shots {
		if b := readPNG(t, shot).Bounds(); b.Dx() >= 1280 || b.Dy() != 700 {
			t.Errorf("the %s screenshot is %dx%d, want the window sized down to 1024x700 (or its least width)", name, b.Dx(), b.Dy())
		}
	}
}
