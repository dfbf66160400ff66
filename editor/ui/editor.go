package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// Editor is one editor window over one document.
type Editor struct {
	app    fyne.App
	win    fyne.Window
	doc    *editor.Document
	images *tileImages

	// The selection: a tile (index into the pack's tiles, -1 for none),
	// one of its features (by id, "" for none) and the mix whose counts
	// the pack view shows.
	tile    int
	feature string
	mix     string

	pack     *packView
	tileEd   *tilePanel
	mixes    *mixView
	rules    *rulesView
	problems *problemsView
	play     *playView
	sim      *simView
	status   *widget.Label
	tabs     *container.AppTabs
	tileTab  *container.TabItem
	mixTab   *container.TabItem
	ruleTab  *container.TabItem
	playTab  *container.TabItem
	simTab   *container.TabItem

	files     *files
	menuItems menuItems
	// dialogs are the open dialogs that take Enter and Escape (withKeys).
	dialogs []keyedDialog
	// refusal is why the last edit was refused (do, refuse), for the box
	// it was typed in.
	refusal error
	// wheelScrolls are the scrolls the wheel reaches over their text boxes
	// (wheelScroll).
	wheelScrolls []*container.Scroll
	// tips is the window's tooltip layer.
	tips *tips

	// onUI runs work from background goroutines (a simulation's progress,
	// a paced bot move, the end of an export) on the UI thread: fyne.Do,
	// which tests replace with a queue they run on their own goroutine,
	// since the test driver runs fyne.Do on the caller's.
	onUI func(func())
	// quick is set while an edit whose change shows first on the tile's
	// picture runs, refreshDue while the refresh after it waits for the
	// frame to be drawn, by afterFrame (quickdraw.go).
	quick, refreshDue bool
	afterFrame        func(func())
}

// New opens an editor window on a document. The window is not shown.
func New(app fyne.App, doc *editor.Document) *Editor {
	return NewInWindow(app, app.NewWindow("tilesmith"), doc)
}

// NewInWindow is New in a window the caller made with app.NewWindow: the
// first window connects to the display, which the command does while the
// pack opens.
func NewInWindow(app fyne.App, win fyne.Window, doc *editor.Document) *Editor {
	e := &Editor{app: app, win: win, doc: doc, images: newTileImages(), tile: -1, onUI: fyne.Do, afterFrame: afterFrameDefault, tips: newTips()}
	app.Settings().SetTheme(newEditorTheme())
	if len(doc.Pack().Tiles) > 0 {
		e.tile = 0
	}
	if len(doc.Pack().Mixes) > 0 {
		e.mix = doc.Pack().Mixes[len(doc.Pack().Mixes)-1].ID
	}
	e.status = widget.NewLabel("")
	e.status.Truncation = fyne.TextTruncateEllipsis
	e.pack = newPackView(e)
	e.tileEd = newTilePanel(e)
	e.mixes = newMixView(e)
	e.rules = newRulesView(e)
	e.problems = newProblemsView(e)
	e.play = newPlayView(e)
	e.sim = newSimView(e)
	e.files = newFiles(e)

	e.tileTab = container.NewTabItem("Tile", e.tileEd.content)
	// The Mixes, Rules and Simulate tabs wait to be drawn until shown
	// (lazyTab). The Play tab does not: the tabs need its width, the widest
	// (TestLazyTabsLeaveTheLayout).
	e.mixTab = container.NewTabItem("Mixes", newLazyTab(e.mixes.content))
	e.ruleTab = container.NewTabItem("Rules", newLazyTab(e.rules.content))
	e.playTab = container.NewTabItem("Play", e.play.content)
	e.simTab = container.NewTabItem("Simulate", newLazyTab(e.sim.content))
	e.tabs = container.NewAppTabs(e.tileTab, e.mixTab, e.ruleTab, e.playTab, e.simTab)
	e.tabs.OnSelected = func(t *container.TabItem) {
		if t == e.playTab {
			if e.play.play == nil {
				e.play.start() // a game ready to play the first time
			}
			e.play.focusBoard()
		}
	}

	main := container.NewHSplit(e.pack.content, e.tabs)
	main.Offset = 0.3
	// The problem panel is as tall as its rows (one line when the pack is
	// clean); it tells the window when that changes.
	body := container.NewBorder(nil, e.problems.content, nil, nil, main)
	e.problems.relayout = func() { body.Layout.Layout(body.Objects, body.Size()) }
	// The toolbar first, then the body: the order Tab goes in.
	toolbar := e.toolbar()
	e.win.SetContent(container.NewStack(container.New(layout.NewBorderLayout(toolbar, e.status, nil, nil), toolbar, body, e.status), e.tips.layer))
	e.win.SetMainMenu(e.menu())
	e.shortcuts()
	e.win.Resize(e.savedWindowSize())
	e.win.SetCloseIntercept(e.files.close)
	if doc.Path() != "" {
		e.files.remember(doc.Path()) // a pack opened from the command line is recent too
	}

	doc.OnChange(e.changed)
	e.refresh()
	return e
}

// TabNames are the editor's tabs, as ShowTab takes them.
var TabNames = []string{"tile", "mixes", "rules", "play", "simulate"}

// ShowTab brings a tab to the front by its name in TabNames.
func (e *Editor) ShowTab(name string) error {
	for i, n := range TabNames {
		if n == name {
			e.tabs.SelectIndex(i)
			return nil
		}
	}
	return fmt.Errorf("no tab %q (tabs: %s)", name, strings.Join(TabNames, ", "))
}

// ShowTile selects the tile with the given id and shows it in the Tile
// tab.
func (e *Editor) ShowTile(id string) error {
	for i, t := range e.doc.Pack().Tiles {
		if t.ID == id {
			e.selectTile(i)
			e.tabs.Select(e.tileTab)
			return nil
		}
	}
	return fmt.Errorf("the pack has no tile %q", id)
}

// Window is the editor's window.
func (e *Editor) Window() fyne.Window { return e.win }

// Document is the document the editor edits.
func (e *Editor) Document() *editor.Document { return e.doc }

// do applies an edit; a refused edit is shown in the status line.
func (e *Editor) do(c editor.Command) bool {
	if err := e.doc.Do(c); err != nil {
		e.setStatus(err.Error())
		e.refusal = err
		return false
	}
	return true
}

func (e *Editor) setStatus(s string) { e.status.SetText(s) }

// refuse says why a value typed cannot be read, in the status line and
// under the box it was typed in.
func (e *Editor) refuse(why string) {
	e.setStatus(why)
	e.refusal = errors.New(why)
}

// refresh redraws every view from the document.
func (e *Editor) refresh() {
	e.refreshDue = false
	p := e.doc.Pack()
	if e.tile >= len(p.Tiles) {
		e.tile = len(p.Tiles) - 1
	}
	if e.mix != "" && mixIndex(p, e.mix) < 0 {
		e.mix = ""
		if len(p.Mixes) > 0 {
			e.mix = p.Mixes[0].ID
		}
	}
	if t := e.selectedTile(); t == nil || featureIndex(t, e.feature) < 0 {
		e.feature = ""
	}
	e.win.SetTitle(e.doc.Title() + " — tilesmith")
	e.pack.refresh()
	e.tileEd.refresh()
	e.mixes.refresh()
	e.rules.refresh()
	e.problems.refresh()
	e.play.refresh()
	e.sim.refresh()
	e.refreshMenu()
	e.setStatus(e.summary())
}

// summary is the status line: the pack, its size and its health.
func (e *Editor) summary() string {
	p := e.doc.Pack()
	errs, warns := 0, 0
	for _, d := range e.doc.Diagnostics() {
		if d.Severity == schema.SeverityError {
			errs++
		} else {
			warns++
		}
	}
	health := "valid"
	switch {
	case errs > 0:
		health = fmt.Sprintf("%s, %s", plural(errs, "error"), plural(warns, "warning"))
	case e.doc.CompileError() != nil:
		health = "does not compile for play"
	case warns > 0:
		health = "valid, " + plural(warns, "warning")
	}
	return fmt.Sprintf("%s · %s · %s · %s", p.ID, p.Ruleset, plural(len(p.Tiles), "tile"), health)
}

func plural(n int, noun string) string { return editor.Plural(n, noun) }

// selectedTile is the selected tile, or nil.
func (e *Editor) selectedTile() *schema.Tile {
	p := e.doc.Pack()
	if e.tile < 0 || e.tile >= len(p.Tiles) {
		return nil
	}
	return &p.Tiles[e.tile]
}

// selectTile selects tile i and shows it in the tile editor.
func (e *Editor) selectTile(i int) {
	if i == e.tile {
		return
	}
	e.tile, e.feature = i, ""
	e.doc.Seal()
	e.pack.showSelection()
	e.tileEd.refresh()
	e.tileEd.side.ScrollToTop() // another tile's form starts at its name, not where the last was left
}

// selectFeature selects a feature of the selected tile ("" for none).
func (e *Editor) selectFeature(id string) {
	e.feature = id
	e.doc.Seal()
	e.tileEd.refresh()
}

// navigate selects what a diagnostic concerns.
func (e *Editor) navigate(loc editor.Location) {
	p := e.doc.Pack()
	switch {
	case loc.Tile >= 0 && loc.Tile < len(p.Tiles):
		e.selectTile(loc.Tile)
		if loc.Feature >= 0 && loc.Feature < len(p.Tiles[loc.Tile].Features) {
			e.selectFeature(p.Tiles[loc.Tile].Features[loc.Feature].ID)
		}
		e.tabs.Select(e.tileTab)
	case loc.Mix >= 0 && loc.Mix < len(p.Mixes):
		e.mix = p.Mixes[loc.Mix].ID
		e.tabs.Select(e.mixTab)
		e.pack.refresh()
		e.mixes.refresh()
	default:
		e.tabs.Select(e.ruleTab)
	}
}

func mixIndex(p *schema.Pack, id string) int {
	for i := range p.Mixes {
		if p.Mixes[i].ID == id {
			return i
		}
	}
	return -1
}

func featureIndex(t *schema.Tile, id string) int {
	for i := range t.Features {
		if t.Features[i].ID == id {
			return i
		}
	}
	return -1
}

// showError shows an error in a dialog.
func (e *Editor) showError(err error) {
	d := dialog.NewError(err, e.win)
	e.withKeys(d, d.Dismiss, d.Dismiss).Show()
}

// Start begins the window's background work (autosave) and offers to
// recover work an earlier session lost. Call it once the window is shown.
func (e *Editor) Start() {
	e.files.autosaveLoop()
	e.files.offerRecovery()
}
