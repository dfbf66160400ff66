package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestWarmFonts prepares the fonts on its goroutine, and text measured
// after the wait measures as it would have without it.
func TestWarmFonts(t *testing.T) {
	test.NewTempApp(t)
	want := map[fyne.TextStyle]fyne.Size{}
	for _, s := range firstFrameStyles {
		want[s] = fyne.MeasureText("Tile A · ×2", 14, s)
	}
	test.NewTempApp(t) // a new app: its fonts read again
	WarmFonts()()
	for _, s := range firstFrameStyles {
		t.Run(styleName(s), func(t *testing.T) {
			if got := fyne.MeasureText("Tile A · ×2", 14, s); got != want[s] {
				t.Errorf("measured %v after warming, want %v", got, want[s])
			}
		})
	}
}

func styleName(s fyne.TextStyle) string {
	switch {
	case s.Bold:
		return "bold"
	case s.Symbol:
		return "symbol"
	}
	return "regular"
}
