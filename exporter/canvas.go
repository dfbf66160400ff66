package exporter

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// pt is a point in unit tile coordinates: (0,0) is the north-west corner,
// (1,1) the south-east one, y grows southwards.
type pt struct{ x, y float64 }

func (p pt) add(q pt) pt             { return pt{p.x + q.x, p.y + q.y} }
func (p pt) sub(q pt) pt             { return pt{p.x - q.x, p.y - q.y} }
func (p pt) scale(k float64) pt      { return pt{p.x * k, p.y * k} }
func (p pt) lerp(q pt, t float64) pt { return pt{p.x + (q.x-p.x)*t, p.y + (q.y-p.y)*t} }
func (p pt) len() float64            { return math.Hypot(p.x, p.y) }

var centre = pt{0.5, 0.5}

// quad returns the point at t of the quadratic Bézier a–c–b.
func quad(a, c, b pt, t float64) pt {
	u := 1 - t
	return pt{u*u*a.x + 2*u*t*c.x + t*t*b.x, u*u*a.y + 2*u*t*c.y + t*t*b.y}
}

// canvas draws unit-coordinate shapes onto a square image of size px,
// anti-aliased by golang.org/x/image/vector. The origin lets a caller draw
// a tile into a cell of a larger picture.
//
// It draws on an *image.RGBA, which x/image/vector fills fast; pictures
// are opaque, so its bytes are also those of the NRGBA picture handed out.
type canvas struct {
	img    *image.RGBA
	size   float64
	origin image.Point
	r      vector.Rasterizer
	// pending holds the polygons (pixel coordinates, relative to origin)
	// of the shape being built; paint rasterizes them within their bounds.
	pending [][]pt
}

func newCanvas(size int) *canvas {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	return &canvas{img: img, size: float64(size)}
}

// onto returns a canvas that draws into a size×size square of img at o.
func onto(img *image.RGBA, o image.Point, size int) *canvas {
	return &canvas{img: img, size: float64(size), origin: o}
}

// opaqueNRGBA returns a picture whose pixels are all opaque or all clear
// as an NRGBA sharing its bytes (for those, premultiplied is the same).
func opaqueNRGBA(img *image.RGBA) *image.NRGBA {
	return &image.NRGBA{Pix: img.Pix, Stride: img.Stride, Rect: img.Rect}
}

// fillPath fills the closed polygon through pts.
func (c *canvas) fillPath(col color.Color, pts ...pt) {
	if len(pts) < 3 {
		return
	}
	c.add(true, pts...)
	c.paint(col)
}

// fillPaths fills several closed polygons at once (one paint: no seams
// where they touch).
func (c *canvas) fillPaths(col color.Color, paths ...[]pt) {
	for _, pts := range paths {
		c.add(true, pts...)
	}
	c.paint(col)
}

// paint rasterizes the pending polygons, within their bounding box only,
// and fills them with col.
func (c *canvas) paint(col color.Color) {
	defer func() { c.pending = c.pending[:0] }()
	box, ok := c.pendingBox()
	if !ok {
		return
	}
	c.rasterize(box)
	c.r.Draw(c.img, box.Add(c.origin), image.NewUniform(col), image.Point{})
}

// pendingBox returns the pixels the pending polygons may touch: their
// bounding box, within the canvas.
func (c *canvas) pendingBox() (image.Rectangle, bool) {
	if len(c.pending) == 0 {
		return image.Rectangle{}, false
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, poly := range c.pending {
		for _, p := range poly {
			minX, minY = math.Min(minX, p.x), math.Min(minY, p.y)
			maxX, maxY = math.Max(maxX, p.x), math.Max(maxY, p.y)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY)))
	box = box.Intersect(image.Rect(0, 0, int(c.size), int(c.size)))
	return box, !box.Empty()
}

// rasterize hands the pending polygons to the rasterizer, sized to box.
func (c *canvas) rasterize(box image.Rectangle) {
	c.r.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, poly := range c.pending {
		c.r.MoveTo(float32(poly[0].x-ox), float32(poly[0].y-oy))
		for _, p := range poly[1:] {
			c.r.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		c.r.ClosePath()
	}
}

// rect fills an axis-aligned rectangle.
func (c *canvas) rect(col color.Color, min, max pt) {
	c.fillPath(col, min, pt{max.x, min.y}, max, pt{min.x, max.y})
}

// circle fills a disc.
func (c *canvas) circle(col color.Color, at pt, radius float64) {
	c.fillPath(col, circlePts(at, radius, 0, 2*math.Pi)...)
}

// ring draws a circle outline of the given width.
func (c *canvas) ring(col color.Color, at pt, radius, width float64) {
	c.add(true, circlePts(at, radius+width/2, 0, 2*math.Pi)...)
	c.add(false, circlePts(at, radius-width/2, 0, 2*math.Pi)...)
	c.paint(col)
}

// circlePts lists points of a circle arc from angle a0 to a1 (radians,
// clockwise on screen as the angle grows).
func circlePts(at pt, radius, a0, a1 float64) []pt {
	n := 12 + int(radius*96)
	pts := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts = append(pts, pt{at.x + radius*math.Cos(a), at.y + radius*math.Sin(a)})
	}
	return pts
}

// stroke draws a polyline of the given width with round joins and ends.
func (c *canvas) stroke(col color.Color, width float64, pts ...pt) {
	if len(pts) < 2 {
		return
	}
	h := width / 2
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		d := b.sub(a)
		l := d.len()
		if l == 0 {
			continue
		}
		n := pt{-d.y / l * h, d.x / l * h}
		c.add(true, a.add(n), b.add(n), b.sub(n), a.sub(n))
	}
	for _, p := range pts {
		c.add(true, circlePts(p, h, 0, 2*math.Pi)...)
	}
	c.paint(col)
}

// add adds a closed polygon to the rasterizer, turned so that its winding
// is positive (or negative, for a hole): x/image/vector sums signed
// coverage, so overlapping pieces of one shape must wind the same way.
func (c *canvas) add(positive bool, pts ...pt) {
	if len(pts) < 3 {
		return
	}
	area := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		area += p.x*q.y - q.x*p.y
	}
	if (area >= 0) != positive {
		pts = reversed(pts)
	}
	px := make([]pt, len(pts))
	for i, p := range pts {
		px[i] = p.scale(c.size)
	}
	c.pending = append(c.pending, px)
}

func reversed(pts []pt) []pt {
	out := make([]pt, len(pts))
	for i, p := range pts {
		out[len(pts)-1-i] = p
	}
	return out
}

// fill paints the whole square.
func (c *canvas) fill(col color.Color) {
	b := image.Rectangle{Min: c.origin, Max: c.origin.Add(image.Pt(int(c.size), int(c.size)))}
	draw.Draw(c.img, b, image.NewUniform(col), image.Point{}, draw.Src)
}

// bezier samples the quadratic Bézier a–ctl–b into n+1 points.
func bezier(a, ctl, b pt, n int) []pt {
	pts := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		pts = append(pts, quad(a, ctl, b, float64(i)/float64(n)))
	}
	return pts
}
