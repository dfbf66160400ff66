package ui

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/exporter"
)

// update shows the game's state beside the board: whose decision and
// what to do, the hand, the decision's options, how the game stands (the
// ruleset's facts and the scores) and the log.
func (v *playView) update() {
	v.showCoach()
	v.board.Refresh()
	v.hand.RemoveAll()
	v.scores.RemoveAll()
	v.facts.SetText("")
	v.turn.Hide()
	v.decision.hide()
	p := v.play
	if p == nil {
		v.track.content.Hide()
		v.left.SetText("")
		v.showLog(nil)
		v.info.Refresh()
		return
	}
	who := p.Decider()
	switch p.Phase() {
	case editor.WaitTile:
		v.status.SetText(fmt.Sprintf("%s turn: place tile %s. Green cells take it as it is turned, grey ones only turned another way (R turns it).",
			possessive(who), p.Tile()))
		v.turn.Show()
		for i, id := range p.Hand() {
			v.hand.Add(v.handTile(i, id))
		}
	case editor.WaitFollower:
		v.status.SetText(fmt.Sprintf("%s: put a follower on the tile just placed (tap a spot or an option) or play on without one (Enter).", capitalise(who)))
		none := p.NoFollower()
		v.showDecision(func(i int) string {
			if i == none {
				return "No follower (Enter)"
			}
			return p.Options()[i].Label
		})
	case editor.WaitChoice:
		how := "choose an option below (or press its number)"
		if len(v.board.optionCells()) > 0 {
			how = "tap a blue cell on the board or choose an option below (or press its number)"
		}
		v.status.SetText(fmt.Sprintf("%s: %s — %s.", capitalise(who), strings.ToLower(p.Title(p.Pending().Kind())), how))
		v.showDecision(nil)
	case editor.WaitBot:
		switch {
		case v.thinking:
			v.status.SetText(fmt.Sprintf("%s (%s bot) is thinking… Stop pauses the bots.", capitalise(who), p.Bot()))
		case v.paused && v.restarting:
			v.status.SetText("The bots are stopped; Play on lets them move again once the thought under way is dropped.")
		case v.paused:
			v.status.SetText("The bots are stopped: Play on lets them move again.")
		default:
			v.status.SetText(fmt.Sprintf("%s (%s bot) is playing…", capitalise(who), p.Bot()))
		}
	case editor.GameOver:
		v.status.SetText("Game over. " + p.Result() + ".")
	}
	v.showStanding()
	v.left.SetText("")
	if g := v.shownPlay().Core(); g != nil {
		v.left.SetText(fmt.Sprintf("turn %d", g.Turn()))
	}
	v.showLog(p.Log())
	v.info.Refresh() // its parts changed size
	v.keepKeys()
}

// showLog shows the log's lines and scrolls to the newest.
func (v *playView) showLog(lines []string) {
	v.logLines = lines
	text := strings.Join(lines, "\n")
	if text == v.log.Text {
		return
	}
	v.log.SetText(text)
	// The scroll lays its content out at the next frame; until then it
	// would hold the offset to the old text's height.
	width := v.logScroll.Size().Width
	v.log.Resize(fyne.NewSize(width, max(v.log.MinSize().Height, v.logScroll.Size().Height)))
	v.logScroll.ScrollToBottom()
}

// showDecision shows the person's decision in the panel, narrowed to the
// filter if one is set.
func (v *playView) showDecision(label func(i int) string) {
	p := v.play
	shown := v.filter
	if shown == nil {
		shown = make([]int, len(p.Options()))
		for i := range shown {
			shown[i] = i
		}
	}
	v.decision.show(p.Title(p.Pending().Kind()), capitalise(p.Decider()), p.Options(), shown, v.filter != nil, label)
}

// showStanding shows the ruleset's facts ("Progress: 12 of 75 points")
// and the scores; each seat of the
// core game with its follower, score and supply (a team ruleset's colours
// with their supply).
func (v *playView) showStanding() {
	p := v.shownPlay()
	st, ok := p.Standing()
	v.showTrack(st, ok)
	facts := make([]string, len(st.Facts))
	for i, f := range st.Facts {
		facts[i] = f.Label + ": " + f.Value
	}
	v.facts.SetText(strings.Join(facts, factSeparator))
	g := p.Core()
	var players []string
	if g != nil {
		players = g.Players()
	}
	shown := map[string]bool{}
	for _, sc := range st.Scores {
		seat := slices.Index(players, sc.Name)
		text := fmt.Sprintf("%s: %s", v.seatLabel(sc.Name), plural(sc.Points, "point"))
		if seat < 0 {
			label := widget.NewLabel(capitalise(text))
			label.TextStyle.Bold = true
			v.scores.Add(label)
			continue
		}
		shown[sc.Name] = true
		v.scores.Add(v.seatRow(seat, text+", "+plural(g.Supply(seat), "follower")+" in supply"))
	}
	for seat, name := range players {
		if !shown[name] {
			v.scores.Add(v.seatRow(seat, fmt.Sprintf("%s: %s in supply", name, plural(g.Supply(seat), "follower"))))
		}
	}
}

// showTrack puts the standing's scores on the score track, or hides the
// track when the ruleset says nothing of how the game stands.
func (v *playView) showTrack(st engine.Standing, ok bool) {
	if !ok {
		v.track.content.Hide()
		return
	}
	v.track.show(st, v.scoreColour)
	v.track.content.Show()
}

// scoreColour is the colour of score i of the standing: its seat's, as
// the followers on the board are drawn, or a team's colour by its name.
func (v *playView) scoreColour(i int, name string) color.Color {
	seat := i
	if g := v.play.Core(); g != nil {
		if s := slices.Index(g.Players(), name); s >= 0 {
			seat = s
		}
	}
	return exporter.PlayerColour(seat, name)
}

// seatLabel names a seat with its bot: "Blue (greedy bot)".
func (v *playView) seatLabel(name string) string {
	for _, s := range v.play.Seats() {
		if s.Name == name && s.Bot != "" && !v.play.Team() {
			return name + " (" + s.Bot + " bot)"
		}
	}
	return name
}

// seatRow is a seat's follower and a line about it, bold for the seat
// whose decision is pending.
func (v *playView) seatRow(seat int, text string) fyne.CanvasObject {
	g := v.play.Core()
	img := canvas.NewImageFromImage(v.pics.follower(seat, g.Players()[seat]))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(22))
	label := widget.NewLabel(text)
	if d := v.play.Pending(); d != nil && d.Seat() == seat {
		label.TextStyle.Bold = true
	}
	// The text wraps beside the swatch: on one line, five players' rows
	// made the side panel 377 px wide and widened a 1024 px window.
	label.Wrapping = fyne.TextWrapWord
	return container.New(layout.NewBorderLayout(nil, nil, img, nil), img, label)
}

// handTile shows a tile of the hand as it is turned; a tap chooses it.
func (v *playView) handTile(i int, id string) fyne.CanvasObject {
	ghosts := -1 // the tile's own look, unless the game tells its copies apart
	if n, ok := v.play.HandSymbols(); ok {
		ghosts = n
	}
	img := canvas.NewImageFromImage(v.pics.copyOf(id, v.play.Rotation(), ghosts))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(88))
	label := widget.NewLabel(id)
	if i == v.play.Selected() && len(v.play.Hand()) > 1 {
		label.TextStyle.Bold = true
		label.SetText("▶ " + id)
	}
	return newTapArea(container.NewVBox(img, label), func() { v.selectHand(i) })
}

// factSeparator runs the facts together on a wrapping line, so they stay
// in view in little room.
const factSeparator = "  ·  "

// possessive is "Red's", "The team's".
func possessive(who string) string { return capitalise(who) + "'s" }

// capitalise starts a sentence with who: "The team".
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
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
