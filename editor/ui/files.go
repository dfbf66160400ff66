package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/tilesets"
)

// files is the window's file handling: open, save, save as, recent files,
// the question about unsaved changes on close, periodic autosave and the
// offer to recover work after a crash.
type files struct {
	e    *Editor
	stop chan struct{}
}

// recentKey is the preference that lists recent files, newest first.
const recentKey = "recentFiles"

// maxRecent is how many recent files the menu lists.
const maxRecent = 8

// AutosaveEvery is how often a dirty document is autosaved.
var AutosaveEvery = 30 * time.Second

func newFiles(e *Editor) *files { return &files{e: e} }

func (f *files) recent() []string {
	return f.e.app.Preferences().StringList(recentKey)
}

func (f *files) remember(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := slices.DeleteFunc(f.recent(), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > maxRecent {
		list = list[:maxRecent]
	}
	f.e.app.Preferences().SetStringList(recentKey, list)
	f.e.refreshMenu()
}

// open asks for a pack file and opens it.
func (f *files) open() { f.e.pickJSON(f.startFolder(""), f.openPath) }

// dir is the folder of the current file, if any.
func (f *files) dir() string {
	if p := f.e.doc.Path(); p != "" {
		return filepath.Dir(p)
	}
	return ""
}

// openPath opens a pack file in a new window.
func (f *files) openPath(path string) {
	doc, err := editor.Open(path)
	if err != nil {
		f.e.showError(err)
		return
	}
	f.remember(path)
	f.replaceWith(doc)
}

func (f *files) openBuiltin(id string) {
	doc, err := editor.OpenBuiltin(id)
	if err != nil {
		f.e.showError(err)
		return
	}
	f.replaceWith(doc)
}

// replaceWith shows doc in a new window, closing this one when it holds
// nothing unsaved.
func (f *files) replaceWith(doc *editor.Document) {
	next := New(f.e.app, doc)
	next.win.Show()
	next.Start()
	if !f.e.doc.Dirty() {
		f.quit()
	}
}

// save writes the document to its file, asking for one if it has none.
func (f *files) save() { f.saveThen(nil) }

// saveThen saves and then runs after (when the save succeeded).
func (f *files) saveThen(after func()) {
	err := f.e.doc.Save()
	if errors.Is(err, editor.ErrNoPath) {
		f.saveAsThen(after)
		return
	}
	if err != nil {
		f.e.showError(err)
		return
	}
	f.remember(f.e.doc.Path())
	f.e.setStatus("Saved " + f.e.doc.Path())
	if after != nil {
		after()
	}
}

func (f *files) saveAs() { f.saveAsThen(nil) }

// saveAsThen asks for a file name and saves there. It asks for a path
// rather than using the save dialog, which truncates the chosen file
// before the editor could write it atomically.
func (f *files) saveAsThen(after func()) {
	suggest := f.e.doc.Path()
	write := f.e.doc.SaveAs
	var extra []*widget.FormItem
	if id := f.e.doc.Pack().ID; tilesets.Has(id) {
		// A copy of a built-in pack saved under the built-in's id would
		// pass for it: Save As asks for an id of its own.
		newID, item := f.variantID(id)
		extra = append(extra, item)
		write = func(target string) error {
			info := editor.InfoOf(f.e.doc.Pack())
			info.ID = strings.TrimSpace(newID.Text)
			if err := f.e.doc.Do(editor.SetPackInfo{Info: info}); err != nil {
				return err
			}
			return f.e.doc.SaveAs(target)
		}
		suggest = filepath.Join(f.startFolder(""), newID.Text+".json")
	}
	if suggest == "" {
		suggest = filepath.Join(f.startFolder(""), f.e.doc.Pack().ID+".json")
	}
	f.askPath("Save pack as", "a pack file", suggest, f.e.doc.Path(), extra, write, func(target string) {
		f.remember(target)
		f.e.setStatus("Saved " + target)
		if after != nil {
			after()
		}
	})
}

// startFolder is where a picker starts: the folder of the path typed so
// far if it exists, else beside the pack (its folder), else, for a
// built-in or new pack, the folder a picker last chose from, else the
// working folder.
func (f *files) startFolder(typed string) string {
	var candidates []string
	if t := strings.TrimSpace(typed); t != "" {
		candidates = append(candidates, filepath.Dir(expandHome(t)))
	}
	if dir := f.dir(); dir != "" {
		candidates = append(candidates, dir)
	}
	if last := f.e.app.Preferences().String(lastFolderKey); last != "" {
		candidates = append(candidates, last)
	}
	candidates = append(candidates, ".")
	for _, dir := range candidates {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			if abs, err := filepath.Abs(dir); err == nil {
				return abs
			}
			return dir
		}
	}
	return "."
}

// pathDialogWidth is the width of dialogs that ask for a path: wide
// enough to read a whole path, not three characters of it.
const pathDialogWidth = 680

// askPath asks where to write a file (what it is: "a pack file"), ending
// in .json, suggesting suggest; it confirms before replacing a file other
// than same, then writes with write and, when that worked, calls done.
// A failed write is shown and leaves the old file. Enter confirms; the
// Folder… button opens a picker beside the pack.
func (f *files) askPath(title, what, suggest, same string, extra []*widget.FormItem, write func(string) error, done func(string)) {
	path := widget.NewEntry()
	path.SetText(suggest)
	path.CursorColumn = utf8.RuneCountInString(suggest) // at the file name's end
	// What is wrong is said as it is typed, not once the box is left.
	path.AlwaysShowValidationError = true
	path.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New("give a file name")
		}
		if !strings.HasSuffix(s, ".json") {
			return fmt.Errorf("%s ends in .json", what)
		}
		return nil
	}
	browse := widget.NewButton("Folder…", func() { f.pickFolder(path) })
	d := dialog.NewForm(title, "Save", "Cancel",
		append(extra, widget.NewFormItem("File", container.NewBorder(nil, nil, nil, browse, path))),
		func(ok bool) {
			if !ok {
				return
			}
			target := strings.TrimSpace(path.Text)
			run := func() {
				if err := write(target); err != nil {
					f.e.showError(err)
					return
				}
				// The folder written to is where the next picker starts.
				f.e.app.Preferences().SetString(lastFolderKey, filepath.Dir(target))
				done(target)
			}
			if _, err := os.Stat(target); err == nil && target != same {
				f.e.confirm("Replace "+filepath.Base(target)+"?", target+" exists. Replace it?", run)
				return
			}
			run()
		}, f.e.win)
	path.OnSubmitted = func(string) { d.Submit() }
	showFocused(f.e, d, path)
}

// showFocused shows a form dialog wide enough for a path and puts the
// cursor in entry, so the designer can type (and press Enter) at once.
func showFocused(e *Editor, d *dialog.FormDialog, entry fyne.Focusable) {
	d.Resize(fyne.NewSize(pathDialogWidth, d.MinSize().Height))
	e.withKeys(d, d.Submit, d.Dismiss).Show()
	e.win.Canvas().Focus(entry)
}

// pickFolder opens a folder picker where startFolder says and puts the
// chosen folder in front of the file name in path.
func (f *files) pickFolder(path *widget.Entry) {
	p := f.e.showPicker(true, f.startFolder(path.Text), "Choose a folder", func(dir string) {
		path.SetText(filepath.Join(dir, filepath.Base(path.Text)))
		path.CursorColumn = len([]rune(path.Text))
	})
	p.before = path // the box to go on typing in (the button tapped took its focus)
}

// close is the window's close button: unsaved changes are saved, dropped
// or kept open, as the designer chooses.
func (f *files) close() {
	if !f.e.doc.Dirty() {
		f.quit()
		return
	}
	var d *dialog.CustomDialog
	save := widget.NewButton("Save", func() { d.Hide(); f.saveThen(f.quit) })
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Don't Save", func() {
		d.Hide()
		_ = f.e.doc.DiscardRecovery()
		f.quit()
	})
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("Save changes to "+f.e.doc.Title()+"?",
		widget.NewLabel("Your changes are lost if you don't save them."), f.e.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	f.e.withKeys(d, save.OnTapped, cancel.OnTapped).Show()
}

func (f *files) quit() {
	if f.stop != nil {
		close(f.stop)
		f.stop = nil
	}
	f.e.sim.stop()
	f.e.saveWindowSize()
	f.e.play.gen++       // a bot move still scheduled is dropped
	f.e.play.closeGame() // a Mists match runs its turn on a goroutine
	f.e.win.Close()
}

// autosaveLoop autosaves the document every AutosaveEvery while it is
// dirty, until the window closes.
func (f *files) autosaveLoop() {
	f.stop = make(chan struct{})
	stop := f.stop
	go func() {
		tick := time.NewTicker(AutosaveEvery)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				f.e.onUI(f.autosave)
			}
		}
	}()
}

func (f *files) autosave() {
	if !f.e.doc.Dirty() {
		return
	}
	if err := f.e.doc.Autosave(); err != nil {
		f.e.setStatus(err.Error())
	}
}

// offerRecovery asks whether to bring back unsaved work an earlier
// session left for this document.
func (f *files) offerRecovery() {
	r, ok := f.e.doc.FindRecovery()
	if !ok {
		return
	}
	msg := fmt.Sprintf("Unsaved changes to %s from %s were found:\nthe editor did not close cleanly.\nRecover them? (Undo takes the recovery back.)",
		f.e.doc.Title(), r.Saved.Local().Format("2006-01-02 15:04"))
	d := dialog.NewCustomConfirm("Recover unsaved work?", "Recover", "Discard", widget.NewLabel(msg), func(yes bool) {
		if !yes {
			_ = f.e.doc.DiscardRecovery()
			return
		}
		if err := f.e.doc.Recover(r); err != nil {
			f.e.showError(err)
		}
	}, f.e.win)
	// Enter recovers; Escape does nothing: it would discard the work.
	f.e.withKeys(d, d.Confirm, nil).Show()
}

// variantID is the Save As dialog's box for the id of a variant of
// built-in pack id: suggested "<id>-variant", checked as it is typed as
// the pack format does, and refusing any built-in pack's id.
func (f *files) variantID(id string) (*widget.Entry, *widget.FormItem) {
	box := widget.NewEntry()
	box.SetText(id + "-variant")
	box.AlwaysShowValidationError = true
	box.Validator = func(s string) error {
		s = strings.TrimSpace(s)
		if tilesets.Has(s) {
			return fmt.Errorf("%s is a built-in pack's id: a variant needs one of its own", s)
		}
		return editor.CheckPackID(s)
	}
	item := widget.NewFormItem("Pack id", box)
	item.HintText = "the variant's own id: " + id + " is the built-in pack's"
	return box, item
}
