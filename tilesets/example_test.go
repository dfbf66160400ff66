package tilesets_test

import (
	"fmt"

	"github.com/tilesmith/tilesmith/tilesets"
)

func ExampleLoad() {
	p, _, err := tilesets.Load("winter-edition")
	if err != nil {
		panic(err)
	}
	for _, m := range p.Mixes {
		fmt.Printf("%s: %d tiles, start %s\n", m.ID, m.Total, m.Start[0].Tile)
	}
	// Output:
	// WD: 72 tiles, start D
	// WE1: 84 tiles, start D
	// WE2: 84 tiles, start D
	// WE3: 84 tiles, start D
}
