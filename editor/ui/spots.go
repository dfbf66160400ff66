package ui

import (
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// Follower spots on the board, in fractions of a cell: a spot's ring (and
// the follower standing there) is spotRingSize across, and the spots of
// one tile's features stand at least spotSpacing apart, so no ring covers
// another.
const (
	spotRingSize = 0.28
	spotSpacing  = 0.3
	// meepleSize is a follower's picture on the board.
	meepleSize = 0.3
)

// unitPt is a point of a tile in unit coordinates: (0,0) the north-west
// corner, (1,1) the south-east one.
type unitPt struct{ x, y float64 }

var tileCentre = unitPt{0.5, 0.5}

func (p unitPt) lerp(q unitPt, t float64) unitPt {
	return unitPt{p.x + (q.x-p.x)*t, p.y + (q.y-p.y)*t}
}

func (p unitPt) dist(q unitPt) float64 { return math.Hypot(p.x-q.x, p.y-q.y) }

// inside is p moved at least margin in from every edge.
func (p unitPt) inside(margin float64) unitPt {
	return unitPt{min(max(p.x, margin), 1-margin), min(max(p.y, margin), 1-margin)}
}

// turned is p on the tile turned quarters quarter turns clockwise.
func (p unitPt) turned(quarters int) unitPt {
	for range (quarters%4 + 4) % 4 {
		p = unitPt{1 - p.y, p.x}
	}
	return p
}

// spotLayout places a follower spot for every feature of tile t (at
// rotation 0). Each feature keeps the point its picture is drawn around
// (drawn: the renderer's point for feature i) unless that point lies
// within spotSpacing of another feature's spot; then it moves to another
// place of its own: along a road near where it leaves the tile, in a
// corner or beside an edge its area covers (spotCandidates, best first).
// Portless features (a cloister) come first, then lines, then areas, each
// group in the tile's order; the first choice of places, in that order,
// that keeps every spot apart wins. When none does, each feature takes
// the place farthest from the spots placed before it. Overlays (Mists'
// fog) take no followers: they keep their drawn point, apart from nothing.
func spotLayout(t *schema.Tile, rs *schema.Ruleset, drawn func(i int) unitPt) []unitPt {
	group := func(i int) int {
		spec, ok := rs.Spec(t.Features[i].Kind)
		switch {
		case !ok:
			return 2
		case spec.Layer == schema.LayerNone:
			return 0
		case spec.Linear:
			return 1
		case spec.Layer == schema.LayerOverlay:
			return -1
		default:
			return 2
		}
	}
	var order []int
	cands := make([][]unitPt, len(t.Features))
	for g := range 3 {
		for i := range t.Features {
			if group(i) == g {
				order = append(order, i)
				for _, c := range spotCandidates(&t.Features[i], g, drawn(i)) {
					cands[i] = append(cands[i], c.inside(spotRingSize/2))
				}
			}
		}
	}
	out := make([]unitPt, len(t.Features))
	for i := range t.Features {
		if group(i) < 0 {
			out[i] = drawn(i).inside(spotRingSize / 2)
		}
	}
	budget := spotSearchBudget
	if !placeApart(order, order, cands, out, &budget) {
		var placed []unitPt
		for _, i := range order {
			out[i] = farthest(cands[i], placed)
			placed = append(placed, out[i])
		}
	}
	return out
}

// spotSearchBudget bounds the tries of placeApart on one tile.
const spotSearchBudget = 20_000

// placeApart gives the features of rest (the end of order), in turn, the
// first of their candidates at least spotSpacing from the spots of the
// features before them, going back to change an earlier choice when a
// feature finds no place; false when no choice (within the budget of
// tries) fits.
func placeApart(order, rest []int, cands [][]unitPt, out []unitPt, budget *int) bool {
	if len(rest) == 0 {
		return true
	}
	i := rest[0]
	for _, c := range cands[i] {
		if *budget--; *budget < 0 {
			return false
		}
		if gapTo(c, order, rest, out) < spotSpacing {
			continue
		}
		out[i] = c
		if placeApart(order, rest[1:], cands, out, budget) {
			return true
		}
	}
	return false
}

// gapTo is how far c is from the nearest spot already placed: those of
// order before rest (out holds them; rest are still to place).
func gapTo(c unitPt, order, rest []int, out []unitPt) float64 {
	gap := math.Inf(1)
	for _, j := range order[:len(order)-len(rest)] {
		gap = min(gap, c.dist(out[j]))
	}
	return gap
}

// farthest is the candidate farthest from its nearest placed spot.
func farthest(cands []unitPt, placed []unitPt) unitPt {
	best, bestGap := cands[0], -1.0
	for _, c := range cands {
		gap := math.Inf(1)
		for _, p := range placed {
			gap = min(gap, c.dist(p))
		}
		if gap > bestGap {
			best, bestGap = c, gap
		}
	}
	return best
}

// Insets of the places a feature may move to, from the tile's edge.
const (
	edgeInset   = 0.17 // beside an edge an area covers
	cornerInset = 0.16 // in a corner an area covers
)

// lineInsets are the places along a line, from where it leaves the tile,
// nearest the edge first.
var lineInsets = []float64{0.2, 0.3, 0.4}

// spotCandidates are the places of feature f for its follower, best
// first: its drawn point, then (a line) a point along it near each port
// or (an area) each corner it fills and a point beside each port. A line
// that ends on the tile (at a crossing, a cloister, a city) prefers its
// points near the edge, so the lines meeting at a crossing stand alike.
func spotCandidates(f *schema.Feature, group int, drawn unitPt) []unitPt {
	switch group {
	case 0:
		return []unitPt{drawn}
	case 1:
		through := len(f.Ports) == 2 && f.EndsAt == ""
		var cands []unitPt
		if through {
			cands = append(cands, drawn)
		}
		for _, inset := range lineInsets {
			for k, p := range f.Ports {
				at := edgePoint(p).lerp(tileCentre, inset/0.5)
				if through {
					// A line through the tile is drawn as a curve through
					// the centre: stay on it.
					t := inset / 0.5 / 2
					if k == 1 {
						t = 1 - t
					}
					at = bezierAt(edgePoint(f.Ports[0]), tileCentre, edgePoint(f.Ports[1]), t)
				}
				cands = append(cands, at)
			}
		}
		return append(cands, drawn)
	}
	cands := []unitPt{drawn}
	var has schema.PortSet
	for _, p := range f.Ports {
		has = has.Add(p)
	}
	corners := []struct {
		a, b schema.Port // the halves that meet at the corner
		at   unitPt
	}{
		{schema.PortNR, schema.PortEL, unitPt{1 - cornerInset, cornerInset}},
		{schema.PortER, schema.PortSL, unitPt{1 - cornerInset, 1 - cornerInset}},
		{schema.PortSR, schema.PortWL, unitPt{cornerInset, 1 - cornerInset}},
		{schema.PortWR, schema.PortNL, unitPt{cornerInset, cornerInset}},
	}
	for _, c := range corners {
		if has.Has(c.a) && has.Has(c.b) {
			cands = append(cands, c.at)
		}
	}
	for _, p := range f.Ports {
		if p.Valid() {
			cands = append(cands, edgePoint(p).lerp(tileCentre, edgeInset/0.5))
		}
	}
	return cands
}

// edgePoint is the middle of the stretch of edge port p covers: an edge's
// centre, or a quarter of the way along it for a half.
func edgePoint(p schema.Port) unitPt {
	along := 0.5
	switch p % 3 {
	case 1: // L: the first half, clockwise
		along = 0.25
	case 2:
		along = 0.75
	}
	switch p.Edge() {
	case 0:
		return unitPt{along, 0}
	case 1:
		return unitPt{1, along}
	case 2:
		return unitPt{1 - along, 1}
	default:
		return unitPt{0, 1 - along}
	}
}

// bezierAt is the quadratic Bézier a–ctl–b at t.
func bezierAt(a, ctl, b unitPt, t float64) unitPt {
	u := 1 - t
	return unitPt{u*u*a.x + 2*u*t*ctl.x + t*t*b.x, u*u*a.y + 2*u*t*ctl.y + t*t*b.y}
}
