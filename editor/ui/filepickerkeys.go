package ui

import (
	"image/color"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The file picker's keys. Fyne's desktop driver sends a key to the
// focused widget alone, and Tab to the focus chain unless that widget
// asks for it: the path box asks for Tab while it has a completion to
// add, and the list is a List that takes letters (Fyne's ignores them)
// and the keys that move, open and go up.

// typeAheadPause is how long after a letter the next one still adds to
// the name being typed in the list, rather than starting another.
const typeAheadPause = time.Second

// pathBox is the picker's path entry: Tab completes, Enter goes or
// chooses, Escape cancels and Down moves into the list.
type pathBox struct {
	widget.Entry
	p *filePicker
}

func newPathBox(p *filePicker) *pathBox {
	b := &pathBox{p: p}
	b.ExtendBaseWidget(b)
	return b
}

// AcceptsTab takes Tab while it completes something; otherwise Tab goes
// on to the list, whose rows are the matches.
func (b *pathBox) AcceptsTab() bool { return b.p.completed() != b.Text }

func (b *pathBox) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyTab:
		b.p.complete()
	case fyne.KeyReturn, fyne.KeyEnter:
		b.p.submit()
	case fyne.KeyEscape:
		b.p.cancel()
	case fyne.KeyDown:
		b.p.focusList()
	default:
		b.Entry.TypedKey(ev)
	}
}

// pickerList is the picker's list of names: letters select the first
// name that starts with what was typed within typeAheadPause, Up and
// Down move, Enter opens a folder or chooses a file, Backspace goes to
// the parent folder, Escape cancels.
type pickerList struct {
	widget.List
	p *filePicker
	// typed is the start of a name typed so far, at typedAt.
	typed   string
	typedAt time.Time
	// now is the clock (tests set it).
	now func() time.Time
}

func newPickerList(p *filePicker) *pickerList {
	l := &pickerList{p: p, now: time.Now}
	l.ExtendBaseWidget(l)
	return l
}

// FocusGained keeps Fyne's hover mark off the rows: the selected row is
// the list's one mark, and the frame around the list says it has focus.
func (l *pickerList) FocusGained() { l.p.listFocus(true) }
func (l *pickerList) FocusLost()   { l.p.listFocus(false) }

func (l *pickerList) TypedKey(ev *fyne.KeyEvent) {
	p := l.p
	switch ev.Name {
	case fyne.KeyDown:
		p.move(p.selected + 1)
	case fyne.KeyUp:
		if p.selected <= 0 {
			p.focusPath()
			return
		}
		p.move(p.selected - 1)
	case fyne.KeyHome:
		p.move(0)
	case fyne.KeyEnd:
		p.move(len(p.shown) - 1)
	case fyne.KeyPageDown:
		p.move(p.selected + 10)
	case fyne.KeyPageUp:
		p.move(max(0, p.selected-10))
	case fyne.KeyReturn, fyne.KeyEnter:
		p.submit()
	case fyne.KeyBackspace:
		p.up()
	case fyne.KeyEscape:
		p.cancel()
	}
}

// TypedRune selects by the start of a name. Typing one letter over and
// over steps through the names that start with it.
func (l *pickerList) TypedRune(r rune) {
	now := l.now()
	if now.Sub(l.typedAt) > typeAheadPause {
		l.typed = ""
	}
	l.typedAt = now
	l.typed += string(r)
	p := l.p
	if i := p.firstStarting(l.typed, 0); i >= 0 {
		p.move(i)
		return
	}
	if again := []rune(l.typed); allSame(again) {
		l.typed = string(again[0])
		if i := p.firstStarting(l.typed, p.selected+1); i >= 0 {
			p.move(i)
		} else if i := p.firstStarting(l.typed, 0); i >= 0 {
			p.move(i)
		}
	}
}

// allSame says whether rs are one letter repeated (ignoring case).
func allSame(rs []rune) bool {
	for _, r := range rs[1:] {
		if unicode.ToLower(r) != unicode.ToLower(rs[0]) {
			return false
		}
	}
	return true
}

// firstStarting is the first shown name from index from that starts with
// start, ignoring case; -1 for none.
func (p *filePicker) firstStarting(start string, from int) int {
	for i := max(from, 0); i < len(p.shown); i++ {
		if hasPrefixFold(p.shown[i].name, start) {
			return i
		}
	}
	return -1
}

func (p *filePicker) focusList() {
	p.e.win.Canvas().Focus(p.list)
	if p.selected < 0 {
		p.move(0)
	}
}

func (p *filePicker) focusPath() {
	p.e.win.Canvas().Focus(p.path)
}

// listFocus marks the list while it has focus.
func (p *filePicker) listFocus(on bool) {
	p.frame.StrokeColor = color.Transparent
	if on {
		p.frame.StrokeColor = theme.Color(theme.ColorNameFocus)
	}
	p.frame.Refresh()
}
