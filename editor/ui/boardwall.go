package ui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/tilesmith/tilesmith/exporter"
)

// edgeLook is one picture of an edge piece: its stones, or what stands on
// them (guard and towers).
type edgeLook struct {
	piece exporter.EdgePiece
	top   bool
}

// edge is the picture of an edge piece for the board (drawn by the
// exporter, as in board pictures), covering its cell grown by
// exporter.EdgePicturePad on every side; seats' colours come from names.
func (b *boardPictures) edge(p exporter.EdgePiece, top bool, names []string) image.Image {
	k := edgeLook{p, top}
	if img, ok := b.edges[k]; ok {
		return img
	}
	colour := func(seat int) color.NRGBA {
		if seat < len(names) {
			return exporter.PlayerColour(seat, names[seat])
		}
		return exporter.PlayerColour(seat, "")
	}
	img := exporter.EdgePicture(p, top, colour, boardTileSize)
	b.edges[k] = img
	return img
}

func (r *boardRenderer) edgeImage(i int) *canvas.Image { return pooled(&r.edges, i, smoothImage) }

// arrangeEdges lays the ruleset's pieces on the sides of cells (The
// City's wall, gate, guards and towers) over the tiles: every piece's
// stones, then what stands on them.
func (r *boardRenderer) arrangeEdges() {
	b := r.b
	marks := b.play.EdgeMarks()
	if len(marks) == 0 {
		return
	}
	names := b.play.Core().Players()
	pieces := exporter.EdgePieces(marks)
	pad := b.zoom * float32(exporter.EdgePicturePad(boardTileSize)) / boardTileSize
	size := fyne.NewSquareSize(b.zoom + 2*pad)
	n := 0
	for _, top := range []bool{false, true} {
		for _, p := range pieces {
			if top && p.Guard < 0 && p.Towers == [2]int{-1, -1} {
				continue // nothing stands on it
			}
			img := r.edgeImage(n)
			n++
			setPicture(img, b.pics.edge(p, top, names), 0)
			img.Move(b.cellOrigin(image.Pt(p.X, p.Y)).SubtractXY(pad, pad))
			img.Resize(size)
			r.objects = append(r.objects, img)
		}
	}
}
