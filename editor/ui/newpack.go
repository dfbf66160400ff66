package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/tilesets"
)

// newPack asks for a new pack's ruleset, id and name and opens it: no
// tiles and no mixes yet, the ruleset's rule parameters from its built-in
// pack (a copy of a built-in pack is Open Built-in Pack, then Save As,
// which asks for an id of its own).
func (f *files) newPack() {
	rulesets := editor.NewPackRulesets()
	ruleset := widget.NewSelect(rulesets, nil)
	ruleset.SetSelected(f.e.doc.Pack().Ruleset)
	if ruleset.Selected == "" && len(rulesets) > 0 {
		ruleset.SetSelected(rulesets[0])
	}
	var d *dialog.FormDialog
	id := escapeEntry(&d)
	id.SetText("my-pack")
	// What is wrong is said as it is typed, not once the box is left.
	id.AlwaysShowValidationError = true
	id.Validator = func(s string) error {
		s = strings.TrimSpace(s)
		if tilesets.Has(s) {
			return fmt.Errorf("%s is a built-in pack's id: a new pack needs one of its own", s)
		}
		return editor.CheckPackID(s)
	}
	name := escapeEntry(&d)
	name.SetText("My pack")
	name.AlwaysShowValidationError = true
	name.Validator = editor.CheckPackName
	idItem := widget.NewFormItem("Pack id", id)
	idItem.HintText = "lower-case letters, digits and dashes; saves, records and exports name the pack by it"
	d = dialog.NewForm("New pack", "Create", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Ruleset", ruleset), idItem, widget.NewFormItem("Name", name),
	}, func(ok bool) {
		if !ok {
			return
		}
		doc, err := editor.NewPack(ruleset.Selected, strings.TrimSpace(id.Text), strings.TrimSpace(name.Text))
		if err != nil {
			f.e.showError(err)
			return
		}
		f.replaceWith(doc)
	}, f.e.win)
	submit := func(string) {
		if id.Validate() == nil && name.Validate() == nil {
			d.Submit()
		}
	}
	id.OnSubmitted, name.OnSubmitted = submit, submit
	d.Resize(fyne.NewSize(pathDialogWidth, d.MinSize().Height))
	f.e.withKeys(d, d.Submit, d.Dismiss).Show()
	f.e.win.Canvas().Focus(id)
	id.TypedShortcut(&fyne.ShortcutSelectAll{}) // typing replaces the suggestion
}
