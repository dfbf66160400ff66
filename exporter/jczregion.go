package exporter

import (
	"cmp"
	"math"
	"slices"
)

// JCloisterZone offers each feature a follower may take as one clickable
// SVG path, filled with no fill-rule given (so by the nonzero rule), fields
// drawn first and the others over them (FeatureSelectLayer.vue and
// FeatureClip.vue of the client). Shapes that overlap — a road's band over
// its fields, a cloister's square across two fields — would let a click
// meant for one feature land on another, and a hole cut by a sub-path
// that is not wholly inside its field fills instead of cutting. So the
// add-on cuts the tile into areas that cannot overlap: each feature
// claims a shape, where claims meet the one drawn on top wins, and each
// area is written as pieces that never overlap one another, all turning
// the same way, which both fill rules fill alike.
//
// The cut is exact, by horizontal slabs: between two heights at which any
// edge starts, ends or crosses another, every shape is a run of
// trapezoids, and the owner of each is decided once.

// tileClaim is what one feature asks of the tile: the union of its rings,
// each filled by the nonzero rule (as the renderer fills it).
type tileClaim struct {
	rings [][]pt
}

// tilePartition is the tile cut into trapezoids with one owner each (the
// index of a claim), slab by slab from the top.
type tilePartition struct {
	slabs []partSlab
}

// partSlab is the part of the tile between heights y0 and y1.
type partSlab struct {
	y0, y1 float64
	spans  []partSpan // left to right
}

// partSpan is a trapezoid of a slab: its owner and the x of its left and
// right sides at the slab's top (l0, r0) and bottom (l1, r1).
type partSpan struct {
	owner          int
	l0, r0, l1, r1 float64
}

// partEdge is an edge of a ring, from its upper end a to its lower end b;
// dir is +1 when the ring runs down it.
type partEdge struct {
	a, b pt
	dir  int
	ring int
}

func (e partEdge) xAt(y float64) float64 {
	switch {
	case y <= e.a.y:
		return e.a.x
	case y >= e.b.y:
		return e.b.x
	}
	return e.a.x + (y-e.a.y)*(e.b.x-e.a.x)/(e.b.y-e.a.y)
}

// noOwner marks the parts of the tile nobody claims.
const noOwner = -1

// partitionTile cuts the unit tile among the claims, earlier claims first
// where they overlap. What lies outside the tile belongs to nobody.
func partitionTile(claims []tileClaim) *tilePartition {
	outside := tileClaim{rings: [][]pt{
		{{-1, -1}, {0, -1}, {0, 2}, {-1, 2}},
		{{1, -1}, {2, -1}, {2, 2}, {1, 2}},
		{{0, -1}, {1, -1}, {1, 0}, {0, 0}},
		{{0, 1}, {1, 1}, {1, 2}, {0, 2}},
	}}
	all := append([]tileClaim{outside}, claims...)
	var edges []partEdge
	var ringClaim []int
	ys := []float64{0, 1}
	for ci, c := range all {
		for _, r := range c.rings {
			ring := len(ringClaim)
			ringClaim = append(ringClaim, ci)
			for k := range r {
				a, b := r[k], r[(k+1)%len(r)]
				ys = append(ys, a.y)
				if a.y == b.y {
					continue // a level edge crosses no scanline
				}
				dir := 1
				if a.y > b.y {
					a, b, dir = b, a, -1
				}
				edges = append(edges, partEdge{a, b, dir, ring})
			}
		}
	}
	for i := range edges {
		for j := i + 1; j < len(edges); j++ {
			if y, ok := crossingHeight(edges[i], edges[j]); ok {
				ys = append(ys, y)
			}
		}
	}
	ys = slices.DeleteFunc(ys, func(y float64) bool { return y < 0 || y > 1 })
	slices.Sort(ys)
	// Heights closer than floating point can tell apart are one: a slab
	// too thin to keep would leave a gap no owner covers.
	ys = slices.CompactFunc(ys, func(a, b float64) bool { return math.Abs(b-a) < 1e-12 })

	part := &tilePartition{}
	winding := make([]int, len(ringClaim))
	filledRings := make([]int, len(all))
	var active []partEdge
	for k := 0; k+1 < len(ys); k++ {
		y0, y1 := ys[k], ys[k+1]
		mid := (y0 + y1) / 2
		active = active[:0]
		for _, e := range edges {
			if e.a.y < mid && e.b.y > mid {
				active = append(active, e)
			}
		}
		slices.SortFunc(active, func(e, f partEdge) int {
			return cmp.Compare(e.xAt(mid), f.xAt(mid))
		})
		clear(winding)
		clear(filledRings)
		s := partSlab{y0: y0, y1: y1}
		owner := noOwner
		var open partSpan
		// No edge crosses another inside the slab, so the order at mid
		// is the order at y0 and y1; max keeps rounding from breaking it.
		x0, x1 := math.Inf(-1), math.Inf(-1)
		for _, e := range active {
			x0, x1 = max(x0, e.xAt(y0)), max(x1, e.xAt(y1))
			before := winding[e.ring] != 0
			winding[e.ring] += e.dir
			if after := winding[e.ring] != 0; after != before {
				if after {
					filledRings[ringClaim[e.ring]]++
				} else {
					filledRings[ringClaim[e.ring]]--
				}
			}
			next := noOwner
			for ci, n := range filledRings {
				if n > 0 {
					next = ci - 1 // claim 0 is the outside, owned by nobody
					break
				}
			}
			if next == owner {
				continue
			}
			if owner != noOwner {
				open.r0, open.r1 = x0, x1
				s.spans = append(s.spans, open)
			}
			owner = next
			open = partSpan{owner: owner, l0: x0, l1: x1}
		}
		if len(s.spans) > 0 {
			part.slabs = append(part.slabs, s)
		}
	}
	return part
}

// crossingHeight is the height at which edges e and f cross inside both.
func crossingHeight(e, f partEdge) (float64, bool) {
	if e.b.y <= f.a.y || f.b.y <= e.a.y ||
		max(e.a.x, e.b.x) < min(f.a.x, f.b.x) || max(f.a.x, f.b.x) < min(e.a.x, e.b.x) {
		return 0, false
	}
	d, g, h := e.b.sub(e.a), f.b.sub(f.a), f.a.sub(e.a)
	den := d.x*g.y - d.y*g.x
	if math.Abs(den) < 1e-15 {
		return 0, false // parallel: where they meet, an end is a height already
	}
	t := (h.x*g.y - h.y*g.x) / den
	u := (h.x*d.y - h.y*d.x) / den
	if t <= 0 || t >= 1 || u <= 0 || u >= 1 {
		return 0, false
	}
	return e.a.y + t*d.y, true
}

// ownerAt is the claim that owns point p, or noOwner.
func (part *tilePartition) ownerAt(p pt) int {
	k, _ := slices.BinarySearchFunc(part.slabs, p.y, func(s partSlab, y float64) int {
		switch {
		case s.y1 <= y:
			return -1
		case s.y0 > y:
			return 1
		}
		return 0
	})
	if k == len(part.slabs) || p.y < part.slabs[k].y0 || p.y >= part.slabs[k].y1 {
		return noOwner
	}
	s := part.slabs[k]
	f := (p.y - s.y0) / (s.y1 - s.y0)
	for _, sp := range s.spans {
		if l, r := sp.l0+(sp.l1-sp.l0)*f, sp.r0+(sp.r1-sp.r0)*f; p.x >= l && p.x < r {
			return sp.owner
		}
	}
	return noOwner
}
