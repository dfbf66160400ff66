package ui

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/cli"
)

// saveAndScore saves the Play tab's game through the Save record dialog as
// name in a temporary folder, replays it with `tilesmith score`, and
// returns the score document.
func saveAndScore(t *testing.T, e *Editor, v *playView, name string) []byte {
	t.Helper()
	test.Tap(v.saveRec)
	entry := findInOverlay(t, e, func(*widget.Entry) bool { return true })
	path := filepath.Join(t.TempDir(), name)
	entry.SetText(path)
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Save" }))
	var stdout, stderr bytes.Buffer
	if code := cli.Run([]string{"score", "--pack", e.doc.Path(), path}, &stdout, &stderr); code != 0 {
		t.Fatalf("tilesmith score exits %d: %s", code, stderr.String())
	}
	return stdout.Bytes()
}

// wantScoresReplayed checks that the score document gives every seat the
// points the tab showed.
func wantScoresReplayed(t *testing.T, shown engine.Standing, doc []byte) {
	t.Helper()
	var replayed struct {
		Scores map[string]int `json:"scores"`
	}
	if err := json.Unmarshal(doc, &replayed); err != nil {
		t.Fatalf("score's output: %v\n%.400s", err, doc)
	}
	for _, s := range shown.Scores {
		if replayed.Scores[s.Name] != s.Points {
			t.Errorf("score %s: %d in the tab, %d on replay", s.Name, s.Points, replayed.Scores[s.Name])
		}
	}
}
