package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
)

// TestBoardHoldsStillForTheFollower: between placing a tile and choosing
// its follower the board keeps its zoom and place (the review saw it
// re-zoom: the cells where the tile fitted left the fitted area, and the
// spot to tap moved under the pointer). It fits again for the next tile.
func TestBoardHoldsStillForTheFollower(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	checked := 0
	for turn := 0; turn < 12 && checked < 3; turn++ {
		if v.play.Phase() != editor.WaitTile {
			break
		}
		_ = e.win.Canvas().Capture()
		zoom, pan := v.board.zoom, v.board.pan
		targets := v.play.Targets()
		tg := targets[len(targets)-1]
		turnToFit(t, v, tg)
		test.TapAt(v.board, v.board.cellCentre(tg.Cell))
		if v.play.Phase() != editor.WaitFollower {
			continue
		}
		_ = e.win.Canvas().Capture()
		if v.board.zoom != zoom || v.board.pan != pan {
			t.Errorf("turn %d: the board moved for the follower decision: zoom %v -> %v, pan %v -> %v", turn, zoom, v.board.zoom, pan, v.board.pan)
		}
		checked++
		test.Tap(v.decision.buttons[0]) // no follower
	}
	if checked == 0 {
		t.Fatal("no follower decision came: the test shows nothing")
	}
}
