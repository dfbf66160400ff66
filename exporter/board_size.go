package exporter

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// A board picture is at most MaxBoardSide pixels on a side, whatever the
// game: its cells shrink from the size asked for until it fits. The
// largest board a pack allows — 1000 tiles in a line, from a start tile up
// to 64 cells out — needs cells of 7 px, below MinTileSize: its tiles are
// then drawn at MinTileSize and shrunk, an overview rather than a picture
// of each tile.

// minBoardCell is the smallest cell a board picture is drawn at.
const minBoardCell = 4

// boardLayout is the shape of a board picture: its cell size, the margin
// round the cells, the panel above them, and its width and height.
type boardLayout struct{ ts, margin, panel, w, h int }

// layoutBoard lays out g's board picture for opts: at the cell size asked
// for, or the largest smaller one whose picture fits MaxBoardSide.
func layoutBoard(g *engine.Game, opts BoardOptions) (boardLayout, error) {
	minX, minY, maxX, maxY := boardBounds(g.Board())
	cols, rows := maxX-minX+1, maxY-minY+1
	lines := panelRows(g, opts.Standing)
	at := func(ts int) boardLayout {
		l := boardLayout{ts: ts, margin: ts / 3, panel: panelHeight(ts, lines)}
		l.w = max(cols*ts+2*l.margin, 360, standingWidth(opts.Standing, ts))
		if opts.TilesOnly {
			l.margin, l.panel, l.w = 0, 0, cols*ts
		}
		l.h = l.panel + rows*ts + 2*l.margin
		return l
	}
	l := at(max(BoardTileSize(opts), MinTileSize))
	for l.ts > minBoardCell && (l.w > MaxBoardSide || l.h > MaxBoardSide) {
		l = at(l.ts - 1)
	}
	if l.w > MaxBoardSide || l.h > MaxBoardSide {
		return l, fmt.Errorf("the board spans %d × %d cells: even at %d px a cell its picture would be %d × %d px, past the %d px a board picture may have on a side", cols, rows, l.ts, l.w, l.h, MaxBoardSide)
	}
	return l, nil
}

// BoardCellSize is the cell size Board draws g at with opts: the size
// asked for (BoardTileSize), or smaller when that picture would pass
// MaxBoardSide.
func (r *Renderer) BoardCellSize(g *engine.Game, opts BoardOptions) int {
	if c := g.Set.Pack.Rules.Castle; c != nil && len(boardCells(&c.Board)) > 0 && !opts.TilesOnly {
		return castleTileSize(boardCells(&c.Board), BoardTileSize(opts))
	}
	l, _ := layoutBoard(g, opts)
	return l.ts
}
