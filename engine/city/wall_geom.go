package city

import "fmt"

// Grid is the board as the wall sees it: which cells hold a tile. Cells are
// (x, y) as in the engine, x growing east and y growing south (north is
// -y). The city is finite and in one piece (every tile touches another by
// a full edge), as in any game of The City.
type Grid interface {
	Placed(x, y int) bool
}

// Cell is one square of the board.
type Cell struct{ X, Y int }

// Step returns the cell next to c on its side s.
func (c Cell) Step(s Side) Cell { return Cell{c.X + s.dx(), c.Y + s.dy()} }

// String writes the cell as the engine does: "(2,-1)".
func (c Cell) String() string { return fmt.Sprintf("(%d,%d)", c.X, c.Y) }

// Side is one of the four sides of a cell.
type Side uint8

// The sides of a cell, clockwise from north.
const (
	North Side = iota
	East
	South
	West
)

var sideNames = [4]string{"north", "east", "south", "west"}

// String names the side: "north".
func (s Side) String() string {
	if s > West {
		return fmt.Sprintf("side %d", int(s))
	}
	return sideNames[s]
}

// Opposite returns the side across the cell.
func (s Side) Opposite() Side { return (s + 2) & 3 }

// Turn returns the side a quarter turn from s the way w goes: east is a
// clockwise turn from north.
func (s Side) Turn(w Way) Side {
	if w == Clockwise {
		return (s + 1) & 3
	}
	return (s + 3) & 3
}

func (s Side) dx() int { return [4]int{0, 1, 0, -1}[s&3] }
func (s Side) dy() int { return [4]int{-1, 0, 1, 0}[s&3] }

// Way is a direction round the city's outline, as seen from above with
// north up: walking clockwise keeps the city on the right hand.
type Way uint8

// The two ways round the outline.
const (
	Clockwise Way = iota
	CounterClockwise
)

// Reverse returns the other way round.
func (w Way) Reverse() Way { return w ^ 1 }

// String names the way: "clockwise".
func (w Way) String() string {
	if w == Clockwise {
		return "clockwise"
	}
	return "counter-clockwise"
}

// Edge is the side Side of the cell (X, Y): on the outline of the city
// when that cell holds a tile and the cell beyond the side is empty, which
// is where a wall piece or the gate can stand.
type Edge struct {
	X, Y int
	Side Side
}

// Tile returns the cell on the city's side of the edge.
func (e Edge) Tile() Cell { return Cell{e.X, e.Y} }

// Beyond returns the cell the edge faces, on the far side from its tile:
// the cell beyond the wall when the edge is walled.
func (e Edge) Beyond() Cell { return Cell{e.X + e.Side.dx(), e.Y + e.Side.dy()} }

// String writes the edge as "north of (2,-1)".
func (e Edge) String() string { return fmt.Sprintf("%s of (%d,%d)", e.Side, e.X, e.Y) }

// onOutline reports whether e lies between a tile and an empty cell.
func onOutline(g Grid, e Edge) bool {
	b := e.Beyond()
	return g.Placed(e.X, e.Y) && !g.Placed(b.X, b.Y)
}
