package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
)

// TestPlayCastleByHand: a whole game of The Castle played by two people
// through the Play tab on the pack's board — tiles from the start spaces,
// followers, the order of scorings and the wall tiles from the decision
// panel or their cells — with the wall tiles and keeps beside the board;
// its record, saved through the dialog, replays with `tilesmith score` to
// the scores the tab showed.
func TestPlayCastleByHand(t *testing.T) {
	for _, tc := range []struct {
		name string
		seed string
		// want are The Castle's own decisions the game must ask.
		want []engine.DecisionKind
	}{
		{"a scoring order and a wall tile doubling a scoring", "4", []engine.DecisionKind{"score-order", "double-scoring"}},
		{"wall tiles played at the end", "8", []engine.DecisionKind{"play-wall-tile"}},
		{"wall tiles for another turn", "12", []engine.DecisionKind{"extra-turn"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			playCastleByHand(t, tc.seed, append(tc.want, engine.DecidePlacement, engine.DecideFollower))
		})
	}
}

func playCastleByHand(t *testing.T, seed string, want []engine.DecisionKind) {
	e, v, kinds := playToTheEnd(t, "the-castle", seed, []string{"Wall tiles on the track", "Red's keep"}, takeCastleDecision)
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no %s decision in the game (%v)", k, kinds)
		}
	}
	shown, _ := v.play.Standing()

	wantScoresReplayed(t, shown, saveAndScore(t, e, v, "castle-game.json"))
}

// takeCastleDecision takes decision n as takeDecision does, but puts
// followers on paths, towers and houses only: merchants stay on their
// courtyards till the end, and a player who places them all has no
// follower left to score with.
func takeCastleDecision(t *testing.T, v *playView, n int) {
	t.Helper()
	p := v.play
	if p.Phase() != editor.WaitFollower {
		takeDecision(t, v, n)
		return
	}
	for _, s := range p.Spots() {
		placed, _ := p.Core().At(s.Cell.X, s.Cell.Y)
		def := p.Core().Set.Tiles[placed.Tile]
		if def.Features[s.Feature].KindName == "courtyard" {
			continue
		}
		x, y := v.pics.spot(def.ID, s.Feature, placed.Rot)
		test.TapAt(v.board, v.board.cellOrigin(s.Cell).AddXY(x*v.board.zoom, y*v.board.zoom))
		if v.filter != nil {
			test.Tap(v.decision.buttons[0])
		}
		return
	}
	v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}
