package ui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// playView is the test-play tab: set up a game of people and bots on the
// pack as it stands, whatever its ruleset, with its options, and play it
// on the board: tiles and followers by hand, any other decision from the
// decision panel or by its cell on the board.
type playView struct {
	e       *Editor
	content fyne.CanvasObject

	base    *basePicker // an expansion's base pack
	seats   *seatPicker
	seed    *widget.Entry
	pace    *widget.Select
	newGame *widget.Button
	saveRec *widget.Button
	options *optionsForm
	opts    *optionsSection
	optsBox *widget.AccordionItem // opts.item

	board    *boardView
	status   *widget.Label
	stale    *widget.Label
	info     *fyne.Container // what is beside the board, above the log
	hand     *fyne.Container
	turn     *fyne.Container // rotate buttons, while a tile is to place
	decision *decisionPanel  // a person's decision other than placing a tile
	filter   []int           // the options of one cell or spot, nil for all
	scores   *fyne.Container
	track    *trackPanel   // the score track picture, under the scores
	facts    *widget.Label // the ruleset's facts: progress, goal, ghosts…
	left     *widget.Label
	// controls are the zoom buttons, Fit and the search's Stop, always in
	// view.
	controls *fyne.Container
	// log is the game's log, one entry a line, wrapping, in a scroll that
	// follows the newest entry; side splits it from what is above.
	log       *widget.Label
	logScroll *container.Scroll
	// below is the pane under the divider: the scores and the log.
	below             *container.AppTabs
	scoresTab, logTab *container.TabItem
	logLines          []string
	side              *container.Split

	play     *editor.Play
	playedOn editor.PlayedOn // the packs of an expansion's game, for its record
	pics     *boardPictures
	revision int // the document revision the game was set up from
	// gen counts games (and Stops), so a bot move scheduled, or a search
	// bot's thought, for an old game is dropped.
	gen       int
	onBotMove func() // tests wait on this: a paced bot move was shown
	// The search bot: its controls; thinking while its thought runs,
	// paused after Stop, restarting while a dropped thought still runs.
	search                       *thinkControls
	setup                        *widget.Accordion // folds once a game starts
	setupItem                    *widget.AccordionItem
	thinking, paused, restarting bool
	onThought                    func() // tests wait on this: a thought came back
	// The coach: a hint for a person's decision, a review after the game.
	hints   *hintPanel
	reviews *reviewPanel
}

// Bot paces: how long a bot's move stays on screen before the next.
var botPaces = []struct {
	label string
	delay time.Duration
}{
	{"bots move at once", 0},
	{"bots move every 0.3 s", 300 * time.Millisecond},
	{"bots move every second", time.Second},
}

func newPlayView(e *Editor) *playView {
	v := &playView{e: e}
	v.base = newBasePicker(e)
	v.seats = newSeatPicker(e, true, personChoice, botPrefix+"greedy")
	v.seed = widget.NewEntry()
	v.seed.SetText("1")
	v.seed.Validator = func(s string) error { _, err := readSeed(s); return err }
	v.seed.AlwaysShowValidationError = true
	v.pace = widget.NewSelect(nil, nil)
	for _, p := range botPaces {
		v.pace.Options = append(v.pace.Options, p.label)
	}
	v.pace.SetSelected(botPaces[1].label)
	v.newGame = widget.NewButtonWithIcon("New game", theme.MediaPlayIcon(), v.start)
	v.newGame.Importance = widget.HighImportance
	v.saveRec = widget.NewButtonWithIcon("Save record…", theme.DocumentSaveIcon(), v.askSaveRecord)
	v.saveRec.Disable()
	v.opts = newOptionsSection(e, v.seats)
	v.options, v.optsBox = v.opts.form, v.opts.item
	v.search = newThinkControls(v)
	v.seats.changed = func() { v.search.refresh(v.seats.chosenSeats()) }
	// The set-up folds away once a game starts, its title saying what is
	// being played, and New game stays beside it: at 1024×700 the open
	// set-up left the board 300 px and the turn's panel three lines.
	v.setupItem = widget.NewAccordionItem(setupTitle, newCappedScroll(container.NewVBox(
		v.base.content,
		v.seats.content,
		// The row wraps in a narrow window: in one line it was wider than
		// 1024 px and widened the window.
		container.New(newFlowLayout(), container.NewHBox(widget.NewLabel("Seed"), container.NewGridWrap(fyne.NewSize(100, v.seed.MinSize().Height), v.seed)), v.pace, v.search.box),
		v.opts.acc), setupMostHeight))
	v.setupItem.Open = true
	v.setup = widget.NewAccordion(v.setupItem)
	setup := container.NewBorder(nil, nil, nil, container.NewVBox(container.NewHBox(v.newGame, v.saveRec)), v.setup)

	v.board = newBoardView()
	v.board.onCell = v.placeAt
	v.board.onSpot = v.deploy
	v.board.onRune = v.typedRune
	v.board.onKey = v.typedKey

	v.status = widget.NewLabel(playOpening)
	v.status.Wrapping = fyne.TextWrapWord
	v.stale = widget.NewLabel("")
	v.stale.Wrapping = fyne.TextWrapWord
	v.stale.Importance = widget.WarningImportance
	v.stale.Hide()
	v.hand = container.NewHBox()
	v.turn = container.NewVBox(
		widget.NewButtonWithIcon("Turn left", theme.ContentUndoIcon(), func() { v.rotate(-1) }),
		widget.NewButtonWithIcon("Turn right (R)", theme.ContentRedoIcon(), func() { v.rotate(1) }))
	v.decision = newDecisionPanel(v.answer, func() { v.filter = nil; v.update() })
	v.scores = container.NewVBox()
	v.track = newTrackPanel()
	v.facts = widget.NewLabel("")
	v.facts.Wrapping = fyne.TextWrapWord
	v.facts.TextStyle.Bold = true
	v.left = widget.NewLabel("")
	v.log = widget.NewLabel("")
	v.log.Wrapping = fyne.TextWrapWord
	v.log.Selectable = true
	v.logScroll = container.NewVScroll(v.log)
	zoom := container.NewHBox(
		e.iconButton("Zoom out", theme.ZoomOutIcon(), func() { v.board.zoomBy(1/zoomStep, centreOf(v.board)) }),
		e.iconButton("Zoom in", theme.ZoomInIcon(), func() { v.board.zoomBy(zoomStep, centreOf(v.board)) }),
		widget.NewButtonWithIcon("Fit (F)", theme.ZoomFitIcon(), v.board.fit))
	v.hints, v.reviews = newHintPanel(v), newReviewPanel(v)
	v.info = container.NewVBox(v.status, v.stale, v.hints.box, container.NewHBox(v.hand, v.turn), v.decision.content, v.reviews.box)
	// How the game stands, the board's zoom and the search's Stop stay in
	// view above what scrolls (the review found them scrolled away while a
	// bot thought).
	v.controls = container.New(newFlowLayout(), zoom, v.search.buttons, v.left)
	standing := container.NewVBox(v.facts, v.controls, widget.NewSeparator())
	// The scores with the score track and the log are the two tabs of
	// the pane under the divider: at the bottom of the turn's panel the
	// review found The Messages' track hidden under the divider at
	// 1024×700 and 1280×820.
	v.scoresTab = container.NewTabItem("Scores", container.NewVScroll(container.NewVBox(v.scores, v.track.content)))
	v.logTab = container.NewTabItem("Log", v.logScroll)
	v.below = container.NewAppTabs(v.scoresTab, v.logTab)
	v.below.OnSelected = func(tab *container.TabItem) {
		if tab == v.logTab {
			v.logScroll.ScrollToBottom() // the newest entry, as when it was in view
		}
	}
	// The turn's panel asks a fixed least width, whatever its decision's
	// buttons ask: with their widths the side panel changed width from
	// turn to turn, and the board beside it jumped.
	turnPanel := container.New(&fixedMinWidth{width: sidePanelMinWidth}, container.NewVScroll(v.info))
	v.side = container.NewVSplit(container.NewBorder(standing, nil, nil, nil, turnPanel), v.below)
	v.side.Offset = logSplitOffset
	split := container.NewHSplit(v.board, v.side)
	split.Offset = 0.66
	v.content = container.NewBorder(setup, nil, nil, nil, split)
	v.update()
	return v
}

// sidePanelMinWidth is the least width of the turn's panel beside the
// board.
const sidePanelMinWidth = 280

// setupMostHeight is the most the open set-up takes; a taller one (five
// seats wrapped in a narrow window, the options open) scrolls.
const setupMostHeight = 260

// setupTitle is the set-up's title while it is open.
const setupTitle = "Game set-up"

// foldSetup folds the set-up away for the game just started, its title
// naming what is played ("Game set-up: WD, Red person, Blue bot: greedy,
// seed 1"); a click on it opens it again.
func (v *playView) foldSetup() {
	people := 0
	seats := v.seats.chosenSeats()
	for _, seat := range seats {
		if seat.Bot == "" {
			people++
		}
	}
	// Short enough for a 1024 px window: the seats' names and bots made
	// the title (and so the tab) wider than the window.
	var who string
	switch {
	case v.seats.coop:
		who = fmt.Sprintf("%d players, %s", len(seats), v.seats.teamBrief())
	case people == 0:
		who = plural(len(seats), "bot")
	case people == 1:
		who = "1 person, " + plural(len(seats)-1, "bot")
	default:
		who = fmt.Sprintf("%d people, %s", people, plural(len(seats)-people, "bot"))
	}
	v.setupItem.Title = fmt.Sprintf("%s: %s, %s, seed %s", setupTitle, v.seats.mixID(), who, strings.TrimSpace(v.seed.Text))
	v.setup.CloseAll()
	v.content.Refresh() // lay the tab out again now: the board takes the room
}

// playOpening is the tab's status before its first game.
const playOpening = "Press New game to play the pack as it stands."

// logSplitOffset is the share of the side panel above the scores and the
// log, to begin with: the log shows about eight entries at 1400×900 (drag
// the divider for more).
const logSplitOffset = 0.58

func centreOf(o fyne.CanvasObject) fyne.Position {
	return fyne.NewPos(o.Size().Width/2, o.Size().Height/2)
}

// refresh follows the document: the set-up choices, and a note when the
// game no longer plays the pack as it stands.
func (v *playView) refresh() {
	v.base.refresh()
	v.base.clearNoBase(v.status, playOpening)
	v.seats.refresh()
	v.search.refresh(v.seats.chosenSeats())
	v.opts.refresh()
	v.setup.Refresh() // a row shown or hidden (the base pack's note) moves the others
	if v.play != nil && v.e.doc.Revision() != v.revision {
		v.stale.SetText("The pack has changed since this game began; New game plays it as it stands now.")
		v.stale.Show()
	}
}

// start sets up a new game from the choices.
func (v *playView) start() {
	set, err := v.e.doc.SnapshotSet()
	if err == nil && v.seats.mixID() == "" {
		err = fmt.Errorf("the pack has no mix to play")
	}
	var seed uint64
	if err == nil {
		seed, err = readSeed(v.seed.Text)
	}
	var options []byte
	if err == nil {
		options, err = v.options.options()
	}
	// The pictures first: a match, once started, must be closed (a Mists
	// match runs its turn on a goroutine).
	var pics *boardPictures
	if err == nil {
		pics, err = newBoardPictures(set)
	}
	var p *editor.Play
	if err == nil {
		p, err = editor.NewPlay(set, editor.PlaySetup{Mix: v.seats.mixID(), Seats: v.search.searchSeats(v.seats.chosenSeats()), Seed: seed, Options: options})
	}
	if err != nil {
		v.status.SetText("Cannot start a game: " + err.Error())
		return
	}
	v.closeGame()
	v.gen++
	v.hints.reset()
	v.resetReview()
	v.thinking, v.paused, v.restarting = false, false, false
	v.showButtons(false, false)
	v.search.playOn.Enable()
	v.seats.markUsed()
	v.play, v.pics, v.revision, v.filter = p, pics, v.e.doc.Revision(), nil
	v.playedOn = v.e.doc.PlayedOn()
	v.stale.Hide()
	v.saveRec.Enable()
	v.foldSetup()
	v.board.show(p, pics)
	v.board.fit()
	v.advance()
	v.focusBoard()
}

// advance lets the bots move until a person's decision or the end, at
// the chosen pace; a search bot or an outside program thinks on a
// goroutine of its own (think).
func (v *playView) advance() {
	if v.play == nil || v.play.Phase() != editor.WaitBot || v.paused {
		v.update()
		return
	}
	if v.play.OffThread() {
		v.think()
		return
	}
	delay := v.botDelay()
	if delay == 0 {
		var err error
		for err == nil && v.play.Phase() == editor.WaitBot && !v.play.OffThread() {
			err = v.play.PlayBot()
		}
		if err == nil && v.play.OffThread() {
			v.think()
			return
		}
		v.update()
		v.botFailed(err)
		return
	}
	v.update()
	v.after(delay, func() {
		if v.play.Phase() != editor.WaitBot || v.paused {
			return
		}
		if v.play.OffThread() {
			v.think()
			return
		}
		if err := v.play.PlayBot(); err != nil {
			v.update()
			v.botFailed(err)
			return
		}
		v.advance()
		if v.onBotMove != nil {
			v.onBotMove()
		}
	})
}

// botFailed says why a bot stopped the game, if one did.
func (v *playView) botFailed(err error) {
	if err != nil {
		v.status.SetText("The game stopped: " + err.Error())
	}
}

func (v *playView) botDelay() time.Duration {
	for _, p := range botPaces {
		if p.label == v.pace.Selected {
			return p.delay
		}
	}
	return 0
}
