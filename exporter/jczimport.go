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
	p := &schema.Pack{Format: schema.FormatVersion, ID: packID, Name: shortName("Imported from " + filepath.Base(file)), Ruleset: "classic"}
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
	if err := im.checkCounts(tiles, sets); err != nil {
		return nil, im.listed(), err
	}
	if err := im.tileIDs(tiles, prefix); err != nil {
		return nil, im.listed(), err
	}
	var from jczSources // the element each tile and mix was made of
	for _, t := range tiles {
		tile, ok, err := im.tile(t)
		if err != nil {
			return nil, im.listed(), err
		}
		if ok {
			p.Tiles = append(p.Tiles, tile)
			from.tiles = append(from.tiles, t)
		}
	}
	if len(p.Tiles) == 0 {
		return nil, im.listed(), &XMLError{File: file, Line: root.Line, Col: root.Col, What: "no <tile id=…> element to import: expected JCloisterZone tile definitions"}
	}
	im.setPrefix = sharedPrefix(sets, ":")
	for _, s := range sets {
		m, ok, err := im.mix(s, titles, p)
		if err != nil {
			return nil, im.listed(), err
		}
		if ok {
			p.Mixes = append(p.Mixes, m)
			from.mixes = append(from.mixes, s)
		}
	}
	if len(p.Mixes) == 0 {
		im.warn(root, "no <tile-set> with tiles of this file: the pack gets one mix, \"all\", with one copy of every tile")
		if len(p.Tiles) > schema.MaxMixTiles {
			return nil, im.listed(), &XMLError{File: file, Line: root.Line, Col: root.Col, What: fmt.Sprintf("%d tiles and no <tile-set>: a mix of one copy of each would pass the %d tiles a mix may hold; add <tile-set> elements", len(p.Tiles), schema.MaxMixTiles)}
		}
		all := schema.Mix{ID: "all", Name: "Every tile once"}
		for _, t := range p.Tiles {
			all.Counts = append(all.Counts, schema.TileCount{Tile: t.ID, Count: 1})
		}
		all.Total = len(p.Tiles)
		all.Start = []schema.Placement{{Tile: p.Tiles[0].ID}}
		p.Mixes = append(p.Mixes, all)
		from.mixes = append(from.mixes, root)
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
		return nil, im.listed(), from.refusal(file, root, diags)
	}
	return p, im.listed(), nil
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
	// unlisted counts the warnings past maxJCZWarnings, from firstUnlisted.
	unlisted      int
	firstUnlisted *xmlElem
}

// maxJCZWarnings caps the warnings an import lists: a file of thousands of
// elements a pack does not model gets the first ones, then a count.
const maxJCZWarnings = 100

func (im *jczImport) warn(e *xmlElem, format string, args ...any) {
	if len(im.warnings) >= maxJCZWarnings {
		if im.unlisted == 0 {
			im.firstUnlisted = e
		}
		im.unlisted++
		return
	}
	im.warnings = append(im.warnings, schema.Diagnostic{File: im.file, Line: e.Line, Col: e.Col,
		Severity: schema.SeverityWarning, Message: fmt.Sprintf(format, args...)})
}

// listed are the import's warnings, with one more that counts those past
// maxJCZWarnings.
func (im *jczImport) listed() schema.Diagnostics {
	if im.unlisted == 0 {
		return im.warnings
	}
	e := im.firstUnlisted
	return append(im.warnings, schema.Diagnostic{File: im.file, Line: e.Line, Col: e.Col, Severity: schema.SeverityWarning,
		Message: fmt.Sprintf(unlistedWarnings, im.unlisted, maxJCZWarnings)})
}

// unlistedWarnings is the last warning of an import that found more than
// maxJCZWarnings.
const unlistedWarnings = "%d more warnings from here on, not listed: the first %d are above"

// JCZWarningCount is how many warnings ImportJCZ found: those it lists,
// and those its last one counts without listing them.
func JCZWarningCount(warnings schema.Diagnostics) int {
	var more, listed int
	if n := len(warnings); n > 0 {
		if k, err := fmt.Sscanf(warnings[n-1].Message, unlistedWarnings, &more, &listed); err == nil && k == 2 {
			return n - 1 + more
		}
	}
	return len(warnings)
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
// made "." otherwise ("BA/RCr" → "BA.RCr"). A JCloisterZone id defined
// twice is refused: its refs could not say which tile they mean.
func (im *jczImport) tileIDs(tiles []*xmlElem, prefix string) error {
	seen := map[string]bool{}
	first := map[string]*xmlElem{}
	for _, t := range tiles {
		id, ok := t.attr("id")
		if !ok || id == "" {
			continue
		}
		if f, ok := first[id]; ok {
			return &XMLError{File: im.file, Line: t.Line, Col: t.Col, What: fmt.Sprintf("tile %s is defined twice (first at line %d, column %d): give each tile its own id", shortQuote(id), f.Line, f.Col)}
		}
		first[id] = t
		ours := idChars.ReplaceAllString(strings.ReplaceAll(strings.TrimPrefix(id, prefix), "/", "."), "-")
		ours = strings.TrimLeft(ours, "_.-")
		for n := len(seen) + 1; ours == "" || seen[ours] || len(ours) > schema.MaxIDLength; n++ {
			ours = "tile-" + strconv.Itoa(n)
		}
		seen[ours] = true
		im.ids[id] = ours
	}
	return nil
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

// mix makes the mix of a <tile-set>: its refs' counts, by our tile ids. A
// set of more tiles than a mix may hold is refused at the ref that passes
// the limit.
func (im *jczImport) mix(s *xmlElem, titles map[string]string, p *schema.Pack) (schema.Mix, bool, error) {
	setID, _ := s.attr("id")
	shown := shortText(setID)
	m := schema.Mix{ID: mixID(strings.TrimPrefix(setID, im.setPrefix), p), Name: setID}
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
			im.warn(r, "tile-set %s: tile %s is not defined in this file (a JCloisterZone tile of another file?): its copies are left out; import that file's tiles too", shown, shortQuote(tile))
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
			return m, false, &XMLError{File: im.file, Line: r.Line, Col: r.Col, What: fmt.Sprintf("tile-set %s holds %d tiles with this ref, past the %d a mix may hold: lower its counts or split it", shown, m.Total+n, schema.MaxMixTiles)}
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
