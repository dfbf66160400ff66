package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// problemsView lists the pack's diagnostics, errors first; selecting one
// selects the tile, feature or mix it concerns. When the pack is valid but
// does not compile for play, that is listed too. A problem the editor can
// fix itself has a button in its row (a field on both sides of a road:
// "Split the field").
type problemsView struct {
	e       *Editor
	header  *widget.Label
	list    *widget.List
	rows    []problem
	content fyne.CanvasObject
}

type problem struct {
	severity schema.Severity
	text     string
	loc      editor.Location
	fix      *problemFix // nil when the editor has no fix for it
}

func newProblemsView(e *Editor) *problemsView {
	v := &problemsView{e: e}
	v.header = widget.NewLabelWithStyle("Problems", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.list = widget.NewList(
		func() int { return len(v.rows) },
		func() fyne.CanvasObject {
			// A long message ends in "…"; selecting it shows it whole in
			// the status line.
			label := widget.NewLabel("problem")
			label.Truncation = fyne.TextTruncateEllipsis
			fix := widget.NewButton("fix", nil)
			fix.Hide()
			return container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), fix, label)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(v.rows) {
				return
			}
			row := v.rows[id]
			box := o.(*fyne.Container)
			label, icon := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Icon)
			label.SetText(row.text)
			showFix(box.Objects[2].(*widget.Button), row.fix)
			if row.severity == schema.SeverityError {
				icon.SetResource(theme.ErrorIcon())
			} else {
				icon.SetResource(theme.WarningIcon())
			}
		},
	)
	v.list.OnSelected = func(id widget.ListItemID) {
		if id < len(v.rows) {
			e.navigate(v.rows[id].loc)
			e.setStatus(v.rows[id].text)
		}
		v.list.UnselectAll()
	}
	v.content = container.NewBorder(v.header, nil, nil, nil, v.list)
	return v
}

func (v *problemsView) refresh() {
	v.rows = v.rows[:0]
	diags := v.e.doc.Diagnostics()
	errs := 0
	for _, sev := range []schema.Severity{schema.SeverityError, schema.SeverityWarning} {
		for _, d := range diags {
			if d.Severity != sev {
				continue
			}
			if sev == schema.SeverityError {
				errs++
			}
			v.rows = append(v.rows, problem{sev, fmt.Sprintf("%d:%d  %s  %s", d.Line, d.Col, d.Pointer, d.Message), editor.Locate(d), v.e.splitOffer(d)})
		}
	}
	if err := v.e.doc.CompileError(); err != nil {
		v.rows = append(v.rows, problem{schema.SeverityError, "cannot be played: " + err.Error(), editor.Location{Tile: -1, Feature: -1, Mix: -1}, nil})
		errs++
	}
	switch {
	case len(v.rows) == 0:
		v.header.SetText("Problems: none — the pack is valid")
	default:
		v.header.SetText(fmt.Sprintf("Problems: %s, %s", plural(errs, "error"), plural(len(v.rows)-errs, "warning")))
	}
	v.list.Refresh()
}
