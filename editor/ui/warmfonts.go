package ui

import "fyne.io/fyne/v2"

// firstFrameStyles are the text styles the window's first frame writes in.
var firstFrameStyles = []fyne.TextStyle{{}, {Bold: true}, {Symbol: true}}

// WarmFonts prepares, on a goroutine, the fonts the window's first frame
// writes in. Fyne reads a style's fonts (the theme's, and its emoji and
// symbol fonts, 4.7 MB, with a look at the system's for other scripts) the
// first time it measures text in that style: ≈ 40–100 ms a style, which
// the first frame would otherwise wait for on the UI thread. Call it once
// the app exists, go on with other work (opening the pack, connecting to
// the display) and call the function it returns before New, so that the
// UI thread never measures text while the goroutine still does.
func WarmFonts() (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, s := range firstFrameStyles {
			// Plain ASCII, which the theme's own font has: the measure
			// adds no face to the style's fonts that the UI thread shares.
			fyne.MeasureText("Tile", 14, s)
		}
	}()
	return func() { <-done }
}
