package engine_test

import (
	"fmt"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
	"github.com/tilesmith/tilesmith/tilesets"
)

// Replay a record: Red closes the start tile's city with a knight.
func ExampleReplay() {
	pack, _, _ := tilesets.Load("winter-edition")
	set, _ := engine.Compile(pack)
	rec, _ := classicmoves.Decode("game.json", []byte(`{
		"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"},
		"players": ["Red", "Blue"],
		"moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": {"at": "S"}},
		          {"tile": "D", "x": 1, "y": 0, "rot": 90}]}`))
	g, err := classicmoves.Replay(set, classic.Ruleset{}, rec)
	fmt.Println(err)
	for _, e := range g.Events() {
		fmt.Printf("move %d: %s, %d points for %s (%s)\n", e.Move, e.Kind, e.Points, g.Players()[e.Players[0]], e.Detail)
	}
	// Output:
	// move 2 (D at (1,0) rot 90): tile D does not fit at (1,0) rot 90: its west field meets a road of tile D at (0,0)
	// move 1: city, 4 points for Red (2 tiles × 2)
}
