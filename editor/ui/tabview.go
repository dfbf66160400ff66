package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// tabView is a tab's content that knows when the tab comes to the front.
// A view behind another tab need not follow every edit: it notes that it
// is stale and catches up when shown (the window's first frame then
// builds only the tab it shows).
type tabView struct {
	widget.BaseWidget
	content fyne.CanvasObject
	onShow  func()
}

func newTabView(content fyne.CanvasObject, onShow func()) *tabView {
	t := &tabView{content: content, onShow: onShow}
	t.ExtendBaseWidget(t)
	return t
}

// Show is called by the tabs when the tab comes to the front.
func (t *tabView) Show() {
	if t.Visible() {
		return
	}
	t.BaseWidget.Show()
	t.onShow()
}

func (t *tabView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.content) }
