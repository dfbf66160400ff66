package exporter

import (
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// JCloisterZone draws a follower at its feature's point and offers the
// feature's clip to place one. Our board's points put the field round a
// cloister, and a road ending at it, on the chapel, where their followers
// would hide the monk and their areas would cover the cloister's; and the
// follower of a field of several arcs in the tile's centre, outside the
// field. So the add-on moves such points — off the cloister's square, into
// their own area — and cuts the square out of the clip of the field that
// surrounds it (as JCloisterZone's own artwork does for its monastery
// tiles).

// jczCloisterMargin widens the cloister's square, in tile units, for
// telling whether another follower would stand on it: one drawn just
// outside the square still stands on the chapel.
const jczCloisterMargin = 0.1

// jczCloisterSquare is the square the add-on offers for a tile's cloister,
// and whether the tile has one.
func jczCloisterSquare(t *schema.Tile, pl *plan) ([]pt, bool) {
	for fi, f := range t.Features {
		if f.Kind == schema.KindCloister {
			return squareAround(pl.points[fi], jczCloisterSide), true
		}
	}
	return nil, false
}

// jczFollowerPoints are the points of the tile's features for the add-on:
// the board's points, except that a road's point that falls on a
// cloister's square moves along its line towards its edge, and a city's or
// field's point that falls on the square or outside its own area moves to
// the roomiest place inside the area.
func jczFollowerPoints(t *schema.Tile, pl *plan) []pt {
	points := append([]pt(nil), pl.points...)
	square, hasCloister := jczCloisterSquare(t, pl)
	if hasCloister {
		square = squareAround(centreOf(square), jczCloisterSide+jczCloisterMargin)
	}
	for _, l := range pl.lines {
		fi := featureIndex(t, l.f)
		if !hasCloister || !insidePolygon(points[fi], square) || len(l.paths) == 0 {
			continue
		}
		// The path runs from the road's edge inwards: stand half-way
		// between the edge and where it enters the square.
		path := l.paths[0]
		enter := len(path)
		for k, p := range path {
			if insidePolygon(p, square) {
				enter = k
				break
			}
		}
		points[fi] = path[enter/2]
	}
	for _, a := range pl.areas {
		fi := featureIndex(t, a.f)
		if insidePolygon(points[fi], a.poly) && (!hasCloister || !insidePolygon(points[fi], square)) {
			continue
		}
		if spot, ok := roomiestSpot(a.poly, square, points, fi); ok {
			points[fi] = spot
		}
	}
	return points
}

// roomiestSpot is the point of a grid over the tile that lies inside poly,
// off square (nil for none) and, where it can, at least 0.15 from the
// other points, and is farthest from the edges of both; false when no
// grid point is inside poly.
func roomiestSpot(poly, square []pt, points []pt, skip int) (pt, bool) {
	const step = 0.05
	for _, gap := range []float64{0.15, 0} {
		best, bestRoom, found := pt{}, -1.0, false
		for i := 1; i < 20; i++ {
			for j := 1; j < 20; j++ {
				c := pt{float64(j) * step, float64(i) * step}
				if !insidePolygon(c, poly) || (square != nil && insidePolygon(c, square)) || !farFrom(c, points, skip, gap) {
					continue
				}
				room := distanceToEdges(c, poly)
				if square != nil {
					room = min(room, distanceToEdges(c, square))
				}
				if room > bestRoom+1e-9 {
					best, bestRoom, found = c, room, true
				}
			}
		}
		if found {
			return best, true
		}
	}
	return pt{}, false
}

func centreOf(square []pt) pt { return square[0].lerp(square[2], 0.5) }

// farFrom reports whether p is at least d from every point but points[skip].
func farFrom(p pt, points []pt, skip int, d float64) bool {
	for i, q := range points {
		if i != skip && math.Hypot(p.x-q.x, p.y-q.y) < d {
			return false
		}
	}
	return true
}

// distanceToEdges is the distance from p to the nearest edge of poly.
func distanceToEdges(p pt, poly []pt) float64 {
	d := math.Inf(1)
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		ab, ap := b.sub(a), p.sub(a)
		u := 0.0
		if l2 := ab.x*ab.x + ab.y*ab.y; l2 > 0 {
			u = min(max((ap.x*ab.x+ap.y*ab.y)/l2, 0), 1)
		}
		d = min(d, p.sub(a.add(ab.scale(u))).len())
	}
	return d
}

// insidePolygon reports whether p lies inside poly (even-odd rule).
func insidePolygon(p pt, poly []pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.y > p.y) != (b.y > p.y) && p.x < (b.x-a.x)*(p.y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}
