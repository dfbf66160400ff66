package engine

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// Shape is the outline of a board: which cells exist (a cell mask) and
// whether a port facing a cell outside the shape counts as closed (the
// shape's edges close ports, as a castle wall or the classic house rule
// "the table edge completes features" do) or stays open for good.
//
// The zero Shape is the unbounded board: every cell exists and no edge
// closes anything. Rectangle is the classic bounded table around
// the start tile; Mask is any set of cells (The Castle's 76 spaces inside
// its wall). Tiles laid at set-up may lie outside the shape (a start space
// printed on a wall); a player's tile may not.
type Shape struct {
	bounded bool
	// minX..maxY is a bounded shape's bounding box: the rectangle itself
	// for a Rectangle, the box around the cells of a Mask.
	minX, maxX, minY, maxY int
	// cells are a Mask's cells, sorted by y then x; nil for a Rectangle.
	cells []Pos
	// closes: ports facing a cell outside the shape count as closed.
	closes bool
}

// Pos is a cell's coordinates on the board.
type Pos struct{ X, Y int }

func comparePos(a, b Pos) int {
	if c := cmp.Compare(a.Y, b.Y); c != 0 {
		return c
	}
	return cmp.Compare(a.X, b.X)
}

// Rectangle is a width×height table around the start tile at (0,0): x from
// -(width-1)/2 to width/2, likewise y. With edgeCloses, a port facing the
// table's edge counts as closed. NewGame refuses a table narrower than one
// cell.
func Rectangle(width, height int, edgeCloses bool) Shape {
	if width < 1 || height < 1 { // no cell: refused by check
		return Shape{bounded: true, closes: edgeCloses, maxX: width - 1, maxY: height - 1}
	}
	return Shape{bounded: true, closes: edgeCloses,
		minX: -(width - 1) / 2, maxX: width / 2, minY: -(height - 1) / 2, maxY: height / 2}
}

// Mask is a board of the given cells only, in any layout (repeated cells
// count once). With edgeCloses, a port facing a cell outside the mask
// counts as closed. NewGame refuses a mask with no cell.
func Mask(cells []Pos, edgeCloses bool) Shape {
	s := Shape{bounded: true, closes: edgeCloses, cells: slices.Clone(cells)}
	slices.SortFunc(s.cells, comparePos)
	s.cells = slices.Compact(s.cells)
	if len(s.cells) == 0 {
		s.minX, s.maxX = 0, -1 // empty: refused by check
		return s
	}
	s.minX, s.maxX, s.minY, s.maxY = s.cells[0].X, s.cells[0].X, s.cells[0].Y, s.cells[len(s.cells)-1].Y
	for _, p := range s.cells {
		s.minX, s.maxX = min(s.minX, p.X), max(s.maxX, p.X)
	}
	return s
}

// Bounded reports whether some cells lie outside the shape.
func (s Shape) Bounded() bool { return s.bounded }

// EdgeCloses reports whether a port facing a cell outside the shape
// counts as closed.
func (s Shape) EdgeCloses() bool { return s.closes }

// Contains reports whether cell (x, y) is part of the shape.
func (s Shape) Contains(x, y int) bool {
	switch {
	case !s.bounded:
		return true
	case x < s.minX || x > s.maxX || y < s.minY || y > s.maxY:
		return false
	case s.cells == nil:
		return true
	}
	_, ok := slices.BinarySearchFunc(s.cells, Pos{x, y}, comparePos)
	return ok
}

// Cells returns the number of cells of a bounded shape (0 for the
// unbounded board).
func (s Shape) Cells() int {
	switch {
	case !s.bounded || s.maxX < s.minX || s.maxY < s.minY:
		return 0
	case s.cells != nil:
		return len(s.cells)
	}
	return (s.maxX - s.minX + 1) * (s.maxY - s.minY + 1)
}

// String describes the shape for people: "unbounded", "a 7×5 table whose
// edge closes features", "a board of 76 cells".
func (s Shape) String() string {
	var what string
	switch {
	case !s.bounded:
		return "unbounded"
	case s.cells == nil:
		what = fmt.Sprintf("a %d×%d table", s.maxX-s.minX+1, s.maxY-s.minY+1)
	default:
		what = fmt.Sprintf("a board of %d cells", len(s.cells))
	}
	if s.closes {
		what += " whose edge closes features"
	}
	return what
}

// errEmptyShape is wrapped by NewGame's error for a shape with no cell.
var errEmptyShape = errors.New("a board needs at least one cell")

// check reports a shape no tile could be laid on.
func (s Shape) check() error {
	if s.bounded && s.Cells() == 0 {
		return errEmptyShape
	}
	return nil
}

// reach returns how far from (0,0) the shape's farthest cell lies in x or
// y (0 for the unbounded board).
func (s Shape) reach() int {
	if !s.bounded {
		return 0
	}
	return max(abs(s.minX), abs(s.maxX), abs(s.minY), abs(s.maxY))
}

// markOutside marks the cells of a board's array that lie outside the
// shape, once at set-up: the fast path then asks one flag of a cell it has
// already loaded, and the frontier never takes such a cell in.
func (s Shape) markOutside(b *Board) {
	if !s.bounded {
		return
	}
	for i := range b.cells {
		b.cells[i].outside = true
	}
	lo, hi := -b.half, b.half
	in := func(x, y int) {
		if x >= lo && x <= hi && y >= lo && y <= hi {
			b.cells[b.cellAt(x, y)].outside = false
		}
	}
	if s.cells != nil {
		for _, p := range s.cells {
			in(p.X, p.Y)
		}
		return
	}
	for y := max(s.minY, lo); y <= min(s.maxY, hi); y++ {
		for x := max(s.minX, lo); x <= min(s.maxX, hi); x++ {
			in(x, y)
		}
	}
}
