package ui

import "fyne.io/fyne/v2"

// The window opens at the size it had when it was last closed (the
// app's preferences keep it), else at 1280×820; a size smaller than the
// editor can be used at is not restored.

const (
	windowWidthKey  = "windowWidth"
	windowHeightKey = "windowHeight"
)

var (
	defaultWindowSize = fyne.NewSize(1280, 820)
	smallestWindow    = fyne.NewSize(800, 560)
)

// savedWindowSize is the size to open the window at.
func (e *Editor) savedWindowSize() fyne.Size {
	p := e.app.Preferences()
	s := fyne.NewSize(float32(p.Float(windowWidthKey)), float32(p.Float(windowHeightKey)))
	if s.Width < smallestWindow.Width || s.Height < smallestWindow.Height {
		return defaultWindowSize
	}
	return s
}

// saveWindowSize keeps the window's size for the next start.
func (e *Editor) saveWindowSize() {
	s := e.win.Canvas().Size()
	if s.Width < smallestWindow.Width || s.Height < smallestWindow.Height {
		return
	}
	p := e.app.Preferences()
	p.SetFloat(windowWidthKey, float64(s.Width))
	p.SetFloat(windowHeightKey, float64(s.Height))
}
