package ui

import (
	"fyne.io/fyne/v2"

	"github.com/tilesmith/tilesmith/editor"
)

// The Play tab's keyboard: the board holds it, so that R turns the tile,
// the digits pick options, Enter plays on and the arrows pan.

// typedRune: R turns the tile clockwise, shift+R back; + and - zoom; F
// fits; the digits 1 to 9 pick the options listed beside the board; H
// asks for a hint; after the game V reviews it, and N and P step through
// the review's costly decisions.
func (v *playView) typedRune(r rune) {
	switch {
	case r >= '1' && r <= '9':
		v.decision.pickShown(int(r - '1'))
		return
	}
	switch r {
	case 'r':
		v.rotate(1)
	case 'R':
		v.rotate(-1)
	case '+', '=':
		v.board.zoomBy(zoomStep, centreOf(v.board))
	case '-':
		v.board.zoomBy(1/zoomStep, centreOf(v.board))
	case 'f', 'F':
		v.board.fit()
	case 'h', 'H':
		v.askHint()
	case 'v', 'V':
		v.startReview()
	case 'n', 'N':
		v.stepReview(1)
	case 'p', 'P':
		v.stepReview(-1)
	}
}

// typedKey: Enter ends the turn without a follower; the arrows pan;
// Escape shows every option again, or leaves the review's decision for
// the game; Page Down and Page Up step through the review.
func (v *playView) typedKey(ev *fyne.KeyEvent) {
	step := v.board.zoom / 2
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if v.play != nil && v.play.Phase() == editor.WaitFollower {
			v.endTurn()
		}
	case fyne.KeyEscape:
		if v.filter != nil {
			v.filter = nil
			v.update()
		}
		v.leaveReview()
	case fyne.KeyPageDown:
		v.stepReview(1)
	case fyne.KeyPageUp:
		v.stepReview(-1)
	case fyne.KeyLeft:
		v.board.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(step, 0)})
	case fyne.KeyRight:
		v.board.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(-step, 0)})
	case fyne.KeyUp:
		v.board.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(0, step)})
	case fyne.KeyDown:
		v.board.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(0, -step)})
	}
}

// focusBoard gives the board the keyboard (R, F, the digits, Enter, the
// arrows). It asks the editor's window rather than the board's canvas: a
// board never drawn yet (the Play tab opening for the first time, or the
// editor opening on it) has none.
func (v *playView) focusBoard() {
	v.e.win.Canvas().Focus(v.board)
}

// keepKeys gives the keyboard back to the board when nothing holds it:
// after a button beside the board (which lets go of the focus when
// tapped) or a tap on a tile of the hand, R turns the tile at once. A
// field being typed in keeps it, and so does a dialog.
func (v *playView) keepKeys() {
	if c := v.e.win.Canvas(); c.Focused() == nil && c.Overlays().Top() == nil {
		v.focusBoard()
	}
}
