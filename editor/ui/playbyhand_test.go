package ui

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/internal/cli"
	"github.com/tilesmith/tilesmith/internal/testpacks"
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

// playToTheEnd opens a built-in pack's Play tab, starts a game of two
// people with the seed, and takes every decision with take until the game
// is over, checking before each that the facts named stand beside the
// board; it returns how many decisions of each kind the game asked.
func playToTheEnd(t *testing.T, pack, seed string, facts []string, take func(*testing.T, *playView, int)) (*Editor, *playView, map[engine.DecisionKind]int) {
	t.Helper()
	return playFileToTheEnd(t, testpacks.BuiltinFile(t, pack, pack+".json"), seed, facts, take)
}

// playFileToTheEnd is playToTheEnd on the pack file at path.
func playFileToTheEnd(t *testing.T, path, seed string, facts []string, take func(*testing.T, *playView, int)) (*Editor, *playView, map[engine.DecisionKind]int) {
	t.Helper()
	e := openFile(t, path)
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.setSeats(personChoice, personChoice)
	v.seed.SetText(seed)
	test.Tap(v.newGame)
	if v.play == nil || v.play.Phase() == editor.WaitBot {
		t.Fatalf("no game for people: %s", v.status.Text)
	}
	kinds := map[engine.DecisionKind]int{}
	for n := 0; v.play.Phase() != editor.GameOver; n++ {
		if n > 3000 {
			t.Fatal("the game does not end")
		}
		for _, f := range facts {
			if fact(v, f) == "" {
				t.Fatalf("decision %d: %q is not shown beside the board: %q", n, f, v.facts.Text)
			}
		}
		d := v.play.Pending()
		kinds[d.Kind()]++
		before := len(v.play.Log())
		take(t, v, n)
		if v.play.Pending() == d && len(v.play.Log()) == before {
			t.Fatalf("decision %d (%s) not taken: %s", n, d.Kind(), v.status.Text)
		}
	}
	return e, v, kinds
}
