package city_test

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine/city"
)

// tiles is a board as the wall sees it.
type tiles map[city.Cell]bool

func (t tiles) Placed(x, y int) bool { return t[city.Cell{X: x, Y: y}] }

// A city of 3 × 2 tiles gets its gate on the north, two pieces clockwise
// and a tower; a tile may then not go beyond the wall, and the ends are
// close enough to end the game.
func ExampleWall() {
	board := tiles{{0, 0}: true, {1, 0}: true, {2, 0}: true, {0, 1}: true, {1, 1}: true, {2, 1}: true}
	var w city.Wall
	fmt.Println(w.PlaceGate(board, city.Edge{X: 1, Y: 0, Side: city.North}))
	for range 2 {
		piece, _ := w.Extend(board, city.Clockwise)
		fmt.Println("piece on the", piece)
	}
	points, _ := w.PlaceTower(city.Clockwise)
	fmt.Println("tower:", points, "points")
	fmt.Println(w.Allows(board, 3, 0))
	next, _ := w.Next(board, city.CounterClockwise)
	fmt.Println("next counter-clockwise:", next)
	gap, _ := w.Gap(board)
	fmt.Println("pieces to close the wall:", gap)
	// Output:
	// <nil>
	// piece on the north of (2,0)
	// piece on the east of (2,0)
	// tower: 2 points
	// no tile may be placed beyond the wall or the gate
	// next counter-clockwise: north of (0,0)
	// pieces to close the wall: 7
}
