package exporter

import (
	"image/color"
	"math"
)

// The icons: small pictures drawn at a point, s units across.

// shield is a city's pennant.
func shield(c *canvas, at pt, s float64) {
	outline := shieldPts(at, s*1.18)
	c.fillPath(white, outline...)
	c.fillPath(shieldBlue, shieldPts(at, s)...)
}

func shieldPts(at pt, s float64) []pt {
	h := s / 2
	pts := []pt{{at.x - h, at.y - h}, {at.x + h, at.y - h}, {at.x + h, at.y}}
	pts = append(pts, bezier(pt{at.x + h, at.y}, pt{at.x + h*0.8, at.y + h*0.9}, pt{at.x, at.y + h*1.2}, 8)[1:]...)
	pts = append(pts, bezier(pt{at.x, at.y + h*1.2}, pt{at.x - h*0.8, at.y + h*0.9}, pt{at.x - h, at.y}, 8)[1:]...)
	return pts
}

// house is a little house: a village, or a public building.
func house(c *canvas, at pt, s float64, wall, roof color.NRGBA) {
	h := s / 2
	c.rect(ink, pt{at.x - h*0.8, at.y - h*0.1}, pt{at.x + h*0.8, at.y + h})
	c.rect(wall, pt{at.x - h*0.65, at.y}, pt{at.x + h*0.65, at.y + h*0.85})
	c.fillPath(ink, pt{at.x - h, at.y + h*0.05}, pt{at.x, at.y - h}, pt{at.x + h, at.y + h*0.05})
	c.fillPath(roof, pt{at.x - h*0.78, at.y - h*0.06}, pt{at.x, at.y - h*0.82}, pt{at.x + h*0.78, at.y - h*0.06})
	c.rect(ink, pt{at.x - h*0.15, at.y + h*0.4}, pt{at.x + h*0.15, at.y + h*0.85})
}

// chapel is a cloister.
func chapel(c *canvas, at pt, s float64) {
	h := s / 2
	c.circle(darker(kindFill["field"], 0.8), at, h*1.25)
	house(c, pt{at.x, at.y + h*0.2}, s*0.9, rgb(0xf0e6d2), roofRed)
	c.stroke(ink, s*0.06, pt{at.x, at.y - h*0.95}, pt{at.x, at.y - h*0.55})
	c.stroke(ink, s*0.06, pt{at.x - h*0.13, at.y - h*0.82}, pt{at.x + h*0.13, at.y - h*0.82})
}

// keep is a Mists castle.
func keep(c *canvas, at pt, s float64) {
	h := s / 2
	c.rect(ink, pt{at.x - h*0.85, at.y - h*0.55}, pt{at.x + h*0.85, at.y + h*0.9})
	c.rect(stone, pt{at.x - h*0.72, at.y - h*0.42}, pt{at.x + h*0.72, at.y + h*0.78})
	for i := -2; i <= 2; i += 2 {
		x := at.x + float64(i)*h*0.33
		c.rect(ink, pt{x - h*0.2, at.y - h*0.85}, pt{x + h*0.2, at.y - h*0.4})
		c.rect(stone, pt{x - h*0.1, at.y - h*0.74}, pt{x + h*0.1, at.y - h*0.4})
	}
	door := append([]pt{{at.x - h*0.22, at.y + h*0.78}}, circlePts(pt{at.x, at.y + h*0.3}, h*0.22, math.Pi, 2*math.Pi)...)
	door = append(door, pt{at.x + h*0.22, at.y + h*0.78})
	c.fillPath(ink, door...)
}

// graveyard is a Mists graveyard: headstones on a lawn.
func graveyard(c *canvas, at pt, s float64) {
	h := s / 2
	c.circle(lawn, at, h*1.1)
	for i := -1; i <= 1; i++ {
		x := at.x + float64(i)*h*0.55
		top := pt{x, at.y - h*0.25}
		stoneShape := append(circlePts(top, h*0.2, math.Pi, 2*math.Pi), pt{x + h*0.2, at.y + h*0.45}, pt{x - h*0.2, at.y + h*0.45})
		c.fillPath(rgb(0xd8d8dc), stoneShape...)
		c.stroke(ink, s*0.035, pt{x, at.y - h*0.3}, pt{x, at.y + h*0.15})
		c.stroke(ink, s*0.035, pt{x - h*0.1, at.y - h*0.15}, pt{x + h*0.1, at.y - h*0.15})
	}
}

// ghost is one of Mists' ghost symbols.
func ghost(c *canvas, at pt, s float64) {
	h := s / 2
	body := circlePts(pt{at.x, at.y - h*0.2}, h*0.6, math.Pi, 2*math.Pi)
	for i := range 7 {
		x := at.x + h*0.6 - float64(i)*h*0.2
		y := at.y + h*0.75
		if i%2 == 1 {
			y -= h * 0.18
		}
		body = append(body, pt{x, y})
	}
	c.fillPath(ink, scaleAround(body, at, 1.18)...)
	c.fillPath(white, body...)
	c.circle(ink, pt{at.x - h*0.22, at.y - h*0.25}, h*0.11)
	c.circle(ink, pt{at.x + h*0.22, at.y - h*0.25}, h*0.11)
}

func scaleAround(pts []pt, at pt, k float64) []pt {
	out := make([]pt, len(pts))
	for i, p := range pts {
		out[i] = at.add(p.sub(at).scale(k))
	}
	return out
}

// landmark is a historic building of The City: a domed tower in gold.
func landmark(c *canvas, at pt, s float64) {
	h := s / 2
	c.rect(ink, pt{at.x - h*0.5, at.y - h*0.3}, pt{at.x + h*0.5, at.y + h})
	c.rect(gold, pt{at.x - h*0.38, at.y - h*0.2}, pt{at.x + h*0.38, at.y + h*0.88})
	c.fillPath(ink, circlePts(pt{at.x, at.y - h*0.25}, h*0.5, math.Pi, 2*math.Pi)...)
	c.fillPath(gold, circlePts(pt{at.x, at.y - h*0.25}, h*0.38, math.Pi, 2*math.Pi)...)
	c.stroke(ink, s*0.05, pt{at.x, at.y - h*0.62}, pt{at.x, at.y - h})
	c.rect(ink, pt{at.x - h*0.12, at.y + h*0.4}, pt{at.x + h*0.12, at.y + h*0.88})
}

// stall is a market stall of The Castle's courtyards.
func stall(c *canvas, at pt, s float64) {
	h := s / 2
	c.rect(ink, pt{at.x - h*0.85, at.y - h*0.6}, pt{at.x + h*0.85, at.y + h*0.7})
	c.rect(rgb(0xc9a878), pt{at.x - h*0.7, at.y}, pt{at.x + h*0.7, at.y + h*0.58})
	for i := range 4 {
		x0 := at.x - h*0.75 + float64(i)*h*0.375
		col := roofRed
		if i%2 == 1 {
			col = white
		}
		c.rect(col, pt{x0, at.y - h*0.5}, pt{x0 + h*0.375, at.y})
	}
}

// fountain sits on a path of The Castle.
func fountain(c *canvas, at pt, s float64) {
	h := s / 2
	c.circle(ink, at, h)
	c.circle(stone, at, h*0.85)
	c.circle(water, at, h*0.62)
	c.circle(white, pt{at.x, at.y}, h*0.18)
}

// plaza is where lines end: a crossing, a square.
func plaza(c *canvas, at pt, s float64, fill color.NRGBA) {
	c.circle(lineEdge, at, s/2)
	c.circle(fill, at, s/2*0.8)
}

// marketGlyph shows a market's kind: a sheaf, a fish, an animal.
func marketGlyph(c *canvas, at pt, s float64, market string) {
	h := s / 2
	dark := darker(marketColour(market), 0.55)
	switch market {
	case "grain":
		for i := -1; i <= 1; i++ {
			x := at.x + float64(i)*h*0.35
			c.stroke(dark, s*0.07, pt{x, at.y + h*0.8}, pt{at.x, at.y + h*0.1})
			c.circle(dark, pt{x, at.y - h*0.35}, h*0.22)
		}
	case "fish":
		body := circlePts(pt{at.x - h*0.1, at.y}, h*0.55, 0, 2*math.Pi)
		for i := range body {
			body[i].y = at.y + (body[i].y-at.y)*0.55
		}
		c.fillPath(dark, body...)
		c.fillPath(dark, pt{at.x + h*0.35, at.y}, pt{at.x + h*0.85, at.y - h*0.4}, pt{at.x + h*0.85, at.y + h*0.4})
		c.circle(white, pt{at.x - h*0.4, at.y - h*0.07}, h*0.08)
	case "livestock":
		c.rect(dark, pt{at.x - h*0.6, at.y - h*0.25}, pt{at.x + h*0.35, at.y + h*0.3})
		c.rect(dark, pt{at.x + h*0.3, at.y - h*0.5}, pt{at.x + h*0.75, at.y - h*0.05})
		for _, x := range []float64{-0.5, -0.25, 0.05, 0.25} {
			c.rect(dark, pt{at.x + h*x, at.y + h*0.25}, pt{at.x + h*(x+0.12), at.y + h*0.7})
		}
	default:
		c.circle(dark, at, h*0.6)
		c.circle(tagColour(market), at, h*0.4)
	}
}

// mark is a decoration tag: a small diamond in the tag's own colour.
func mark(c *canvas, at pt, s float64, tag string) {
	h := s / 2
	c.fillPath(ink, pt{at.x, at.y - h}, pt{at.x + h, at.y}, pt{at.x, at.y + h}, pt{at.x - h, at.y})
	k := 0.72
	c.fillPath(tagColour(tag), pt{at.x, at.y - h*k}, pt{at.x + h*k, at.y}, pt{at.x, at.y + h*k}, pt{at.x - h*k, at.y})
}
