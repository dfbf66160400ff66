package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// withRows holds a list at the height of rows() of its rows, whatever
// else shares its column: a list in a column of forms otherwise gets what
// the forms leave, down to one row.
func withRows(list *widget.List, rows func() int) *fyne.Container {
	return container.New(&listRowsLayout{list: list, rows: rows}, list)
}

type listRowsLayout struct {
	list      *widget.List
	rows      func() int
	rowHeight float32 // of one row, measured once
}

func (l *listRowsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

func (l *listRowsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if l.rowHeight == 0 {
		l.rowHeight = l.list.CreateItem().MinSize().Height
	}
	pad := theme.Padding()
	n := float32(max(l.rows(), 1))
	return fyne.NewSize(objs[0].MinSize().Width, n*(l.rowHeight+pad)-pad)
}
