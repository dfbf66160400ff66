package exporter

import (
	"fmt"
	"image"

	"github.com/signintech/gopdf"

	"github.com/tilesmith/tilesmith/schema"
)

// Tile backs: with PrintOptions.Backs, every page of land tiles is
// followed by a page of their backs, each back in its front's row with the
// columns mirrored, so that printing the two pages double-sided and
// flipped on the long edge puts every back behind its front. A back is
// our own plain design, the pack's name on a colour; the start tile's
// back is another colour and says "Start", so that it can be found face
// down, as printed sets mark it.

var (
	tileBackFill  = rgb(0x33506b)
	startBackFill = rgb(0x8c3b22)
	backInk       = rgb(0xf1e6cc)
)

// printedTileBack draws a tile back at size px: the pack's name (wrapped) on a
// colour, and for the start tile "Start" above it on a colour of its own.
func printedTileBack(packName string, start bool, size int) *image.NRGBA {
	c := newCanvas(size)
	fill := tileBackFill
	if start {
		fill = startBackFill
	}
	c.fill(fill)
	c.fillPaths(tileBorder, framePath(float64(size))...)
	// A ring inside the frame, so that the back reads as a design even
	// for a pack with a short name.
	c.ring(backInk, pt{0.5, 0.5}, 0.36, 0.012)
	img := opaqueNRGBA(c.img)
	s := float64(size)
	lines := wrapWords(packName, 0.075*s, int(0.6*s))
	top := 0.5*s - float64(len(lines)-1)*0.045*s
	if start {
		centred(img, 0.36*s, "Start", 0.11*s, backInk)
		top += 0.08 * s
	}
	for i, line := range lines {
		centred(img, top+float64(i)*0.09*s+0.025*s, line, 0.075*s, backInk)
	}
	return img
}

// startCopies marks which of the printed tiles are the mix's start tiles:
// for each start placement, the first copy of its tile not yet taken
// (counts include the start tiles; schema.Mix.Start).
func startCopies(mix *schema.Mix, tiles []printedTile) []bool {
	want := map[string]int{}
	for _, pl := range mix.Start {
		want[pl.Tile]++
	}
	out := make([]bool, len(tiles))
	for i, t := range tiles {
		if want[t.id] > 0 {
			out[i] = true
			want[t.id]--
		}
	}
	return out
}

// backPictures draws and holds the plain back and the start tile's back at
// px pixels with b pixels of bleed.
func backPictures(packName string, px, b int) (plain, start gopdf.ImageHolder, err error) {
	hold := func(isStart bool) (gopdf.ImageHolder, error) {
		png, err := encodeBledPDFImage(printedTileBack(packName, isStart, px), b)
		if err != nil {
			return nil, fmt.Errorf("print-and-play PDF: tile back: %w", err)
		}
		h, err := gopdf.ImageHolderByBytes(png)
		if err != nil {
			return nil, fmt.Errorf("print-and-play PDF: tile back: %w", err)
		}
		return h, nil
	}
	if plain, err = hold(false); err != nil {
		return nil, nil, err
	}
	if start, err = hold(true); err != nil {
		return nil, nil, err
	}
	return plain, start, nil
}
