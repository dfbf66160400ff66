package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pickerRow is a row of the file picker: an icon, the name on one line
// (cut short with an ellipsis, and then whole in a tip) and, when the
// list is wide enough, the file's size and when it was last changed.
type pickerRow struct {
	widget.BaseWidget
	p *filePicker
	// at is the row's index in the list.
	at      int
	icon    *widget.Icon
	name    *tipLabel
	details *widget.Label
}

func (p *filePicker) newRow() fyne.CanvasObject {
	r := &pickerRow{p: p, icon: widget.NewIcon(theme.FolderIcon()), name: p.tips.newLabel(), details: widget.NewLabel("")}
	r.name.Truncation = fyne.TextTruncateEllipsis
	r.name.cutOnly = true
	r.details.Importance = widget.LowImportance
	r.details.Alignment = fyne.TextAlignTrailing
	r.ExtendBaseWidget(r)
	return r
}

func (r *pickerRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, r.icon, r.details, r.name))
}

// showRow fills row o with entry i.
func (p *filePicker) showRow(i int, o fyne.CanvasObject) {
	r, ok := o.(*pickerRow)
	if !ok || i >= len(p.shown) {
		return
	}
	en := p.shown[i]
	r.at = i
	r.name.SetText(en.name)
	if en.folder {
		r.icon.SetResource(theme.FolderIcon())
		r.details.SetText("")
	} else {
		r.icon.SetResource(theme.FileIcon())
		r.details.SetText(humanSize(en.size) + "   " + en.mod.Local().Format("2006-01-02 15:04"))
	}
	if p.list.Size().Width < detailsWidth {
		r.details.Hide()
	} else {
		r.details.Show()
	}
}

// Tapped selects the row, as a list's row does: a folder opens.
func (r *pickerRow) Tapped(*fyne.PointEvent) {
	r.p.e.win.Canvas().Focus(r.p.list)
	r.p.list.Unselect(r.at) // a tap on the row selected by the keyboard still opens it
	r.p.list.Select(r.at)
}

// DoubleTapped chooses a file (a folder opened at the first tap).
func (r *pickerRow) DoubleTapped(*fyne.PointEvent) {
	if r.at >= len(r.p.shown) || r.p.shown[r.at].folder {
		r.Tapped(nil)
		return
	}
	r.p.move(r.at)
	r.p.submit()
}
