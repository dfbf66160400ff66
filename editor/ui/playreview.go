package ui

import (
	"context"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine/coach"
)

// The review after a game: Review (or V) runs the coach on the game's
// record on a goroutine of its own, with its progress and Cancel; then
// the panel lists the costly decisions (coach.Decision.Costly) and sums
// up each seat. Choosing one shows the board as it stood at that
// decision, the option played outlined in orange and the search's best in
// green; Next and Previous (N, P) step through them, and Back to the game
// (Escape) shows the finished game again.

// reviewPlayouts is the review's search budget (tests lower it).
var reviewPlayouts = 1000

// reviewPanel is the review's part of the turn's panel.
type reviewPanel struct {
	start    *widget.Button
	cancel   *widget.Button
	progress *widget.ProgressBar
	running  *fyne.Container // the progress and Cancel
	title    *widget.Label
	list     *widget.List
	where    *widget.Label // the decision shown
	seats    *widget.Label // each seat's summary
	prev     *widget.Button
	next     *widget.Button
	back     *widget.Button
	results  *fyne.Container
	box      *fyne.Container

	// stop cancels the review under way; gen drops one cancelled or of
	// another game.
	stop   context.CancelFunc
	gen    int
	review *editor.GameReview
	costly []coach.Decision
	// at is the costly decision shown on the board (-1: the game), pos
	// its position.
	at     int
	pos    *editor.Position
	onDone func() // tests wait on this: a review came back
}

func newReviewPanel(v *playView) *reviewPanel {
	r := &reviewPanel{at: -1}
	r.start = widget.NewButtonWithIcon("Review (V)", theme.SearchIcon(), v.startReview)
	r.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), v.cancelReview)
	r.progress = widget.NewProgressBar()
	r.running = container.NewBorder(nil, nil, nil, r.cancel, r.progress)
	r.title = widget.NewLabel("")
	r.title.Wrapping = fyne.TextWrapWord
	r.title.TextStyle.Bold = true
	r.list = widget.NewList(func() int { return len(r.costly) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(costlyRow(r.costly[i])) })
	r.list.OnSelected = func(i widget.ListItemID) {
		if i != r.at {
			v.showCostly(i)
		}
	}
	r.where = widget.NewLabel("")
	r.where.Wrapping = fyne.TextWrapWord
	r.seats = widget.NewLabel("")
	r.seats.Wrapping = fyne.TextWrapWord
	r.prev = widget.NewButtonWithIcon("Previous (P)", theme.NavigateBackIcon(), func() { v.stepReview(-1) })
	r.next = widget.NewButtonWithIcon("Next (N)", theme.NavigateNextIcon(), func() { v.stepReview(1) })
	r.back = widget.NewButton("Back to the game (Esc)", v.leaveReview)
	legend := container.NewHBox(legendSwatch(playedStroke), widget.NewLabel("played"), legendSwatch(bestStroke), widget.NewLabel("the search's best"))
	// The decision shown first, then the steps and the list: below them
	// it was scrolled out of view at 1280×820.
	r.results = container.NewVBox(r.title, r.where, legend,
		container.New(newFlowLayout(), r.prev, r.next, r.back),
		container.NewGridWrap(fyne.NewSize(sidePanelMinWidth, 150), r.list), r.seats)
	r.box = container.NewVBox(r.start, r.running, r.results)
	r.box.Hide()
	return r
}

// legendSwatch is a small square outlined in a note's colour.
func legendSwatch(c color.Color) fyne.CanvasObject {
	s := canvas.NewRectangle(color.Transparent)
	s.StrokeColor, s.StrokeWidth = c, 3
	s.SetMinSize(fyne.NewSquareSize(16))
	return container.NewCenter(s)
}

// costlyRow is a costly decision in the list: "#16 turn 8 Blue: 4.2 ± 1.4".
func costlyRow(d coach.Decision) string {
	return fmt.Sprintf("#%d  turn %d  %s: %.1f ± %.1f points lost", d.Number, d.Turn, d.Player, d.Cost, d.CostError)
}

// reset forgets the review and cancels one under way (a new game).
func (v *playView) resetReview() {
	r := v.reviews
	if r.stop != nil {
		r.stop()
	}
	r.gen++
	r.stop, r.review, r.costly = nil, nil, nil
	r.list.UnselectAll()
	v.dropPosition()
}

// dropPosition shows the game's board again.
func (v *playView) dropPosition() {
	r := v.reviews
	if r.pos != nil {
		r.pos.Play.Close()
	}
	r.at, r.pos = -1, nil
	v.board.show(v.play, v.pics)
}

// startReview reviews the finished game's record.
func (v *playView) startReview() {
	r := v.reviews
	if v.play == nil || v.play.Phase() != editor.GameOver || r.stop != nil || r.review != nil {
		return
	}
	run, err := v.play.NewReview()
	if err != nil {
		r.title.SetText("Cannot review the game: " + err.Error())
		r.title.Show()
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	r.gen++
	r.stop = stop
	gen, p := r.gen, v.play
	r.progress.Max, r.progress.Value = float64(max(1, run.Decisions())), 0
	v.update()
	go func() {
		rv, err := run.Run(ctx, reviewPlayouts, func(done, _ int) {
			v.e.onUI(func() {
				if gen == r.gen {
					r.progress.SetValue(float64(done))
				}
			})
		})
		v.e.onUI(func() {
			if r.onDone != nil {
				defer r.onDone()
			}
			if gen != r.gen || p != v.play {
				return
			}
			r.stop = nil
			if err != nil {
				v.update()
				r.title.SetText("The review stopped: " + err.Error())
				r.title.Show()
				return
			}
			r.review, r.costly = rv, rv.Costly()
			r.list.Refresh()
			v.update()
		})
	}()
}

// cancelReview stops the review under way.
func (v *playView) cancelReview() {
	r := v.reviews
	if r.stop != nil {
		r.stop()
	}
	r.gen++
	r.stop = nil
	v.update()
}

// showCostly shows costly decision k on the board.
func (v *playView) showCostly(k int) {
	r := v.reviews
	if r.review == nil || k < 0 || k >= len(r.costly) {
		return
	}
	pos, err := r.review.Position(r.costly[k].Number)
	if err != nil {
		r.where.SetText("Cannot show the decision: " + err.Error())
		return
	}
	if r.pos != nil {
		r.pos.Play.Close()
	}
	r.at, r.pos = k, pos
	v.board.show(pos.Play, v.pics)
	v.board.fit()
	r.list.Select(k)
	v.update()
}

// shownPlay is the game the board shows: a reviewed decision's position
// while the review shows one (its turn, standing and scores then), else
// the game being played.
func (v *playView) shownPlay() *editor.Play {
	if r := v.reviews; r != nil && r.pos != nil {
		return r.pos.Play
	}
	return v.play
}

// stepReview shows the next (by 1) or previous (by -1) costly decision;
// from the game's board, the first or the last.
func (v *playView) stepReview(by int) {
	r := v.reviews
	if r.review == nil || len(r.costly) == 0 {
		return
	}
	k := r.at + by
	if r.at < 0 && by < 0 {
		k = len(r.costly) - 1
	}
	v.showCostly(min(max(k, 0), len(r.costly)-1))
}

// leaveReview shows the finished game's board again.
func (v *playView) leaveReview() {
	if v.reviews.pos == nil {
		return
	}
	v.reviews.list.UnselectAll()
	v.dropPosition()
	v.board.fit()
	v.update()
}

// showReview shows the review's controls after a game: Review, its
// progress, or its results.
func (v *playView) showReview() {
	r := v.reviews
	if v.play == nil || v.play.Phase() != editor.GameOver {
		r.box.Hide()
		return
	}
	r.box.Show()
	setVisible(r.start, r.stop == nil && r.review == nil)
	setVisible(r.running, r.stop != nil)
	setVisible(r.results, r.review != nil)
	if r.review == nil {
		return
	}
	rv := r.review
	r.title.SetText(fmt.Sprintf("Review (%s): %s of %d", rv.Search, editor.Plural(len(r.costly), "costly decision"), len(rv.Decisions)))
	setEnabled(r.prev, r.at > 0 || r.at < 0 && len(r.costly) > 0)
	setEnabled(r.next, r.at < len(r.costly)-1)
	setEnabled(r.back, r.pos != nil)
	r.where.SetText(positionText(r.pos, len(r.costly)))
	var seats []string
	for _, s := range rv.Seats {
		line := fmt.Sprintf("%s: %d of %d as the search, %s, %.1f points lost", s.Player, s.Agreed, s.Decisions, editor.Plural(s.Costly, "costly decision"), s.Lost)
		if len(s.Worst) > 0 {
			var worst []string
			for _, n := range s.Worst {
				worst = append(worst, fmt.Sprintf("#%d", n))
			}
			line += " (worst " + strings.Join(worst, ", ") + ")"
		}
		seats = append(seats, line)
	}
	r.seats.SetText(strings.Join(seats, "\n"))
}

// positionText says the decision shown: who took it, what was played and
// what the search would have played.
func positionText(pos *editor.Position, costly int) string {
	if pos == nil {
		if costly == 0 {
			return "No decision lost a clear point (at least one, and more than twice its error)."
		}
		return "Choose a decision above, or press N, to see it on the board."
	}
	d := pos.Decision
	return fmt.Sprintf("Decision #%d, turn %d, %s (%s):\nplayed %s (%+.1f)\nbest %s (%+.1f)\n%.1f ± %.1f points lost.",
		d.Number, d.Turn, d.Player, d.Kind, d.Played.Label, d.Played.Margin, d.Best.Label, d.Best.Margin, d.Cost, d.CostError)
}

// reviewNotes are the board's notes for the decision shown: the option
// played in orange, the best in green inside it (a placement's tile
// shown faintly where the best would put it).
func (v *playView) reviewNotes() []boardNote {
	pos := v.reviews.pos
	if pos == nil {
		return nil
	}
	played := boardNote{cell: pos.Played, stroke: playedStroke, ghost: pos.Played.At != pos.Best.At}
	best := boardNote{cell: pos.Best, stroke: bestStroke, inset: 0.08, ghost: true}
	return []boardNote{played, best}
}

// showCoach shows the hint and the review, and their notes on the board:
// the decision reviewed, or else the hint.
func (v *playView) showCoach() {
	v.showHint()
	v.showReview()
	notes := v.reviewNotes()
	if notes == nil {
		notes = v.hintNotes()
	}
	v.board.notes = notes
}
