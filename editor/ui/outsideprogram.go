package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/internal/extbot"
)

// The Outside program dialog seats a program of the user's own at a test
// game or a simulation (docs/agents.md): "outside program…" in a seat's
// list asks for the program's command, typed or made from a file chosen
// with the editor's own picker, and OK checks it as a game would (the
// program must be found; it is started at its first decision) before the
// seat takes it as "ext:COMMAND".

// lastOutsideProgramKey is the preference that holds the command last
// seated: the next dialog offers it.
const lastOutsideProgramKey = "lastOutsideProgram"

// outsideProgramHelp says what the program must do, in lines short
// enough for the dialog.
const outsideProgramHelp = "The program reads each decision as a line of JSON on its standard input\n" +
	"and answers with one line, such as {\"option\": 0}: see docs/agents.md.\n" +
	"The command is split at spaces, with no shell: quote a path with spaces."

// outsideProgram is the dialog.
type outsideProgram struct {
	e       *Editor
	command *keyEntry
	problem *widget.Label
	dialog  *dialog.CustomDialog
	// check says why an agent cannot be seated, in the dialog's terms;
	// seated takes the agent's name once it can, dropped runs on Cancel.
	check   func(name string) error
	seated  func(name string)
	dropped func()
	closed  bool
}

// askOutsideProgram opens the dialog, its command the one last seated.
func (e *Editor) askOutsideProgram(check func(name string) error, seated func(name string), dropped func()) *outsideProgram {
	o := &outsideProgram{e: e, check: check, seated: seated, dropped: dropped}
	o.command = newKeyEntry(func(ev *fyne.KeyEvent) bool {
		if ev.Name == fyne.KeyEscape {
			o.cancel()
			return true
		}
		return false
	})
	o.command.SetPlaceHolder("python3 /home/me/bot.py")
	o.command.SetText(e.app.Preferences().String(lastOutsideProgramKey))
	o.command.OnChanged = func(string) { o.showProblem(nil) }
	o.command.OnSubmitted = func(string) { o.submit() }
	o.problem = widget.NewLabel("")
	o.problem.Importance = widget.DangerImportance
	o.problem.Wrapping = fyne.TextWrapWord
	o.problem.Hide()
	choose := widget.NewButtonWithIcon("Choose file…", theme.FolderOpenIcon(), o.chooseFile)
	help := widget.NewLabel(outsideProgramHelp)
	help.Importance = widget.LowImportance
	row := container.NewBorder(nil, nil, widget.NewLabel("Command"), choose, o.command)
	ok := widget.NewButton("OK", o.submit)
	ok.Importance = widget.HighImportance
	cancel := widget.NewButton("Cancel", o.cancel)
	o.dialog = dialog.NewCustomWithoutButtons("Outside program", container.NewVBox(row, o.problem, help), e.win)
	o.dialog.SetButtons([]fyne.CanvasObject{cancel, ok})
	e.withKeys(o.dialog, o.submit, o.cancel).Show()
	o.fit()
	e.win.Canvas().Focus(o.command)
	o.command.CursorColumn = len([]rune(o.command.Text)) // typing goes on at its end
	o.command.Refresh()
	return o
}

// fit sizes the dialog wide enough to read a path, and tall enough for
// its lines as they wrap at that width.
func (o *outsideProgram) fit() {
	o.dialog.Resize(fyne.NewSize(pathDialogWidth, o.dialog.MinSize().Height))
}

// submit is OK (and Enter): a command that names a program the game can
// start is seated; else the dialog says why and stays.
func (o *outsideProgram) submit() {
	if o.closed {
		return
	}
	command := strings.TrimSpace(o.command.Text)
	if command == "" {
		o.showProblem(errors.New("give the program's command, such as python3 /home/me/bot.py, or choose its file"))
		return
	}
	name := extbot.Prefix + ":" + command
	if err := o.check(name); err != nil {
		o.showProblem(err)
		return
	}
	o.e.app.Preferences().SetString(lastOutsideProgramKey, command)
	o.close()
	o.seated(name)
}

func (o *outsideProgram) cancel() {
	if o.closed {
		return
	}
	o.close()
	o.dropped()
}

func (o *outsideProgram) close() {
	o.closed = true
	o.dialog.Hide()
}

// showProblem says what is wrong under the command, nil for nothing.
func (o *outsideProgram) showProblem(err error) {
	if err == nil {
		if o.problem.Visible() {
			o.problem.Hide()
			o.fit()
		}
		return
	}
	o.problem.SetText(capitalise(err.Error()))
	o.problem.Show()
	o.fit()
	o.e.win.Canvas().Focus(o.command)
}

// chooseFile opens the editor's file picker, where the command's file is
// (else where a program was last chosen from), and makes the command of
// the file chosen.
func (o *outsideProgram) chooseFile() {
	p := o.e.pickProgram(folderOfCommand(o.command.Text), func(path string) {
		o.command.SetText(commandFor(path))
		o.command.CursorColumn = len([]rune(o.command.Text))
		o.command.Refresh()
	})
	p.before = o.command // the box to go on typing in (the button took its focus)
}

// pickProgram opens a picker for a file of any kind (an outside
// program), in dir, else in the folder a program was last chosen from.
func (e *Editor) pickProgram(dir string, then func(path string)) *filePicker {
	if dir == "" {
		dir = e.app.Preferences().String(lastProgramFolderKey)
	}
	p := newFilePicker(e, false, then)
	p.anyFile = true
	p.empty.SetText("No folders or files here")
	return p.start(dir, "Choose the program")
}

// commandFor is the command that runs the program file at path: the path
// itself, quoted when it holds a space, after python3 for a Python file.
func commandFor(path string) string {
	word := quoteWord(path)
	if strings.EqualFold(filepath.Ext(path), ".py") {
		return "python3 " + word
	}
	return word
}

// quoteWord quotes a word of a command that holds a space or a quote, as
// extbot.SplitCommand reads it: with ', or with " when it holds a '.
func quoteWord(w string) string {
	switch {
	case !strings.ContainsAny(w, " \t'\""):
		return w
	case strings.Contains(w, "'"):
		return `"` + w + `"`
	}
	return "'" + w + "'"
}

// folderOfCommand is the folder of the last word of a command that names
// a file or folder ("python3 /home/me/bots/bot.py": /home/me/bots), "" for
// none.
func folderOfCommand(command string) string {
	words, err := extbot.SplitCommand(command)
	if err != nil {
		return ""
	}
	for i := len(words) - 1; i >= 0; i-- {
		path := expandHome(words[i])
		st, err := os.Stat(path)
		switch {
		case err != nil:
			continue
		case st.IsDir():
			return path
		}
		return filepath.Dir(path)
	}
	return ""
}

// reworded is an error told in other words than its own (the dialog's),
// which it wraps.
type reworded struct {
	text string
	err  error
}

func (r reworded) Error() string { return r.text }
func (r reworded) Unwrap() error { return r.err }
