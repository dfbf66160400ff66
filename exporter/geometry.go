package exporter

import (
	"math"

	"github.com/tilesmith/tilesmith/schema"
)

// The tile's border is a perimeter parameter t in [0,4): clockwise from the
// north-west corner, one unit per edge (N, E, S, W). For areas it is cut
// into bins: a half-edge port covers half an edge, a centre port the middle
// 30% (so a centre on its own still shows), and a feature's bins form arcs.
const (
	binsPerEdge   = 20
	perimeterBins = 4 * binsPerEdge
)

// portBins returns the bins [lo, hi) an area port covers.
func portBins(p schema.Port) (lo, hi int) {
	e := p.Edge() * binsPerEdge
	switch {
	case p.IsCentre():
		return e + 7, e + 13
	case p%3 == 1: // L: the first half clockwise
		return e, e + binsPerEdge/2
	default:
		return e + binsPerEdge/2, e + binsPerEdge
	}
}

// perimeterPoint returns the border point at parameter t (any real; taken
// modulo 4).
func perimeterPoint(t float64) pt {
	t = math.Mod(t, 4)
	if t < 0 {
		t += 4
	}
	e, f := math.Floor(t), t-math.Floor(t)
	switch int(e) {
	case 0:
		return pt{f, 0}
	case 1:
		return pt{1, f}
	case 2:
		return pt{1 - f, 1}
	default:
		return pt{0, 1 - f}
	}
}

// portPoint is where a linear feature enters through a centre port.
func portPoint(p schema.Port) pt {
	return perimeterPoint(float64(p.Edge()) + 0.5)
}

// arc is a run of the border from t=from to t=to (to > from; to may pass 4).
type arc struct{ from, to float64 }

// arcsOf returns the border arcs an area feature's ports cover, in
// clockwise order, or full when they cover the whole border.
func arcsOf(ports []schema.Port) (arcs []arc, full bool) {
	var on [perimeterBins]bool
	for _, p := range ports {
		lo, hi := portBins(p)
		for b := lo; b < hi; b++ {
			on[b] = true
		}
	}
	start := -1
	for b := range on {
		if !on[b] {
			start = b
			break
		}
	}
	if start < 0 {
		return nil, true
	}
	for i := 1; i <= perimeterBins; i++ {
		b := (start + i) % perimeterBins
		if !on[b] {
			continue
		}
		prev := (b + perimeterBins - 1) % perimeterBins
		if on[prev] {
			continue
		}
		end := b
		for on[(end+1)%perimeterBins] {
			end++
		}
		from := float64(start+i) / binsPerEdge
		arcs = append(arcs, arc{from: from, to: float64(start+i+end-b+1) / binsPerEdge})
	}
	return arcs, false
}

// boundary lists the border points from t=from to t=to, corners included.
func boundary(from, to float64) []pt {
	pts := []pt{perimeterPoint(from)}
	for k := math.Floor(from) + 1; k < to; k++ {
		pts = append(pts, perimeterPoint(k))
	}
	return append(pts, perimeterPoint(to))
}

// area is the drawn shape of an area feature: a polygon made of its border
// arcs joined by curves through the tile (bowing towards the centre), the
// inner curves on their own (walls, outlines) and a point inside for its
// markers.
type area struct {
	poly   []pt
	inner  [][]pt
	anchor pt
	full   bool
}

// areaOf shapes an area feature with the given ports.
func areaOf(ports []schema.Port) area {
	arcs, full := arcsOf(ports)
	if full {
		return area{poly: []pt{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, anchor: centre, full: true}
	}
	var a area
	for i, ar := range arcs {
		a.poly = append(a.poly, boundary(ar.from, ar.to)...)
		next := arcs[(i+1)%len(arcs)]
		curve := bezier(perimeterPoint(ar.to), centre, perimeterPoint(next.from), 20)
		a.inner = append(a.inner, curve)
		a.poly = append(a.poly, curve[1:len(curve)-1]...)
	}
	if len(arcs) == 1 {
		ar := arcs[0]
		edge := perimeterPoint((ar.from + ar.to) / 2)
		if ar.to-ar.from >= 2 {
			// A feature around most of the tile: its middle lies inward.
			edge = edge.lerp(centre, 0.3)
		}
		inner := a.inner[0][len(a.inner[0])/2]
		a.anchor = edge.lerp(inner, 0.55)
	} else {
		a.anchor = centre
	}
	return a
}
