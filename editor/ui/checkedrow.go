package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// checkedRow is a form row's content that holds a box the form cannot
// see: Fyne's form checks only a row's own widget, so a box inside a
// container would not turn the dialog's button off. The row answers the
// form with check, and tells it again whenever recheck is called.
type checkedRow struct {
	widget.BaseWidget
	content   fyne.CanvasObject
	check     func() error
	onChanged func(error)
}

var _ fyne.Validatable = (*checkedRow)(nil)

func newCheckedRow(content fyne.CanvasObject, check func() error) *checkedRow {
	r := &checkedRow{content: content, check: check}
	r.ExtendBaseWidget(r)
	return r
}

func (r *checkedRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(r.content)
}

// Validate is the check of the boxes in the row.
func (r *checkedRow) Validate() error { return r.check() }

// SetOnValidationChanged is how the form listens.
func (r *checkedRow) SetOnValidationChanged(f func(error)) { r.onChanged = f }

// recheck tells the form the row's check after a box in it changed.
func (r *checkedRow) recheck() {
	if r.onChanged != nil {
		r.onChanged(r.check())
	}
}
