package exporter

import (
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// A crop-circle tile (schema.Tile.CropCircle) shows its crop circle on
// the field: rings of flattened crop around the emblem of the feature
// type the circle names (a city tower, a road, wheat for fields). It sits
// in the middle of the tile when the middle is open field, else in the
// widest open stretch of field, clear of cities, lines and buildings.

// The crop circle's size and the room it keeps, in tile units.
const (
	cropMaxRadius = 0.2   // at most: the middle of a tile between two city caps
	cropMinRadius = 0.1   // at least, even where the field is cramped
	cropGap       = 0.035 // between the circle and what it avoids
	cropGridStep  = 0.025 // the spacing of the places tried
)

// The colours of the crop circle: flattened crop shines paler than the
// field's standing crop.
var (
	cropFlat     = rgb(0xd4dc8c)
	cropLay      = rgb(0xbcc878)
	cropStanding = darker(kindFill[schema.KindField], 0.9)
	wheatGold    = rgb(0xd9a520)
	wheatDark    = rgb(0x8a6414)
)

// cropPlace is where a tile's crop circle goes: its centre and radius.
type cropPlace struct {
	at pt
	r  float64
}

// placeCropCircle finds the crop circle's place on a planned tile: of the
// places on a grid over the tile, the one with the most room (up to the
// largest circle), the nearest the middle among equals.
func (p *plan) placeCropCircle() cropPlace {
	best, bestRoom, bestDist := centre, -1.0, 0.0
	steps := int(math.Round(1 / cropGridStep))
	for i := 1; i < steps; i++ {
		for j := 1; j < steps; j++ {
			at := pt{float64(i) * cropGridStep, float64(j) * cropGridStep}
			room := min(p.roomAt(at), cropMaxRadius+cropGap)
			dist := at.sub(centre).len()
			if room > bestRoom+1e-9 || (math.Abs(room-bestRoom) <= 1e-9 && dist < bestDist-1e-9) {
				best, bestRoom, bestDist = at, room, dist
			}
		}
	}
	r := cropMaxRadius
	if bestRoom < cropMaxRadius+cropGap {
		r = max(cropMinRadius, bestRoom-cropGap)
	}
	return cropPlace{at: best, r: r}
}

// roomAt is how far open field reaches around at: the distance to the
// tile's edge, to every area that is not field, to every line and to
// every building drawn on the tile (0 inside one of them).
func (p *plan) roomAt(at pt) float64 {
	room := min(at.x, 1-at.x, at.y, 1-at.y)
	for _, a := range p.areas {
		if a.f.Kind == schema.KindField {
			continue
		}
		if a.full || insidePolygon(at, a.poly) {
			return 0
		}
		for _, in := range a.inner {
			room = min(room, distanceToPolyline(at, in))
		}
	}
	for _, l := range p.lines {
		for _, path := range l.paths {
			room = min(room, distanceToPolyline(at, path)-0.07)
		}
	}
	for _, q := range p.portless {
		room = min(room, at.sub(q.at).len()-0.2)
	}
	for _, t := range p.termini {
		room = min(room, at.sub(t.at).len()-0.11)
	}
	return max(room, 0)
}

// distanceToPolyline is the distance from at to the nearest point of the
// polyline through pts.
func distanceToPolyline(at pt, pts []pt) float64 {
	d := math.Inf(1)
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		ab := b.sub(a)
		t := 0.0
		if l2 := ab.x*ab.x + ab.y*ab.y; l2 > 0 {
			t = math.Max(0, math.Min(1, ((at.x-a.x)*ab.x+(at.y-a.y)*ab.y)/l2))
		}
		d = math.Min(d, at.sub(a.add(ab.scale(t))).len())
	}
	return d
}

// cropCircle draws a crop circle of radius r at at: a disc of flattened
// crop with the lay of the stalks in fine rings, a ring of standing crop,
// three small satellite circles, and the emblem of feature kind in the
// middle.
func cropCircle(c *canvas, at pt, r float64, feature string) {
	c.circle(cropFlat, at, r)
	c.ring(cropLay, at, r*0.91, r*0.035)
	c.ring(cropStanding, at, r*0.8, r*0.09)
	c.ring(cropLay, at, r*0.64, r*0.03)
	for k := range 3 {
		a := -math.Pi/2 + 2*math.Pi*float64(k)/3 + math.Pi/3
		sat := at.add(pt{math.Cos(a), math.Sin(a)}.scale(r * 0.8))
		c.circle(cropStanding, sat, r*0.12)
		c.circle(cropFlat, sat, r*0.075)
	}
	s := r * 1.15 // the emblem's size
	switch feature {
	case "city":
		cropTower(c, at, s)
	case "road":
		cropRoad(c, at, s)
	case "field":
		cropWheat(c, at, s)
	default:
		c.circle(ink, at, r*0.1)
	}
}

// cropTower is the city emblem: a crenellated tower in the city's colours.
func cropTower(c *canvas, at pt, s float64) {
	h := s / 2
	outline := []pt{{-0.56, 0.8}, {-0.56, -0.72}, {-0.32, -0.72}, {-0.32, -0.48}, {-0.12, -0.48}, {-0.12, -0.72},
		{0.12, -0.72}, {0.12, -0.48}, {0.32, -0.48}, {0.32, -0.72}, {0.56, -0.72}, {0.56, 0.8}}
	for i := range outline {
		outline[i] = at.add(outline[i].scale(h))
	}
	c.fillPath(kindFill[schema.KindCity], outline...)
	c.stroke(cityWall, h*0.1, append(outline, outline[0])...)
	door := append([]pt{{at.x - h*0.18, at.y + h*0.8}}, circlePts(pt{at.x, at.y + h*0.38}, h*0.18, math.Pi, 2*math.Pi)...)
	door = append(door, pt{at.x + h*0.18, at.y + h*0.8})
	c.fillPath(cityWall, door...)
	c.rect(cityWall, pt{at.x - h*0.07, at.y - h*0.22}, pt{at.x + h*0.07, at.y + h*0.02})
}

// cropRoad is the road emblem: a stretch of road with its dashed middle.
func cropRoad(c *canvas, at pt, s float64) {
	h := s / 2
	path := bezier(at.add(pt{-h * 0.8, h * 0.5}), at.add(pt{-h * 0.05, h * 0.5}), at, 10)
	path = append(path, bezier(at, at.add(pt{h * 0.05, -h * 0.5}), at.add(pt{h * 0.8, -h * 0.5}), 10)[1:]...)
	c.stroke(lineEdge, s*0.3, path...)
	c.stroke(lineFill[schema.KindRoad], s*0.21, path...)
	for k := 3; k+2 < len(path); k += 5 {
		c.stroke(lineEdge, s*0.03, path[k], path[k+2])
	}
}

// cropWheat is the field emblem: three ears of wheat, fanned out.
func cropWheat(c *canvas, at pt, s float64) {
	h := s / 2
	foot := at.add(pt{0, h * 0.85})
	for _, lean := range []float64{-0.38, 0, 0.38} {
		dir := pt{math.Sin(lean), -math.Cos(lean)}
		top := foot.add(dir.scale(h * 1.6))
		c.stroke(wheatDark, s*0.05, foot, top)
		for k := range 4 {
			on := foot.add(dir.scale(h * (0.75 + 0.22*float64(k))))
			for _, side := range []float64{-1, 1} {
				mid := on.add(pt{-dir.y, dir.x}.scale(side * h * 0.09))
				grain := ellipsePts(mid, h*0.14, h*0.065, math.Atan2(dir.y, dir.x)-side*0.5)
				c.fillPath(wheatDark, scaleAround(grain, mid, 1.35)...)
				c.fillPath(wheatGold, grain...)
			}
		}
		tip := ellipsePts(top, h*0.13, h*0.06, math.Atan2(dir.y, dir.x))
		c.fillPath(wheatDark, scaleAround(tip, top, 1.35)...)
		c.fillPath(wheatGold, tip...)
	}
}

// ellipsePts lists points of an ellipse at at with half-axes rx (along
// angle, radians) and ry.
func ellipsePts(at pt, rx, ry, angle float64) []pt {
	n := 12 + int(rx*96)
	cos, sin := math.Cos(angle), math.Sin(angle)
	pts := make([]pt, 0, n)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		x, y := rx*math.Cos(a), ry*math.Sin(a)
		pts = append(pts, pt{at.x + x*cos - y*sin, at.y + x*sin + y*cos})
	}
	return pts
}
