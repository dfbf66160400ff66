package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// The hint: while a person decides, Hint (or H) asks the search (mcts at
// hintPlayouts) for its option on a copy of the game, on a goroutine of
// its own, as a search bot thinks; the panel then says the option and the
// deciding seat's expected final margin, and the board outlines its cell
// in pink (a placement's tile shown faintly there). Stop drops the search
// under way. The hint goes when the decision is taken.

// hintPlayouts is the hint's search budget (tests lower it).
var hintPlayouts = 1000

// hintPanel is the hint's part of the turn's panel.
type hintPanel struct {
	ask  *widget.Button
	stop *widget.Button
	text *widget.Label
	box  *fyne.Container

	// hint is the hint shown, for the decision it names; running while a
	// search is under way; gen drops a search stopped or outrun.
	hint    *editor.Hint
	running bool
	gen     int
	onDone  func() // tests wait on this: a search came back
}

func newHintPanel(v *playView) *hintPanel {
	h := &hintPanel{text: widget.NewLabel("")}
	h.text.Wrapping = fyne.TextWrapWord
	h.ask = widget.NewButtonWithIcon("Hint (H)", theme.HelpIcon(), v.askHint)
	h.stop = widget.NewButtonWithIcon("Stop", theme.MediaStopIcon(), v.stopHint)
	h.stop.Hide()
	h.text.Hide()
	h.box = container.NewVBox(container.NewHBox(h.ask, h.stop), h.text)
	h.box.Hide()
	return h
}

// reset forgets the hint and drops a search under way (a new game).
func (h *hintPanel) reset() {
	h.gen++
	h.hint, h.running = nil, false
}

// personDecides reports whether a person's decision is pending.
func personDecides(p *editor.Play) bool {
	if p == nil {
		return false
	}
	switch p.Phase() {
	case editor.WaitTile, editor.WaitFollower, editor.WaitChoice:
		return true
	}
	return false
}

// askHint starts the search for the person's pending decision.
func (v *playView) askHint() {
	h := v.hints
	if !personDecides(v.play) || h.running || h.hint != nil && h.hint.Decision == v.play.Pending() {
		return
	}
	search, err := v.play.NewHint(hintPlayouts)
	if err != nil {
		h.text.SetText("No hint: " + err.Error())
		h.text.Show()
		return
	}
	h.gen++
	h.running = true
	gen, p := h.gen, v.play
	v.update()
	go func() {
		hint, err := search.Run()
		v.e.onUI(func() {
			if h.onDone != nil {
				defer h.onDone()
			}
			if gen != h.gen || p != v.play {
				return // stopped, or another game
			}
			h.running = false
			switch {
			case err != nil:
				v.update()
				h.text.SetText("No hint: " + err.Error())
				h.text.Show()
				return
			case hint.Decision == p.Pending():
				h.hint = &hint
			}
			v.update()
		})
	}()
}

// stopHint drops the search under way.
func (v *playView) stopHint() {
	v.hints.gen++
	v.hints.running = false
	v.update()
}

// showHint shows the hint controls while a person decides, and the hint
// for the pending decision if one was asked; a hint of a decision taken
// is dropped.
func (v *playView) showHint() {
	h := v.hints
	if h.hint != nil && (v.play == nil || h.hint.Decision != v.play.Pending()) {
		h.hint = nil
	}
	if !personDecides(v.play) {
		if h.running {
			h.gen++
			h.running = false
		}
		h.box.Hide()
		return
	}
	h.box.Show()
	setVisible(h.stop, h.running)
	h.text.Show()
	switch {
	case h.running:
		h.ask.Disable()
		h.text.SetText(fmt.Sprintf("The search (mcts:%d) is thinking… Stop drops it.", hintPlayouts))
	case h.hint != nil:
		h.ask.Disable()
		h.text.SetText(hintText(v.play, h.hint))
	default:
		h.ask.Enable()
		h.text.Hide()
	}
}

// hintText says the hint: the option and the expected final margin.
func hintText(p *editor.Play, h *editor.Hint) string {
	where := ""
	if h.Cell.HasAt {
		where = " (outlined in pink on the board)"
	}
	worth := fmt.Sprintf("%s expected final margin: %+.1f points", possessive(p.Decider()), h.Margin)
	if h.Decision.Seat() < 0 {
		worth = fmt.Sprintf("the team's expected score: %.1f points", h.Margin)
	}
	return fmt.Sprintf("Hint (%s): %s%s; %s.", h.Search, h.Label, where, worth)
}

// hintNotes are the board's notes for the hint shown.
func (v *playView) hintNotes() []boardNote {
	if v.hints.hint == nil {
		return nil
	}
	return []boardNote{{cell: v.hints.hint.Cell, stroke: hintStroke, ghost: true}}
}
