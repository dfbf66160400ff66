package exporter

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// What stands on The Castle's board besides tiles and followers: the
// corner towers with the wall tiles on them, the seats' markers on the
// track and the keeps.

// drawTowers draws the corner towers on the track, each with its spaces'
// numbers and what lies on it: a wall tile face down, or face up with its
// kind.
func (s *castleScene) drawTowers(towers []trackTower, view *engine.TrackView) {
	nrgba := opaqueNRGBA(s.img)
	for ti, t := range towers {
		if len(t.spaces) == 0 {
			continue
		}
		c := s.around(t.at)
		c.circle(wallEdge, centre, castleTowerR+0.02)
		c.circle(castleTowerFill, centre, castleTowerR)
		for i := range 8 { // merlons round the top
			a := float64(i) * math.Pi / 4
			c.circle(darker(castleTowerFill, towerTopShade), centre.add(pt{math.Cos(a), math.Sin(a)}.scale(castleTowerR-0.04)), 0.025)
		}
		if view != nil && ti < len(view.WallTiles) && view.WallTiles[ti] != 0 {
			free := t.in.sub(t.out).scale(0.1) // the quarter the numbers leave free
			at := centre.add(free)
			const h = 0.085
			if k := view.WallTiles[ti]; k < 0 {
				c.rect(TileBackEdge, at.sub(pt{h, h}), at.add(pt{h, h}))
				c.rect(TileBackColour, at.sub(pt{h - 0.015, h - 0.015}), at.add(pt{h - 0.015, h - 0.015}))
			} else {
				c.rect(ink, at.sub(pt{h, h}), at.add(pt{h, h}))
				c.rect(castleTrackFill, at.sub(pt{h - 0.015, h - 0.015}), at.add(pt{h - 0.015, h - 0.015}))
				q := s.px(t.at.add(free))
				centredAt(nrgba, q, fmt.Sprint(k), float64(s.ts)*0.11, ink)
			}
		}
		for _, sp := range t.spaces {
			centredAt(nrgba, s.px(towerSpacePoint(t, sp)), fmt.Sprint(sp), float64(s.ts)*0.13, white)
		}
	}
}

// towerSpacePoint is where space sp of tower t shows: its first space on
// the side the track comes from, its others on the side it goes on to.
func towerSpacePoint(t trackTower, sp int) pt {
	if len(t.spaces) > 0 && sp == t.spaces[0] && len(t.spaces) > 1 {
		return t.at.sub(t.in.scale(0.13))
	}
	if len(t.spaces) == 1 {
		return t.at
	}
	return t.at.add(t.out.scale(0.13))
}

// drawKeeps draws the keeps on their tiles' features in their seats'
// colours, beside a follower standing on the same feature.
func (s *castleScene) drawKeeps(g *engine.Game, marks []engine.PieceMark) {
	followed := map[engine.Node]bool{}
	for _, f := range g.Followers() {
		followed[f.Node] = true
	}
	for _, m := range marks {
		p, ok := g.Table().At(m.X, m.Y)
		port, isPort := schema.ParsePort(m.At)
		if !ok || !isPort || p.FaceDown {
			continue
		}
		def := g.Set.Tiles[p.Tile]
		fi := int(def.Rot[p.Rot].Feature[port])
		if fi < 0 || def.Start {
			continue
		}
		at := s.r.featureAt(def.ID, fi, p.Rot)
		if followed[p.Node(fi)] {
			at = at.add(pt{0.17, -0.04})
		}
		keepPiece(onto(s.img, s.cell(m.X, m.Y), s.ts), at, 0.24, s.colour(m.Seat))
	}
}

// keepPiece is The Castle's keep: a squat tower with battlements and a
// gate, in its seat's colour, rimmed to stand out on any tile.
func keepPiece(c *canvas, at pt, s float64, col color.NRGBA) {
	h := s / 2
	shape := func(grow float64) [][]pt {
		g := h * grow
		body := []pt{{at.x - h*0.75 - g, at.y - h*0.35 - g}, {at.x + h*0.75 + g, at.y - h*0.35 - g}, {at.x + h*0.75 + g, at.y + h*0.9 + g}, {at.x - h*0.75 - g, at.y + h*0.9 + g}}
		out := [][]pt{body}
		for i := -1; i <= 1; i++ {
			x := at.x + float64(i)*h*0.6
			out = append(out, []pt{{x - h*0.18 - g, at.y - h*0.8 - g}, {x + h*0.18 + g, at.y - h*0.8 - g}, {x + h*0.18 + g, at.y - h*0.3}, {x - h*0.18 - g, at.y - h*0.3}})
		}
		return out
	}
	c.fillPaths(white, shape(0.3)...)
	c.fillPaths(ink, shape(0.15)...)
	c.fillPaths(col, shape(0)...)
	gate := append([]pt{{at.x - h*0.25, at.y + h*0.9}}, circlePts(pt{at.x, at.y + h*0.4}, h*0.25, math.Pi, 2*math.Pi)...)
	c.fillPath(ink, append(gate, pt{at.x + h*0.25, at.y + h*0.9})...)
}

// drawMarkers draws each seat's score marker on its track space, standing,
// or lying down with its lap count after a lap; markers sharing a space
// stand side by side.
func (s *castleScene) drawMarkers(spaces []trackSpace, towers []trackTower, markers []engine.TrackMarker) {
	if len(spaces) == 0 {
		return
	}
	nrgba := opaqueNRGBA(s.img)
	on := map[int]int{}
	for _, m := range markers {
		on[((m.Space%len(spaces))+len(spaces))%len(spaces)]++
	}
	seen := map[int]int{}
	for _, m := range markers {
		space := ((m.Space % len(spaces)) + len(spaces)) % len(spaces)
		sp := spaces[space]
		at := sp.at
		if sp.tower >= 0 {
			at = towerSpacePoint(towers[sp.tower], space)
		}
		if n := on[space]; n > 1 {
			// Side by side the long way of the space: along the track on
			// a long space, across it on a short one or a tower.
			apart := pt{-sp.along.y, sp.along.x}
			if sp.length > castleTrackW {
				apart = sp.along
			}
			at = at.add(apart.scale((float64(seen[space]) - float64(n-1)/2) * 0.2))
		}
		seen[space]++
		c := s.around(at)
		col := s.colour(m.Seat)
		if m.Laps <= 0 {
			meeple(c, centre, 0.3, col)
			continue
		}
		turnedMeeple(c, centre, 0.3, col, 1)
		badge := centre.add(pt{0.12, -0.12})
		c.circle(ink, badge, 0.085)
		c.circle(white, badge, 0.07)
		centredAt(nrgba, s.px(at.add(pt{0.12, -0.12})), fmt.Sprint(m.Laps), float64(s.ts)*0.11, ink)
	}
}

// KeepPicture draws a keep in colour col on a clear size×size picture, as
// castle boards draw keeps on tiles.
func KeepPicture(col color.Color, size int) *image.NRGBA {
	c := newCanvas(size)
	keepPiece(c, centre, 0.9, color.NRGBAModel.Convert(col).(color.NRGBA))
	out := image.NewNRGBA(c.img.Bounds())
	draw.Draw(out, out.Bounds(), c.img, image.Point{}, draw.Src)
	return out
}

// castleScene is one castle board picture being drawn: where the board's
// points fall in pixels, and the board's outline.
type castleScene struct {
	r      *Renderer
	img    *image.RGBA
	board  *schema.CastleBoard
	cells  []image.Point
	in     map[image.Point]bool
	loops  []wallLoop
	ts     int
	minX   int // the westernmost cell (the start spaces lie on the wall, within castleMargin)
	minY   int
	origin image.Point // the pixel of board point (minX, minY)
	colour func(seat int) color.NRGBA
}
