package exporter

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// JCloisterZone starts every game from its base tile BA/RCr at rotation 0,
// drawn out of the chosen tile-sets; an add-on cannot name another start
// tile (docs/jcz-addon.md, section 3.6). So the tile of the pack that has
// BA/RCr's shape is written as a reference to BA/RCr, not defined.

// jczStartTileID is JCloisterZone's start tile, defined by its basic.xml,
// which every game loads.
const jczStartTileID = "BA/RCr"

// jczStartShape is BA/RCr: a city on N, a road W–E, the field between the
// road and the city bordering it, the field south of the road.
var jczStartShape = jczTile{
	Roads:  []jczRoad{{Edges: "W E"}},
	Cities: []jczCity{{Edges: "N"}},
	Fields: []jczField{{City: "N", Halves: "EL WR"}, {Halves: "ER SL SR WL"}},
}

// jczStart is the pack's tile written as BA/RCr: tile ("" for none) turned
// quarters clockwise looks like BA/RCr.
type jczStart struct {
	tile     string
	quarters int
}

// findJCZStart finds the tile to write as BA/RCr: one whose shape equals
// BA/RCr up to rotation and of which nothing is lost when JCloisterZone
// shows its own tile (no decorations, ghosts, crop circle or road end it
// cannot name). A tile that starts a mix is preferred, then pack order.
func findJCZStart(p *schema.Pack) jczStart {
	want := jczShapeKey(jczStartShape)
	var found []jczStart
	for i := range p.Tiles {
		t := &p.Tiles[i]
		if _, lost := jczTileOf(t, ""); len(lost) > 0 {
			continue
		}
		for q := range 4 {
			turned, _ := jczTileOf(turnedTile(t, q), "")
			if jczShapeKey(turned) == want {
				found = append(found, jczStart{tile: t.ID, quarters: q})
				break
			}
		}
	}
	for _, s := range found {
		for _, m := range p.Mixes {
			if slices.ContainsFunc(m.Start, func(pl schema.Placement) bool { return pl.Tile == s.tile }) {
				return s
			}
		}
	}
	if len(found) > 0 {
		return found[0]
	}
	return jczStart{}
}

// honours reports whether JCloisterZone's start is the mix's own: the one
// start placement is the tile, turned as BA/RCr lies.
func (s jczStart) honours(start []schema.Placement) bool {
	return s.tile != "" && len(start) == 1 && start[0].Tile == s.tile &&
		((start[0].Rot/90)%4+4)%4 == s.quarters && start[0].Rot%90 == 0
}

func (s jczStart) shown() string {
	if s.tile == "" {
		return "a tile this pack does not have"
	}
	return fmt.Sprintf("tile %s turned %d°", s.tile, s.quarters*90)
}

// turnedTile is t with every port turned q quarters clockwise.
func turnedTile(t *schema.Tile, q int) *schema.Tile {
	out := *t
	out.Features = slices.Clone(t.Features)
	for i := range out.Features {
		f := &out.Features[i]
		ports := make([]schema.Port, len(f.Ports))
		for j, p := range f.Ports {
			ports[j] = p.Rotate(q)
		}
		f.Ports = ports
	}
	return &out
}

// jczShapeKey writes a <tile>'s shape so that equal shapes give equal
// keys, whatever the order of elements and locations: each element with
// its sorted locations and attributes, a field's cities by their whole
// edges, the elements sorted.
func jczShapeKey(jt jczTile) string {
	sorted := func(s string) string {
		ls := strings.Fields(s)
		slices.SortFunc(ls, func(a, b string) int {
			pa, _ := schema.ParsePort(a)
			pb, _ := schema.ParsePort(b)
			return int(pa) - int(pb)
		})
		return strings.Join(ls, " ")
	}
	cityOf := map[string]string{}
	var parts []string
	for _, c := range jt.Cities {
		for _, e := range strings.Fields(c.Edges) {
			cityOf[e] = sorted(c.Edges)
		}
		parts = append(parts, fmt.Sprintf("city[%s] pennants=%d", sorted(c.Edges), c.Pennants))
	}
	for _, r := range jt.Roads {
		parts = append(parts, fmt.Sprintf("road[%s] inn=%s", sorted(r.Edges), r.Inn))
	}
	for _, f := range jt.Fields {
		var cities []string
		for _, e := range strings.Fields(f.City) {
			cities = append(cities, "("+cityOf[e]+")")
		}
		slices.Sort(cities)
		parts = append(parts, fmt.Sprintf("field[%s] cities=%s", sorted(f.Halves), strings.Join(cities, "")))
	}
	if jt.Monastery != nil {
		parts = append(parts, "monastery")
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}
