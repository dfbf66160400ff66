package exporter

import (
	"math"
)

// historicCaptionMinSize is the smallest tile size, in pixels, whose
// pictures name their historic buildings: below it the name would not be
// read.
const historicCaptionMinSize = 128

var captionPaper = rgb(0xfbf6ea)

// landmarkAt is where an area's historic building stands: beside its
// anchor (under a market's glyph).
func landmarkAt(a areaPlan) pt {
	at := a.anchor
	if a.f.Kind == "market" {
		at = at.add(pt{0, 0.14})
	}
	return at.add(pt{0.13, -0.09})
}

// historicCaption writes a historic building's name on a small paper
// label under its landmark at (or above it, near the tile's south edge),
// kept within the tile.
func historicCaption(c *canvas, landmarkAt pt, name string) {
	if c.size < historicCaptionMinSize || name == "" {
		return
	}
	px := math.Round(c.size * 0.055)
	w := float64(textWidth(name, px)) / c.size
	h := px * 1.3 / c.size
	padX := 0.02
	top := landmarkAt.y + 0.085
	if top+h > 0.97 {
		top = landmarkAt.y - 0.085 - h
	}
	left := min(max(landmarkAt.x-w/2-padX, 0.03), 0.97-w-2*padX)
	box := [2]pt{{left, top}, {left + w + 2*padX, top + h}}
	c.rect(ink, box[0].sub(pt{0.006, 0.006}), box[1].add(pt{0.006, 0.006}))
	c.rect(captionPaper, box[0], box[1])
	x := c.origin.X + int(math.Round((left+padX)*c.size))
	y := c.origin.Y + int(math.Round(top*c.size+px*1.0))
	text(opaqueNRGBA(c.img), x, y, name, px, ink)
}
