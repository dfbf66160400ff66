package exporter

import (
	"image"
	"image/color"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The labels' typeface: Go Medium, embedded, so pictures do not depend on
// the fonts of the machine.
var labelFont = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(gomedium.TTF)
	if err != nil {
		panic("exporter: the embedded Go Medium font does not parse: " + err.Error())
	}
	return f
})

// face returns a face of the label font at px pixels. Faces are not safe
// for concurrent use, so every caller makes its own.
func face(px float64) font.Face {
	f, err := opentype.NewFace(labelFont(), &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("exporter: a face of the embedded font: " + err.Error())
	}
	return f
}

// text draws s with its baseline's left end at (x, y) and returns the
// x after it.
func text(dst *image.NRGBA, x, y int, s string, px float64, col color.Color) int {
	f := face(px)
	defer f.Close()
	d := font.Drawer{Dst: dst, Src: image.NewUniform(col), Face: f, Dot: fixed.P(x, y)}
	d.DrawString(s)
	return d.Dot.X.Round()
}

// textWidth measures s at px pixels.
func textWidth(s string, px float64) int {
	f := face(px)
	defer f.Close()
	return font.MeasureString(f, s).Round()
}
