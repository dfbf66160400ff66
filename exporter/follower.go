package exporter

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
)

// FeaturePoint returns where a follower on feature fi (its index in the
// tile's features) of tile id stands when the tile is turned rot degrees
// clockwise: unit coordinates across the tile, x to the east and y to the
// south, as Board draws it.
func (r *Renderer) FeaturePoint(id string, fi, rot int) (x, y float64, err error) {
	i, ok := r.byID[id]
	if !ok {
		return 0, 0, fmt.Errorf("pack %s has no tile %q", r.pack.ID, id)
	}
	points := r.plans[i].points
	if fi < 0 || fi >= len(points) {
		return 0, 0, fmt.Errorf("tile %s has no feature %d (it has %d)", id, fi, len(points))
	}
	if rot%90 != 0 {
		return 0, 0, fmt.Errorf("rotation %d is not a multiple of 90", rot)
	}
	p := turnPoint(points[fi], rot/90)
	return p.x, p.y, nil
}

// Follower draws a follower in colour col on a clear size×size picture, as
// Board draws followers on tiles.
func Follower(col color.Color, size int) *image.NRGBA {
	c := newCanvas(size)
	meeple(c, centre, 0.95, color.NRGBAModel.Convert(col).(color.NRGBA))
	out := image.NewNRGBA(c.img.Bounds())
	draw.Draw(out, out.Bounds(), c.img, image.Point{}, draw.Src)
	return out
}
