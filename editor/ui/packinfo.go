package ui

import (
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// packInfoForm is the Pack Details dialog: the pack's id, name, notes and
// provenance, so a variant made from a built-in pack can become a pack of
// its own. Apply makes it one undoable edit.
type packInfoForm struct {
	e         *Editor
	id, name  *keyEntry
	notes     *widget.Entry
	sources   []*sourceRow
	sourceBox *fyne.Container
	dialog    *dialog.FormDialog
	problem   *widget.Label
}

// sourceRow edits one provenance entry.
type sourceRow struct {
	subject, source, note *widget.Entry
	confidence            *widget.Select
	content               fyne.CanvasObject
}

// showPackIdentity opens the Pack Details dialog.
func (e *Editor) showPackIdentity() { e.packInfoDialog() }

func (e *Editor) packInfoDialog() *packInfoForm {
	info := editor.InfoOf(e.doc.Pack())
	f := &packInfoForm{e: e}
	f.id = escapeEntry(&f.dialog)
	f.id.SetText(info.ID)
	// What is wrong is said as it is typed, not once the box is left.
	f.id.AlwaysShowValidationError = true
	f.id.Validator = editor.CheckPackID
	f.name = escapeEntry(&f.dialog)
	f.name.SetText(info.Name)
	// What is wrong is said as it is typed, not once the box is left.
	f.name.AlwaysShowValidationError = true
	f.name.Validator = editor.CheckPackName
	f.notes = widget.NewMultiLineEntry()
	f.notes.Wrapping = fyne.TextWrapWord
	f.notes.SetMinRowsVisible(4)
	f.notes.SetPlaceHolder("What the pack is, how it was made, what is still open.\nA blank line starts a new paragraph.")
	f.notes.SetText(editor.JoinNotes(info.Notes))
	f.sourceBox = container.NewVBox()
	for _, pr := range info.Provenance {
		f.addSource(pr)
	}
	add := widget.NewButtonWithIcon("Add source", theme.ContentAddIcon(), func() {
		f.addSource(schema.Provenance{Confidence: "unknown"})
	})
	f.problem = widget.NewLabel("")
	f.problem.Wrapping = fyne.TextWrapWord
	f.problem.Importance = widget.DangerImportance
	sources := container.NewVScroll(f.sourceBox)
	sources.SetMinSize(fyne.NewSize(0, 160))
	items := []*widget.FormItem{
		{Text: "Id", Widget: f.id, HintText: "Saves, exports, game records and reports name the pack by it."},
		{Text: "Name", Widget: f.name},
		{Text: "Notes", Widget: f.notes},
		{Text: "Provenance", Widget: container.NewBorder(sourceHeader(), container.NewBorder(nil, nil, add, nil), nil, nil, sources)},
		{Text: "", Widget: f.problem},
	}
	f.dialog = dialog.NewForm("Pack details", "Apply", "Cancel", items, func(ok bool) {
		if ok {
			f.apply()
		}
	}, e.win)
	f.id.OnSubmitted = func(string) { f.dialog.Submit() }
	f.name.OnSubmitted = func(string) { f.dialog.Submit() }
	f.dialog.Resize(fyne.NewSize(860, 560))
	e.withKeys(f.dialog, f.dialog.Submit, f.dialog.Dismiss).Show()
	e.win.Canvas().Focus(f.id)
	return f
}

// sourceHeader names the columns of the provenance rows.
func sourceHeader() fyne.CanvasObject {
	head := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	}
	confidence := container.NewGridWrap(fyne.NewSize(widget.NewSelect(editor.Confidences(), nil).MinSize().Width+theme.Padding()+widget.NewButtonWithIcon("", theme.DeleteIcon(), nil).MinSize().Width, 0), head("confidence"))
	return container.NewBorder(nil, nil, nil, confidence,
		container.NewGridWithColumns(3, head("which data"), head("where it comes from"), head("note")))
}

// addSource adds a row for one provenance entry.
func (f *packInfoForm) addSource(pr schema.Provenance) {
	r := &sourceRow{subject: widget.NewEntry(), source: widget.NewEntry(), note: widget.NewEntry()}
	r.subject.SetPlaceHolder("which data (e.g. tile 14)")
	r.subject.SetText(pr.Subject)
	r.source.SetPlaceHolder("where it comes from")
	r.source.SetText(pr.Source)
	r.note.SetPlaceHolder("note")
	r.note.SetText(pr.Note)
	r.confidence = widget.NewSelect(editor.Confidences(), nil)
	r.confidence.SetSelected(pr.Confidence)
	var remove *widget.Button
	remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		for i, s := range f.sources {
			if s == r {
				f.sources = append(f.sources[:i], f.sources[i+1:]...)
				break
			}
		}
		f.sourceBox.Remove(r.content)
	})
	r.content = container.NewBorder(nil, nil, nil, container.NewHBox(r.confidence, remove),
		container.NewGridWithColumns(3, r.subject, r.source, r.note))
	f.sources = append(f.sources, r)
	f.sourceBox.Add(r.content)
}

// info is the identity the dialog describes.
func (f *packInfoForm) info() editor.PackInfo {
	info := editor.PackInfo{ID: f.id.Text, Name: f.name.Text, Notes: editor.SplitNotes(f.notes.Text)}
	for _, r := range f.sources {
		info.Provenance = append(info.Provenance, schema.Provenance{
			Subject: r.subject.Text, Source: r.source.Text, Confidence: r.confidence.Selected, Note: r.note.Text,
		})
	}
	return info
}

// apply makes the dialog's identity one undoable edit; a refused one is
// shown in words and the dialog opens again as the designer left it.
func (f *packInfoForm) apply() {
	info := f.info()
	if err := info.Check(); err != nil {
		f.problem.SetText(err.Error())
		f.e.withKeys(f.dialog, f.dialog.Submit, f.dialog.Dismiss).Show()
		return
	}
	if reflect.DeepEqual(info, editor.InfoOf(f.e.doc.Pack())) {
		return // nothing changed: no edit to undo
	}
	if f.e.do(editor.SetPackInfo{Info: info}) {
		f.e.setStatus("Pack details changed: " + info.ID)
	}
}
