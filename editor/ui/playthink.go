package ui

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// The search bot (mcts) thinks on a goroutine of its own, and so does an
// outside program, so that the window stays live: the status says who is
// thinking, Stop pauses the bots (the thought under way is dropped), Play
// on lets them move again. The search bot's strength is the slider's
// playouts a move.

// thinkControls are the Play tab's controls of a search bot.
type thinkControls struct {
	strength *widget.Slider
	label    *widget.Label
	box      fyne.CanvasObject // the slider and its label, for classic's packs
	stop     *widget.Button
	playOn   *widget.Button
	buttons  *fyne.Container
}

// showButtons shows Stop and Play on as asked, and lays the panel out
// again: a button shown in a box that had none takes room only then.
func (v *playView) showButtons(stop, playOn bool) {
	setVisible(v.search.stop, stop)
	setVisible(v.search.playOn, playOn)
	v.search.buttons.Refresh()
	v.info.Refresh()
}

// The search bot's strength: playouts a move, from a quick opponent to a
// strong one (1,000 by default: about 10 ms a move on one core).
const (
	minPlayouts     = 100
	maxPlayouts     = 5000
	defaultPlayouts = 1000
)

func newThinkControls(v *playView) *thinkControls {
	c := &thinkControls{label: widget.NewLabel("")}
	c.strength = widget.NewSlider(minPlayouts, maxPlayouts)
	c.strength.Step = 100
	c.strength.SetValue(defaultPlayouts)
	c.strength.OnChanged = func(float64) { c.showStrength() }
	c.showStrength()
	c.box = container.NewHBox(container.NewGridWrap(fyne.NewSize(160, c.strength.MinSize().Height), c.strength), c.label)
	c.stop = widget.NewButtonWithIcon("Stop", theme.MediaStopIcon(), v.stopBots)
	c.playOn = widget.NewButtonWithIcon("Play on", theme.MediaPlayIcon(), v.playOn)
	c.stop.Hide()
	c.playOn.Hide()
	c.buttons = container.NewHBox(c.stop, c.playOn)
	return c
}

// playouts is the strength chosen.
func (c *thinkControls) playouts() int { return int(c.strength.Value) }

func (c *thinkControls) showStrength() {
	c.label.SetText(fmt.Sprintf("mcts: %d playouts a move", c.playouts()))
}

// refresh shows the strength while a seat is the search bot: shown for
// every pack whose ruleset has one, it cost the set-up a line (and a
// 1024×700 window its height).
func (c *thinkControls) refresh(seats []editor.Seat) {
	setVisible(c.box, slices.ContainsFunc(seats, func(s editor.Seat) bool { return s.Bot == "mcts" }))
}

// searchSeats names the search bot's seats with the strength chosen:
// "mcts" becomes "mcts:N".
func (c *thinkControls) searchSeats(seats []editor.Seat) []editor.Seat {
	for i := range seats {
		if seats[i].Bot == "mcts" {
			seats[i].Bot = fmt.Sprintf("mcts:%d", c.playouts())
		}
	}
	return seats
}

// think lets the search bot whose decision is pending think on a
// goroutine, and plays its answer when it comes, unless the game has
// moved on (a new game, or Stop).
func (v *playView) think() {
	if v.thinking || v.restarting {
		return
	}
	v.thinking = true
	gen, p := v.gen, v.play
	v.showButtons(true, false)
	v.update()
	go func() {
		d, i, err := p.Think()
		v.e.onUI(func() {
			if v.onThought != nil {
				defer v.onThought()
			}
			if gen != v.gen {
				// dropped; the bots may move again once it is over
				if p == v.play && v.restarting {
					v.restarting = false
					v.search.playOn.Enable()
					v.update()
				}
				return
			}
			v.thinking = false
			v.showButtons(false, false)
			if err != nil {
				v.update()
				v.botFailed(err)
				return
			}
			if _, err := p.AnswerBot(d, i); err != nil {
				v.update()
				v.botFailed(err)
				return
			}
			if v.onBotMove != nil {
				v.onBotMove()
			}
			v.after(v.botDelay(), v.advance)
		})
	}()
}

// closeGame ends the game shown, if any. While a bot's thought is under
// way it ends off the window's thread: an outside program is let go only
// once its answer is in (a minute at most), and the window would hang
// until then.
func (v *playView) closeGame() {
	p := v.play
	switch {
	case p == nil:
	case v.thinking || v.restarting:
		go p.Close()
	default:
		p.Close()
	}
}

// after runs f on the window's thread after delay (at once for none),
// unless a new game or Stop comes first.
func (v *playView) after(delay time.Duration, f func()) {
	if delay == 0 {
		f()
		return
	}
	gen := v.gen
	time.AfterFunc(delay, func() {
		v.e.onUI(func() {
			if gen == v.gen {
				f()
			}
		})
	})
}

// stopBots pauses the bots: the search bot's thought under way is
// dropped, and Play on waits until it is over (its bot is busy till then).
func (v *playView) stopBots() {
	if v.play == nil {
		return
	}
	v.gen++ // drops the thought and any move scheduled
	v.paused = true
	if v.thinking {
		v.thinking, v.restarting = false, true
		v.search.playOn.Disable()
	}
	v.showButtons(false, true)
	v.update()
}

// playOn lets the bots move again after Stop.
func (v *playView) playOn() {
	if v.restarting {
		return
	}
	v.paused = false
	v.showButtons(false, false)
	v.advance()
}
