package exporter

import (
	"encoding/xml"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The mixes of a JCloisterZone import: one per <tile-set>, named by its
// <expansion>'s title, and JCloisterZone's start tile where a set refers
// to it without any file defining it.

// expansionTitles notes the title of every tile set an <expansion> names.
func (im *jczImport) expansionTitles(e *xmlElem, titles map[string]string) {
	title := ""
	for _, k := range e.Kids {
		if k.Name == "title" {
			title = k.Text
		}
	}
	if title == "" {
		title, _ = e.attr("id")
	}
	for _, k := range e.Kids {
		if set, ok := k.attr("tile-set"); ok && k.Name == "ref" {
			titles[set] = title
		}
	}
}

// mix makes the mix of a <tile-set>: its refs' counts, by our tile ids. A
// set of more tiles than a mix may hold is refused at the ref that passes
// the limit.
func (im *jczImport) mix(s *xmlElem, titles map[string]string, p *schema.Pack) (schema.Mix, bool, error) {
	setID, _ := s.attr("id")
	shown := shortText(setID)
	m := schema.Mix{ID: mixID(setID, p), Name: setID}
	if t := titles[setID]; t != "" {
		m.Name = t + " (" + setID + ")"
	}
	m.Name = shortName(m.Name)
	for _, r := range s.Kids {
		if r.Name != "ref" {
			im.warn(r, "tile-set %s: <%s> has no counterpart in a pack's mix: left out", shown, r.Name)
			continue
		}
		tile, _ := r.attr("tile")
		ours, ok := im.ids[tile]
		if !ok {
			im.warn(r, "tile-set %s: tile %s is defined in no file imported (a JCloisterZone tile of another file?): its copies are left out; import that file too", shown, shortQuote(tile))
			continue
		}
		if !im.made[ours] {
			im.warn(r, "tile-set %s: tile %s was left out (see above): its copies are left out too", shown, shortQuote(tile))
			continue
		}
		countText, ok := r.attr("count")
		n, err := strconv.Atoi(countText)
		if !ok || err != nil || n < 0 || n > schema.MaxMixTiles {
			im.warn(r, "tile-set %s: tile %s: count %s is not a whole number from 0 to %d: the ref is left out, as JCloisterZone's engine does", shown, shortQuote(tile), shortQuote(countText), schema.MaxMixTiles)
			continue
		}
		if n == 0 {
			continue
		}
		if m.Total+n > schema.MaxMixTiles {
			return m, false, &XMLError{File: r.File, Line: r.Line, Col: r.Col, What: fmt.Sprintf("tile-set %s holds %d tiles with this ref, past the %d a mix may hold: lower its counts or split it", shown, m.Total+n, schema.MaxMixTiles)}
		}
		if i := slices.IndexFunc(m.Counts, func(c schema.TileCount) bool { return c.Tile == ours }); i >= 0 {
			m.Counts[i].Count += n
		} else {
			m.Counts = append(m.Counts, schema.TileCount{Tile: ours, Count: n})
		}
		m.Total += n
	}
	if len(m.Counts) == 0 {
		im.warn(s, "tile-set %s holds no tile of this file: no mix made of it", shown)
		return m, false, nil
	}
	start, ok := im.ids[JCZStartTile]
	if !ok || m.Counts.Of(start) == 0 {
		start = m.Counts[0].Tile
		im.warn(s, "tile-set %s has no %s, JCloisterZone's start tile: its first tile, %s, starts the game; choose another in the editor's Mixes tab if you like", shown, JCZStartTile, start)
	}
	m.Start = []schema.Placement{{Tile: start}}
	return m, true, nil
}

// mixID makes a mix id of a tile-set id, JCloisterZone's name with the
// characters an id may not hold made "-" ("basic:1" → "basic-1"), unique
// in the pack.
func mixID(setID string, p *schema.Pack) string {
	id := strings.Trim(idChars.ReplaceAllString(strings.ReplaceAll(setID, ":", "-"), "-"), "_.-")
	if id == "" || len(id) > schema.MaxIDLength {
		id = "set"
	}
	base := id
	for n := 2; slices.ContainsFunc(p.Mixes, func(m schema.Mix) bool { return m.ID == id }); n++ {
		id = base + "-" + strconv.Itoa(n)
	}
	return id
}

// withStartTile adds JCloisterZone's start tile BA/RCr to the file's tiles
// when a tile-set refers to it without the file defining it, as an add-on
// does (docs/jcz-addon.md, 3.4.4 and 3.6): its shape is known — a city on
// N, a road W–E, the field between them bordering the city, the field
// south of the road (jczStartShape).
func (im *jczImport) withStartTile(tiles, sets []*xmlElem) []*xmlElem {
	for _, t := range tiles {
		if id, _ := t.attr("id"); id == JCZStartTile {
			return tiles
		}
	}
	for _, s := range sets {
		for _, r := range s.Kids {
			if tile, _ := r.attr("tile"); r.Name != "ref" || tile != JCZStartTile {
				continue
			}
			at := func(name, text string, attrs ...xml.Attr) *xmlElem {
				return &xmlElem{Name: name, Text: text, Attrs: attrs, File: r.File, Line: r.Line, Col: r.Col}
			}
			start := at("tile", "", xml.Attr{Name: xml.Name{Local: "id"}, Value: JCZStartTile})
			for _, road := range jczStartShape.Roads {
				start.Kids = append(start.Kids, at("road", road.Edges))
			}
			for _, city := range jczStartShape.Cities {
				start.Kids = append(start.Kids, at("city", city.Edges))
			}
			for _, f := range jczStartShape.Fields {
				var attrs []xml.Attr
				if f.City != "" {
					attrs = append(attrs, xml.Attr{Name: xml.Name{Local: "city"}, Value: f.City})
				}
				start.Kids = append(start.Kids, at("field", f.Halves, attrs...))
			}
			im.warn(r, "tile %s, JCloisterZone's start tile, is not defined in these files: it is added with JCloisterZone's shape (a city on N, a road W–E)", JCZStartTile)
			return append([]*xmlElem{start}, tiles...)
		}
	}
	return tiles
}
