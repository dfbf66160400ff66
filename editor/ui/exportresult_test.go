package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestExportResultFitsTheWindow: an export that ends with many warnings
// says so in a dialog that fits the window, its warnings scrolling above
// the OK button (the review: 15 warnings filled an 820 px window, and at
// 700 px the button drew over the text and the last warnings were cut).
func TestExportResultFitsTheWindow(t *testing.T) {
	tests := []struct {
		name          string
		width, height float32
		warnings      int
		scrolls       bool
	}{
		{"15 warnings at 1024x700", 1024, 700, 15, true},
		{"15 warnings at 1280x820", 1280, 820, 15, true},
		{"40 warnings at 1600x1000", 1600, 1000, 40, true},
		{"1 warning at 1024x700", 1024, 700, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			e.win.Resize(fyne.NewSize(tc.width, tc.height))
			var warnings []string
			for i := range tc.warnings {
				warnings = append(warnings, fmt.Sprintf("tile animal-CFRC-%d: the fog on its north side is left out: JCloisterZone draws no fog, so the add-on plays the tile without it", i+1))
			}
			d := exportResult("exported winter-edition as a JCloisterZone add-on to /tmp/x.jar", warnings, e.win)
			d.Show()
			top := e.win.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no dialog shown")
			}
			canvasSize := e.win.Canvas().Size()
			var scroll *container.Scroll
			var ok *widget.Button
			var texts []*widget.Label
			for _, o := range test.LaidOutObjects(top) {
				switch w := o.(type) {
				case *container.Scroll:
					scroll = w
				case *widget.Button:
					ok = w
				case *widget.Label:
					texts = append(texts, w)
				}
			}
			if ok == nil || ok.Text != "OK" {
				t.Fatal("the dialog has no OK button")
			}
			okAt := absolute(ok)
			if okAt.Y+ok.Size().Height > canvasSize.Height || okAt.Y < 0 {
				t.Errorf("the OK button at y %v..%v is outside the %v px window", okAt.Y, okAt.Y+ok.Size().Height, canvasSize.Height)
			}
			for _, l := range texts {
				if scroll != nil && scroll.Content == l {
					continue // clipped by the scroll area, checked below
				}
				at := absolute(l)
				if at.Y+l.Size().Height > okAt.Y+1 && at.Y < okAt.Y+ok.Size().Height && l.Visible() && l.Text != "" {
					t.Errorf("the text %.30q (y %v..%v) runs under the OK button (y %v)", l.Text, at.Y, at.Y+l.Size().Height, okAt.Y)
				}
			}
			if tc.warnings > 0 && scroll == nil {
				t.Fatal("the warnings are not in a scroll area")
			}
			if scroll != nil {
				if at := absolute(scroll); at.Y+scroll.Size().Height > okAt.Y+1 {
					t.Errorf("the warnings (y %v..%v) run under the OK button (y %v)", at.Y, at.Y+scroll.Size().Height, okAt.Y)
				}
				list := scroll.Content.(*widget.Label)
				if !strings.Contains(list.Text, fmt.Sprintf("animal-CFRC-%d:", tc.warnings)) {
					t.Error("the last warning is not in the list")
				}
				if got := list.MinSize().Height > scroll.Size().Height+1; got != tc.scrolls {
					t.Errorf("the list (%v px) in %v px scrolls: %v, want %v", list.MinSize().Height, scroll.Size().Height, got, tc.scrolls)
				}
				if !tc.scrolls && scroll.Size().Height < list.MinSize().Height {
					t.Errorf("the one warning is cut: %v px of %v", scroll.Size().Height, list.MinSize().Height)
				}
			}
		})
	}
}

// absolute is o's position in the window's canvas.
func absolute(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}
