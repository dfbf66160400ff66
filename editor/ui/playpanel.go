package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// update shows the game's state beside the board: whose turn and what to
// do, the hand, the follower choices, the scores and the log.
func (v *playView) update() {
	v.board.Refresh()
	v.hand.RemoveAll()
	v.spots.RemoveAll()
	v.scores.RemoveAll()
	v.turn.Hide()
	p := v.play
	if p == nil {
		v.left.SetText("")
		v.logLines = nil
		v.log.Refresh()
		v.info.Refresh()
		return
	}
	g := p.Game()
	names := g.Players()
	who := names[g.Current()]
	switch p.Phase() {
	case editor.WaitTile:
		v.status.SetText(fmt.Sprintf("%s's turn: place tile %s. Green cells take it as it is turned, grey ones only turned another way (R turns it).",
			who, p.Hand()[p.Selected()]))
		v.turn.Show()
		for i, id := range p.Hand() {
			v.hand.Add(v.handTile(i, id))
		}
	case editor.WaitFollower:
		v.status.SetText(fmt.Sprintf("%s: put a follower on the tile just placed (tap a spot) or play on without one (Enter).", who))
		for i, s := range p.Spots() {
			label := s.Kind
			if s.Port != "" {
				label += " (" + s.Port + ")"
			}
			v.spots.Add(widget.NewButtonWithIcon(label, theme.ContentAddIcon(), func() { v.deploy(i) }))
		}
		v.spots.Add(widget.NewButton("No follower (Enter)", v.endTurn))
	case editor.WaitBot:
		v.status.SetText(fmt.Sprintf("%s (%s bot) is playing…", who, p.Seats()[g.Current()].Bot))
	case editor.GameOver:
		v.status.SetText("Game over. " + p.Result() + ".")
	}
	for seat, name := range names {
		v.scores.Add(v.scoreRow(seat, name))
	}
	v.left.SetText(fmt.Sprintf("%s left to draw · turn %d", plural(g.Remaining(), "tile"), g.Turn()))
	v.logLines = p.Log()
	v.log.Refresh()
	v.log.ScrollToBottom()
	v.info.Refresh() // its parts changed size
}

// handTile shows a tile of the hand as it is turned; a tap chooses it.
func (v *playView) handTile(i int, id string) fyne.CanvasObject {
	img := canvas.NewImageFromImage(v.pics.tile(id, v.play.Rotation()))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(88))
	label := widget.NewLabel(id)
	if i == v.play.Selected() && len(v.play.Hand()) > 1 {
		label.TextStyle.Bold = true
		label.SetText("▶ " + id)
	}
	return newTapArea(container.NewVBox(img, label), func() { v.selectHand(i) })
}

// scoreRow is a seat's follower, name, score and supply.
func (v *playView) scoreRow(seat int, name string) fyne.CanvasObject {
	g := v.play.Game()
	img := canvas.NewImageFromImage(v.pics.follower(seat, name))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(22))
	who := name
	if b := v.play.Seats()[seat].Bot; b != "" {
		who += " (" + b + " bot)"
	}
	label := widget.NewLabel(fmt.Sprintf("%s: %s, %s in supply", who, plural(g.Score(seat), "point"), plural(g.Supply(seat), "follower")))
	if seat == g.Current() && !g.Over() {
		label.TextStyle.Bold = true
	}
	return container.NewHBox(img, label)
}

// tapArea makes any content tappable.
type tapArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	onTap   func()
}

func newTapArea(content fyne.CanvasObject, onTap func()) *tapArea {
	t := &tapArea{content: content, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tapArea) Tapped(*fyne.PointEvent) { t.onTap() }

func (t *tapArea) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.content)
}
