package editor

import (
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Location is what a diagnostic concerns, for the problems panel to
// select: a tile and a feature of it, or a mix (-1 where none).
type Location struct {
	Tile, Feature, Mix int
}

// Locate reads a diagnostic's JSON pointer ("/tiles/3/features/1/ports/0",
// "/mixes/2/counts/D") as the tile, feature and mix it concerns.
func Locate(d schema.Diagnostic) Location {
	loc := Location{-1, -1, -1}
	parts := strings.Split(strings.TrimPrefix(d.Pointer, "/"), "/")
	index := func(i int) int {
		if i >= len(parts) {
			return -1
		}
		n, err := strconv.Atoi(parts[i])
		if err != nil {
			return -1
		}
		return n
	}
	switch parts[0] {
	case "tiles":
		loc.Tile = index(1)
		if len(parts) > 2 && parts[2] == "features" {
			loc.Feature = index(3)
		}
	case "mixes":
		loc.Mix = index(1)
	}
	return loc
}
