package ui

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestPlayCityByHand: a whole game of The City played by two people
// through the Play tab — tiles, followers, and the wall rounds: the gate,
// every wall piece, guards and towers from the decision panel or their
// cells — with the wall's facts beside the board; its record, saved
// through the dialog, replays with `tilesmith score` to the scores the
// tab showed.
func TestPlayCityByHand(t *testing.T) {
	e, v, kinds := playToTheEnd(t, "the-city", "3", []string{"Wall", "Wall pieces left"}, takeDecision)
	for _, k := range []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower, "place-gate", "build-wall", "place-guard", "place-tower"} {
		if kinds[k] == 0 {
			t.Errorf("no %s decision in the game (%v)", k, kinds)
		}
	}
	shown, _ := v.play.Standing()

	wantScoresReplayed(t, shown, saveAndScore(t, e, v, "city-game.json"))
}
