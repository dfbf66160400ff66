package schema

import (
	"fmt"
	"slices"
	"strings"
)

// ringOrder lists the ports clockwise around the tile from the north-west
// corner; neighbours in this ring touch along the tile's edge.
var ringOrder = [NumPorts]Port{PortNL, PortN, PortNR, PortEL, PortE, PortER, PortSL, PortS, PortSR, PortWL, PortW, PortWR}

func (l *linter) lintTiles() {
	l.duplicates("tile id", l.tileIDs(), func(i int) string { return Pointer("tiles", i, "id") })
	held := l.copiesHeld()
	for ti := range l.pack.Tiles {
		l.lintTile(ti)
		base := Pointer("tiles", ti)
		l.lintTileCopies(&l.pack.Tiles[ti], base)
		l.lintCopyGhosts(&l.pack.Tiles[ti], base, held[l.pack.Tiles[ti].ID])
		l.lintUnheldCopies(&l.pack.Tiles[ti], base, held[l.pack.Tiles[ti].ID])
		l.lintArt(&l.pack.Tiles[ti], base)
	}
}

func (l *linter) lintTile(ti int) {
	t := &l.pack.Tiles[ti]
	base := Pointer("tiles", ti)
	if len(t.Features) > MaxTileFeatures {
		return // the schema reports it; judging so many would only cost time
	}
	tileDiags := len(l.diags)
	featureIDs := make([]string, len(t.Features))
	for i, f := range t.Features {
		featureIDs[i] = f.ID
	}
	l.duplicates("feature id", featureIDs, func(i int) string { return Pointer("tiles", ti, "features", i, "id") })

	var terrain, overlay [NumPorts]int // feature index+1 covering each port
	judgeable := true                  // false once a port or kind is already reported by the schema or here
	for fi, f := range t.Features {
		fp := base + Pointer("features", fi)
		if len(validPorts(f.Ports)) != len(f.Ports) {
			judgeable = false
		}
		spec, ok := l.rs.Spec(f.Kind)
		if !ok {
			if len(l.rs.Kinds) > 0 && isKnownKind(f.Kind) {
				l.errorf(fp+"/kind", "kind %q is not part of the %s ruleset (want one of %s)", f.Kind, l.rs.Name, l.rs.KindNames())
			}
			judgeable = false
			continue
		}
		l.lintFeaturePorts(t, fi, fp, spec, &terrain, &overlay)
		l.lintMarkers(t, fi, fp, spec)
	}
	if judgeable {
		l.lintCoverage(t, base, terrain)
		if !l.errorsSince(tileDiags) {
			// A tile with errors in its geometry is not what its
			// designer meant yet: its parts would be guesses.
			l.lintFieldSplits(t, base)
		}
	}
	l.lintTileMarkers(t, base)
}

func isKnownKind(k Kind) bool {
	for _, r := range rulesets {
		if _, ok := r.Spec(k); ok {
			return true
		}
	}
	return false
}

func validPorts(ports []Port) []Port {
	return slices.DeleteFunc(slices.Clone(ports), func(p Port) bool { return !p.Valid() })
}

// lintFeaturePorts checks one feature's ports against its kind and records
// which feature covers each port in its layer.
func (l *linter) lintFeaturePorts(t *Tile, fi int, fp string, spec KindSpec, terrain, overlay *[NumPorts]int) {
	f := t.Features[fi]
	ports := validPorts(f.Ports)
	switch {
	case spec.Layer == LayerNone && len(f.Ports) > 0:
		l.errorf(fp+"/ports", "a %s lies inside the tile and has no ports: remove \"ports\"", f.Kind)
		return
	case spec.Layer != LayerNone && len(f.Ports) == 0:
		l.errorf(fp, "%s %q covers no port: list the ports it reaches in \"ports\"", f.Kind, f.ID)
		return
	}
	if spec.Linear {
		for i, p := range f.Ports {
			if p.Valid() && !p.IsCentre() {
				l.errorf(fp+Pointer("ports", i), "a %s enters a tile at an edge centre, not at the half edge %s: use %s",
					f.Kind, p, Port(p.Edge()*3))
			}
		}
		if len(ports) > 2 && !spec.Branches {
			l.errorf(fp+"/ports", "%s %q has %d ports: a %s does not branch; split it into %d %ss that each end at a %s",
				f.Kind, f.ID, len(ports), f.Kind, len(ports), f.Kind, strings.Join(l.rs.Termini, " or "))
		}
	}
	if spec.WholeEdge {
		var set PortSet
		for _, p := range ports {
			set = set.Add(p)
		}
		for e := range 4 {
			edge := []Port{Port(e * 3), Port(e*3 + 1), Port(e*3 + 2)}
			var missing []string
			covered := 0
			for _, p := range edge {
				if set.Has(p) {
					covered++
				} else {
					missing = append(missing, p.String())
				}
			}
			if covered > 0 && covered < 3 {
				l.errorf(fp+"/ports", "%s %q covers part of the %s edge: a %s edge is whole, add %s",
					f.Kind, f.ID, edgeName(e), f.Kind, strings.Join(missing, " "))
			}
		}
	}
	layer := terrain
	if spec.Layer == LayerOverlay {
		layer = overlay
	}
	for i, p := range f.Ports {
		if !p.Valid() {
			continue
		}
		if prev := layer[p]; prev != 0 {
			other := t.Features[prev-1]
			l.errorf(fp+Pointer("ports", i), "port %s is covered by both %s %q and %s %q: each port belongs to exactly one %s feature",
				p, other.Kind, other.ID, f.Kind, f.ID, layerName(spec.Layer))
			continue
		}
		layer[p] = fi + 1
	}
}

func edgeName(e int) string { return [4]string{"north", "east", "south", "west"}[e] }

func layerName(l Layer) string {
	if l == LayerOverlay {
		return "overlay"
	}
	return "terrain"
}

// lintCoverage checks that the terrain features cover all 12 ports, and
// that overlays (fog) lie only over fields and roads.
func (l *linter) lintCoverage(t *Tile, base string, terrain [NumPorts]int) {
	hasTerrain := slices.ContainsFunc(l.rs.Kinds, func(s KindSpec) bool { return s.Layer == LayerTerrain })
	if !hasTerrain {
		return
	}
	var missing []string
	for _, p := range ringOrder {
		if terrain[p] == 0 {
			missing = append(missing, p.String())
		}
	}
	if len(missing) > 0 {
		l.errorf(base+"/features", "tile %q: port(s) %s belong to no terrain feature: every port belongs to exactly one (add them to a field, road or city)",
			t.ID, strings.Join(missing, " "))
	}
	for fi, f := range t.Features {
		spec, ok := l.rs.Spec(f.Kind)
		if !ok || spec.Layer != LayerOverlay {
			continue
		}
		for i, p := range f.Ports {
			if !p.Valid() || terrain[p] == 0 {
				continue
			}
			under := t.Features[terrain[p]-1]
			if under.Kind != KindField && under.Kind != KindRoad {
				l.errorf(base+Pointer("features", fi, "ports", i), "%s covers port %s, which is %s %q: %s lies over fields and roads only, never over a %s",
					f.Kind, p, under.Kind, under.ID, f.Kind, under.Kind)
			}
		}
	}
	l.lintBordersGeometry(t, base, terrain)
}

// lintBordersGeometry warns when a feature touches, along the tile's edge,
// a feature it should list in "borders" but does not.
func (l *linter) lintBordersGeometry(t *Tile, base string, terrain [NumPorts]int) {
	for fi, f := range t.Features {
		spec, ok := l.rs.Spec(f.Kind)
		if !ok || len(spec.Borders) == 0 {
			continue
		}
		var touched []string
		for i, p := range ringOrder {
			if terrain[p] != fi+1 {
				continue
			}
			for _, n := range []Port{ringOrder[(i+NumPorts-1)%NumPorts], ringOrder[(i+1)%NumPorts]} {
				if terrain[n] == 0 {
					continue
				}
				other := t.Features[terrain[n]-1]
				if slices.Contains(spec.Borders, other.Kind) && !slices.Contains(f.Borders, other.ID) && !slices.Contains(touched, other.ID) {
					touched = append(touched, other.ID)
				}
			}
		}
		for _, id := range touched {
			l.warnf(base+Pointer("features", fi), "%s %q touches %q along the tile's edge but does not list it in \"borders\": add it, or end-game scoring will miss it",
				f.Kind, f.ID, id)
		}
	}
}

// markerSet lists which markers a feature sets.
func markerSet(f Feature) []Marker {
	var m []Marker
	if f.Pennants != 0 {
		m = append(m, MarkPennants)
	}
	if len(f.Borders) > 0 {
		m = append(m, MarkBorders)
	}
	if f.EndsAt != "" {
		m = append(m, MarkEndsAt)
	}
	if f.Market != "" {
		m = append(m, MarkMarket)
	}
	if f.Buildings != 0 {
		m = append(m, MarkBuildings)
	}
	if f.Historic != "" {
		m = append(m, MarkHistoric)
	}
	if f.Fountain {
		m = append(m, MarkFountain)
	}
	if f.Stalls != 0 {
		m = append(m, MarkStalls)
	}
	return m
}

// kindsWith lists the ruleset's kinds that may carry marker m.
func (r *Ruleset) kindsWith(m Marker) []string {
	var kinds []string
	for _, s := range r.Kinds {
		if slices.Contains(s.Markers, m) {
			kinds = append(kinds, string(s.Kind))
		}
	}
	return kinds
}

// lintMarkers checks the feature's markers against its kind, and the
// references it makes to other features of the tile.
func (l *linter) lintMarkers(t *Tile, fi int, fp string, spec KindSpec) {
	f := t.Features[fi]
	for _, m := range markerSet(f) {
		if slices.Contains(spec.Markers, m) {
			continue
		}
		if kinds := l.rs.kindsWith(m); len(kinds) > 0 {
			l.errorf(fp+"/"+string(m), "%q does not apply to a %s: in the %s ruleset it is for %s", m, f.Kind, l.rs.Name, orList(kinds))
		} else {
			l.errorf(fp+"/"+string(m), "%q does not apply to a %s: the %s ruleset has no use for it", m, f.Kind, l.rs.Name)
		}
	}
	if f.Kind == KindMarket && f.Market == "" {
		l.errorf(fp, "market %q does not say its kind: set \"market\" to livestock, grain or fish", f.ID)
	}
	if slices.Contains(spec.Markers, MarkBorders) {
		for i, id := range f.Borders {
			other, ok := featureByID(t, id)
			switch {
			case id == f.ID:
				l.errorf(fp+Pointer("borders", i), "%s %q lists itself in \"borders\": name the features it touches", f.Kind, f.ID)
			case !ok:
				l.errorf(fp+Pointer("borders", i), "borders %q: no feature %q on tile %q%s", id, id, t.ID, l.suggest(id, featureIDs(t)))
			case !slices.Contains(spec.Borders, other.Kind):
				l.errorf(fp+Pointer("borders", i), "borders %q: a %s borders only %s for scoring, and %q is a %s", id, f.Kind, kindList(spec.Borders), id, other.Kind)
			}
		}
	}
	if spec.Linear && len(validPorts(f.Ports)) == len(f.Ports) {
		l.lintLineEnd(t, f, fp)
	}
}

// lintLineEnd checks that a road, street or path that enters the tile
// either leaves it or ends at something that ends roads.
func (l *linter) lintLineEnd(t *Tile, f Feature, fp string) {
	n := len(validPorts(f.Ports))
	var ends []string
	for _, s := range l.rs.Kinds {
		if s.EndsLines {
			ends = append(ends, string(s.Kind))
		}
	}
	want := fmt.Sprintf("%s, or the id of a %s of this tile", strings.Join(l.rs.Termini, " or "), orList(ends))
	switch {
	case n == 1 && f.EndsAt == "":
		l.errorf(fp, "%s %q enters the tile at %s and ends on it without saying where: set \"endsAt\" to %s", f.Kind, f.ID, validPorts(f.Ports)[0], want)
	case n >= 2 && f.EndsAt != "":
		l.errorf(fp+"/endsAt", "%s %q passes through the tile (%d ports), so it cannot end here: remove \"endsAt\", or split it into %ss with one port each",
			f.Kind, f.ID, n, f.Kind)
	case f.EndsAt != "" && !l.rs.IsTerminus(f.EndsAt):
		other, ok := featureByID(t, f.EndsAt)
		if !ok {
			l.errorf(fp+"/endsAt", "%s %q ends at %q, which is neither a terminus nor a feature of tile %q: want %s", f.Kind, f.ID, f.EndsAt, t.ID, want)
			return
		}
		if spec, known := l.rs.Spec(other.Kind); known && !spec.EndsLines {
			l.errorf(fp+"/endsAt", "%s %q ends at %q, a %s, which does not end a %s: want %s", f.Kind, f.ID, f.EndsAt, other.Kind, f.Kind, want)
			return
		}
		l.lintCastlePathEnd(f, other, fp)
	}
}

func featureByID(t *Tile, id string) (Feature, bool) {
	for _, f := range t.Features {
		if f.ID == id {
			return f, true
		}
	}
	return Feature{}, false
}

func featureIDs(t *Tile) []string {
	ids := make([]string, len(t.Features))
	for i, f := range t.Features {
		ids[i] = f.ID
	}
	return ids
}

func kindList(kinds []Kind) string {
	s := make([]string, len(kinds))
	for i, k := range kinds {
		s[i] = plural(string(k))
	}
	return orList(s)
}

// plural makes the plural of a kind name ("city" → "cities").
func plural(word string) string {
	if strings.HasSuffix(word, "y") && !strings.HasSuffix(word, "ay") {
		return word[:len(word)-1] + "ies"
	}
	return word + "s"
}

// orList joins words as "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// lintTileMarkers checks tile-level markers: ghost symbols and crop circles.
func (l *linter) lintTileMarkers(t *Tile, base string) {
	foggy := slices.ContainsFunc(t.Features, func(f Feature) bool { return f.Kind == KindFog })
	checkGhosts := func(ptr string, n int) {
		switch {
		case n == 0:
		case !l.rs.Ghosts && l.rs.Name != "":
			l.errorf(ptr, "ghost symbols belong to Mists over Carcassonne; the %s ruleset has none: remove them", l.rs.Name)
		case !foggy:
			l.errorf(ptr, "tile %q has %d ghost symbol(s) but no fog: ghost symbols only go on foggy tiles (add a fog feature, or set it to 0)", t.ID, n)
		}
	}
	checkGhosts(base+"/ghosts", t.Ghosts)
	for i, c := range t.Copies {
		if c.Ghosts != nil {
			checkGhosts(base+Pointer("copies", i, "ghosts"), *c.Ghosts)
		}
	}
	if t.CropCircle != "" && !l.rs.CropCircles && l.rs.Name != "" {
		l.errorf(base+"/cropCircle", "crop circles are classic tiles; the %s ruleset does not use them: remove \"cropCircle\"", l.rs.Name)
	}
}
