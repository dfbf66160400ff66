package ui

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
)

// simView is the simulation tab: many games of the pack as it stands, of
// any ruleset the engine plays, run in the background on all cores with
// progress and Cancel, then the report as the command line prints it and
// a chart: the seats' score distributions in a competitive game, the
// ruleset's per-turn series (Mists: ghosts on the board) in a team game.
// With "Balance report" it adds the balance report's charts, with
// "Quality report" the game-quality report's (qualityview.go); "Compare
// with" plays two variants of the pack and shows them side by side
// (simcompare.go).
type simView struct {
	e       *Editor
	content fyne.CanvasObject

	base     *basePicker // an expansion's base pack
	seats    *seatPicker
	games    *widget.Entry
	seed     *widget.Entry
	run      *widget.Button
	cancel   *widget.Button
	progress *widget.ProgressBar
	status   *widget.Label
	table    *reportText // the report as the command line prints it
	tableBox *container.Scroll
	page     *container.Scroll // the tab below the set-up
	chart    *canvas.Image
	copy     *widget.Button
	body     *fyne.Container
	// balance asks for the balance report, shown by bal; compare plays
	// two variants, whose reports are runs.
	balance *widget.Check
	bal     *balanceView
	compare *simCompare
	runs    []simRun
	pics    map[string]image.Image // the last run's tile pictures
	// balanced: the last run asked for the balance report.
	balanced bool
	// quality asks for the game-quality report, shown by qual; the last
	// run asked for it when qualityAsked.
	quality      *qualitySetup
	qual         *qualityView
	qualityAsked bool
	// counted is the most the engine's progress has counted in this run
	// (what the bar shows).
	counted int

	// opts are the ruleset options the games are played with.
	opts    *optionsSection
	report  *sim.Report
	text    string // the last report as the command line prints it
	running context.CancelFunc
	onDone  func() // tests wait on this
}

// simOpening is the tab's status before its first run.
const simOpening = "Bots play the pack as it stands; the same seed gives the same report."

// Chart size in pixels.
const (
	chartWidth  = 760
	chartHeight = 340
)

func newSimView(e *Editor) *simView {
	v := &simView{e: e}
	v.base = newBasePicker(e)
	v.seats = newSeatPicker(e, false, "random", "greedy")
	v.opts = newOptionsSection(e, v.seats)
	v.games = widget.NewEntry()
	v.games.SetText("1000")
	v.seed = widget.NewEntry()
	v.seed.SetText("1")
	// A box holding what cannot run is marked as it is typed.
	v.games.Validator = func(s string) error { _, err := readGames(s); return err }
	v.seed.Validator = func(s string) error { _, err := readSeed(s); return err }
	v.games.AlwaysShowValidationError, v.seed.AlwaysShowValidationError = true, true
	v.run = widget.NewButtonWithIcon("Simulate", theme.MediaPlayIcon(), v.start)
	v.run.Importance = widget.HighImportance
	v.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), v.stop)
	v.cancel.Disable()
	v.progress = widget.NewProgressBar()
	v.status = widget.NewLabel(simOpening)
	v.status.Wrapping = fyne.TextWrapWord
	v.table = newReportText()
	v.table.Hide()
	v.chart = canvas.NewImageFromImage(nil)
	v.chart.FillMode = canvas.ImageFillContain
	v.chart.SetMinSize(fyne.NewSize(chartWidth*3/4, chartHeight*3/4))
	v.chart.Hide()
	v.copy = widget.NewButtonWithIcon("Copy report", theme.ContentCopyIcon(), v.copyReport)
	v.copy.Disable()
	v.balance = widget.NewCheck("Balance report", nil)
	v.bal = newBalanceView()
	v.quality = newQualitySetup()
	v.qual = newQualityView()
	v.compare = newSimCompare(v)
	// The other mix to compare with follows the chosen one.
	v.seats.mix.OnChanged = func(string) { v.compare.refresh() }

	field := func(e *widget.Entry) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(100, e.MinSize().Height), e)
	}
	setup := container.NewVBox(
		v.base.content,
		v.seats.content,
		container.NewHBox(widget.NewLabel("Games"), field(v.games), widget.NewLabel("Seed"), field(v.seed), v.run, v.cancel),
		container.NewHBox(v.balance, v.quality.check, v.compare.content),
		v.quality.row,
		v.compare.why,
		v.opts.acc)
	wheel := &wheelToPage{content: v.table}
	wheel.ExtendBaseWidget(wheel)
	v.tableBox = container.NewHScroll(wheel)
	v.body = container.NewVBox(v.tableBox, container.NewHBox(v.copy), v.chart, v.qual.content, v.bal.content)
	v.page = container.NewVScroll(v.body)
	wheel.page, wheel.side = v.page, v.tableBox
	// The progress and the status stay under the set-up, out of the
	// report's scroll: a refused input was said only at the top of the
	// page while the designer looked at the charts under it.
	v.content = container.NewBorder(container.NewVBox(setup, v.progress, v.status), nil, nil, nil, v.page)
	// The chart is drawn in the theme's colours: draw it again when the
	// theme (or its light or dark variant) changes.
	e.app.Settings().AddListener(func(fyne.Settings) { e.onUI(v.drawChart) })
	return v
}

func (v *simView) refresh() {
	v.base.refresh()
	v.base.clearNoBase(v.status, simOpening)
	v.seats.refresh()
	v.opts.refresh()
	v.compare.refresh()
}

// start runs the simulation in the background.
func (v *simView) start() {
	if v.running != nil {
		return
	}
	cfg, err := v.config()
	if err != nil {
		v.status.SetText("Cannot simulate: " + err.Error())
		return
	}
	if v.compare.on() {
		v.startCompare(cfg)
		return
	}
	v.seats.markUsed()
	var report *sim.Report
	var pics map[string]image.Image
	v.launch(planOf(cfg), func(ctx context.Context, progress func(int)) (err error) {
		cfg.Progress = progress
		report, err = sim.Run(ctx, cfg)
		if err == nil {
			pics = tilePictures(cfg.Set, report.Balance)
		}
		return err
	}, func() {
		v.report, v.pics, v.runs, v.balanced = report, pics, nil, cfg.Balance
		v.qualityAsked = cfg.Quality != nil
		v.showReport()
	})
}

// runSettings reads the number of games and the seed.
func (v *simView) runSettings() (games int, seed uint64, err error) {
	if games, err = readGames(v.games.Text); err != nil {
		return 0, 0, err
	}
	if seed, err = readSeed(v.seed.Text); err != nil {
		return 0, 0, err
	}
	if v.seats.mixID() == "" {
		return 0, 0, errors.New("the pack has no mix to play")
	}
	return games, seed, nil
}

// readGames reads the Games box.
func readGames(text string) (int, error) {
	games, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || games < 1 || games > maxSimGames {
		return 0, fmt.Errorf("the number of games must be a whole number from 1 to %d", maxSimGames)
	}
	return games, nil
}

// readSeed reads a Seed box.
func readSeed(text string) (uint64, error) {
	seed, err := strconv.ParseUint(strings.TrimSpace(text), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("the seed must be a whole number from 0 to %d", uint64(1<<64-1))
	}
	return seed, nil
}

// config reads the set-up; the games run on a snapshot of the pack. The
// registry's entry for the pack's ruleset says whether one team plays or
// a bot per seat.
func (v *simView) config() (sim.Config, error) {
	set, err := v.e.doc.SnapshotSet()
	if err != nil {
		return sim.Config{}, err
	}
	games, seed, err := v.runSettings()
	if err != nil {
		return sim.Config{}, err
	}
	entry, err := rulesets.EntryOf(set)
	if err != nil {
		return sim.Config{}, err
	}
	options, err := v.opts.options()
	if err != nil {
		return sim.Config{}, err
	}
	quality, err := v.quality.config()
	if err != nil {
		return sim.Config{}, err
	}
	cfg := sim.Config{Set: set, Options: options, Mix: v.seats.mixID(), Games: games, Seed: seed, Balance: v.balance.Checked, Quality: quality}
	if entry.Team {
		cfg.Agents, cfg.Players = []string{v.seats.teamName()}, v.seats.playerCount()
	} else {
		cfg.Agents = v.seats.botNames()
	}
	return cfg, nil
}

// maxSimGames bounds one run (about an hour on one core).
const maxSimGames = 100_000_000

func (v *simView) stop() {
	if v.running != nil {
		v.running()
		v.status.SetText("Cancelling…")
	}
}

// showReport shows the report as the command line prints it, with the
// seats' score distributions, or the ruleset's per-turn series when no
// seats compete.
func (v *simView) showReport() {
	var b strings.Builder
	if err := v.report.WriteText(&b); err != nil {
		v.status.SetText(err.Error())
		return
	}
	text := b.String()
	v.text = text
	v.table.SetText(strings.TrimRight(text, "\n"))
	v.table.Show()
	v.drawChart()
	v.chart.Show()
	if v.balanced {
		v.bal.show([]balanceVariant{{balance: v.report.Balance, pics: v.pics}})
	} else {
		v.bal.hide()
	}
	if v.qualityAsked {
		v.qual.show([]qualityVariant{{report: v.report.Quality}})
	} else {
		v.qual.hide()
	}
	v.copy.Enable()
	v.body.Refresh() // the table and chart changed size
}

// drawChart draws the report's chart in the theme's colours: the seats'
// score distributions, or the ruleset's per-turn series when no seats
// compete.
func (v *simView) drawChart() {
	v.bal.draw(themeChartColours())
	v.qual.draw(themeChartColours())
	if v.report == nil {
		return
	}
	var chart image.Image
	if len(v.report.Seats) > 0 || len(v.report.Series) == 0 {
		chart = scoreChart(v.report, chartWidth, chartHeight, themeChartColours())
	} else {
		chart = seriesChart(v.report, chartWidth, chartHeight, themeChartColours())
	}
	v.chart.Image = chart
	v.chart.Refresh()
}

// copyReport puts the report on the clipboard as the command line prints
// it.
func (v *simView) copyReport() {
	if v.text == "" {
		return
	}
	v.e.app.Clipboard().SetContent(v.text)
	v.status.SetText("Report copied to the clipboard.")
}

// wheelToPage passes the mouse wheel over the report text to the tab's
// page, so that a long report (a comparison's, a balance report's) does
// not stop the page from scrolling to the charts under it; only a
// sideways wheel (shift and the wheel) moves a wide report sideways.
type wheelToPage struct {
	widget.BaseWidget
	content    fyne.CanvasObject
	page, side fyne.Scrollable
}

func (w *wheelToPage) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(w.content)
}

func (w *wheelToPage) Scrolled(ev *fyne.ScrollEvent) {
	if ev.Scrolled.DX != 0 && ev.Scrolled.DY == 0 {
		w.side.Scrolled(ev)
		return
	}
	w.page.Scrolled(ev)
}
