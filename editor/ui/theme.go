package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// editorTheme is Fyne's theme with a focus mark that can be seen: Fyne's
// own is the primary colour at a quarter of its strength, which the
// review could hardly find on a focused button or tile (issue 34). The
// editor's is the primary colour at two thirds.
type editorTheme struct{ fyne.Theme }

// focusAlpha is the focus mark's strength (of 255).
const focusAlpha = 0xaa

func newEditorTheme() fyne.Theme { return editorTheme{theme.DefaultTheme()} }

func (t editorTheme) Color(name fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if name == theme.ColorNameFocus {
		r, g, b, _ := t.Theme.Color(theme.ColorNamePrimary, v).RGBA()
		return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: focusAlpha}
	}
	return t.Theme.Color(name, v)
}
