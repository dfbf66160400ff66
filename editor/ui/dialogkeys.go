package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// Fyne's dialogs (v2.8) take neither Enter nor Escape. The editor's do:
// a dialog shown through withKeys answers Enter with its default (Yes,
// OK) and Escape by closing without it, when no widget of the dialog takes
// the key itself (a text box takes Enter; escapeEntry passes Escape on).

// keyedDialog is an open dialog and what its keys do.
type keyedDialog struct {
	d             dialog.Dialog
	enter, escape func()
}

// withKeys makes Enter run enter and Escape run escape (nil: the key does
// nothing) while d is the dialog on top, and returns d to show.
func (e *Editor) withKeys(d dialog.Dialog, enter, escape func()) dialog.Dialog {
	e.dialogs = append(e.dialogs, keyedDialog{d: d, enter: enter, escape: escape})
	d.SetOnClosed(func() {
		e.dialogs = slices.DeleteFunc(e.dialogs, func(k keyedDialog) bool { return k.d == d })
	})
	return d
}

// dialogKey answers Enter or Escape for the dialog on top, and reports
// whether it did.
func (e *Editor) dialogKey(ev *fyne.KeyEvent) bool {
	if len(e.dialogs) == 0 {
		return false
	}
	top := e.dialogs[len(e.dialogs)-1]
	switch ev.Name {
	case fyne.KeyEscape:
		if top.escape != nil {
			top.escape()
		}
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter != nil {
			top.enter()
		}
		return true
	}
	return false
}

// confirm asks a yes-or-no question; yes runs on Yes (or Enter).
func (e *Editor) confirm(title, message string, yes func()) {
	d := dialog.NewConfirm(title, message, func(ok bool) {
		if ok {
			yes()
		}
	}, e.win)
	e.withKeys(d, d.Confirm, d.Dismiss).Show()
}
