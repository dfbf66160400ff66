package ui

import (
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
)

// basePicker chooses the base pack an expansion is played on, above the
// set-up of the Play and Simulate tabs (hidden for a complete pack): a
// built-in pack of the expansion's ruleset, or a pack file. Both tabs
// show the document's one base; choosing it refreshes the whole editor
// (the seat pickers' mixes are the base's).
type basePicker struct {
	e       *Editor
	choose  *widget.Select
	hint    *widget.Label
	content *fyne.Container
	// files are the pack files chosen so far, offered again.
	files []string
	// onAsk replaces the file dialog in tests.
	onAsk func(choose func(path string))
	// restored is the document whose remembered base was tried.
	restored *editor.Document
}

// baseKey is the preference that remembers the base an expansion was
// last played on: by its file, or for a built-in expansion by its id.
func baseKey(doc *editor.Document) string {
	if doc.Path() != "" {
		return "basePack:" + doc.Path()
	}
	return "basePack:builtin:" + doc.Pack().ID
}

// chooseFile is the chooser's last choice: a pack file, from a dialog.
const chooseFile = "Choose file…"

// noBaseHint says what an expansion without a base needs.
const noBaseHint = "This pack is an expansion: it is played only on a base pack. Choose a built-in pack of its ruleset, or a pack file, as the Base pack."

func newBasePicker(e *Editor) *basePicker {
	b := &basePicker{e: e}
	b.choose = widget.NewSelect(nil, b.chosen)
	b.choose.PlaceHolder = "(choose a base pack)"
	b.hint = widget.NewLabel(noBaseHint)
	b.hint.Wrapping = fyne.TextWrapWord
	b.hint.Importance = widget.WarningImportance
	b.content = container.NewVBox(container.NewHBox(widget.NewLabel("Base pack"), b.choose), b.hint)
	b.refresh()
	return b
}

// refresh follows the document: shown for an expansion only, with its
// base selected, and the hint while it has none.
func (b *basePicker) refresh() {
	if !b.e.doc.IsExpansion() {
		b.content.Hide()
		return
	}
	b.content.Show()
	b.restore()
	base := b.e.doc.Base()
	if base != "" && !slices.Contains(b.files, base) && !slices.Contains(b.e.doc.BaseChoices(), base) {
		b.files = append(b.files, base)
	}
	options := append(append(b.e.doc.BaseChoices(), b.files...), chooseFile)
	if !slices.Equal(b.choose.Options, options) || b.choose.Selected != base {
		// Set without the callback: the document already has this base.
		b.choose.Options = options
		b.choose.Selected = base
		b.choose.Refresh()
	}
	if base == "" {
		b.hint.Show()
	} else {
		b.hint.Hide()
	}
}

// restore plays an expansion just opened on the base it was last played
// on, once per document; a base that can no longer be read is forgotten
// quietly (the chooser then asks for one, as for a new expansion).
func (b *basePicker) restore() {
	doc := b.e.doc
	if b.restored == doc || doc.Base() != "" {
		return
	}
	b.restored = doc
	prefs := b.e.app.Preferences()
	ref := prefs.String(baseKey(doc))
	if ref == "" {
		return
	}
	if err := doc.SetBase(ref); err != nil {
		prefs.RemoveValue(baseKey(doc))
	}
}

// chosen sets the base the chooser names, or asks for a pack file.
func (b *basePicker) chosen(ref string) {
	if ref == b.e.doc.Base() {
		return
	}
	if ref != chooseFile {
		b.setBase(ref)
		return
	}
	b.refresh() // show the current base while the dialog is open
	if b.onAsk != nil {
		b.onAsk(b.setBase)
		return
	}
	b.e.pickJSON(b.e.files.startFolder(""), b.setBase)
}

// clearNoBase puts back a tab's opening text when status still says a
// base is needed and one has been chosen since.
func (b *basePicker) clearNoBase(status *widget.Label, opening string) {
	if b.e.doc.Base() != "" && strings.HasSuffix(status.Text, editor.ErrNoBase.Error()) {
		status.SetText(opening)
	}
}

// setBase plays the expansion on ref; a base that cannot be read is told
// and the chooser goes back to the base there was.
func (b *basePicker) setBase(ref string) {
	if err := b.e.doc.SetBase(ref); err != nil {
		b.e.showError(err)
		b.refresh()
		return
	}
	b.e.app.Preferences().SetString(baseKey(b.e.doc), ref)
	b.e.setStatus("The expansion is played on " + filepath.Base(ref) + " (Play and Simulate)")
}
