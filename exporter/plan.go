package exporter

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// plan is how one tile is drawn, in unit coordinates at rotation 0: worked
// out once per tile, then painted at any size.
type plan struct {
	tile       *schema.Tile
	background color.NRGBA
	areas      []areaPlan
	lines      []linePlan
	termini    []terminus
	portless   []portlessPlan
	overlays   []areaPlan
	// points[fi] is where markers and followers of feature fi stand.
	points []pt
	// crop is where the crop circle goes, on a crop-circle tile.
	crop cropPlace
}

type areaPlan struct {
	f *schema.Feature
	area
}

type linePlan struct {
	f     *schema.Feature
	paths [][]pt
	mid   pt // a point on the line, for its markers (fountains)
}

// terminus is where lines end: a crossing, a village, a square.
type terminus struct {
	word string
	at   pt
}

type portlessPlan struct {
	f  *schema.Feature
	at pt
}

// planTile works out how tile t of a pack of ruleset rs is drawn.
func planTile(t *schema.Tile, rs *schema.Ruleset) (*plan, error) {
	p := &plan{tile: t}
	var portless []*schema.Feature
	var lines []*schema.Feature
	for i := range t.Features {
		f := &t.Features[i]
		spec, ok := rs.Spec(f.Kind)
		if !ok {
			return nil, fmt.Errorf("tile %s feature %s: kind %q is not a kind of ruleset %s (%s)", t.ID, f.ID, f.Kind, rs.Name, rs.KindNames())
		}
		switch {
		case spec.Layer == schema.LayerNone:
			portless = append(portless, f)
		case spec.Layer == schema.LayerOverlay:
			p.overlays = append(p.overlays, areaPlan{f: f, area: areaOf(f.Ports)})
		case spec.Linear:
			lines = append(lines, f)
		default:
			p.areas = append(p.areas, areaPlan{f: f, area: areaOf(f.Ports)})
		}
	}
	slices.SortStableFunc(p.areas, func(a, b areaPlan) int { return zOrder[a.f.Kind] - zOrder[b.f.Kind] })
	p.background = kindFill[schema.KindField]
	if len(p.areas) > 0 {
		p.background = areaFill(p.areas[0].f)
	}
	for i, f := range portless {
		x := 0.5 + (float64(i)-float64(len(portless)-1)/2)*0.3
		p.portless = append(p.portless, portlessPlan{f: f, at: pt{x, 0.5}})
	}
	for _, f := range lines {
		p.lines = append(p.lines, p.planLine(f, rs))
	}
	p.points = make([]pt, len(t.Features))
	for i := range p.points {
		p.points[i] = centre
	}
	for _, a := range slices.Concat(p.areas, p.overlays) {
		p.points[featureIndex(t, a.f)] = a.anchor
	}
	for _, l := range p.lines {
		p.points[featureIndex(t, l.f)] = l.mid
	}
	for _, q := range p.portless {
		p.points[featureIndex(t, q.f)] = q.at
	}
	// An area round a cloister (its field) anchors where the cloister
	// stands: its follower goes to the roomiest place of the area off the
	// cloister's square, as the JCloisterZone add-on places it.
	for _, q := range p.portless {
		square := squareAround(q.at, jczCloisterSide+jczCloisterMargin)
		for _, a := range p.areas {
			fi := featureIndex(t, a.f)
			if !insidePolygon(p.points[fi], square) {
				continue
			}
			if spot, ok := roomiestSpot(a.poly, square, p.points, fi); ok {
				p.points[fi] = spot
			}
		}
	}
	if t.CropCircle != "" {
		p.crop = p.placeCropCircle()
	}
	return p, nil
}

// planLine routes a linear feature: two ports and no end are joined by a
// curve; otherwise every port runs to the place the line ends.
func (p *plan) planLine(f *schema.Feature, rs *schema.Ruleset) linePlan {
	l := linePlan{f: f}
	if len(f.Ports) == 2 && f.EndsAt == "" {
		path := bezier(portPoint(f.Ports[0]), centre, portPoint(f.Ports[1]), 24)
		l.paths = [][]pt{path}
		l.mid = path[len(path)/2]
		return l
	}
	if len(f.Ports) == 0 {
		// Half-way through an edit (the editor draws invalid tiles too): a
		// line without ports has nothing to draw.
		l.mid = centre
		return l
	}
	hub := p.endOf(f.EndsAt, rs)
	for _, port := range f.Ports {
		// Bend through the centre, so that a road ending at a city cap
		// beside it turns towards the city rather than cutting across.
		l.paths = append(l.paths, bezier(portPoint(port), centre, hub, 16))
	}
	first := l.paths[0]
	l.mid = first[len(first)/2]
	return l
}

// endOf returns where a line ending at endsAt stops, noting termini to
// draw (once per place).
func (p *plan) endOf(endsAt string, rs *schema.Ruleset) pt {
	for _, a := range p.areas {
		if a.f.ID == endsAt && len(a.inner) > 0 {
			in := a.inner[0]
			return in[len(in)/2]
		}
	}
	for _, q := range p.portless {
		if q.f.ID == endsAt {
			return q.at
		}
	}
	if endsAt != "" && rs.IsTerminus(endsAt) {
		t := terminus{word: endsAt, at: centre}
		if !slices.Contains(p.termini, t) {
			p.termini = append(p.termini, t)
		}
	}
	return centre
}

// featureIndex returns the index of f, a pointer into t.Features.
func featureIndex(t *schema.Tile, f *schema.Feature) int {
	for i := range t.Features {
		if &t.Features[i] == f {
			return i
		}
	}
	panic("exporter: feature " + f.ID + " is not of tile " + t.ID)
}
