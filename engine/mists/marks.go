package mists

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
)

// CellMarks marks the tiles that hold ghosts ("3 ghosts") and the tiles
// whose meeple a dog stands by (its name), in board order then dog order
// (engine.Marker).
func (m *Match) CellMarks() []engine.Mark { return m.g.CellMarks() }

// CellMarks marks the ghosts and dogs on the board.
func (g *Game) CellMarks() []engine.Mark {
	var out []engine.Mark
	board := g.core.Board()
	for pi, n := range g.ghosts {
		if n <= 0 || pi >= len(board) {
			continue
		}
		word := "ghosts"
		if n == 1 {
			word = "ghost"
		}
		out = append(out, engine.Mark{X: board[pi].X, Y: board[pi].Y, Text: fmt.Sprintf("%d %s", n, word)})
	}
	for i, d := range g.dogs {
		if pi, on := g.DogAt(i); on && pi < len(board) {
			out = append(out, engine.Mark{X: board[pi].X, Y: board[pi].Y, Text: d.name})
		}
	}
	return out
}
