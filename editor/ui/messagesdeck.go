package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// messagesDeck is the Rules tab's editor of the Messages module
// (rules.messages): its numbers as fields, and the deck of message tiles
// as rows, top of the deck first as it is set up. A row has the number
// printed on the message, its action, the feature kind when the action
// concerns one, the points when it gives points per pennant or follower,
// buttons to move it up or down or remove it, and under it what the
// message does in words. Every change is an edit of the document, undone
// like any other, and the Problems panel follows it.
type messagesDeck struct {
	e       *Editor
	numbers map[string]*boundEntry // figures, darkEvery, sealPoints by rule path
	seal    *widget.Label
	rows    []*messageRow
	list    *fyne.Container
	add     *widget.Button
	content *fyne.Container
}

// messagesNumbers are the module's numbers, by their rule path, with what
// each means.
var messagesNumbers = []struct{ path, hint string }{
	{"messages.figures", "score figures per player"},
	{"messages.darkEvery", "dark score spaces are the multiples of this number"},
	{"messages.sealPoints", "points a message gives when taken as its seal instead of its action"},
}

func newMessagesDeck(e *Editor) *messagesDeck {
	d := &messagesDeck{e: e, numbers: map[string]*boundEntry{}, list: container.NewVBox()}
	form := widget.NewForm()
	for _, n := range messagesNumbers {
		path := n.path
		en := newBoundEntry(e, "", func(s string) { e.do(editor.SetRule{Path: path, Value: s}) })
		d.numbers[path] = en
		form.Items = append(form.Items, &widget.FormItem{Text: path, Widget: en.Field(), HintText: n.hint})
	}
	title := widget.NewLabelWithStyle("Messages: the deck", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	d.seal = widget.NewLabel("")
	d.seal.Wrapping = fyne.TextWrapWord
	d.add = widget.NewButtonWithIcon("Add a message", theme.ContentAddIcon(), func() { e.do(editor.AddMessage{}) })
	d.content = container.NewVBox(widget.NewSeparator(), form, title, d.seal, d.list, container.NewHBox(d.add))
	d.content.Hide()
	return d
}

// refresh shows the pack's Messages rules, or nothing when it has none.
func (d *messagesDeck) refresh() {
	r := d.e.doc.Pack().Rules.Messages
	if r == nil {
		d.content.Hide()
		return
	}
	d.content.Show()
	for path, en := range d.numbers {
		en.show(strconv.Itoa(messagesNumber(r, path)))
	}
	d.seal.SetText(fmt.Sprintf("Top of the deck first, as it is set up. Each message is taken as its action or as its seal: %s.", plural(r.SealPoints, "point")))
	if len(d.rows) != len(r.Deck) {
		d.rows = d.rows[:0]
		objs := make([]fyne.CanvasObject, len(r.Deck))
		for i := range r.Deck {
			row := newMessageRow(d.e)
			d.rows = append(d.rows, row)
			objs[i] = row.content
		}
		d.list.Objects = objs
	}
	for i, m := range r.Deck {
		d.rows[i].show(i, m, len(r.Deck))
	}
	d.list.Refresh()
}

func messagesNumber(r *schema.MessagesRules, path string) int {
	switch path {
	case "messages.figures":
		return r.Figures
	case "messages.darkEvery":
		return r.DarkEvery
	}
	return r.SealPoints
}

// messageRow is one message of the deck.
type messageRow struct {
	e                *Editor
	index            int
	number, points   *boundEntry
	action, feature  *boundSelect
	featureBox       fyne.CanvasObject
	pointsBox        fyne.CanvasObject
	words            *widget.Label
	up, down, remove *tipButton
	content          fyne.CanvasObject
}

// Widths of a row's fields: room for "1000", the longest action, "cloister".
const (
	messageNumberWidth  = 72
	messageActionWidth  = 190
	messageFeatureWidth = 130
	messagePointsWidth  = 72
)

func newMessageRow(e *Editor) *messageRow {
	r := &messageRow{e: e}
	r.number = newBoundEntry(e, "number", func(s string) {
		if n, ok := wholeNumber(e, s, "A message's number"); ok {
			e.do(editor.SetMessageNumber{Index: r.index, Number: n})
		}
	})
	r.action = newBoundSelect(schema.MessageActions, func(a string) { e.do(editor.SetMessageAction{Index: r.index, Action: a}) })
	r.action.PlaceHolder = "(choose an action)"
	r.feature = newBoundSelect(schema.MessageFeatures, func(f string) { e.do(editor.SetMessageFeature{Index: r.index, Feature: f}) })
	r.feature.PlaceHolder = "(feature)"
	r.points = newBoundEntry(e, "points", func(s string) {
		if n, ok := wholeNumber(e, s, "A message's points"); ok {
			e.do(editor.SetMessagePoints{Index: r.index, Points: n})
		}
	})
	r.words = widget.NewLabel("")
	r.words.Wrapping = fyne.TextWrapWord
	r.up = e.iconButton("Move this message up the deck", theme.MoveUpIcon(), func() { e.do(editor.MoveMessage{Index: r.index, By: -1}) })
	r.down = e.iconButton("Move this message down the deck", theme.MoveDownIcon(), func() { e.do(editor.MoveMessage{Index: r.index, By: 1}) })
	r.remove = e.iconButton("Remove this message", theme.DeleteIcon(), func() { e.do(editor.RemoveMessage{Index: r.index}) })
	height := r.number.MinSize().Height
	wide := func(w float32, o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(w, height), o)
	}
	r.featureBox = wide(messageFeatureWidth, r.feature.Select)
	r.pointsBox = container.NewHBox(wide(messagePointsWidth, r.points.Entry), widget.NewLabel("points"))
	fields := container.NewHBox(widget.NewLabel("No."), wide(messageNumberWidth, r.number.Entry),
		wide(messageActionWidth, r.action.Select), r.featureBox, r.pointsBox)
	buttons := container.NewHBox(r.up, r.down, r.remove)
	// A refused value's reason shows under the row (the boxes are narrow).
	r.content = container.NewVBox(container.NewBorder(nil, nil, fields, buttons), r.number.reason, r.points.reason, r.words, widget.NewSeparator())
	return r
}

// wholeNumber reads a number typed in a row, or says in the status line
// why it is not one.
func wholeNumber(e *Editor, s, what string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		e.refuse(fmt.Sprintf("%s is a whole number, not %q", what, s))
		return 0, false
	}
	return n, true
}

// show puts message m, row i of a deck of n, in the row.
func (r *messageRow) show(i int, m schema.Message, n int) {
	r.index = i
	r.number.show(strconv.Itoa(m.Number))
	showChoice(r.action, schema.MessageActions, m.Action)
	showChoice(r.feature, schema.MessageFeatures, m.Feature)
	r.points.show(strconv.Itoa(m.Points))
	setVisible(r.featureBox, schema.MessageTakesFeature(m.Action))
	setVisible(r.pointsBox, schema.MessageTakesPoints(m.Action))
	r.words.SetText(m.Words())
	setEnabled(r.up, i > 0)
	setEnabled(r.down, i < n-1)
}

// showChoice shows v in a bound drop-down, or its placeholder for "".
func showChoice(b *boundSelect, options []string, v string) {
	if v != "" {
		b.show(options, v)
		return
	}
	if b.Selected != "" {
		b.quiet = true
		b.ClearSelected()
		b.quiet = false
	}
}

func setVisible(o fyne.CanvasObject, visible bool) {
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
}

func setEnabled(b fyne.Disableable, enabled bool) {
	if enabled {
		b.Enable()
	} else {
		b.Disable()
	}
}
