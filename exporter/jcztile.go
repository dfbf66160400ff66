package exporter

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// tile makes the tile of a <tile> element (docs/jcz-addon.md, 3.5): its
// cities first (fields name them), then roads, fields and the monastery,
// each numbered by kind in document order. It reports false for a tile
// that cannot be imported, with a warning saying why, and an error for one
// no pack could hold (a port listed twice, more elements than a tile has).
func (im *jczImport) tile(e *xmlElem) (schema.Tile, bool, error) {
	jczID, _ := e.attr("id")
	id, ok := im.ids[jczID]
	if !ok {
		im.warn(e, "a <tile> without an id: left out; give it id=\"…\"")
		return schema.Tile{}, false, nil
	}
	shown := shortText(jczID)
	if len(e.Kids) > maxJCZTileElements {
		k := e.Kids[maxJCZTileElements]
		return schema.Tile{}, false, im.errorAt(k, "tile %s holds %d elements, past the %d a tile definition may: a tile has at most 4 cities and roads, 8 fields and a monastery", shown, len(e.Kids), maxJCZTileElements)
	}
	t := schema.Tile{ID: id, Name: shortName(jczID)}
	b := tileBuilder{im: im, tile: &t, jczID: shown}
	var err error
	for _, k := range e.Kids {
		switch k.Name {
		case "city":
			err = b.city(k)
		case "road":
			err = b.road(k)
		case "field", "farm":
			b.fields = append(b.fields, k)
		case "monastery", "cloister":
			if b.cloister {
				im.warn(k, "tile %s: a second <%s>: a tile has at most one cloister; left out", shown, k.Name)
				continue
			}
			t.Features = append(t.Features, schema.Feature{ID: "cloister", Kind: schema.KindCloister})
			b.cloister = true
		default:
			im.warn(k, "tile %s: <%s> has no counterpart in a classic pack: left out", shown, k.Name)
		}
		if err != nil {
			return schema.Tile{}, false, err
		}
	}
	for _, f := range b.fields {
		if err := b.field(f); err != nil {
			return schema.Tile{}, false, err
		}
	}
	b.finish()
	if len(t.Features) == 0 {
		im.warn(e, "tile %s has no feature a classic pack models: left out", shown)
		return schema.Tile{}, false, nil
	}
	return t, true, nil
}

// errorAt is a refusal of the file at element e.
func (im *jczImport) errorAt(e *xmlElem, format string, args ...any) error {
	return &XMLError{File: im.file, Line: e.Line, Col: e.Col, What: fmt.Sprintf(format, args...)}
}

// tileBuilder gathers one tile's features.
type tileBuilder struct {
	im       *jczImport
	tile     *schema.Tile
	jczID    string // as messages show it
	fields   []*xmlElem
	cloister bool
	// edgeOf[edge] is the feature index of the city or road on an edge.
	edgeOf  [4]int
	hasEdge [4]bool
	// halfOf[port] is the element holding a half edge (a city, or a field).
	halfOf [12]*xmlElem
	cities []int // feature indices of the cities
	oneEnd []int // roads with one edge
	counts map[schema.Kind]int
}

// edges reads an element's edge list ("N W"): an error when an edge is
// listed twice, false (with a warning) when a token is not an edge or the
// edge is taken. It stops at the first problem, so a list of millions of
// tokens costs no more than its first few.
func (b *tileBuilder) edges(e *xmlElem) ([]int, bool, error) {
	var out []int
	for tok := range strings.FieldsSeq(e.Text) {
		edge, ok := jczEdgeSet[tok]
		if !ok {
			b.im.warn(e, "tile %s: <%s> lists %s, not an edge (N, E, S or W): left out", b.jczID, e.Name, shortQuote(tok))
			return nil, false, nil
		}
		if slices.Contains(out, edge) {
			return nil, false, b.im.errorAt(e, "tile %s: <%s> lists edge %s twice: list each edge once", b.jczID, e.Name, tok)
		}
		if b.hasEdge[edge] {
			b.im.warn(e, "tile %s: <%s> lists edge %s, which another feature of the tile already holds: left out", b.jczID, e.Name, tok)
			return nil, false, nil
		}
		out = append(out, edge)
	}
	if len(out) == 0 {
		b.im.warn(e, "tile %s: <%s> lists no edge: left out", b.jczID, e.Name)
		return nil, false, nil
	}
	return out, true, nil
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

func (b *tileBuilder) city(e *xmlElem) error {
	edges, ok, err := b.edges(e)
	if !ok {
		return err
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
	return nil
}

func (b *tileBuilder) road(e *xmlElem) error {
	edges, ok, err := b.edges(e)
	if !ok {
		return err
	}
	if len(edges) > 2 {
		b.im.warn(e, "tile %s: a road over %d edges: a road joins at most two; left out", b.jczID, len(edges))
		return nil
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
	return nil
}

// field adds a field over its half edges, bordering the cities its city
// attribute names by one of their edges. A half edge listed twice, or held
// by a city or another field, is an error: no pack could hold the tile.
func (b *tileBuilder) field(e *xmlElem) error {
	f := schema.Feature{Kind: schema.KindField}
	for tok := range strings.FieldsSeq(e.Text) {
		p, ok := schema.ParsePort(tok)
		if !ok || p.IsCentre() {
			b.im.warn(e, "tile %s: <%s> lists %s, not a half edge (NL NR EL ER SL SR WL WR): left out", b.jczID, e.Name, shortQuote(tok))
			return nil
		}
		switch held := b.halfOf[p]; {
		case held == e:
			return b.im.errorAt(e, "tile %s: <%s> lists %s twice: list each half edge once", b.jczID, e.Name, tok)
		case held != nil:
			return b.im.errorAt(e, "tile %s: <%s> lists %s, which the <%s> at line %d, column %d holds: a half edge belongs to one feature", b.jczID, e.Name, tok, held.Name, held.Line, held.Col)
		}
		b.halfOf[p] = e
		f.Ports = append(f.Ports, p)
	}
	if len(f.Ports) == 0 {
		b.im.warn(e, "tile %s: <%s> lists no half edge: left out", b.jczID, e.Name)
		return nil
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
	return nil
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
