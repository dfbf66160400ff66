package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestFocusMarkCanBeSeen: the editor's focus mark is the primary colour
// at two thirds of its strength (Fyne's own, at a quarter, could hardly be
// found on a focused button), in both variants.
func TestFocusMarkCanBeSeen(t *testing.T) {
	th := newEditorTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		f := color.NRGBAModel.Convert(th.Color(theme.ColorNameFocus, v)).(color.NRGBA)
		p := color.NRGBAModel.Convert(th.Color(theme.ColorNamePrimary, v)).(color.NRGBA)
		fa := uint32(f.A) * 0x101
		if f.A < focusAlpha || f.R != p.R || f.G != p.G || f.B != p.B {
			t.Errorf("variant %d: the focus mark is %v, want the primary colour at alpha %#x", v, th.Color(theme.ColorNameFocus, v), focusAlpha)
		}
		if _, _, _, da := theme.DefaultTheme().Color(theme.ColorNameFocus, v).RGBA(); da >= fa {
			t.Errorf("variant %d: the mark is no stronger than Fyne's own", v)
		}
	}
	e := openWinter(t)
	if _, ok := e.app.Settings().Theme().(editorTheme); !ok {
		t.Error("the editor does not use its theme")
	}
}
