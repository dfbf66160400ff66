package exporter

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Importing JCloisterZone tile definitions (docs/jcz-addon.md, section 3):
// every <tile> becomes a tile of a classic pack — <city> (with pennants),
// <road> (an inn as the decoration "inn"), <field> (with the cities it
// borders) and <monastery> — and every <tile-set> a mix with its counts.
// What the pack format does not model is a warning located in the file,
// never a silent loss.

// JCZStartTile is the tile JCloisterZone's standard start places at (0,0),
// rotation 0 (docs/jcz-addon.md, 3.6).
const JCZStartTile = "BA/RCr"

// ImportJCZ reads JCloisterZone tile definitions (file names them in
// messages) as a classic pack with the given id ("" derives one from the
// file name). It returns the pack and the warnings on what it left out or
// inferred. The pack is checked: one the schema refuses is an error.
func ImportJCZ(file string, data []byte, packID string) (*schema.Pack, schema.Diagnostics, error) {
	root, err := parseXMLElems(file, data)
	if err != nil {
		return nil, nil, err
	}
	im := &jczImport{file: file, ids: map[string]string{}}
	if packID == "" {
		packID = packIDFromFile(file)
	}
	p := &schema.Pack{Format: schema.FormatVersion, ID: packID, Name: "Imported from " + filepath.Base(file), Ruleset: "classic"}
	var tiles, sets []*xmlElem
	titles := map[string]string{}
	root.walk(func(e *xmlElem) {
		switch e.Name {
		case "tile":
			tiles = append(tiles, e)
		case "tile-set":
			sets = append(sets, e)
		case "expansion":
			im.expansionTitles(e, titles)
		}
	})
	prefix := sharedPrefix(tiles, "/")
	tiles = im.withStartTile(tiles, sets)
	im.tileIDs(tiles, prefix)
	for _, t := range tiles {
		if tile, ok := im.tile(t); ok {
			p.Tiles = append(p.Tiles, tile)
		}
	}
	if len(p.Tiles) == 0 {
		return nil, im.warnings, &XMLError{File: file, Line: root.Line, Col: root.Col, What: "no <tile id=…> element to import: expected JCloisterZone tile definitions"}
	}
	im.setPrefix = sharedPrefix(sets, ":")
	for _, s := range sets {
		if m, ok := im.mix(s, titles, p); ok {
			p.Mixes = append(p.Mixes, m)
		}
	}
	if len(p.Mixes) == 0 {
		im.warn(root, "no <tile-set> with tiles of this file: the pack gets one mix, \"all\", with one copy of every tile")
		all := schema.Mix{ID: "all", Name: "Every tile once"}
		for _, t := range p.Tiles {
			all.Counts = append(all.Counts, schema.TileCount{Tile: t.ID, Count: 1})
		}
		all.Total = len(p.Tiles)
		all.Start = []schema.Placement{{Tile: p.Tiles[0].ID}}
		p.Mixes = append(p.Mixes, all)
	}
	if err := json.Unmarshal([]byte(jczBaseRules), &p.Rules); err != nil {
		panic("exporter: the base rules do not decode: " + err.Error())
	}
	p.Notes = []string{"Imported by tilesmith from the JCloisterZone tile definitions " + filepath.Base(file) + "."}
	p.Provenance = []schema.Provenance{{
		Subject: "tile shapes and counts", Source: filepath.Base(file), Confidence: "probable",
		Note: "As the file defines them. A road with one end is made to end at the tile's cloister, at a crossing of three or more such roads, at the tile's city, or else at a village: JCloisterZone's files do not say where.",
	}}
	if diags := schema.CheckPack(p); diags.HasErrors() {
		return nil, im.warnings, fmt.Errorf("%s: the imported pack is not valid:\n%s", file, diags)
	}
	return p, im.warnings, nil
}

// jczBaseRules are the base game's rules (rules.classic), which an
// imported pack plays by.
const jczBaseRules = `{"classic": {"players": {"min": 2, "max": 5}, "followers": 7, "scoring": {
 "road": {"complete": {"perTile": 1}, "incomplete": {"perTile": 1}},
 "city": {"complete": {"perTile": 2, "perPennant": 2}, "incomplete": {"perTile": 1, "perPennant": 1}},
 "cloister": {"complete": {"perTile": 1}, "incomplete": {"perTile": 1}},
 "farm": {"perCompletedCity": 3}}}}`

// jczImport is one import under way.
type jczImport struct {
	file string
	ids  map[string]string // JCloisterZone tile id → ours
	// setPrefix is the prefix every tile-set id shares ("winter-edition:"),
	// left out of mix ids.
	setPrefix string
	warnings  schema.Diagnostics
}

func (im *jczImport) warn(e *xmlElem, format string, args ...any) {
	im.warnings = append(im.warnings, schema.Diagnostic{File: im.file, Line: e.Line, Col: e.Col,
		Severity: schema.SeverityWarning, Message: fmt.Sprintf(format, args...)})
}

var (
	idChars    = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)
	packIDBad  = regexp.MustCompile(`[^a-z0-9-]+`)
	jczEdgeSet = map[string]int{"N": 0, "E": 1, "S": 2, "W": 3}
)

// packIDFromFile makes a pack id of a file name: "basic.xml" → "basic".
func packIDFromFile(file string) string {
	base := strings.ToLower(strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)))
	id := strings.Trim(packIDBad.ReplaceAllString(base, "-"), "-")
	if id == "" {
		return "imported"
	}
	return id[:min(len(id), schema.MaxIDLength)]
}

// tileIDs gives every tile an id of ours: JCloisterZone's without the
// prefix all the file's own tiles share ("winter-edition/D" → "D"), its "/"
// made "." otherwise ("BA/RCr" → "BA.RCr").
func (im *jczImport) tileIDs(tiles []*xmlElem, prefix string) {
	seen := map[string]bool{}
	for _, t := range tiles {
		id, ok := t.attr("id")
		if !ok || id == "" {
			continue
		}
		ours := idChars.ReplaceAllString(strings.ReplaceAll(strings.TrimPrefix(id, prefix), "/", "."), "-")
		ours = strings.TrimLeft(ours, "_.-")
		if ours == "" || seen[ours] || len(ours) > schema.MaxIDLength {
			ours = "tile-" + strconv.Itoa(len(seen)+1)
		}
		seen[ours] = true
		im.ids[id] = ours
	}
}

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

// mix makes the mix of a <tile-set>: its refs' counts, by our tile ids.
func (im *jczImport) mix(s *xmlElem, titles map[string]string, p *schema.Pack) (schema.Mix, bool) {
	setID, _ := s.attr("id")
	m := schema.Mix{ID: mixID(strings.TrimPrefix(setID, im.setPrefix), p), Name: setID}
	if t := titles[setID]; t != "" {
		m.Name = t + " (" + setID + ")"
	}
	for _, r := range s.Kids {
		if r.Name != "ref" {
			im.warn(r, "tile-set %s: <%s> has no counterpart in a pack's mix: left out", setID, r.Name)
			continue
		}
		tile, _ := r.attr("tile")
		ours, ok := im.ids[tile]
		if !ok {
			im.warn(r, "tile-set %s: tile %q is not defined in this file (a JCloisterZone tile of another file?): its copies are left out; import that file's tiles too", setID, tile)
			continue
		}
		countText, ok := r.attr("count")
		n, err := strconv.Atoi(countText)
		if !ok || err != nil || n < 0 || n > schema.MaxMixTiles {
			im.warn(r, "tile-set %s: tile %s: count %q is not a whole number from 0 to %d: the ref is left out, as JCloisterZone's engine does", setID, tile, countText, schema.MaxMixTiles)
			continue
		}
		if n == 0 {
			continue
		}
		if i := slices.IndexFunc(m.Counts, func(c schema.TileCount) bool { return c.Tile == ours }); i >= 0 {
			m.Counts[i].Count += n
		} else {
			m.Counts = append(m.Counts, schema.TileCount{Tile: ours, Count: n})
		}
		m.Total += n
	}
	if len(m.Counts) == 0 {
		im.warn(s, "tile-set %s holds no tile of this file: no mix made of it", setID)
		return m, false
	}
	start, ok := im.ids[JCZStartTile]
	if !ok || m.Counts.Of(start) == 0 {
		start = m.Counts[0].Tile
		im.warn(s, "tile-set %s has no %s, JCloisterZone's start tile: its first tile, %s, starts the game; choose another in the editor's Mixes tab if you like", setID, JCZStartTile, start)
	}
	m.Start = []schema.Placement{{Tile: start}}
	return m, true
}

// mixID makes a mix id of a tile-set id ("basic:1" → "basic-1"), unique in
// the pack.
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

// sharedPrefix is the part up to and including sep that every element's id
// starts with ("BA/"), or "" when they do not all share one.
func sharedPrefix(elems []*xmlElem, sep string) string {
	if len(elems) == 0 {
		return ""
	}
	first, _ := elems[0].attr("id")
	p, _, ok := strings.Cut(first, sep)
	if !ok {
		return ""
	}
	prefix := p + sep
	for _, e := range elems {
		if id, _ := e.attr("id"); !strings.HasPrefix(id, prefix) {
			return ""
		}
	}
	return prefix
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
				return &xmlElem{Name: name, Text: text, Attrs: attrs, Line: r.Line, Col: r.Col}
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
			im.warn(r, "tile %s, JCloisterZone's start tile, is not defined in this file: it is added with JCloisterZone's shape (a city on N, a road W–E)", JCZStartTile)
			return append([]*xmlElem{start}, tiles...)
		}
	}
	return tiles
}
