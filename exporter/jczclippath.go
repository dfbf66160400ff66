package exporter

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
)

// The partition written as clip path data: each owner's area as the
// outline of its trapezoids, in tenths of a pixel. Corners are rounded
// before anything is joined: two owners that share an edge share its
// rounded corners too, so rounding opens no overlap between them. Every
// outline turns the same way round its area (an area's hole the other
// way), so both fill rules fill it alike; and an area is one outline, not
// a stack of pieces, because the client may stroke what it offers.

// tenthPt is a point in tenths of a pixel.
type tenthPt struct{ x, y int64 }

// tenthEdge is a directed edge of an outline, the area on its left as
// drawn on screen (y down): down the left side, up the right.
type tenthEdge struct{ from, to tenthPt }

// clipPaths writes each of n owners' areas as SVG path data ("M x y L … Z"
// per outline) in pixels of a size-pixel tile; "" for an owner with none.
func (part *tilePartition) clipPaths(n, size int) []string {
	scale := float64(size) * 10
	round := func(v float64) int64 { return int64(math.Round(min(max(v, 0), 1) * scale)) }
	sides := make([][]tenthEdge, n)
	// levels[o][y] are owner o's tops (-1, drawn right to left) and
	// bottoms (+1, left to right) at height y, which cancel where a
	// trapezoid sits on another.
	levels := make([]map[int64][]levelRun, n)
	for o := range levels {
		levels[o] = map[int64][]levelRun{}
	}
	for _, s := range part.slabs {
		y0, y1 := round(s.y0), round(s.y1)
		if y0 == y1 {
			continue
		}
		var l0Prev, l1Prev int64
		for _, sp := range s.spans {
			// Rounding keeps the order of the sides; max keeps it where
			// floating point had not.
			l0, l1 := max(round(sp.l0), l0Prev), max(round(sp.l1), l1Prev)
			r0, r1 := max(round(sp.r0), l0), max(round(sp.r1), l1)
			l0Prev, l1Prev = r0, r1
			if sp.owner < 0 || sp.owner >= n {
				continue
			}
			o := sp.owner
			sides[o] = append(sides[o], tenthEdge{tenthPt{l0, y0}, tenthPt{l1, y1}}, tenthEdge{tenthPt{r1, y1}, tenthPt{r0, y0}})
			levels[o][y0] = append(levels[o][y0], levelRun{l0, r0, -1})
			levels[o][y1] = append(levels[o][y1], levelRun{l1, r1, +1})
		}
	}
	out := make([]string, n)
	for o := range n {
		edges := sides[o]
		for y, runs := range levels[o] {
			edges = append(edges, levelEdges(y, runs)...)
		}
		var subpaths []string
		for _, ring := range outlines(edges) {
			if ring = simplifyRing(ring); len(ring) >= 3 {
				subpaths = append(subpaths, tenthsPath(ring))
			}
		}
		slices.Sort(subpaths) // the same pack gives the same bytes
		out[o] = strings.Join(subpaths, " ")
	}
	return out
}

// levelRun is a top (sign -1) or bottom (+1) of a trapezoid, from x0 to x1.
type levelRun struct {
	x0, x1 int64
	sign   int
}

// levelEdges nets the tops and bottoms at height y into the edges left
// where they do not cancel: a bottom left to right, a top right to left.
func levelEdges(y int64, runs []levelRun) []tenthEdge {
	var xs []int64
	for _, r := range runs {
		xs = append(xs, r.x0, r.x1)
	}
	slices.Sort(xs)
	xs = slices.Compact(xs)
	var out []tenthEdge
	for k := 0; k+1 < len(xs); k++ {
		a, b := xs[k], xs[k+1]
		net := 0
		for _, r := range runs {
			if r.x0 <= a && b <= r.x1 {
				net += r.sign
			}
		}
		switch {
		case net > 0:
			out = append(out, tenthEdge{tenthPt{a, y}, tenthPt{b, y}})
		case net < 0:
			out = append(out, tenthEdge{tenthPt{b, y}, tenthPt{a, y}})
		}
	}
	return out
}

// outlines joins directed edges into closed rings, after dropping edges of
// no length and pairs that run both ways along one line (two trapezoids
// of the area side by side). Each corner has as many edges in as out, so
// following any edge out of where the last one ended closes every ring.
func outlines(edges []tenthEdge) [][]tenthPt {
	count := map[tenthEdge]int{}
	for _, e := range edges {
		if e.from == e.to {
			continue
		}
		if back := (tenthEdge{e.to, e.from}); count[back] > 0 {
			count[back]--
			continue
		}
		count[e]++
	}
	from := map[tenthPt][]tenthPt{}
	var starts []tenthPt
	for e, c := range count {
		for range c {
			from[e.from] = append(from[e.from], e.to)
			starts = append(starts, e.from)
		}
	}
	// A fixed order, so the same pack gives the same bytes.
	less := func(a, b tenthPt) int {
		if a.y != b.y {
			return cmp.Compare(a.y, b.y)
		}
		return cmp.Compare(a.x, b.x)
	}
	slices.SortFunc(starts, less)
	for p := range from {
		slices.SortFunc(from[p], less)
	}
	var rings [][]tenthPt
	for _, start := range starts {
		if len(from[start]) == 0 {
			continue
		}
		ring := []tenthPt{start}
		at := start
		for {
			next := from[at][0]
			from[at] = from[at][1:]
			if next == start {
				break
			}
			ring = append(ring, next)
			at = next
			if len(from[at]) == 0 {
				break // unbalanced: cannot happen for the outline of trapezoids
			}
		}
		rings = append(rings, ring)
	}
	return rings
}

// simplifyRing drops repeated corners and corners exactly on the straight
// line between their neighbours; nil when nothing with an area is left.
func simplifyRing(ring []tenthPt) []tenthPt {
	ring = slices.Clone(ring)
	for i := 0; len(ring) >= 3 && i < len(ring); {
		prev, p, next := ring[(i+len(ring)-1)%len(ring)], ring[i], ring[(i+1)%len(ring)]
		if p == next || (cross(prev, p, next) == 0 && dot(prev, p, next) >= 0) {
			ring = slices.Delete(ring, i, i+1)
			// The corner before may now lie on a line: look again.
			i = max(i-1, 0)
			continue
		}
		i++
	}
	if len(ring) < 3 || ringArea2(ring) == 0 {
		return nil
	}
	return ring
}

// cross is the cross product of (p-a) and (b-p): zero when a, p, b lie on
// one line.
func cross(a, p, b tenthPt) int64 { return (p.x-a.x)*(b.y-p.y) - (p.y-a.y)*(b.x-p.x) }

// dot is the dot product of (p-a) and (b-p): not negative when the line
// goes on through p rather than turning back.
func dot(a, p, b tenthPt) int64 { return (p.x-a.x)*(b.x-p.x) + (p.y-a.y)*(b.y-p.y) }

// ringArea2 is twice the signed area of the ring.
func ringArea2(ring []tenthPt) int64 {
	var a int64
	for i, p := range ring {
		q := ring[(i+1)%len(ring)]
		a += p.x*q.y - q.x*p.y
	}
	return a
}

// tenthsPath writes a ring as "M x y L x y … Z" in pixels.
func tenthsPath(ring []tenthPt) string {
	var b strings.Builder
	for i, p := range ring {
		if i == 0 {
			b.WriteString("M")
		} else {
			b.WriteString(" L")
		}
		b.WriteString(tenths(p.x))
		b.WriteByte(' ')
		b.WriteString(tenths(p.y))
	}
	b.WriteString(" Z")
	return b.String()
}

func tenths(v int64) string { return strconv.FormatFloat(float64(v)/10, 'f', -1, 64) }
