// Command barewindow is the least a Fyne window on this machine costs: one
// label and a green square where the editor draws its tile, in a window
// of the editor's size, with nothing of the editor's. BenchmarkBareWindow
// times it as BenchmarkRealWindow times the editor's first tile, the
// floor under that figure.
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
	square := canvas.NewRectangle(color.NRGBA{0x40, 0xa0, 0x40, 0xff})
	square.Move(fyne.NewPos(400, 100))
	square.Resize(fyne.NewSquareSize(420))
	w.SetContent(container.NewBorder(widget.NewLabel("a label, for the font"), nil, nil, nil, container.NewWithoutLayout(square), layout.NewSpacer()))
	w.Resize(fyne.NewSize(1280, 820))
	w.Show()
	a.Run()
}
