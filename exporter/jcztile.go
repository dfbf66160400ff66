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
// that cannot be imported, with a warning saying why.
func (im *jczImport) tile(e *xmlElem) (schema.Tile, bool) {
	jczID, _ := e.attr("id")
	id, ok := im.ids[jczID]
	if !ok {
		im.warn(e, "a <tile> without an id: left out; give it id=\"…\"")
		return schema.Tile{}, false
	}
	t := schema.Tile{ID: id, Name: jczID}
	b := tileBuilder{im: im, tile: &t, jczID: jczID}
	for _, k := range e.Kids {
		switch k.Name {
		case "city":
			b.city(k)
		case "road":
			b.road(k)
		case "field", "farm":
			b.fields = append(b.fields, k)
		case "monastery", "cloister":
			t.Features = append(t.Features, schema.Feature{ID: "cloister", Kind: schema.KindCloister})
			b.cloister = true
		default:
			im.warn(k, "tile %s: <%s> has no counterpart in a classic pack: left out", jczID, k.Name)
		}
	}
	for _, f := range b.fields {
		b.field(f)
	}
	b.finish()
	if len(t.Features) == 0 {
		im.warn(e, "tile %s has no feature a classic pack models: left out", jczID)
		return schema.Tile{}, false
	}
	return t, true
}

// tileBuilder gathers one tile's features.
type tileBuilder struct {
	im       *jczImport
	tile     *schema.Tile
	jczID    string
	fields   []*xmlElem
	cloister bool
	// edgeOf[edge] is the feature index of the city or road on an edge.
	edgeOf  [4]int
	hasEdge [4]bool
	cities  []int // feature indices of the cities
	oneEnd  []int // roads with one edge
	counts  map[schema.Kind]int
}

// edges reads an element's edge list ("N W"); false (with a warning) when
// a token is not an edge or the edge is taken.
func (b *tileBuilder) edges(e *xmlElem) ([]int, bool) {
	var out []int
	for _, tok := range strings.Fields(e.Text) {
		edge, ok := jczEdgeSet[tok]
		if !ok {
			b.im.warn(e, "tile %s: <%s> lists %q, not an edge (N, E, S or W): left out", b.jczID, e.Name, tok)
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
			b.im.warn(e, "tile %s: pennants=%q is not a whole number from 0 to 9: the city gets none", b.jczID, text)
		} else {
			f.Pennants = n
		}
	}
	b.cities = append(b.cities, b.add(f, edges))
}

func (b *tileBuilder) road(e *xmlElem) {
	edges, ok := b.edges(e)
	if !ok {
		return
	}
	if len(edges) > 2 {
		b.im.warn(e, "tile %s: a road over %d edges: a road joins at most two; left out", b.jczID, len(edges))
		return
	}
	f := schema.Feature{Kind: schema.KindRoad}
	for _, edge := range edges {
		f.Ports = append(f.Ports, schema.Port(edge*3))
	}
	if inn, ok := e.attr("inn"); ok && (inn == "yes" || inn == "true" || inn == "1") {
		f.Decorations = []string{"inn"}
		b.im.warn(e, "tile %s: the inn on its road is kept as the decoration \"inn\": classic scoring has no inns", b.jczID)
	}
	i := b.add(f, edges)
	if len(edges) == 1 {
		b.oneEnd = append(b.oneEnd, i)
	}
}

// field adds a field over its half edges, bordering the cities its city
// attribute names by one of their edges.
func (b *tileBuilder) field(e *xmlElem) {
	f := schema.Feature{Kind: schema.KindField}
	for _, tok := range strings.Fields(e.Text) {
		p, ok := schema.ParsePort(tok)
		if !ok || p.IsCentre() {
			b.im.warn(e, "tile %s: <%s> lists %q, not a half edge (NL NR EL ER SL SR WL WR): left out", b.jczID, e.Name, tok)
			return
		}
		f.Ports = append(f.Ports, p)
	}
	if len(f.Ports) == 0 {
		b.im.warn(e, "tile %s: <%s> lists no half edge: left out", b.jczID, e.Name)
		return
	}
	cities, _ := e.attr("city")
	for _, tok := range strings.Fields(cities) {
		edge, ok := jczEdgeSet[tok]
		if !ok || !b.hasEdge[edge] || !slices.Contains(b.cities, b.edgeOf[edge]) {
			b.im.warn(e, "tile %s: the field borders %q, which is no edge of a city of this tile: that border is left out", b.jczID, tok)
			continue
		}
		if id := b.tile.Features[b.edgeOf[edge]].ID; !slices.Contains(f.Borders, id) {
			f.Borders = append(f.Borders, id)
		}
	}
	b.add(f, nil)
}

// finish gives every field the centre of each edge no city or road holds
// whose two halves it holds, names features plainly when a tile has one
// of a kind ("city", not "city1"), and says where each road with one end
// ends (see ImportJCZ's provenance note).
func (b *tileBuilder) finish() {
	for edge := range 4 {
		if b.hasEdge[edge] {
			continue
		}
		for i := range b.tile.Features {
			f := &b.tile.Features[i]
			if f.Kind == schema.KindField && slices.Contains(f.Ports, schema.Port(edge*3+1)) && slices.Contains(f.Ports, schema.Port(edge*3+2)) {
				f.Ports = append(f.Ports, schema.Port(edge*3))
				slices.Sort(f.Ports)
			}
		}
	}
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
	for _, i := range b.oneEnd {
		f := &b.tile.Features[i]
		switch {
		case b.cloister:
			f.EndsAt = "cloister"
		case len(b.oneEnd) >= 3:
			f.EndsAt = "crossing"
		case len(b.cities) > 0:
			f.EndsAt = b.tile.Features[b.cities[0]].ID
		default:
			f.EndsAt = "village"
		}
	}
}
