package ui

import (
	"slices"

	"fyne.io/fyne/v2/widget"
)

// boundEntry is an entry whose edits go to the document and whose text
// follows the model without echoing back as an edit.
type boundEntry struct {
	*widget.Entry
	quiet bool
	// typing is set while the designer's own edit is applied: the
	// refresh it causes must not rewrite the text being typed ("20," is
	// read as [20], and writing "20" back would eat the comma).
	typing bool
}

func newBoundEntry(placeholder string, onEdit func(string)) *boundEntry {
	b := &boundEntry{Entry: widget.NewEntry()}
	b.PlaceHolder = placeholder
	b.OnChanged = func(s string) {
		if !b.quiet {
			b.typing = true
			onEdit(s)
			b.typing = false
		}
	}
	return b
}

// show puts the model's text in the entry unless it holds it already (so
// the cursor of a designer typing does not jump).
func (b *boundEntry) show(s string) {
	if b.Text == s || b.typing {
		return
	}
	b.quiet = true
	b.SetText(s)
	b.quiet = false
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
