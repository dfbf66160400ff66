package editor

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tilesmith/tilesmith/schema"
)

// SplitField splits a field that spans both sides of a road or city (see
// schema's SplitFields) into one field per part of the tile. The first part,
// clockwise from the north-west corner, keeps the field's id and markers; each
// other part becomes a new field right after it, named after it ("field2").
// Every part borders the cities of the old field's "borders" it touches
// along the tile's edge; a city it listed that no part touches stays with
// every part, since where it meets the field is not on the edge.
type SplitField struct{ Tile, Feature string }

func (c SplitField) Label() string { return fmt.Sprintf("split field %s of %s", c.Feature, c.Tile) }

func (c SplitField) Apply(p *schema.Pack) error {
	t, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return fmt.Errorf("the pack's ruleset %q is unknown", p.Ruleset)
	}
	fi := slices.IndexFunc(t.Features, func(o schema.Feature) bool { return o.ID == f.ID })
	splits := rs.SplitFields(t)
	si := slices.IndexFunc(splits, func(s schema.FieldSplit) bool { return s.Field == fi })
	if si < 0 {
		return fmt.Errorf("%s %q lies in one part of the tile: there is nothing to split", f.Kind, f.ID)
	}
	parts := splits[si].Parts
	touched := make([][]string, len(parts))
	for k, part := range parts {
		touched[k] = touchedAlongEdge(t, part, f.Borders)
	}
	used := map[string]bool{}
	for _, o := range t.Features {
		used[o.ID] = true
	}
	var fields []schema.Feature
	for k, part := range parts {
		g := *f
		if k > 0 {
			g = schema.Feature{ID: freeID(used, f.ID), Kind: f.Kind}
		}
		g.Ports = slices.Sorted(slices.Values(part))
		g.Borders = nil
		for _, b := range f.Borders {
			if slices.Contains(touched[k], b) || !slices.ContainsFunc(touched, func(ids []string) bool { return slices.Contains(ids, b) }) {
				g.Borders = append(g.Borders, b)
			}
		}
		fields = append(fields, g)
	}
	t.Features = slices.Replace(t.Features, fi, fi+1, fields...)
	return nil
}

// touchedAlongEdge lists the features of ids that cover a port next to one
// of ports in the clockwise ring of the tile's edge.
func touchedAlongEdge(t *schema.Tile, ports []schema.Port, ids []string) []string {
	var touched []string
	for _, id := range ids {
		o := slices.IndexFunc(t.Features, func(f schema.Feature) bool { return f.ID == id })
		if o < 0 {
			continue
		}
		for _, p := range ports {
			if slices.ContainsFunc(t.Features[o].Ports, func(q schema.Port) bool { return ringNeighbours(p, q) }) {
				touched = append(touched, id)
				break
			}
		}
	}
	return touched
}

// ringClockwise lists the ports clockwise around the tile from the
// north-west corner.
var ringClockwise = []schema.Port{schema.PortNL, schema.PortN, schema.PortNR, schema.PortEL, schema.PortE, schema.PortER,
	schema.PortSL, schema.PortS, schema.PortSR, schema.PortWL, schema.PortW, schema.PortWR}

// ringNeighbours reports whether p and q touch along the tile's edge.
func ringNeighbours(p, q schema.Port) bool {
	i, j := slices.Index(ringClockwise, p), slices.Index(ringClockwise, q)
	if i < 0 || j < 0 {
		return false
	}
	d := (i - j + schema.NumPorts) % schema.NumPorts
	return d == 1 || d == schema.NumPorts-1
}

// freeID is the first of base2, base3, … not in used, which it joins.
func freeID(used map[string]bool, base string) string {
	for n := 2; ; n++ {
		if id := base + strconv.Itoa(n); !used[id] {
			used[id] = true
			return id
		}
	}
}
