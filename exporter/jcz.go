package exporter

import (
	"encoding/xml"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The tile XML of a JCloisterZone 5 add-on (docs/jcz-addon.md, section 3):
// one <tile> per tile we define, one <tile-set> per mix and one
// <expansion> per mix, which is what the game set-up offers.

// jczDefs is the root of a JCloisterZone tile definition file.
type jczDefs struct {
	XMLName    xml.Name       `xml:"defs"`
	Tiles      []jczTile      `xml:"tiles>tile"`
	Sets       []jczTileSet   `xml:"sets>tile-set"`
	Expansions []jczExpansion `xml:"expansion"`
}

// jczTile is one <tile>. The field order is the element order, and cities
// come before fields: a <field city="…"> may name only a city written
// before it (§3.5.7).
type jczTile struct {
	ID        string     `xml:"id,attr"`
	Monastery *struct{}  `xml:"monastery"`
	Roads     []jczRoad  `xml:"road"`
	Cities    []jczCity  `xml:"city"`
	Fields    []jczField `xml:"field"`
}

type jczRoad struct {
	Inn   string `xml:"inn,attr,omitempty"`
	Edges string `xml:",chardata"`
}

type jczCity struct {
	Pennants int    `xml:"pennants,attr,omitempty"`
	Edges    string `xml:",chardata"`
}

type jczField struct {
	City   string `xml:"city,attr,omitempty"`
	Halves string `xml:",chardata"`
}

type jczTileSet struct {
	ID   string   `xml:"id,attr"`
	Refs []jczRef `xml:"ref"`
}

type jczRef struct {
	Count int    `xml:"count,attr"`
	Tile  string `xml:"tile,attr"`
}

// jczExpansion is one choice of the game set-up: a title and its tile-set.
type jczExpansion struct {
	ID    string         `xml:"id,attr"`
	Title string         `xml:"title"`
	Sets  []jczExpansSet `xml:"ref"`
}

type jczExpansSet struct {
	TileSet string `xml:"tile-set,attr"`
}

// jczInn is the decoration of a road that JCloisterZone writes as inn="true".
const jczInn = "inn"

// jczKinds are the feature kinds of JCloisterZone's base game.
var jczKinds = []schema.Kind{schema.KindRoad, schema.KindCity, schema.KindField, schema.KindCloister}

// jczFit says how pack p's ruleset fits JCloisterZone's base game: exact
// when its features are the base game's kinds and nothing else, within
// when it has the base game's roads, cities and fields among others.
func jczFit(p *schema.Pack) (exact, within bool) {
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return false, false
	}
	has := func(k schema.Kind) bool { _, ok := rs.Spec(k); return ok }
	within = has(schema.KindRoad) && has(schema.KindCity) && has(schema.KindField)
	exact = len(rs.Kinds) == len(jczKinds)
	for _, k := range jczKinds {
		exact = exact && has(k)
	}
	return exact, within
}

// JCZExports reports whether JCloisterZone plays pack p as it is: packs
// whose tiles are the base game's roads, cities, fields and cloisters,
// played with no module.
func JCZExports(p *schema.Pack) bool {
	exact, _ := jczFit(p)
	return exact && len(p.Modules) == 0
}

// JCZLossyExports reports whether pack p can become a JCloisterZone add-on
// only by dropping what JCloisterZone cannot play (Mists: fog, ghost
// symbols, castles, graveyards, levels; the Messages module: its deck,
// score figures and dark spaces): an export asked for as lossy.
func JCZLossyExports(p *schema.Pack) bool {
	_, within := jczFit(p)
	return within && !JCZExports(p)
}

// jczDefinitions translates the pack's tiles and the chosen mixes (mixID,
// or every mix when it is "") for the add-on id, and warns of everything
// it leaves out. The tile shaped like JCloisterZone's start tile, start, is
// referred to by JCloisterZone's id instead of being defined (start.tile
// "" when the pack has none).
func jczDefinitions(p *schema.Pack, addonID, mixID string, start jczStart) (*jczDefs, []string, error) {
	defs := &jczDefs{}
	var warnings []string
	warn := func(format string, args ...any) { warnings = append(warnings, fmt.Sprintf(format, args...)) }
	for _, i := range jczDefinedTiles(p, mixID, start) {
		t := &p.Tiles[i]
		jt, lost := jczTileOf(t, jczTileID(addonID, t.ID))
		warnings = append(warnings, lost...)
		defs.Tiles = append(defs.Tiles, jt)
	}
	found := false
	for _, m := range p.Mixes {
		if mixID != "" && m.ID != mixID {
			continue
		}
		found = true
		set := jczTileSet{ID: addonID + "/" + m.ID}
		hasStart := false
		for _, t := range p.Tiles {
			n := m.Counts.Of(t.ID)
			switch {
			case n <= 0:
			case t.ID == start.tile:
				set.Refs = append(set.Refs, jczRef{Count: n, Tile: jczStartTileID})
				hasStart = true
			default:
				set.Refs = append(set.Refs, jczRef{Count: n, Tile: jczTileID(addonID, t.ID)})
			}
		}
		if !hasStart {
			set.Refs = append(set.Refs, jczRef{Count: 1, Tile: jczStartTileID})
			warn("mix %s has no tile shaped like JCloisterZone's start tile (a city on one side, a road across the two sides next to it): one copy of JCloisterZone's own start tile %s was added to its tile-set, since every JCloisterZone game starts from it", m.ID, jczStartTileID)
		}
		if !start.honours(m.Start) {
			warn("mix %s: its start (%s) is not kept: JCloisterZone starts every game from its start tile %s, here %s", m.ID, placementsShown(m.Start), jczStartTileID, start.shown())
		}
		if len(m.Stacks) > 0 {
			warn("mix %s: its stacks %s have no JCloisterZone counterpart: the tile-set is one pile", m.ID, bracketShown(m.Stacks))
		}
		// The set-up lists every expansion of every add-on side by side:
		// the title names the pack, the mix and the modules, always.
		title := p.Name + " — " + m.Name + jczModulesSuffix(p)
		defs.Sets = append(defs.Sets, set)
		defs.Expansions = append(defs.Expansions, jczExpansion{
			ID: jczExpansionID(addonID, m.ID), Title: title, Sets: []jczExpansSet{{set.ID}},
		})
	}
	if !found {
		return nil, nil, requestErrorf("pack %s has no mix %q", p.ID, mixID)
	}
	return defs, warnings, nil
}

// jczDefinedTiles lists, by index, the tiles the add-on defines: every
// tile of the pack (or, for one mix, those it holds) but the one written as
// JCloisterZone's start tile.
func jczDefinedTiles(p *schema.Pack, mixID string, start jczStart) []int {
	var out []int
	for i, t := range p.Tiles {
		if t.ID == start.tile {
			continue
		}
		if mixID != "" && !slices.ContainsFunc(p.Mixes, func(m schema.Mix) bool { return m.ID == mixID && m.Counts.Of(t.ID) > 0 }) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// jczTileOf writes tile t as a <tile> with the given id, and lists what
// JCloisterZone cannot hold of it.
func jczTileOf(t *schema.Tile, id string) (jczTile, []string) {
	jt := jczTile{ID: id}
	var warnings []string
	warn := func(format string, args ...any) { warnings = append(warnings, fmt.Sprintf(format, args...)) }
	cityRef := map[string]string{}
	for _, f := range t.Features {
		if f.Kind == schema.KindCity {
			edges := centreEdges(f.Ports)
			jt.Cities = append(jt.Cities, jczCity{Pennants: f.Pennants, Edges: edges})
			if es := strings.Fields(edges); len(es) > 0 {
				cityRef[f.ID] = es[0]
			}
		}
	}
	for _, f := range t.Features {
		decorations := f.Decorations
		switch f.Kind {
		case schema.KindCity:
		case schema.KindRoad:
			road := jczRoad{Edges: centreEdges(f.Ports)}
			if slices.Contains(decorations, jczInn) {
				road.Inn = "true"
				decorations = slices.DeleteFunc(slices.Clone(decorations), func(d string) bool { return d == jczInn })
			}
			jt.Roads = append(jt.Roads, road)
			if f.EndsAt != "" && f.EndsAt != "crossing" && !isFeatureID(t, f.EndsAt) {
				warn("tile %s: road %s ends at a %s, which JCloisterZone draws but does not name: left implicit", t.ID, f.ID, f.EndsAt)
			}
		case schema.KindField:
			var refs []string
			for _, b := range f.Borders {
				if ref, ok := cityRef[b]; ok {
					refs = append(refs, ref)
				}
			}
			jt.Fields = append(jt.Fields, jczField{City: strings.Join(refs, " "), Halves: halves(f.Ports)})
		case schema.KindCloister:
			jt.Monastery = &struct{}{}
		default:
			warn("tile %s: feature %s (%s) has no JCloisterZone counterpart: left out", t.ID, f.ID, f.Kind)
		}
		if len(decorations) > 0 {
			warn("tile %s: feature %s's decorations %s have no JCloisterZone counterpart: left out", t.ID, f.ID, bracketShown(decorations))
		}
	}
	if t.Ghosts > 0 {
		warn("tile %s: %d ghost symbols have no JCloisterZone counterpart: left out", t.ID, t.Ghosts)
	}
	if t.CropCircle != "" {
		warn("tile %s: its crop circle (%s) is left out of the tile's definition: JCloisterZone's crop circles are an expansion of their own (it shows on the artwork)", t.ID, t.CropCircle)
	}
	if len(t.Decorations) > 0 {
		warn("tile %s: decorations %s have no JCloisterZone counterpart: left out (they show on the artwork)", t.ID, bracketShown(t.Decorations))
	}
	return jt, warnings
}

// jczTileID is the JCloisterZone id of one of our tiles: the add-on id, a
// slash, the tile id. The lower-case add-on id can neither equal nor look
// like one of JCloisterZone's own upper-case codes (§3.5.2).
func jczTileID(addonID, tileID string) string { return addonID + "/" + tileID }

// jczExpansionID names a mix's expansion: TS_, the add-on id and the mix
// id in upper case, other characters as underscores; no built-in
// expansion name starts with TS_ (§3.3.3).
func jczExpansionID(addonID, mixID string) string {
	return "TS_" + strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			return r
		}
		return '_'
	}, addonID+"_"+mixID)
}

// centreEdges lists the edges (N E S W) whose centre port is in ports.
func centreEdges(ports []schema.Port) string {
	var out []string
	for _, p := range ports {
		if p.IsCentre() {
			out = append(out, p.String())
		}
	}
	return strings.Join(out, " ")
}

// halves lists the half-edge ports (NL … WR) in ports, in pack order.
func halves(ports []schema.Port) string {
	var out []string
	for _, p := range ports {
		if !p.IsCentre() {
			out = append(out, p.String())
		}
	}
	return strings.Join(out, " ")
}

func isFeatureID(t *schema.Tile, id string) bool {
	for _, f := range t.Features {
		if f.ID == id {
			return true
		}
	}
	return false
}

func placementsShown(ps []schema.Placement) string {
	if len(ps) == 0 {
		return "none"
	}
	var out []string
	for _, p := range ps[:min(len(ps), 6)] {
		out = append(out, fmt.Sprintf("%s at %d,%d turned %d°", p.Tile, p.X, p.Y, p.Rot))
	}
	if len(ps) > 6 {
		return strings.Join(out[:5], "; ") + fmt.Sprintf("; and %d more", len(ps)-5)
	}
	return strings.Join(out, "; ")
}
