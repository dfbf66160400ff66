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
// the real window shows this. In CI runs with every package's tests
// beside it the 9 twice reached A's box (WD/A became 297), once with 1 s
// and once with 3 s between the scroll and the 9: the wheel's notches had
// not moved the table. The script now compares the window before and
// after the notches and scrolls again (up to five times) until the table
// has moved, and scrolls back to the top with more notches than it went
// down.
func TestMixCountFocusFollowsItsTile(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	raw, pack := winterPackFile(t)
	// The window is 1280×820 at (0,0); A's WD count is the first count
	// cell, below the mix form, at (682, 354).
	script := startEditor + `
xdotool mousemove --window "$wid" 682 354 click 1; sleep 0.5
xdotool mousemove --window "$wid" 1000 520
import -window "$wid" "$SCROLLED.top.png"
for try in 1 2 3 4 5; do
	for i in $(seq 1 20); do xdotool click 5; sleep 0.05; done
	sleep 3
	import -window "$wid" "$SCROLLED.try.png"
	moved=$(compare -metric AE "$SCROLLED.top.png" "$SCROLLED.try.png" null: 2>&1 | awk '{print ($1 > 5000) ? 1 : 0}')
	[ "$moved" = 1 ] && break
	echo "the table has not scrolled yet (try $try)"
done
xdotool key End; xdotool type 9; sleep 1
import -window "$wid" "$SCROLLED"
for i in $(seq 1 120); do xdotool click 4; sleep 0.05; done
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
