package ui

import (
	"fmt"
	"image"

	"github.com/tilesmith/tilesmith/editor"
)

// The Play tab's answers to a person's taps and keys: a tile placed or
// turned, an option picked, a follower deployed, the hand's tile chosen.

// placeAt places the tile in a tapped cell, or picks the option of the
// pending decision there.
func (v *playView) placeAt(c image.Point) {
	if v.play == nil {
		return
	}
	switch v.play.Phase() {
	case editor.WaitTile:
		if err := v.play.Place(c); err != nil {
			v.refused(err)
			return
		}
		v.filter = nil
		v.advance()
	case editor.WaitChoice:
		v.pickAt(c)
	}
}

// pickAt picks the option of the pending decision at cell c when it is
// the only one there, or narrows the panel to those there.
func (v *playView) pickAt(c image.Point) {
	var here []int
	for i, o := range v.play.Options() {
		if o.HasAt && o.X == c.X && o.Y == c.Y {
			here = append(here, i)
		}
	}
	switch len(here) {
	case 0:
		v.status.SetText(fmt.Sprintf("No option of this decision is at (%d,%d): choose one of the highlighted cells or an option beside the board.", c.X, c.Y))
	case 1:
		v.answer(here[0])
	default:
		v.filter = here
		v.update()
	}
}

// deploy puts a follower on spot i, or narrows the panel to the options
// of that spot (one per colour).
func (v *playView) deploy(i int) {
	if v.play == nil || v.play.Phase() != editor.WaitFollower {
		return
	}
	spot := v.play.Spots()[i]
	if len(spot.Options) == 1 {
		v.answer(spot.Options[0])
		return
	}
	v.filter = spot.Options
	v.update()
}

// answer takes option i of the person's decision.
func (v *playView) answer(i int) {
	if v.play == nil {
		return
	}
	if err := v.play.Answer(i); err != nil {
		v.refused(err)
		return
	}
	v.filter = nil
	v.advance()
}

// refused shows the game as it stands after a refused answer (the match
// may have moved on, or stopped) and says why.
func (v *playView) refused(err error) {
	v.filter = nil
	v.update()
	v.status.SetText(err.Error())
}

// endTurn ends the turn without a follower.
func (v *playView) endTurn() {
	if v.play == nil {
		return
	}
	if i := v.play.NoFollower(); i >= 0 {
		v.answer(i)
	}
}

func (v *playView) rotate(by int) {
	if v.play == nil || v.play.Phase() != editor.WaitTile {
		return
	}
	v.play.Rotate(by)
	v.update()
}

func (v *playView) selectHand(i int) {
	if v.play != nil && v.play.Select(i) == nil {
		v.update()
	}
}
