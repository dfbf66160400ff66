package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// castleBoardEditor is the Rules tab's editor of The Castle's board
// (rules.castle.board): the grid, what a tap on it does (switch a cell,
// move the selected start space there, put a new start space there), the
// selected start space's id, segment and facing side, and the score
// track's length and corner towers. Every change is an edit of the
// document, undone like any other, and the Problems panel follows it with
// the board's lints.
type castleBoardEditor struct {
	e        *Editor
	grid     *castleGrid
	mode     *widget.RadioGroup
	summary  *widget.Label
	selected int // index of the selected start space, -1 for none

	start        *fyne.Container // the selected start space's fields
	startTitle   *widget.Label
	startID      *boundEntry
	startKind    *boundSelect
	startSide    *boundSelect
	startSideRow fyne.CanvasObject
	removeStart  *widget.Button
	noStart      *widget.Label
	length       *boundEntry
	corners      []*boundEntry
	cornerList   *fyne.Container
	derive       *widget.Button
	content      *fyne.Container
}

// What a tap on a cell does.
const (
	tapSwitches = "Switch cells in or out"
	tapMoves    = "Move the selected start space"
	tapAdds     = "Add a start space"
)

func newCastleBoardEditor(e *Editor) *castleBoardEditor {
	c := &castleBoardEditor{e: e, selected: -1}
	c.grid = newCastleGrid(c.tapped)
	c.mode = widget.NewRadioGroup([]string{tapSwitches, tapMoves, tapAdds}, nil)
	c.mode.Horizontal = true
	c.mode.Required = true
	c.mode.SetSelected(tapSwitches)
	c.summary = widget.NewLabel("")
	c.summary.Wrapping = fyne.TextWrapWord

	c.startTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.startID = newBoundEntry(e, "id", func(s string) { e.do(editor.SetStartSpaceID{Index: c.selected, ID: s}) })
	kinds := make([]string, len(editor.StartKinds))
	for i, k := range editor.StartKinds {
		kinds[i] = string(k)
	}
	c.startKind = newBoundSelect(kinds, func(k string) { e.do(editor.SetStartSpaceKind{Index: c.selected, Kind: schema.Kind(k)}) })
	c.startSide = newBoundSelect(nil, func(s string) {
		e.do(editor.SetStartSpaceSide{Index: c.selected, Side: slices.Index(editor.SideNames[:], s)})
	})
	c.removeStart = widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
		if e.do(editor.RemoveStartSpace{Index: c.selected}) {
			c.selected = -1
			c.refresh()
		}
	})
	c.startSideRow = container.NewHBox(widget.NewLabel("faces the board to its"), c.startSide.Select)
	c.start = container.NewVBox(c.startTitle, container.NewHBox(widget.NewLabel("id"), container.NewGridWrap(fyne.NewSize(90, c.startID.MinSize().Height), c.startID.Entry),
		widget.NewLabel("segment"), c.startKind.Select, c.startSideRow, c.removeStart))
	c.noStart = widget.NewLabel("Tap a start space to select it; with \"" + tapAdds + "\" chosen, tap an empty cell beside the wall to add one.")
	c.noStart.Wrapping = fyne.TextWrapWord

	c.length = newBoundEntry(e, "100", func(s string) {
		if n, ok := wholeNumber(e, s, "The track's length"); ok {
			e.do(editor.SetTrackLength{Length: n})
		}
	})
	c.cornerList = container.NewGridWrap(fyne.NewSize(150, c.length.MinSize().Height))
	c.derive = widget.NewButton("One corner per outline corner", func() { e.do(editor.DeriveTrackCorners{}) })
	addCorner := widget.NewButtonWithIcon("Add a corner tower", theme.ContentAddIcon(), func() { e.do(editor.AddTrackCorner{}) })
	trackHelp := widget.NewLabel("Corner towers, clockwise from the 0/1 tower: the two track spaces each carries. " +
		"\"One corner per outline corner\" puts one on every corner of the wall, from the north-west corner of the top row, " +
		"and shares the other spaces among the stretches of wall in proportion to their length.")
	trackHelp.Wrapping = fyne.TextWrapWord

	title := widget.NewLabelWithStyle("The Castle: the board", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	trackTitle := widget.NewLabelWithStyle("The score track", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.content = container.NewVBox(widget.NewSeparator(), title, c.summary, c.mode,
		container.NewHBox(c.grid), c.start, c.noStart,
		trackTitle, container.NewHBox(widget.NewLabel("spaces"), container.NewGridWrap(fyne.NewSize(90, c.length.MinSize().Height), c.length.Entry), c.derive, addCorner),
		trackHelp, c.cornerList)
	c.content.Hide()
	return c
}

// tapped acts on a tap on cell (x, y): a start space there is selected;
// any other cell is switched, takes the selected start space or a new
// one, as the mode says.
func (c *castleBoardEditor) tapped(x, y int) {
	b := c.e.doc.Pack().Rules.Castle.Board
	if i := slices.IndexFunc(b.StartSpaces, func(s schema.StartSpace) bool { return s.X == x && s.Y == y }); i >= 0 {
		c.selected = i
		c.refresh()
		return
	}
	switch c.mode.Selected {
	case tapMoves:
		if c.selected < 0 {
			c.e.setStatus("Select a start space first: tap it")
			return
		}
		c.e.do(editor.MoveStartSpace{Index: c.selected, X: x, Y: y})
	case tapAdds:
		if c.e.do(editor.AddStartSpace{X: x, Y: y, Kind: schema.KindPath}) {
			c.selected = len(c.e.doc.Pack().Rules.Castle.Board.StartSpaces) - 1
			c.refresh()
		}
	default:
		c.e.do(editor.ToggleCastleCell{X: x, Y: y})
	}
}

// refresh shows the pack's board, or nothing when the pack has no rules
// for The Castle.
func (c *castleBoardEditor) refresh() {
	r := c.e.doc.Pack().Rules.Castle
	if r == nil {
		c.content.Hide()
		return
	}
	c.content.Show()
	b := r.Board
	if c.selected >= len(b.StartSpaces) {
		c.selected = -1
	}
	c.grid.show(b, c.selected)
	c.summary.SetText(castleSummary(b))
	c.showStart(b)
	c.length.show(strconv.Itoa(b.Track.Length))
	c.showCorners(b.Track.Corners)
}

// castleSummary says what the board holds, and how the tower marks on the
// grid relate to the wall's corners.
func castleSummary(b schema.CastleBoard) string {
	outline := len(schema.CastleOutline(b))
	s := fmt.Sprintf("%s inside the wall, %s on it; the wall has %s, the track %s.",
		plural(editor.CellCount(b), "cell"), plural(len(b.StartSpaces), "start space"),
		plural(outline, "corner"), plural(len(b.Track.Corners), "corner tower"))
	return s + " Grey dots are the corner towers with their first track space (the 0/1 tower gold); the bar on a start space is the side its segment faces."
}

// showStart shows the selected start space's fields.
func (c *castleBoardEditor) showStart(b schema.CastleBoard) {
	if c.selected < 0 {
		c.start.Hide()
		c.noStart.Show()
		return
	}
	c.noStart.Hide()
	c.start.Show()
	s := b.StartSpaces[c.selected]
	c.startTitle.SetText(fmt.Sprintf("Start space %d of %d, at (%d,%d)", c.selected+1, len(b.StartSpaces), s.X, s.Y))
	c.startID.show(s.ID)
	kinds := c.startKind.Options
	c.startKind.show(kinds, string(editor.StartKind(s)))
	var sides []string
	for _, side := range editor.FacingSides(b, s.X, s.Y) {
		sides = append(sides, editor.SideNames[side])
	}
	setVisible(c.startSideRow, len(sides) > 1)
	if side := editor.StartSide(b, s); side >= 0 && len(sides) > 0 {
		c.startSide.show(sides, editor.SideNames[side])
	}
}

// showCorners shows one entry per corner tower: its track spaces, "0, 1".
func (c *castleBoardEditor) showCorners(corners [][]int) {
	if len(c.corners) != len(corners) {
		c.corners = c.corners[:0]
		objs := make([]fyne.CanvasObject, len(corners))
		for i := range corners {
			en := newBoundEntry(c.e, "0, 1", func(s string) {
				if spaces, ok := c.trackSpaces(s); ok {
					c.e.do(editor.SetTrackCorner{Index: i, Spaces: spaces})
				}
			})
			remove := c.e.iconButton("Remove this corner tower", theme.DeleteIcon(), func() { c.e.do(editor.RemoveTrackCorner{Index: i}) })
			c.corners = append(c.corners, en)
			objs[i] = container.NewBorder(nil, nil, widget.NewLabel(strconv.Itoa(i+1)), remove, en.Entry)
		}
		c.cornerList.Objects = objs
		c.cornerList.Refresh()
	}
	for i, corner := range corners {
		words := make([]string, len(corner))
		for j, s := range corner {
			words[j] = strconv.Itoa(s)
		}
		c.corners[i].show(strings.Join(words, ", "))
	}
}

// trackSpaces reads a corner tower's spaces typed as "44, 45", or says in
// the status line why they are not.
func (c *castleBoardEditor) trackSpaces(s string) ([]int, bool) {
	var spaces []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		n, err := strconv.Atoi(f)
		if err != nil {
			c.e.refuse(fmt.Sprintf("A corner tower's track spaces are whole numbers such as \"44, 45\", not %q", s))
			return nil, false
		}
		spaces = append(spaces, n)
	}
	return spaces, len(spaces) > 0
}
