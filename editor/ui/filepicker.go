package ui

import (
	"errors"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// filePicker is the editor's own file and folder picker, in place of
// Fyne's (a 440×330 box in any window, no path to type, names wrapped
// mid-word). It fills most of the window; a path box on top takes a
// typed path, completed with Tab as a shell completes it, and lists the
// names that match; the list under it takes letters (type-ahead), the
// arrows, Enter and Backspace (the parent folder). It remembers the
// folder last chosen from (lastFolderKey; an outside program's picker,
// lastProgramFolderKey).
type filePicker struct {
	e *Editor
	// folders: the picker chooses a folder; anyFile: any file (an
	// outside program); else a .json file.
	folders, anyFile bool
	then             func(path string)

	// base is the folder a relative path typed is read from: the one
	// last opened.
	base string
	// listed is the folder the list shows, all its entries, and shown
	// those whose name starts as the path box's last name does.
	listed   string
	hidden   bool // names with a leading dot are listed
	all      []folderEntry
	shown    []folderEntry
	selected int // into shown; -1 for none
	// problem is what is wrong with the typed path, nil for nothing.
	problem error

	// quiet is set while the picker writes the path box itself (a row
	// chosen in the list), which lists nothing anew.
	quiet bool
	// moving is set while the keyboard selects a row, which does not
	// open a folder as a tap does.
	moving bool

	tips   *tips
	path   *pathBox
	reason *widget.Label
	list   *pickerList
	// empty says so in place of the list when a folder has nothing to
	// list.
	empty  *widget.Label
	frame  *canvas.Rectangle
	dialog *dialog.CustomDialog
	// before had the focus before the picker opened, and has it back
	// after (the path box of Save As).
	before fyne.Focusable
}

// lastFolderKey is the preference that holds the folder a picker last
// chose from, or a file was last saved to (askPath): where the next
// picker starts when no pack file is open.
const lastFolderKey = "lastFolder"

// lastProgramFolderKey is the preference that holds the folder an
// outside program was last chosen from: bots are kept apart from packs.
const lastProgramFolderKey = "lastProgramFolder"

// pickerShare is how much of the window's width and height the picker
// takes.
const pickerShare = 0.8

// detailsWidth is the narrowest list that still shows sizes and times.
const detailsWidth = 560

// pickJSON asks for a .json file, starting in folder dir (if it is one;
// else where startFolder says), and hands its path to then; nothing when
// cancelled.
func (e *Editor) pickJSON(dir string, then func(path string)) {
	e.showPicker(false, dir, "Open a pack file", then)
}

// showPicker opens a picker, for a folder or a .json file, in dir.
func (e *Editor) showPicker(folders bool, dir, title string, then func(path string)) *filePicker {
	return newFilePicker(e, folders, then).start(dir, title)
}

// start shows the picker, listing dir (if it is a folder; else where
// startFolder says), with the cursor in the path box.
func (p *filePicker) start(dir, title string) *filePicker {
	e := p.e
	if st, err := os.Stat(dir); dir == "" || err != nil || !st.IsDir() {
		dir = e.files.startFolder("")
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	p.before = e.win.Canvas().Focused()
	p.show(title)
	p.open(dir)
	e.win.Canvas().Focus(p.path)
	return p
}

func newFilePicker(e *Editor, folders bool, then func(string)) *filePicker {
	p := &filePicker{e: e, folders: folders, then: then, selected: -1, tips: newTips()}
	p.path = newPathBox(p)
	p.path.AlwaysShowValidationError = true
	p.path.Validator = func(string) error { return p.problem }
	p.path.OnChanged = func(s string) {
		if !p.quiet {
			p.typed(s)
		}
	}
	p.reason = widget.NewLabel("")
	p.reason.Importance = widget.DangerImportance
	p.reason.Truncation = fyne.TextTruncateEllipsis
	p.reason.Hide()
	p.list = newPickerList(p)
	p.list.Length = func() int { return len(p.shown) }
	p.list.CreateItem = p.newRow
	p.list.UpdateItem = p.showRow
	p.list.OnSelected = p.rowSelected
	p.empty = widget.NewLabel("No folders or pack files (.json) here")
	if folders {
		p.empty.SetText("No folders here")
	}
	p.empty.Importance = widget.LowImportance
	p.empty.Alignment = fyne.TextAlignCenter
	p.empty.Hide()
	p.frame = canvas.NewRectangle(color.Transparent)
	p.frame.StrokeColor, p.frame.StrokeWidth = color.Transparent, 2
	return p
}

// show builds the dialog, sized to the window.
func (p *filePicker) show(title string) {
	e := p.e
	parent := p.tips.iconButton("Parent folder (Backspace in the list)", theme.MoveUpIcon(), p.up)
	home := p.tips.iconButton("Home folder (~)", theme.HomeIcon(), func() {
		if h, err := os.UserHomeDir(); err == nil {
			p.open(h)
		}
	})
	hint := widget.NewLabel("Type a path (Tab completes it, ~ is your home folder) or a name's first letters in the list; Enter opens.")
	hint.Importance = widget.LowImportance
	hint.Truncation = fyne.TextTruncateEllipsis
	// Objects in the order Tab goes: the buttons, the path, the list.
	buttons := container.NewHBox(parent, home)
	pathRow := container.New(layout.NewBorderLayout(nil, nil, buttons, nil), buttons, p.path)
	top := container.NewVBox(pathRow, p.reason)
	list := container.NewStack(p.frame, container.NewPadded(p.list), container.NewCenter(p.empty))
	body := container.New(layout.NewBorderLayout(top, hint, nil, nil), top, list, hint)

	label := "Open"
	if p.folders || p.anyFile {
		label = "Choose"
	}
	ok := widget.NewButton(label, p.submitButton)
	ok.Importance = widget.HighImportance
	cancel := widget.NewButton("Cancel", p.cancel)
	p.dialog = dialog.NewCustomWithoutButtons(title, container.NewStack(body, p.tips.layer), e.win)
	p.dialog.SetButtons([]fyne.CanvasObject{cancel, ok})
	e.withKeys(p.dialog, p.submit, p.cancel).Show()
	win := e.win.Canvas().Size()
	p.dialog.Resize(fyne.NewSize(win.Width*pickerShare, win.Height*pickerShare))
}

// open lists folder dir, shows it in the path box and makes it the
// folder relative paths are read from.
func (p *filePicker) open(dir string) {
	p.base = filepath.Clean(dir)
	p.setPath(withSeparator(p.base))
	p.typed(p.path.Text)
	p.path.CursorColumn = len([]rune(p.path.Text))
	p.path.Refresh()
}

// up opens the folder above the one listed, with the folder left
// selected (Enter goes back into it).
func (p *filePicker) up() {
	parent := filepath.Dir(p.listed)
	if parent == p.listed {
		return // the root
	}
	left := filepath.Base(p.listed)
	p.open(parent)
	for i, en := range p.shown {
		if en.name == left {
			p.move(i)
		}
	}
}

// typed lists the folder the typed path is in, with the names that
// start as its last name does, and says what is wrong with it.
func (p *filePicker) typed(s string) {
	dir, prefix := splitTyped(p.base, s)
	hidden := strings.HasPrefix(prefix, ".")
	if dir != p.listed || hidden != p.hidden || p.all == nil {
		list, err := listFolder(dir, p.wanted(), hidden)
		p.listed, p.hidden, p.all = dir, hidden, list
		if err != nil {
			p.showList(nil, err)
			return
		}
	}
	shown := matching(p.all, prefix)
	var problem error
	if len(shown) == 0 && prefix != "" {
		if _, err := os.Stat(filepath.Join(dir, prefix)); err != nil {
			problem = fmt.Errorf("nothing in %s starts with %q", dir, prefix)
		}
	}
	p.showList(shown, problem)
}

// wanted says which files the picker lists besides folders (nil: none).
func (p *filePicker) wanted() func(name string) bool {
	switch {
	case p.folders:
		return nil
	case p.anyFile:
		return func(string) bool { return true }
	}
	return isPackFile
}

// showList shows entries in the list and problem at the path box.
func (p *filePicker) showList(entries []folderEntry, problem error) {
	p.shown = entries
	p.selected = -1
	p.list.UnselectAll()
	p.list.Refresh()
	if len(entries) > 0 {
		p.list.ScrollToTop()
	}
	p.problem = problem
	p.path.SetValidationError(problem)
	p.empty.Hidden = len(entries) > 0 || problem != nil
	p.empty.Refresh()
	if problem == nil {
		p.reason.Hide()
		return
	}
	p.reason.SetText(capitalise(problem.Error()))
	p.reason.Show()
}

// setPath writes s into the path box without listing anew.
func (p *filePicker) setPath(s string) {
	p.quiet = true
	p.path.SetText(s)
	p.quiet = false
	p.path.CursorColumn = len([]rune(s))
}

// completed is the path box's text with its last name completed as far
// as the names it matches agree.
func (p *filePicker) completed() string {
	text := p.path.Text
	_, prefix := splitTyped(p.base, text)
	done := completion(matching(p.all, prefix), prefix)
	if done == prefix {
		return text
	}
	return text[:len(text)-len(prefix)] + done
}

// complete is Tab in the path box.
func (p *filePicker) complete() {
	if next := p.completed(); next != p.path.Text {
		p.path.SetText(next) // lists the matches (or the folder completed)
		p.path.CursorColumn = len([]rune(next))
		p.path.Refresh()
	}
}

// move selects row i from the keyboard.
func (p *filePicker) move(i int) {
	if len(p.shown) == 0 {
		return
	}
	i = max(0, min(i, len(p.shown)-1))
	p.moving = true
	p.list.Select(i)
	p.moving = false
	p.list.ScrollTo(i)
}

// rowSelected follows a row selected: the path box names it, and a
// folder tapped opens.
func (p *filePicker) rowSelected(i int) {
	if i < 0 || i >= len(p.shown) {
		return
	}
	p.selected = i
	en := p.shown[i]
	full := filepath.Join(p.listed, en.name)
	if en.folder && !p.moving {
		p.open(full)
		return
	}
	p.setPath(full)
	p.path.Refresh()
	p.reasonClear()
}

// reasonClear drops the reason at the path box: a row chosen is no
// mistake.
func (p *filePicker) reasonClear() {
	p.problem = nil
	p.path.SetValidationError(nil)
	p.reason.Hide()
}

// target is where the path box points.
func (p *filePicker) target() string {
	t := expandHome(strings.TrimSpace(p.path.Text))
	if t == "" {
		return p.base
	}
	if !filepath.IsAbs(t) {
		t = filepath.Join(p.base, t)
	}
	return filepath.Clean(t)
}

// submit is Enter (and Open): a folder named opens, or is chosen when it
// is the one open already and a folder is wanted; a file named is chosen.
func (p *filePicker) submit() {
	t := p.target()
	st, err := os.Stat(t)
	switch {
	case err != nil:
		p.refuse(noSuchPath(t, err))
	case st.IsDir() && p.folders && t == p.base:
		p.choose(t)
	case st.IsDir():
		p.open(t)
	case p.folders:
		p.refuse(fmt.Errorf("%s is a file: choose a folder", filepath.Base(t)))
	case !p.anyFile && !isPackFile(t):
		p.refuse(fmt.Errorf("%s is not a pack file: choose a file ending in .json", filepath.Base(t)))
	default:
		p.choose(t)
	}
}

// submitButton is the Choose (or Open) button: a folder is chosen as
// named, without opening it first.
func (p *filePicker) submitButton() {
	if t := p.target(); p.folders {
		if st, err := os.Stat(t); err == nil && st.IsDir() {
			p.choose(t)
			return
		}
	}
	p.submit()
}

// noSuchPath says why path cannot be opened.
func noSuchPath(path string, err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("there is no file or folder %s", path)
	}
	return readFolderError(path, err)
}

// refuse says at the path box why Enter did nothing.
func (p *filePicker) refuse(err error) {
	p.problem = err
	p.path.SetValidationError(err)
	p.reason.SetText(capitalise(err.Error()))
	p.reason.Show()
	p.e.win.Canvas().Focus(p.path)
}

// choose ends the picker with path, remembering its folder.
func (p *filePicker) choose(path string) {
	dir := path
	if !p.folders {
		dir = filepath.Dir(path)
	}
	key := lastFolderKey
	if p.anyFile {
		key = lastProgramFolderKey
	}
	p.e.app.Preferences().SetString(key, dir)
	p.close()
	p.then(path)
}

func (p *filePicker) cancel() { p.close() }

func (p *filePicker) close() {
	p.tips.hide()
	p.dialog.Hide()
	if p.before != nil {
		p.e.win.Canvas().Focus(p.before)
	}
}
