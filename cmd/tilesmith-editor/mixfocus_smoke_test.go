package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// TestMixCountFocusFollowsItsTile clicks tile A's WD count in the Mixes
// table of the real window, scrolls the table 20 wheel notches, presses
// End and types 9, as the editor's review did ("Undo set count of M in WD
// to 29": the table had reused the focused box for tile M's count). No
// count may change. Then it scrolls back and types 7: A's box has the
// focus again, so A's WD count becomes 27. Ctrl+S saves the pack, which
// the test reads. Fyne's test driver cannot focus a table's cells, so only
// the real window shows this. The script waits 3 s after scrolling: in a
// CI run with every package's tests beside it, 1 s was once too short for
// the table to take the box out of view before the 9 was typed (WD/A
// became 297).
func TestMixCountFocusFollowsItsTile(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	raw, pack := winterPackFile(t)
	// The window is 1280×820 at (0,0); A's WD count is the first count
	// cell, below the mix form, at (682, 354).
	script := startEditor + `
xdotool mousemove --window "$wid" 682 354 click 1; sleep 0.5
xdotool mousemove --window "$wid" 1000 520
for i in $(seq 1 20); do xdotool click 5; sleep 0.05; done
sleep 3
xdotool key End; xdotool type 9; sleep 1
import -window "$wid" "$SCROLLED"
for i in $(seq 1 30); do xdotool click 4; sleep 0.05; done
sleep 3
xdotool key End; xdotool type 7; sleep 1
import -window "$wid" "$BACK"
xdotool key ctrl+s; sleep 1.5
` + killEditor
	runScript(t, bin, filepath.Join(out, "editor-mixfocus.log"), script,
		[]string{"SCROLLED=" + filepath.Join(out, "mixfocus-scrolled.png"), "BACK=" + filepath.Join(out, "mixfocus-back.png")},
		"-tab", "mixes", pack)

	before, after := mixCounts(t, raw), mixCounts(t, mustRead(t, pack))
	var changed []string
	for key, n := range after {
		if before[key] != n {
			changed = append(changed, key)
		}
	}
	sort.Strings(changed)
	if len(changed) != 1 || changed[0] != "WD/A" || after["WD/A"] != 27 {
		t.Errorf("changed counts %v (WD/A %d -> %d), want only WD/A, 2 -> 27 (see %s)", changed, before["WD/A"], after["WD/A"], out)
	}
}

// mixCounts reads a pack's counts as "mix/tile" -> count.
func mixCounts(t *testing.T, data []byte) map[string]int {
	t.Helper()
	var p struct {
		Mixes []struct {
			ID     string         `json:"id"`
			Counts map[string]int `json:"counts"`
		} `json:"mixes"`
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, m := range p.Mixes {
		for tile, n := range m.Counts {
			counts[m.ID+"/"+tile] = n
		}
	}
	return counts
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
