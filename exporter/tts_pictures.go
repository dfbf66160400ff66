package exporter

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The pictures a Tabletop Simulator table needs besides the tiles': the
// tile backs, a score track, and the pieces as tokens. Tokens are drawn
// on a clear background: TTS cuts a custom token along its opaque pixels.

// tabletopBack is a tile back: a plain colour with a double frame, the
// pack's name and, on a start tile's, the word mark.
func tabletopBack(packName, mark string, fill color.NRGBA, size int) *image.NRGBA {
	c := newCanvas(size)
	c.fill(fill)
	c.stroke(darker(fill, 0.6), 0.025, pt{0.07, 0.07}, pt{0.93, 0.07}, pt{0.93, 0.93}, pt{0.07, 0.93}, pt{0.07, 0.07})
	c.fillPaths(tileBorder, framePath(float64(size))...)
	img := opaqueNRGBA(c.img)
	s := float64(size)
	px := 0.1 * s
	lines := wrapWords(shortName(packName), px, int(0.76*s))
	if len(lines) > 3 {
		lines = append(lines[:2], "…")
	}
	top := 0.5*s - float64(len(lines)-1)*0.6*px
	if mark != "" {
		top -= 0.6 * px
	}
	lettering := rgb(0xf3ecdc)
	for i, line := range lines {
		centred(img, top+float64(i)*1.2*px+0.35*px, line, px, lettering)
	}
	if mark != "" {
		centred(img, top+float64(len(lines))*1.2*px+0.5*px, strings.ToUpper(mark), 0.8*px, gold)
	}
	return img
}

// Score track spaces, as on the box's board and the editor's track: 0 to
// 49 in rows of ten, numbered.
const (
	scoreTrackSpaces  = 50
	scoreTrackColumns = 10
	scoreTrackCell    = 96
)

var (
	scoreTrackLight = rgb(0xe9dcbd)
	scoreTrackDark  = rgb(0x4a3d33)
	scoreTrackEdge  = rgb(0x1d1f2b)
)

// scoreTrack draws the score track with cells of cell pixels and a
// margin of half a cell: every darkEvery-th space dark (0, 5, 10, … with
// the Messages module's 5; 0: none).
func scoreTrack(darkEvery, cell int) *image.NRGBA {
	rows := scoreTrackSpaces / scoreTrackColumns
	pad := cell / 2
	img := image.NewNRGBA(image.Rect(0, 0, scoreTrackColumns*cell+2*pad, rows*cell+2*pad))
	draw.Draw(img, img.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)
	for i := range scoreTrackSpaces {
		x, y := pad+i%scoreTrackColumns*cell, pad+i/scoreTrackColumns*cell
		fill, ink := scoreTrackLight, rgb(0x6b5d4a)
		if darkEvery > 0 && i%darkEvery == 0 {
			fill, ink = scoreTrackDark, rgb(0xd8ccb4)
		}
		draw.Draw(img, image.Rect(x, y, x+cell, y+cell), image.NewUniform(scoreTrackEdge), image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(x+2, y+2, x+cell-2, y+cell-2), image.NewUniform(fill), image.Point{}, draw.Src)
		label := fmt.Sprint(i)
		px := 0.3 * float64(cell)
		text(img, x+(cell-textWidth(label, px))/2, y+int(0.3*float64(cell)), label, px, ink)
	}
	return img
}

// wallTileFront is one of The Castle's wall tiles: its kind's number and
// its effect in words.
func wallTileFront(w schema.WallTile, size int) *image.NRGBA {
	c := newCanvas(size)
	c.fill(stone)
	c.fillPaths(tileBorder, framePath(float64(size))...)
	c.circle(stoneDark, pt{0.5, 0.3}, 0.17)
	img := opaqueNRGBA(c.img)
	s := float64(size)
	centred(img, 0.3*s+0.06*s, fmt.Sprint(w.Kind), 0.18*s, white)
	words := strings.ReplaceAll(w.Effect, "-", " ")
	if w.Value != 0 {
		words += fmt.Sprintf(" (%d)", w.Value)
	}
	lines := wrapWords(words, 0.12*s, int(0.9*s))
	for i, line := range lines {
		centred(img, 0.66*s+float64(i)*0.14*s, line, 0.12*s, white)
	}
	return img
}

// wallTileBack is the back the wall tiles share: plain stone.
func wallTileBack(size int) *image.NRGBA {
	c := newCanvas(size)
	c.fill(stoneDark)
	c.fillPaths(tileBorder, framePath(float64(size))...)
	c.stroke(stone, 0.04, pt{0.2, 0.5}, pt{0.8, 0.5})
	return opaqueNRGBA(c.img)
}

// clearPicture turns a canvas drawn on a clear background into a picture with
// straight (not premultiplied) alpha, as PNG keeps it.
func clearPicture(c *canvas) *image.NRGBA {
	out := image.NewNRGBA(c.img.Bounds())
	draw.Draw(out, out.Bounds(), c.img, image.Point{}, draw.Src)
	return out
}

// wallPiecePicture is a piece of The City's wall seen from above: a bar
// of stone with merlons, as the board pictures draw the wall.
func wallPiecePicture(size int) *image.NRGBA {
	c := newCanvas(size)
	c.rect(stoneDark, pt{0.02, 0.36}, pt{0.98, 0.64})
	c.rect(stone, pt{0.05, 0.39}, pt{0.95, 0.61})
	for i := range 5 {
		x := 0.1 + float64(i)*0.18
		c.rect(stoneDark, pt{x, 0.3}, pt{x + 0.1, 0.39})
	}
	return clearPicture(c)
}

// towerPicture is a tower of The City: a round tower of stone.
func towerPicture(size int) *image.NRGBA {
	c := newCanvas(size)
	c.circle(stoneDark, pt{0.5, 0.5}, 0.44)
	c.circle(stone, pt{0.5, 0.5}, 0.38)
	c.ring(stoneDark, pt{0.5, 0.5}, 0.22, 0.04)
	return clearPicture(c)
}

// ghostPicture is one of Mists' ghosts, as the tiles show their symbols.
func ghostPicture(size int) *image.NRGBA {
	c := newCanvas(size)
	ghost(c, centre, 0.85)
	return clearPicture(c)
}

// dogPicture is one of Mists' dogs: a dog's head on a round token.
func dogPicture(size int) *image.NRGBA {
	c := newCanvas(size)
	brown, dark := rgb(0xa0703c), rgb(0x4a3320)
	c.circle(dark, centre, 0.46)
	c.circle(rgb(0xe8d9b8), centre, 0.41)
	c.fillPath(dark, pt{0.27, 0.3}, pt{0.38, 0.22}, pt{0.36, 0.55}, pt{0.24, 0.52}) // ears
	c.fillPath(dark, pt{0.73, 0.3}, pt{0.62, 0.22}, pt{0.64, 0.55}, pt{0.76, 0.52})
	c.circle(brown, pt{0.5, 0.5}, 0.17)
	c.circle(brown, pt{0.5, 0.64}, 0.12)
	c.circle(dark, pt{0.44, 0.46}, 0.025)
	c.circle(dark, pt{0.56, 0.46}, 0.025)
	c.circle(dark, pt{0.5, 0.7}, 0.04)
	return clearPicture(c)
}
