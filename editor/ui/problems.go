package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// maxProblemRows is how many problems the panel shows before it scrolls.
const maxProblemRows = 5

// problemsView lists the pack's diagnostics, errors first; selecting one
// selects the tile, feature or mix it concerns. When the pack is valid but
// does not compile for play, that is listed too. A problem the editor can
// fix itself has a button in its row (a field on both sides of a road:
// "Split the field").
//
// The panel is one line (its header) while the pack is clean and grows
// with the problems up to maxProblemRows rows, then scrolls. Whatever
// sits above it keeps its place: views that must not move (the tile
// picture) lay themselves out as if the panel were at its tallest, see
// room.
type problemsView struct {
	e       *Editor
	icon    *widget.Icon
	header  *widget.Label
	list    *widget.List
	rows    []problem
	content *fyne.Container

	// relayout lays out again what holds the panel, once its height
	// changed; the window sets it.
	relayout  func()
	rowHeight float32 // of one list row, measured once
	drawn     bool    // the rows have been shown once
}

type problem struct {
	severity schema.Severity
	text     string
	loc      editor.Location
	fix      *problemFix // nil when the editor has no fix for it
}

func newProblemsView(e *Editor) *problemsView {
	v := &problemsView{e: e, relayout: func() {}}
	v.icon = widget.NewIcon(theme.NewSuccessThemedResource(theme.ConfirmIcon()))
	v.header = widget.NewLabelWithStyle("Problems", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.list = widget.NewList(
		func() int { return len(v.rows) },
		func() fyne.CanvasObject {
			// A long message ends in "…"; selecting it shows it whole in
			// the status line.
			return newProblemRow(schema.SeverityError, "problem", fyne.TextTruncateEllipsis)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < len(v.rows) {
				showProblemRow(o, v.rows[id].severity, v.rows[id].text)
				showFix(o.(*fyne.Container).Objects[2].(*widget.Button), v.rows[id].fix)
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
	v.content = container.New(&problemsLayout{v}, container.NewBorder(nil, nil, v.icon, nil, v.header), v.list)
	return v
}

// sameProblems reports whether two lists of problems read the same: the
// same text and place, row by row, and no fix (a fix's button acts on the
// tile and field it was made for, so a row with one is always shown anew).
func sameProblems(a, b []problem) bool {
	return slices.EqualFunc(a, b, func(x, y problem) bool {
		return x.severity == y.severity && x.text == y.text && x.loc == y.loc && x.fix == nil && y.fix == nil
	})
}

// newProblemRow is one diagnostic: its severity's icon, then its text in
// the severity's colour (errors red, warnings in the warning colour).
func newProblemRow(sev schema.Severity, text string, truncation fyne.TextTruncation) fyne.CanvasObject {
	label := widget.NewLabel(text)
	label.Truncation = truncation
	if truncation == fyne.TextTruncateOff {
		label.Wrapping = fyne.TextWrapWord
	}
	fix := widget.NewButton("fix", nil) // a fix the editor offers, if any (showFix)
	fix.Hide()
	row := container.NewBorder(nil, nil, widget.NewIcon(nil), fix, label)
	showProblemRow(row, sev, text)
	return row
}

// showProblemRow shows a diagnostic in a row made by newProblemRow.
func showProblemRow(o fyne.CanvasObject, sev schema.Severity, text string) {
	box := o.(*fyne.Container)
	label, icon := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Icon)
	res, importance := severityLook(sev)
	icon.SetResource(res)
	if label.Importance != importance {
		label.Importance = importance
		label.Refresh()
	}
	label.SetText(text)
}

// severityLook is how a severity is drawn: errors with the error icon in
// the theme's error colour, warnings with the warning icon in its warning
// colour.
func severityLook(sev schema.Severity) (fyne.Resource, widget.Importance) {
	if sev == schema.SeverityError {
		return theme.NewErrorThemedResource(theme.ErrorIcon()), widget.DangerImportance
	}
	return theme.NewWarningThemedResource(theme.WarningIcon()), widget.WarningImportance
}

func (v *problemsView) refresh() {
	before := len(v.rows)
	shown := slices.Clone(v.rows)
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
	if v.drawn && sameProblems(shown, v.rows) {
		return // most edits leave the problems as they were: nothing to redraw
	}
	v.drawn = true
	switch {
	case len(v.rows) == 0:
		v.header.SetText("Problems: none — the pack is valid")
		v.icon.SetResource(theme.NewSuccessThemedResource(theme.ConfirmIcon()))
	case errs == 0:
		v.header.SetText("Problems: " + plural(len(v.rows), "warning"))
		v.icon.SetResource(theme.NewWarningThemedResource(theme.WarningIcon()))
	default:
		v.header.SetText(fmt.Sprintf("Problems: %s, %s", plural(errs, "error"), plural(len(v.rows)-errs, "warning")))
		v.icon.SetResource(theme.NewErrorThemedResource(theme.ErrorIcon()))
	}
	if len(v.rows) == 0 {
		v.list.Hide()
	} else {
		v.list.Show()
	}
	v.list.Refresh()
	if min(before, maxProblemRows) != min(len(v.rows), maxProblemRows) {
		v.content.Refresh()
		v.relayout()
	}
}

// shownRows is how many problem rows the panel is tall.
func (v *problemsView) shownRows() int { return min(len(v.rows), maxProblemRows) }

// heightFor is the panel's height when it shows n rows.
func (v *problemsView) heightFor(n int) float32 {
	h := v.content.Objects[0].MinSize().Height
	if n > 0 {
		if v.rowHeight == 0 {
			v.rowHeight = v.list.CreateItem().MinSize().Height
		}
		pad := theme.Padding()
		h += pad + float32(n)*(v.rowHeight+pad) - pad
	}
	return h
}

// room is how much taller the panel may still grow: what a view above
// it leaves unused so as not to move when problems come and go.
func (v *problemsView) room() float32 {
	return v.heightFor(maxProblemRows) - v.heightFor(v.shownRows())
}

// problemsLayout puts the header on top and gives the list the height of
// the rows it shows.
type problemsLayout struct{ v *problemsView }

func (l *problemsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	header := objs[0].MinSize().Height
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, header))
	pad := theme.Padding()
	objs[1].Move(fyne.NewPos(0, header+pad))
	objs[1].Resize(fyne.NewSize(size.Width, max(size.Height-header-pad, 0)))
}

func (l *problemsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := max(objs[0].MinSize().Width, objs[1].MinSize().Width)
	return fyne.NewSize(w, l.v.heightFor(l.v.shownRows()))
}
