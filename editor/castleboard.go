package editor

import (
	"fmt"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The Castle's board (rules.castle.board) edited as a grid: cells switched
// in and out of the wall, start spaces placed on the wall with their
// segments, and the score track's corner towers. The board's grid stays a
// rectangle just large enough for its cells: switching a cell in beside it
// grows it, switching the last cell of an edge row or column out shrinks
// it, and the start spaces move with the grid so they stay where they were
// on the wall. castleboard_start.go and castleboard_track.go hold the start
// spaces and the track.

// castleBoard is the pack's board, or why it has none.
func castleBoard(p *schema.Pack) (*schema.CastleBoard, error) {
	if p.Rules.Castle == nil {
		return nil, fmt.Errorf("the pack has no rules for The Castle")
	}
	return &p.Rules.Castle.Board, nil
}

// BoardSize is the width and height of the board's grid.
func BoardSize(b schema.CastleBoard) (width, height int) {
	for _, row := range b.Cells {
		width = max(width, len(row))
	}
	return width, len(b.Cells)
}

// IsCell reports whether (x, y) is a cell inside the wall.
func IsCell(b schema.CastleBoard, x, y int) bool {
	return y >= 0 && y < len(b.Cells) && x >= 0 && x < len(b.Cells[y]) && b.Cells[y][x] == '#'
}

// CellCount is how many cells lie inside the wall.
func CellCount(b schema.CastleBoard) int {
	n := 0
	for _, row := range b.Cells {
		n += strings.Count(row, "#")
	}
	return n
}

// startSpaceAt is the index of the start space at (x, y), or -1.
func startSpaceAt(b schema.CastleBoard, x, y int) int {
	for i, s := range b.StartSpaces {
		if s.X == x && s.Y == y {
			return i
		}
	}
	return -1
}

// ToggleCell switches cell (x, y) in or out of the wall. A cell beside the
// grid (x or y one past either end, or further) grows it; a cell switched
// out shrinks it when its row or column at the grid's edge is left empty.
// A start space's place cannot become a cell (move the start space
// first), and the last cell cannot be switched out.
func ToggleCell(b *schema.CastleBoard, x, y int) error {
	if IsCell(*b, x, y) {
		if CellCount(*b) == 1 {
			return fmt.Errorf("the board needs at least one cell")
		}
		setCell(b, x, y, '.')
		trimBoard(b)
		return nil
	}
	if i := startSpaceAt(*b, x, y); i >= 0 {
		return fmt.Errorf("start space %s sits at (%d,%d): move or remove it first", b.StartSpaces[i].ID, x, y)
	}
	width, height := BoardSize(*b)
	if grown := max(width, x+1) - min(0, x); grown > schema.MaxCoordinate {
		return fmt.Errorf("the board would be %d cells wide: at most %d", grown, schema.MaxCoordinate)
	}
	if grown := max(height, y+1) - min(0, y); grown > schema.MaxCoordinate {
		return fmt.Errorf("the board would be %d rows tall: at most %d", grown, schema.MaxCoordinate)
	}
	shiftBoard(b, max(0, -x), max(0, -y))
	x, y = max(x, 0), max(y, 0)
	setCell(b, x, y, '#')
	trimBoard(b)
	return nil
}

// setCell writes c at (x, y), growing the grid east and south to reach it
// and keeping every row as wide as the widest.
func setCell(b *schema.CastleBoard, x, y int, c byte) {
	for len(b.Cells) <= y {
		b.Cells = append(b.Cells, "")
	}
	width, _ := BoardSize(*b)
	width = max(width, x+1)
	for i, row := range b.Cells {
		b.Cells[i] = row + strings.Repeat(".", width-len(row))
	}
	row := []byte(b.Cells[y])
	row[x] = c
	b.Cells[y] = string(row)
}

// shiftBoard adds dx empty columns at the west of the grid and dy empty
// rows at the north (negative: removes them), moving the start spaces with
// the cells.
func shiftBoard(b *schema.CastleBoard, dx, dy int) {
	if dx == 0 && dy == 0 {
		return
	}
	width, _ := BoardSize(*b)
	var rows []string
	for range max(dy, 0) {
		rows = append(rows, strings.Repeat(".", width))
	}
	for _, row := range b.Cells[max(-dy, 0):] {
		if dx >= 0 {
			row = strings.Repeat(".", dx) + row
		} else {
			row = row[min(-dx, len(row)):]
		}
		rows = append(rows, row)
	}
	b.Cells = rows
	for i := range b.StartSpaces {
		b.StartSpaces[i].X += dx
		b.StartSpaces[i].Y += dy
	}
}

// trimBoard removes empty rows and columns at the grid's edges and pads
// the rows to one width. A board without cells is left as it is.
func trimBoard(b *schema.CastleBoard) {
	if CellCount(*b) == 0 {
		return
	}
	width, height := BoardSize(*b)
	west, north, east, south := width, height, -1, -1
	for y, row := range b.Cells {
		for x, c := range row {
			if c == '#' {
				west, east = min(west, x), max(east, x)
				north, south = min(north, y), max(south, y)
			}
		}
	}
	b.Cells = b.Cells[:south+1]
	for i, row := range b.Cells {
		row += strings.Repeat(".", max(0, east+1-len(row)))
		b.Cells[i] = row[:east+1]
	}
	shiftBoard(b, -west, -north)
}

// ToggleCastleCell switches a cell of the board in or out of the wall
// (see ToggleCell).
type ToggleCastleCell struct{ X, Y int }

func (c ToggleCastleCell) Label() string { return fmt.Sprintf("switch board cell (%d,%d)", c.X, c.Y) }

func (c ToggleCastleCell) Apply(p *schema.Pack) error {
	b, err := castleBoard(p)
	if err != nil {
		return err
	}
	return ToggleCell(b, c.X, c.Y)
}
