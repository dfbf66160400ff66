package ui

import (
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// Where the 12 ports sit on a tile drawn in a unit square, and which port
// a point of the drawing means. The view may be turned; the pack's ports
// are always those of the upright tile.

// portMarkInset is how far inside the border a port's mark sits, as a
// fraction of the tile.
const portMarkInset = 0.07

// portHitRadius is how close to a port's mark a tap must land, as a
// fraction of the tile.
const portHitRadius = 0.16

// portSpot returns where port p of the upright tile is drawn when the view
// is turned rot quarter turns clockwise, in unit coordinates (0,0 top left).
func portSpot(p schema.Port, rot int) (x, y float64) {
	along := 0.5 // centre
	switch p % 3 {
	case 1: // L: the first half clockwise
		along = 0.22
	case 2:
		along = 0.78
	}
	switch p.Edge() {
	case 0:
		x, y = along, portMarkInset
	case 1:
		x, y = 1-portMarkInset, along
	case 2:
		x, y = 1-along, 1-portMarkInset
	default:
		x, y = portMarkInset, 1-along
	}
	for range (rot%4 + 4) % 4 {
		x, y = 1-y, x // a quarter turn clockwise
	}
	return x, y
}

// portAt returns the port drawn nearest the unit point (x, y) of a view
// turned rot quarter turns, when the point is close enough to it.
func portAt(x, y float64, rot int) (schema.Port, bool) {
	best, bestD := schema.Port(0), math.Inf(1)
	for p := range schema.Port(schema.NumPorts) {
		px, py := portSpot(p, rot)
		if d := math.Hypot(x-px, y-py); d < bestD {
			best, bestD = p, d
		}
	}
	return best, bestD <= portHitRadius
}
