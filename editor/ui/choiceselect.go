package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// choiceSelect is a seat's list of choices. Fyne's Select is as wide as
// its place holder, "(Select one)", and cuts a longer choice short with an
// ellipsis ("bot: ext:pyth…"): this one is as wide as its choice, up to
// maxChoiceWidth, and an outside program's command cut short there shows
// whole in a tip. (As wide as its widest choice, every seat would take
// the room of "bot: outside program…", and the set-up of five seats
// would no longer fit a 1024×700 window.)
type choiceSelect struct {
	widget.Select
	tip tipper
}

// maxChoiceWidth is the widest a seat's list grows for its choices: an
// outside program's command with a long path is cut there, so that a few
// seats still share a line of the set-up.
const maxChoiceWidth = 360

func newChoiceSelect(ts *tips, options []string) *choiceSelect {
	s := &choiceSelect{}
	s.Options = options
	s.tip = tipper{tips: ts, text: func() string {
		if s.cut() {
			return s.Selected
		}
		return ""
	}}
	s.ExtendBaseWidget(s)
	return s
}

// MinSize is wide enough for the choice, up to maxChoiceWidth.
func (s *choiceSelect) MinSize() fyne.Size {
	size := s.Select.MinSize()
	size.Width = max(size.Width, min(s.widthFor(s.Selected), maxChoiceWidth))
	return size
}

// widthFor is the width the select needs to show text whole: the text,
// the arrow and the paddings around them, as Fyne's select asks for its
// place holder.
func (s *choiceSelect) widthFor(text string) float32 {
	th := s.Theme()
	w := fyne.MeasureText(text, th.Size(theme.SizeNameText), fyne.TextStyle{}).Width
	return w + 4*th.Size(theme.SizeNameInnerPadding) + th.Size(theme.SizeNameInlineIcon)
}

// cut says whether the select's width cuts its choice short.
func (s *choiceSelect) cut() bool {
	return s.Selected != "" && s.widthFor(s.Selected) > s.Size().Width
}

func (s *choiceSelect) MouseIn(ev *desktop.MouseEvent) { s.Select.MouseIn(ev); s.tip.mouseIn(ev) }
func (s *choiceSelect) MouseMoved(ev *desktop.MouseEvent) {
	s.Select.MouseMoved(ev)
	s.tip.mouseMoved(ev)
}
func (s *choiceSelect) MouseOut() { s.Select.MouseOut(); s.tip.mouseOut() }

// Tapped opens the list, and takes away a tip that would lie over it.
func (s *choiceSelect) Tapped(ev *fyne.PointEvent) {
	s.tip.mouseOut()
	s.Select.Tapped(ev)
}
