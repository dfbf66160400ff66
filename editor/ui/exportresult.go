package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// exportResult is what an export says when it is done: its summary and,
// under it, its warnings in a list that scrolls, so that a long list fits
// the window, the OK button stays below it and the last warning can be
// read (a message dialog grew past the window).
func exportResult(summary string, warnings []string, win fyne.Window) dialog.Dialog {
	head := widget.NewLabel(summary)
	head.Wrapping = fyne.TextWrapWord
	content := fyne.CanvasObject(head)
	var list *widget.Label
	if len(warnings) > 0 {
		list = widget.NewLabel(strings.Join(warnings, "\n"))
		list.Wrapping = fyne.TextWrapWord
		title := widget.NewLabel(plural(len(warnings), "warning") + ":")
		content = container.NewBorder(container.NewVBox(head, title), nil, nil, nil, container.NewVScroll(list))
	}
	d := dialog.NewCustom("Exported", "OK", content, win)
	d.Resize(resultSize(win.Canvas().Size(), head, list))
	return d
}

// resultSize is the export result's size in a window of size win: at most
// 720 px and four fifths of the window wide, as tall as its text needs up
// to four fifths of the window.
func resultSize(win fyne.Size, head, list *widget.Label) fyne.Size {
	w := min(720, win.Width*4/5)
	// The text's height at that width, with room for the title, the
	// warnings' heading and the button.
	need := textHeight(head, w) + 140
	if list != nil {
		need += textHeight(list, w) + 40
	}
	return fyne.NewSize(w, min(need, win.Height*4/5))
}

// textHeight is the height a wrapping label takes at width w.
func textHeight(l *widget.Label, w float32) float32 {
	l.Resize(fyne.NewSize(w, l.MinSize().Height))
	return l.MinSize().Height
}
