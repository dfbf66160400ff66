package ui

import (
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/tilesmith/tilesmith/editor"
)

// Notes on the board over the game: the cell of a hint's option, or of a
// reviewed decision's option played and the search's best, each outlined
// in a colour of its own, a placement's tile shown faintly as it would
// lie there.

// boardNote outlines an option's cell (editor.Cell: a placement's with
// its tile). inset draws the outline that much of a cell inside it, so
// that two notes on one cell both show.
type boardNote struct {
	cell   editor.Cell
	stroke color.Color
	inset  float32
	// ghost shows a placement's tile in the cell.
	ghost bool
}

// The notes' colours: pink for a hint (the option cells are blue, the
// recent tiles yellow, the fitting cells green), orange for the option a
// reviewed decision played and bright green for the search's best.
var (
	hintStroke   = color.NRGBA{0xff, 0x4f, 0xd8, 0xff}
	playedStroke = color.NRGBA{0xff, 0x7a, 0x1a, 0xff}
	bestStroke   = color.NRGBA{0x3d, 0xff, 0x6e, 0xff}
)

// noteTranslucency is how faint a note's tile is.
const noteTranslucency = 0.3

// setNotes puts notes on the board (nil for none).
func (b *boardView) setNotes(notes []boardNote) {
	b.notes = notes
	b.Refresh()
}

// arrangeNotes draws the board's notes with the renderer's tile images
// from tiles on, and returns how many it used then.
func (r *boardRenderer) arrangeNotes(tiles int, place func(o fyne.CanvasObject, at editor.Cell, size fyne.Size)) int {
	b := r.b
	for _, n := range r.b.notes {
		if !n.cell.HasAt {
			continue
		}
		if n.ghost && n.cell.Tile != "" {
			img := r.tile(tiles)
			tiles++
			setPicture(img, b.pics.tile(n.cell.Tile, n.cell.Rot), noteTranslucency)
			place(img, n.cell, fyne.NewSquareSize(b.zoom))
		}
		side := b.zoom * (1 - 2*n.inset)
		place(r.nextMark(color.Transparent, n.stroke, max(3, b.zoom/24)), n.cell, fyne.NewSquareSize(side))
	}
	return tiles
}
