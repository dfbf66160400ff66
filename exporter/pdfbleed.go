package exporter

import (
	"image"
	"math"
)

// Bleed: a picture printed to its trim edge shows a sliver of white paper
// wherever the cut strays outwards, so a print shop wants the art to run
// on past the trim. Our tile pictures end at the tile's edge, so the
// picture is extended by repeating its outermost pixels outwards (each
// edge row and column, and each corner pixel, carried on): the trim area
// keeps every pixel where it was, at its size, and what lies beyond is
// the colour the edge has there. Stretching the picture instead would move
// the tile's edges (its road and city ends) off the trim.

// bleedPixels is the bleed in whole pixels of a picture px pixels across
// for tile mm: at least the bleed asked for (rounded up).
func bleedPixels(bleed, tile float64, px int) int {
	if bleed <= 0 {
		return 0
	}
	return int(math.Ceil(bleed/tile*float64(px) - 1e-9))
}

// withBleed returns img extended by b pixels on every side, its edge
// pixels repeated; img itself when b is 0.
func withBleed(img *image.NRGBA, b int) *image.NRGBA {
	if b <= 0 {
		return img
	}
	src := img.Rect
	w, h := src.Dx(), src.Dy()
	out := image.NewNRGBA(image.Rect(0, 0, w+2*b, h+2*b))
	for y := range h + 2*b {
		sy := src.Min.Y + min(max(y-b, 0), h-1)
		row := img.Pix[img.PixOffset(src.Min.X, sy):][:4*w]
		dst := out.Pix[out.PixOffset(0, y):][:4*(w+2*b)]
		first, last := row[:4], row[4*(w-1):]
		for x := range b {
			copy(dst[4*x:], first)
			copy(dst[4*(b+w+x):], last)
		}
		copy(dst[4*b:], row)
	}
	return out
}

// bleedPlacement is where a picture with bleed pixels b, drawn for a trim
// square at trim, goes on the page: its trim part exactly on trim, the
// rest past it at the picture's own scale.
func bleedPlacement(trim rect, px, b int) rect {
	if b == 0 {
		return trim
	}
	extra := float64(b) * trim.w / float64(px)
	return trim.grow(extra)
}
