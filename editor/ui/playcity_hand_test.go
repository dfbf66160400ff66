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

// TestPlayCityByHand: a whole game of The City played by two people
// through the Play tab — tiles, followers, and the wall rounds: the gate,
// every wall piece, guards and towers from the decision panel or their
// cells — with the wall's facts beside the board; its record, saved
// through the dialog, replays with `tilesmith score` to the scores the
// tab showed.
func TestPlayCityByHand(t *testing.T) {
	e := openFile(t, testpacks.BuiltinFile(t, "the-city", "the-city.json"))
	e.tabs.Select(e.playTab)
	v := e.play
	v.seats.setSeats(personChoice, personChoice)
	v.seed.SetText("3")
	test.Tap(v.newGame)
	if v.play == nil || v.play.Phase() == editor.WaitBot {
		t.Fatalf("no game for people: %s", v.status.Text)
	}
	kinds := map[engine.DecisionKind]int{}
	for n := 0; v.play.Phase() != editor.GameOver; n++ {
		if n > 3000 {
			t.Fatal("the game does not end")
		}
		if fact(v, "Wall") == "" || fact(v, "Wall pieces left") == "" {
			t.Fatalf("decision %d: the wall's facts are not shown: %q", n, v.facts.Text)
		}
		d := v.play.Pending()
		kinds[d.Kind()]++
		before := len(v.play.Log())
		takeDecision(t, v, n)
		if v.play.Pending() == d && len(v.play.Log()) == before {
			t.Fatalf("decision %d (%s) not taken: %s", n, d.Kind(), v.status.Text)
		}
	}
	for _, k := range []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, "place-gate", "build-wall", "place-guard", "place-tower"} {
		if kinds[k] == 0 {
			t.Errorf("no %s decision in the game (%v)", k, kinds)
		}
	}
	shown, _ := v.play.Standing()

	test.Tap(v.saveRec)
	entry := findInOverlay(t, e, func(*widget.Entry) bool { return true })
	path := filepath.Join(t.TempDir(), "city-game.json")
	entry.SetText(path)
	test.Tap(findInOverlay(t, e, func(b *widget.Button) bool { return b.Text == "Save" }))
	var stdout, stderr bytes.Buffer
	if code := cli.Run([]string{"score", "--pack", e.doc.Path(), path}, &stdout, &stderr); code != 0 {
		t.Fatalf("tilesmith score exits %d: %s", code, stderr.String())
	}
	var replayed struct {
		Scores map[string]int `json:"scores"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &replayed); err != nil {
		t.Fatalf("score's output: %v\n%.400s", err, stdout.String())
	}
	for _, s := range shown.Scores {
		if replayed.Scores[s.Name] != s.Points {
			t.Errorf("score %s: %d in the tab, %d on replay", s.Name, s.Points, replayed.Scores[s.Name])
		}
	}
}
