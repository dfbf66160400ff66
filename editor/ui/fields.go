package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// boundEntry is an entry whose edits go to the document and whose text
// follows the model without echoing back as an edit. An edit the document
// refuses (or a value that cannot be read) leaves the text as typed and
// says why right under the box, in red, until the box holds a value the
// document took or shows the model's again (Field places the two).
type boundEntry struct {
	*widget.Entry
	quiet bool
	// typing is set while the designer's own edit is applied: the
	// refresh it causes must not rewrite the text being typed ("20," is
	// read as [20], and writing "20" back would eat the comma).
	typing bool
	// reason is why the text typed was refused; hidden when it was not.
	reason *widget.Label
	// field is the box with the reason under it, made by Field.
	field *fyne.Container
	e     *Editor
}

func newBoundEntry(e *Editor, placeholder string, onEdit func(string)) *boundEntry {
	b := &boundEntry{Entry: widget.NewEntry(), reason: widget.NewLabel(""), e: e}
	b.PlaceHolder = placeholder
	b.reason.Importance = widget.DangerImportance
	b.reason.Wrapping = fyne.TextWrapWord
	b.reason.Hide()
	b.OnChanged = func(s string) {
		if !b.quiet {
			b.typing = true
			e.refusal = nil
			onEdit(s)
			b.refused(e.refusal)
			b.typing = false
		}
	}
	return b
}

// Field is the box with the reason for a refusal under it, to lay out
// where the box goes (always the same object).
func (b *boundEntry) Field() fyne.CanvasObject {
	if b.field == nil {
		// The wheel over the box scrolls the column it stands in, not the
		// box's text sideways.
		b.field = container.NewVBox(container.NewStack(b.Entry, newWheelPasser(b.e.wheelTarget)), b.reason)
	}
	return b.field
}

// Hide hides the box and its field, so that a form drops the row (a
// field with nothing visible in it still took a row's height).
func (b *boundEntry) Hide() {
	b.Entry.Hide()
	if b.field != nil {
		b.field.Hide()
	}
}

// Show shows the box and its field again.
func (b *boundEntry) Show() {
	b.Entry.Show()
	if b.field != nil {
		b.field.Show()
	}
}

// refused shows err under the box, or nothing when err is nil.
func (b *boundEntry) refused(err error) {
	if err == nil {
		b.reason.Hide()
		return
	}
	b.reason.SetText(capitalise(err.Error()))
	b.reason.Show()
}

// show puts the model's text in the entry unless it holds it already (so
// the cursor of a designer typing does not jump); the model's text is
// never refused.
func (b *boundEntry) show(s string) {
	if b.typing {
		return
	}
	if b.Text != s {
		b.quiet = true
		b.SetText(s)
		b.quiet = false
	}
	b.refused(nil)
}

// boundCheck is a check box bound the same way.
type boundCheck struct {
	*widget.Check
	quiet bool
}

func newBoundCheck(label string, onEdit func(bool)) *boundCheck {
	b := &boundCheck{}
	b.Check = widget.NewCheck(label, func(v bool) {
		if !b.quiet {
			onEdit(v)
		}
	})
	return b
}

func (b *boundCheck) show(v bool) {
	if b.Checked == v {
		return
	}
	b.quiet = true
	b.SetChecked(v)
	b.quiet = false
}

// boundSelect is a drop-down bound the same way.
type boundSelect struct {
	*widget.Select
	quiet bool
}

func newBoundSelect(options []string, onEdit func(string)) *boundSelect {
	b := &boundSelect{}
	b.Select = widget.NewSelect(options, func(v string) {
		if !b.quiet {
			onEdit(v)
		}
	})
	return b
}

func (b *boundSelect) show(options []string, v string) {
	b.quiet = true
	if !slices.Equal(b.Options, options) {
		b.SetOptions(options)
	}
	if b.Selected != v {
		b.SetSelected(v)
	}
	b.quiet = false
}
