package schema

import (
	"fmt"
	"slices"
	"strings"
)

// A field ends at every road and city that crosses its tile: "Field (farm):
// connected field segments, split by roads, cities and the board's open
// edge." One field feature whose ports lie on both sides of a road joins the
// farms on either side under it. The base game prints no such tile, so it is
// almost always a slip (a road drawn across the editor's all-field tile);
// but the format and the engines play it consistently, as a road on a
// bridge over one farm, so it is a warning with the fix rather than an error.

// FieldSplit is a field of a tile whose ports lie in more than one part of
// the tile once its roads and cities cut it.
type FieldSplit struct {
	// Field is the field's index in the tile's features.
	Field int
	// Parts holds the field's ports, one group per part of the tile, each
	// in clockwise order around the tile from where the part begins; the
	// parts in the clockwise order of their beginnings from the north-west
	// corner.
	Parts [][]Port
	// Cutters are the indices of the features that separate the parts, in
	// the tile's order.
	Cutters []int
}

// SplitFields returns the fields of tile t that span more than one part of
// the tile. The tile's boundary is the ring of its 12 ports; every other
// terrain feature (a road, a city) cuts it where it touches the ring, and
// features joined inside the tile cut it together: a road joins the feature
// or terminus it ends at ("endsAt": a city, a cloister, the crossing or the
// village where several roads meet). Two ports of a field lie in one part
// unless one such joined group touches the ring on both sides of them. A
// road that ends alone at a village or cloister cuts nothing: the field goes
// round it. Overlays (fog) cut nothing.
func (r *Ruleset) SplitFields(t *Tile) []FieldSplit {
	groups := r.cuttingGroups(t)
	var splits []FieldSplit
	for fi, f := range t.Features {
		if f.Kind != KindField {
			continue
		}
		if s, ok := splitField(t, fi, groups); ok {
			splits = append(splits, s)
		}
	}
	return splits
}

// cuttingGroup is a set of the tile's features joined inside the tile, and
// the ring positions where they touch the tile's edge.
type cuttingGroup struct {
	features []int
	ring     uint16 // bit i: the group covers ringOrder[i]
}

// cuttingGroups joins the tile's non-field terrain features (and the
// portless features and termini lines end at) into groups that touch the
// ring somewhere.
func (r *Ruleset) cuttingGroups(t *Tile) []cuttingGroup {
	n := len(t.Features)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) { parent[find(a)] = find(b) }
	terminus := map[string]int{} // the first line ending at each terminus word
	for i, f := range t.Features {
		if f.EndsAt == "" {
			continue
		}
		if r.IsTerminus(f.EndsAt) {
			if first, ok := terminus[f.EndsAt]; ok {
				union(i, first)
			} else {
				terminus[f.EndsAt] = i
			}
			continue
		}
		if j := slices.IndexFunc(t.Features, func(o Feature) bool { return o.ID == f.EndsAt }); j >= 0 {
			union(i, j)
		}
	}
	byRoot := map[int]*cuttingGroup{}
	var order []int
	for i, f := range t.Features {
		spec, ok := r.Spec(f.Kind)
		if !ok || f.Kind == KindField || spec.Layer == LayerOverlay {
			continue
		}
		root := find(i)
		g, seen := byRoot[root]
		if !seen {
			g = &cuttingGroup{}
			byRoot[root] = g
			order = append(order, root)
		}
		if spec.Layer != LayerTerrain {
			continue // a cloister joins the lines ending at it, touching no edge
		}
		g.features = append(g.features, i)
		for _, p := range f.Ports {
			if p.Valid() {
				g.ring |= 1 << ringIndex(p)
			}
		}
	}
	groups := make([]cuttingGroup, 0, len(order))
	for _, root := range order {
		if g := byRoot[root]; g.ring != 0 {
			groups = append(groups, *g)
		}
	}
	return groups
}

// errorsSince reports whether the run has reported an error since it had
// n diagnostics.
func (l *linter) errorsSince(n int) bool {
	return slices.ContainsFunc(l.diags[n:], func(d Diagnostic) bool { return d.Severity == SeverityError })
}

// ringIndex is the port's position in ringOrder.
func ringIndex(p Port) int { return slices.Index(ringOrder[:], p) }

// arcBetween is the set of ring positions strictly between a and b going
// clockwise from a.
func arcBetween(a, b int) uint16 {
	var arc uint16
	for i := (a + 1) % NumPorts; i != b; i = (i + 1) % NumPorts {
		arc |= 1 << i
	}
	return arc
}

// separates reports whether the group touches the ring on both sides of
// positions a and b.
func (g cuttingGroup) separates(a, b int) bool {
	return g.ring&arcBetween(a, b) != 0 && g.ring&arcBetween(b, a) != 0
}

func splitField(t *Tile, fi int, groups []cuttingGroup) (FieldSplit, bool) {
	var pos []int // the field's ring positions, clockwise from NL
	for _, p := range t.Features[fi].Ports {
		if p.Valid() {
			pos = append(pos, ringIndex(p))
		}
	}
	slices.Sort(pos)
	pos = slices.Compact(pos)
	part := make([]int, len(pos)) // part number of each position, -1 unknown
	for i := range part {
		part[i] = -1
	}
	cutters := map[int]bool{}
	parts := 0
	for i := range pos {
		if part[i] >= 0 {
			continue
		}
		part[i] = parts
		for j := i + 1; j < len(pos); j++ {
			if part[j] >= 0 {
				continue
			}
			if !slices.ContainsFunc(groups, func(g cuttingGroup) bool { return g.separates(pos[i], pos[j]) }) {
				part[j] = parts
			}
		}
		parts++
	}
	if parts < 2 {
		return FieldSplit{}, false
	}
	for i := range pos {
		for j := i + 1; j < len(pos); j++ {
			if part[i] == part[j] {
				continue
			}
			for _, g := range groups {
				if g.separates(pos[i], pos[j]) {
					for _, f := range g.features {
						cutters[f] = true
					}
				}
			}
		}
	}
	split := FieldSplit{Field: fi, Parts: make([][]Port, parts)}
	for k := range parts {
		var ring uint16
		for i, p := range pos {
			if part[i] == k {
				ring |= 1 << p
			}
		}
		split.Parts[k] = portsFromArcStart(ring)
	}
	slices.SortFunc(split.Parts, func(a, b []Port) int { return ringIndex(a[0]) - ringIndex(b[0]) })
	for f := range t.Features {
		if cutters[f] {
			split.Cutters = append(split.Cutters, f)
		}
	}
	return split, true
}

// portsFromArcStart lists the ports of a ring set clockwise, starting at a
// port whose anticlockwise neighbour is not in the set (so a part that
// wraps past the north-west corner reads as one run: SR WL W WR NL).
func portsFromArcStart(ring uint16) []Port {
	start := 0
	for i := range NumPorts {
		if ring&(1<<i) != 0 && ring&(1<<((i+NumPorts-1)%NumPorts)) == 0 {
			start = i
			break
		}
	}
	var ports []Port
	for k := range NumPorts {
		i := (start + k) % NumPorts
		if ring&(1<<i) != 0 {
			ports = append(ports, ringOrder[i])
		}
	}
	return ports
}

// lintFieldSplits warns about fields that span both sides of a road or
// city, and says how to split them.
func (l *linter) lintFieldSplits(t *Tile, base string) {
	if _, ok := l.rs.Spec(KindField); !ok {
		return
	}
	for _, s := range l.rs.SplitFields(t) {
		f := t.Features[s.Field]
		cutters := describeFeatures(t, s.Cutters)
		sides := make([]string, len(s.Parts))
		for i, part := range s.Parts {
			names := make([]string, len(part))
			for j, p := range part {
				names[j] = p.String()
			}
			sides[i] = strings.Join(names, " ")
		}
		ptr := base + Pointer("features", s.Field, "ports")
		join := "join under it"
		if len(s.Cutters) > 1 {
			join = "join under them"
		}
		if slices.ContainsFunc(s.Cutters, func(i int) bool { spec, _ := l.rs.Spec(t.Features[i].Kind); return !spec.Linear }) {
			join = strings.Replace(join, "under", "across", 1)
		}
		if len(s.Parts) == 2 {
			l.warnf(ptr, "field %q spans both sides of %s: farms on either side would %s; split it into two fields: one with %s, the other with %s",
				f.ID, cutters, join, sides[0], sides[1])
			continue
		}
		for i := range sides {
			sides[i] = "one with " + sides[i]
		}
		l.warnf(ptr, "field %q spans %d parts of the tile cut by %s: farms in them would %s; split it into %d fields: %s",
			f.ID, len(s.Parts), cutters, join, len(s.Parts), andList(sides))
	}
}

// describeFeatures names features grouped by kind: `road "r1"`,
// `roads "r1" and "r2"`, `city "c" and road "r"`.
func describeFeatures(t *Tile, idx []int) string {
	var kinds []Kind
	ids := map[Kind][]string{}
	for _, i := range idx {
		f := t.Features[i]
		if _, seen := ids[f.Kind]; !seen {
			kinds = append(kinds, f.Kind)
		}
		ids[f.Kind] = append(ids[f.Kind], fmt.Sprintf("%q", f.ID))
	}
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		word := string(k)
		if len(ids[k]) > 1 {
			word = plural(word)
		}
		parts[i] = word + " " + andList(ids[k])
	}
	return andList(parts)
}

// andList joins words as "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
