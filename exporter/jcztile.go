package exporter

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// tile makes the tile of a <tile> element (docs/jcz-addon.md, 3.5): its
// cities first (fields name them), then roads, fields and the monastery,
// each numbered by kind in document order. It reports false for a tile
// that cannot be imported (a port listed twice, a half edge two features
// hold, more elements than a tile has), with a warning saying why: the
// rest of the files still import.
func (im *jczImport) tile(e *xmlElem) (schema.Tile, bool) {
	jczID, _ := e.attr("id")
	id, ok := im.ids[jczID]
	if !ok {
		im.warn(e, "a <tile> without an id: left out; give it id=\"…\"")
		return schema.Tile{}, false
	}
	shown := shortText(jczID)
	if len(e.Kids) > maxJCZTileElements {
		im.leaveOut(e.Kids[maxJCZTileElements], jczID, "it holds %d elements, past the %d a tile definition may: a tile has at most 4 cities and roads, 8 fields and a monastery", len(e.Kids), maxJCZTileElements)
		return schema.Tile{}, false
	}
	t := schema.Tile{ID: id, Name: shortName(jczID)}
	b := tileBuilder{im: im, tile: &t, jczID: shown, elem: e}
	for _, k := range e.Kids {
		switch k.Name {
		case "city":
			b.city(k)
		case "road":
			b.road(k)
		case "field", "farm":
			b.fields = append(b.fields, k)
		case "monastery", "cloister":
			if b.cloister {
				im.warn(k, "tile %s: a second <%s>: a tile has at most one cloister; left out", shown, k.Name)
				continue
			}
			t.Features = append(t.Features, schema.Feature{ID: "cloister", Kind: schema.KindCloister})
			b.cloister = true
		case "river":
			b.rivers = append(b.rivers, k)
		default:
			im.warn(k, "tile %s: <%s> has no counterpart in a classic pack: left out", shown, k.Name)
		}
		if b.refused {
			return schema.Tile{}, false
		}
	}
	for _, f := range b.fields {
		if b.field(f); b.refused {
			return schema.Tile{}, false
		}
	}
	if len(t.Features) == 0 {
		im.warn(e, "tile %s has no feature a classic pack models: left out", shown)
		return schema.Tile{}, false
	}
	im.warnAttributes(e, shown)
	b.dryRivers()
	b.fillBarePorts()
	b.finish()
	return t, true
}

// refuse leaves the tile out, saying why at element at.
func (b *tileBuilder) refuse(at *xmlElem, format string, args ...any) {
	b.refused = true
	id, _ := b.elem.attr("id")
	b.im.leaveOut(at, id, format, args...)
}

// tileBuilder gathers one tile's features.
type tileBuilder struct {
	im       *jczImport
	tile     *schema.Tile
	jczID    string   // as messages show it
	elem     *xmlElem // the <tile>
	fields   []*xmlElem
	rivers   []*xmlElem
	cloister bool
	refused  bool // the tile is left out (refuse said why)
	// edgeOf[edge] is the feature index of the city or road on an edge.
	edgeOf  [4]int
	hasEdge [4]bool
	// halfOf[port] is the element holding a half edge (a city, or a field).
	halfOf [12]*xmlElem
	cities []int // feature indices of the cities
	oneEnd []int // roads with one edge
	// crossing are the roads made of one road over three or four edges:
	// one per edge, meeting at a crossing.
	crossing []int
	counts   map[schema.Kind]int
}

// edges reads an element's edge list ("N W"): false, with the tile
// refused, when an edge is listed twice; false with a warning when a token
// is not an edge or the edge is taken. It stops at the first problem, so a
// list of millions of tokens costs no more than its first few.
func (b *tileBuilder) edges(e *xmlElem) ([]int, bool) {
	var out []int
	for tok := range strings.FieldsSeq(e.Text) {
		edge, ok := jczEdgeSet[tok]
		if !ok {
			b.im.warn(e, "tile %s: <%s> lists %s, not an edge (N, E, S or W): left out", b.jczID, e.Name, shortQuote(tok))
			return nil, false
		}
		if slices.Contains(out, edge) {
			b.refuse(e, "<%s> lists edge %s twice (list each edge once)", e.Name, tok)
			return nil, false
		}
		if b.hasEdge[edge] {
			b.im.warn(e, "tile %s: <%s> lists edge %s, which another feature of the tile already holds: left out", b.jczID, e.Name, tok)
			return nil, false
		}
		out = append(out, edge)
	}
	if len(out) == 0 {
		b.im.warn(e, "tile %s: <%s> lists no edge: left out", b.jczID, e.Name)
		return nil, false
	}
	return out, true
}

// add appends a feature of kind k, numbered by kind ("road", then "road2"
// once there is a second one: renamed below when the tile has several).
func (b *tileBuilder) add(f schema.Feature, edges []int) int {
	if b.counts == nil {
		b.counts = map[schema.Kind]int{}
	}
	b.counts[f.Kind]++
	f.ID = string(f.Kind) + strconv.Itoa(b.counts[f.Kind])
	b.tile.Features = append(b.tile.Features, f)
	i := len(b.tile.Features) - 1
	for _, edge := range edges {
		b.edgeOf[edge], b.hasEdge[edge] = i, true
	}
	return i
}

func (b *tileBuilder) city(e *xmlElem) {
	edges, ok := b.edges(e)
	if !ok {
		return
	}
	f := schema.Feature{Kind: schema.KindCity}
	for _, edge := range edges {
		f.Ports = append(f.Ports, schema.Port(edge*3), schema.Port(edge*3+1), schema.Port(edge*3+2))
	}
	text, ok := e.attr("pennants")
	if !ok {
		text, ok = e.attr("pennant")
	}
	if ok {
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > 9 {
			b.im.warn(e, "tile %s: pennants=%s is not a whole number from 0 to 9: the city gets none", b.jczID, shortQuote(text))
		} else {
			f.Pennants = n
		}
	}
	b.cities = append(b.cities, b.add(f, edges))
	for _, edge := range edges {
		b.halfOf[edge*3+1], b.halfOf[edge*3+2] = e, e
	}
}

// road adds a road, or, for a road over three or four edges, one road per
// edge meeting at a crossing: a road of a pack joins at most two edges.
func (b *tileBuilder) road(e *xmlElem) {
	edges, ok := b.edges(e)
	if !ok {
		return
	}
	var decorations []string
	if inn, ok := e.attr("inn"); ok && (inn == "yes" || inn == "true" || inn == "1") {
		decorations = []string{"inn"}
		b.im.warn(e, "tile %s: the inn on its road is kept as the decoration \"inn\": classic scoring has no inns", b.jczID)
	}
	if len(edges) > 2 {
		b.im.warn(e, "tile %s: a road over the %d edges %s becomes %d roads meeting at a crossing, one per edge: a road of a pack joins at most two edges", b.jczID, len(edges), strings.Join(strings.Fields(e.Text), " "), len(edges))
		for _, edge := range edges {
			f := schema.Feature{Kind: schema.KindRoad, Ports: []schema.Port{schema.Port(edge * 3)}, Decorations: decorations}
			b.crossing = append(b.crossing, b.add(f, []int{edge}))
		}
		return
	}
	f := schema.Feature{Kind: schema.KindRoad, Decorations: decorations}
	for _, edge := range edges {
		f.Ports = append(f.Ports, schema.Port(edge*3))
	}
	i := b.add(f, edges)
	if len(edges) == 1 {
		b.oneEnd = append(b.oneEnd, i)
	}
}

// field adds a field over its half edges, bordering the cities its city
// attribute names by one of their edges. A half edge listed twice, or held
// by a city or another field, refuses the tile: no pack could hold it.
func (b *tileBuilder) field(e *xmlElem) {
	f := schema.Feature{Kind: schema.KindField}
	for tok := range strings.FieldsSeq(e.Text) {
		p, ok := schema.ParsePort(tok)
		if tok == "I" || tok == "II" {
			// JCloisterZone's inner locations (engine Location.I and .II,
			// isInner): a field enclosed by the tile's city.
			b.im.warn(e, "tile %s: an inner field (%s, enclosed by the tile's city) has no counterpart in a pack, whose fields reach the tile's edges: left out, so no farmer stands there", b.jczID, tok)
			return
		}
		if !ok || p.IsCentre() {
			b.im.warn(e, "tile %s: <%s> lists %s, not a half edge (NL NR EL ER SL SR WL WR): left out", b.jczID, e.Name, shortQuote(tok))
			return
		}
		switch held := b.halfOf[p]; {
		case held == e:
			b.refuse(e, "<%s> lists %s twice (list each half edge once)", e.Name, tok)
			return
		case held != nil:
			b.refuse(e, "<%s> lists %s, which the <%s> at line %d, column %d holds (a half edge belongs to one feature)", e.Name, tok, held.Name, held.Line, held.Col)
			return
		}
		b.halfOf[p] = e
		f.Ports = append(f.Ports, p)
	}
	if len(f.Ports) == 0 {
		b.im.warn(e, "tile %s: <%s> lists no half edge: left out", b.jczID, e.Name)
		return
	}
	cities, _ := e.attr("city")
	var bad []string // the first few, for the warning
	nBad := 0
	for tok := range strings.FieldsSeq(cities) {
		edge, ok := jczEdgeSet[tok]
		if !ok || !b.hasEdge[edge] || !slices.Contains(b.cities, b.edgeOf[edge]) {
			if nBad++; len(bad) < 6 {
				bad = append(bad, tok)
			}
			continue
		}
		if id := b.tile.Features[b.edgeOf[edge]].ID; !slices.Contains(f.Borders, id) {
			f.Borders = append(f.Borders, id)
		}
	}
	switch nBad {
	case 0:
	case 1:
		b.im.warn(e, "tile %s: the field borders %s, which is no edge of a city of this tile: that border is left out", b.jczID, shortQuote(bad[0]))
	default:
		b.im.warn(e, "tile %s: the field borders %s, which are no edges of a city of this tile: those borders are left out", b.jczID, quotedList(bad, nBad))
	}
	b.add(f, nil)
}

// finish names features plainly when a tile has one of a kind ("city",
// not "city1"), and says where each road with one end ends (see
// ImportJCZFiles's provenance note).
func (b *tileBuilder) finish() {
	rename := map[string]string{}
	for i := range b.tile.Features {
		f := &b.tile.Features[i]
		if b.counts[f.Kind] == 1 && f.Kind != schema.KindCloister {
			rename[f.ID] = string(f.Kind)
			f.ID = string(f.Kind)
		}
	}
	for i := range b.tile.Features {
		for j, id := range b.tile.Features[i].Borders {
			if r, ok := rename[id]; ok {
				b.tile.Features[i].Borders[j] = r
			}
		}
	}
	for _, i := range b.crossing {
		b.tile.Features[i].EndsAt = "crossing"
	}
	for _, i := range b.oneEnd {
		f := &b.tile.Features[i]
		switch {
		case b.cloister:
			f.EndsAt = "cloister"
		case len(b.oneEnd) >= 3 && len(b.crossing) == 0:
			f.EndsAt = "crossing"
		case len(b.cities) > 0:
			f.EndsAt = b.tile.Features[b.cities[0]].ID
		default:
			f.EndsAt = "village"
		}
	}
}
