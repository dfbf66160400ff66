package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/engine"
)

// manyOptions is the most options shown as buttons; more are a list.
const manyOptions = 12

// decisionPanel shows a decision a person takes: its title, who decides,
// and its options as buttons, or as a list when there are many; a tap
// picks one. The first nine are numbered for the digit keys. Options may
// be narrowed to those of one board cell or spot (filter), with a button
// to show them all again.
type decisionPanel struct {
	title   *widget.Label
	who     *widget.Label
	buttons []*widget.Button
	box     *fyne.Container
	list    *widget.List
	listBox *fyne.Container
	all     *widget.Button
	content *fyne.Container

	shown  []int // the option indices shown, in order
	labels []string
	onPick func(i int)
	// onShowAll clears the filter.
	onShowAll func()
}

func newDecisionPanel(onPick func(int), onShowAll func()) *decisionPanel {
	p := &decisionPanel{onPick: onPick, onShowAll: onShowAll}
	p.title = widget.NewLabel("")
	p.title.TextStyle.Bold = true
	p.title.Wrapping = fyne.TextWrapWord
	p.who = widget.NewLabel("")
	p.box = container.NewVBox()
	p.list = widget.NewList(func() int { return len(p.shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.labels[i]) })
	p.list.OnSelected = func(i widget.ListItemID) {
		p.list.UnselectAll()
		if i < len(p.shown) {
			p.onPick(p.shown[i])
		}
	}
	p.all = widget.NewButton("Show every option", func() { p.onShowAll() })
	p.listBox = container.NewGridWrap(fyne.NewSize(sidePanelMinWidth, 200), p.list)
	p.content = container.NewVBox(p.title, p.who, p.box, p.listBox, p.all)
	p.content.Hide()
	return p
}

// hide shows no decision.
func (p *decisionPanel) hide() {
	p.shown, p.labels, p.buttons = nil, nil, nil
	p.box.RemoveAll()
	p.content.Hide()
}

// show shows a decision (its title for people), taken by who, with the options listed in
// shown (indices into opts); filtered says they are a part of them.
// label, when not nil, words an option its own way.
func (p *decisionPanel) show(title, who string, opts []engine.Option, shown []int, filtered bool, label func(i int) string) {
	p.title.SetText(title)
	p.who.SetText("Decides: " + who)
	p.shown, p.labels, p.buttons = shown, p.labels[:0], p.buttons[:0]
	p.box.RemoveAll()
	for k, i := range shown {
		text := opts[i].Label
		if label != nil {
			text = label(i)
		}
		if k < 9 {
			text = fmt.Sprintf("%d. %s", k+1, text)
		}
		p.labels = append(p.labels, text)
	}
	many := len(shown) > manyOptions
	if !many {
		for k, i := range shown {
			b := widget.NewButton(p.labels[k], func() { p.onPick(i) })
			b.Alignment = widget.ButtonAlignLeading
			p.buttons = append(p.buttons, b)
			p.box.Add(b)
		}
	}
	p.list.Refresh()
	p.listBox.Hidden = !many
	p.all.Hidden = !filtered
	p.content.Show()
	p.content.Refresh()
}

// pickShown picks the k-th option shown (0-based), false when there is no
// such option (a digit key beyond them).
func (p *decisionPanel) pickShown(k int) bool {
	if !p.content.Visible() || k < 0 || k >= len(p.shown) {
		return false
	}
	p.onPick(p.shown[k])
	return true
}
