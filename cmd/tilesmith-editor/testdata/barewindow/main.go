// Command barewindow is the least a Fyne window on this machine costs: one
// label and a green square where the editor draws its tile, in a window
// of the editor's size, with nothing of the editor's. A tap on the square
// changes its colour and nothing else. BenchmarkBareWindow times it as
// BenchmarkRealWindow times the editor's first tile and a port tap: the
// floors under those figures.
package main

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("bare")
	square := newTapSquare()
	square.Move(fyne.NewPos(400, 100))
	square.Resize(fyne.NewSquareSize(420))
	w.SetContent(container.NewBorder(widget.NewLabel("a label, for the font"), nil, nil, nil, container.NewWithoutLayout(square), layout.NewSpacer()))
	w.Resize(fyne.NewSize(1280, 820))
	w.Show()
	a.Run()
}

// tapSquare is a green square whose colour a tap changes.
type tapSquare struct {
	widget.BaseWidget
	rect *canvas.Rectangle
	dark bool
}

func newTapSquare() *tapSquare {
	t := &tapSquare{rect: canvas.NewRectangle(color.NRGBA{0x40, 0xa0, 0x40, 0xff})}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tapSquare) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.rect) }

func (t *tapSquare) Tapped(*fyne.PointEvent) {
	t.dark = !t.dark
	t.rect.FillColor = color.NRGBA{0x40, 0xa0, 0x40, 0xff}
	if t.dark {
		t.rect.FillColor = color.NRGBA{0x20, 0x60, 0x20, 0xff}
	}
	t.rect.Refresh()
}
