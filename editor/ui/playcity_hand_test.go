package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
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

	wantScoresReplayed(t, shown, saveAndScore(t, e, v, "city-game.json"))
}
