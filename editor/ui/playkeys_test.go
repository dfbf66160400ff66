package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestPlayKeysWorkAtOnce: R turns the tile as soon as the Play tab shows a
// game (the keys go to the window, not to a widget tapped first), after
// New game, and after a tap on a button beside the board; a field being
// typed in keeps its keys.
func TestPlayKeysWorkAtOnce(t *testing.T) {
	e := openWinter(t)
	c := e.win.Canvas()
	v := e.play
	pressR := func(t *testing.T, step string) {
		t.Helper()
		before := v.play.Rotation()
		typeOnWindow(c, 'r')
		if v.play.Rotation() != (before+1)%4 {
			t.Errorf("%s: R typed on the window left the tile turned %d (was %d); focused %T", step, v.play.Rotation(), before, c.Focused())
		}
	}
	steps := []struct {
		name string
		do   func()
	}{
		{"the Play tab opened", func() { e.tabs.Select(e.playTab) }},
		{"New game", func() { test.Tap(v.newGame) }},
		{"Turn left", func() { test.Tap(v.turn.Objects[0].(*widget.Button)) }},
		{"back from another tab", func() { e.tabs.Select(e.simTab); e.tabs.Select(e.playTab) }},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			s.do()
			if v.play == nil {
				t.Fatalf("no game: %s", v.status.Text)
			}
			pressR(t, s.name)
		})
	}
	t.Run("the seed field keeps its keys", func(t *testing.T) {
		v.setup.Open(0) // the set-up folds away when a game starts
		c.Focus(v.seed)
		v.update()
		if c.Focused() != v.seed {
			t.Errorf("an update took the keys from the seed field to %T", c.Focused())
		}
	})
}

// typeOnWindow types a character as the desktop driver does: to the
// focused widget, or else to the canvas's own handler.
func typeOnWindow(c fyne.Canvas, r rune) {
	if f := c.Focused(); f != nil {
		f.TypedRune(r)
	} else if h := c.OnTypedRune(); h != nil {
		h(r)
	}
}
