package exporter

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Importing JCloisterZone tile definitions (docs/jcz-addon.md, section 3):
// every <tile> becomes a tile of a classic pack — <city> (with pennants),
// <road> (an inn as the decoration "inn"), <field> (with the cities it
// borders) and <monastery> — and every <tile-set> a mix with its counts.
// What the pack format does not model is a warning located in the file,
// never a silent loss; a tile no pack could hold is left out with the
// reason, and the rest of the file still imports.

// JCZStartTile is the tile JCloisterZone's standard start places at (0,0),
// rotation 0 (docs/jcz-addon.md, 3.6).
const JCZStartTile = "BA/RCr"

// ImportJCZ reads one file of JCloisterZone tile definitions: see
// ImportJCZFiles.
func ImportJCZ(file string, data []byte, packID string) (*schema.Pack, schema.Diagnostics, error) {
	return ImportJCZFiles([]JCZSource{{File: file, Data: data}}, packID)
}

// ImportJCZFiles reads JCloisterZone tile definition files together as one
// classic pack with the given id ("" derives one from the first file's
// name): a tile-set of one file may count tiles another defines, as
// JCloisterZone's own winter.xml counts the base tiles of basic.xml. It
// returns the pack and the warnings on what it left out or inferred. The
// pack is checked: one the schema refuses is an error.
func ImportJCZFiles(sources []JCZSource, packID string) (*schema.Pack, schema.Diagnostics, error) {
	if len(sources) == 0 {
		return nil, nil, errors.New("no file to import: name one or more JCloisterZone tile definition files")
	}
	var roots []*xmlElem
	for _, src := range sources {
		root, err := parseXMLElems(src.File, src.Data)
		if err != nil {
			return nil, nil, err
		}
		roots = append(roots, root)
	}
	first := roots[0]
	im := &jczImport{ids: map[string]string{}, made: map[string]bool{}}
	if packID == "" {
		packID = packIDFromFile(sources[0].File)
	}
	names := make([]string, len(sources))
	for i, src := range sources {
		names[i] = shownSourceName(src.File)
	}
	from := strings.Join(names, ", ")
	p := &schema.Pack{Format: schema.FormatVersion, ID: packID, Name: shortName("Imported from " + from), Ruleset: "classic"}
	var tiles, sets []*xmlElem
	titles := map[string]string{}
	for _, root := range roots {
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
	}
	prefix := sharedPrefix(tiles, "/")
	tiles = im.withStartTile(tiles, sets)
	if err := im.checkCounts(tiles, sets); err != nil {
		return nil, im.listed(), err
	}
	if err := im.tileIDs(tiles, prefix); err != nil {
		return nil, im.listed(), err
	}
	made, err := im.tilesOf(tiles, first)
	if err != nil {
		return nil, im.listed(), err
	}
	p.Tiles = made.tiles
	if err := im.mixesOf(p, &made, sets, titles, first); err != nil {
		return nil, im.listed(), err
	}
	if err := json.Unmarshal([]byte(jczBaseRules), &p.Rules); err != nil {
		panic("exporter: the base rules do not decode: " + err.Error())
	}
	p.Notes = []string{"Imported by tilesmith from the JCloisterZone tile definitions " + from + "."}
	p.Provenance = []schema.Provenance{{
		Subject: "tile shapes and counts", Source: from, Confidence: "probable",
		Note: "As the files define them. A road with one end is made to end at the tile's cloister, at a crossing of three or more such roads, at the tile's city, or else at a village: JCloisterZone's files do not say where. A road over three or four edges is one road per edge, meeting at a crossing.",
	}}
	diags := schema.CheckPack(p)
	if im.leaveOutRefused(&made, diags) {
		// Every shape the files can give is made whole above; this is a
		// guard: the tiles the schema still refuses are left out, and the
		// mixes made again without them.
		p.Tiles, p.Mixes = made.tiles, nil
		if len(p.Tiles) == 0 {
			return nil, im.listed(), noTileLeft(first)
		}
		if err := im.mixesOf(p, &made, sets, titles, first); err != nil {
			return nil, im.listed(), err
		}
		diags = schema.CheckPack(p)
	}
	if diags.HasErrors() {
		return nil, im.listed(), made.refusal(first.File, first, diags)
	}
	return p, im.listed(), nil
}

// leaveOutRefused leaves out the tiles the schema finds errors in, each
// with the schema's reasons as warnings at its <tile>, and reports whether
// it left any out.
func (im *jczImport) leaveOutRefused(made *jczSources, diags schema.Diagnostics) bool {
	bad := made.refused(diags)
	for _, i := range bad {
		t := made.from[i]
		id, _ := t.attr("id")
		for _, d := range diags {
			if at, ok := pointerIndex(d.Pointer, "/tiles/"); ok && at == i && d.Severity == schema.SeverityError {
				im.leaveOut(t, id, "%s", strings.TrimPrefix(d.Message, fmt.Sprintf("tile %q: ", made.tiles[i].ID)))
			}
		}
		delete(im.made, made.tiles[i].ID)
	}
	made.drop(bad)
	return len(bad) > 0
}

// shownSourceName is a source's name as the pack's name and notes give
// it: the file's base name, or, for a file in an add-on package
// ("dir/we3.jca:we3/tiles.xml"), the package's base name and the file's
// path in it ("we3.jca:we3/tiles.xml").
func shownSourceName(file string) string {
	if i := strings.Index(strings.ToLower(file), ".jca:"); i >= 0 {
		return filepath.Base(file[:i+4]) + file[i+4:]
	}
	return filepath.Base(file)
}

// tilesOf makes the pack's tiles of the <tile> elements, leaving out (with
// a warning) those no pack could hold.
func (im *jczImport) tilesOf(tiles []*xmlElem, first *xmlElem) (jczSources, error) {
	var made jczSources
	for _, t := range tiles {
		if tile, ok := im.tile(t); ok {
			made.tiles = append(made.tiles, tile)
			made.from = append(made.from, t)
			im.made[tile.ID] = true
		}
	}
	if len(made.tiles) > 0 {
		return made, nil
	}
	if len(tiles) > 0 {
		return made, noTileLeft(first)
	}
	return made, &XMLError{File: first.File, Line: first.Line, Col: first.Col, What: "no <tile id=…> element to import: expected JCloisterZone tile definitions"}
}

// noTileLeft is the refusal of files whose every tile was left out.
func noTileLeft(first *xmlElem) error {
	return &XMLError{File: first.File, Line: first.Line, Col: first.Col, What: "every tile was left out (the warnings above say why): nothing to import"}
}

// mixesOf makes one mix per tile-set, or, with none, a mix "all" of one
// copy of every tile.
func (im *jczImport) mixesOf(p *schema.Pack, made *jczSources, sets []*xmlElem, titles map[string]string, first *xmlElem) error {
	made.mixes = nil
	for _, s := range sets {
		m, ok, err := im.mix(s, titles, p)
		if err != nil {
			return err
		}
		if ok {
			p.Mixes = append(p.Mixes, m)
			made.mixes = append(made.mixes, s)
		}
	}
	if len(p.Mixes) > 0 {
		return nil
	}
	im.warn(first, "no <tile-set> with tiles of these files: the pack gets one mix, \"all\", with one copy of every tile")
	if len(p.Tiles) > schema.MaxMixTiles {
		return &XMLError{File: first.File, Line: first.Line, Col: first.Col, What: fmt.Sprintf("%d tiles and no <tile-set>: a mix of one copy of each would pass the %d tiles a mix may hold; add <tile-set> elements", len(p.Tiles), schema.MaxMixTiles)}
	}
	all := schema.Mix{ID: "all", Name: "Every tile once"}
	for _, t := range p.Tiles {
		all.Counts = append(all.Counts, schema.TileCount{Tile: t.ID, Count: 1})
	}
	all.Total = len(p.Tiles)
	all.Start = []schema.Placement{{Tile: p.Tiles[0].ID}}
	p.Mixes = append(p.Mixes, all)
	made.mixes = append(made.mixes, first)
	return nil
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
	ids      map[string]string // JCloisterZone tile id → ours
	made     map[string]bool   // our ids of the tiles made, not left out
	warnings schema.Diagnostics
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
	im.warnings = append(im.warnings, schema.Diagnostic{File: e.File, Line: e.Line, Col: e.Col,
		Severity: schema.SeverityWarning, Message: fmt.Sprintf(format, args...)})
}

// listed are the import's warnings, with one more that counts those past
// maxJCZWarnings.
func (im *jczImport) listed() schema.Diagnostics {
	if im.unlisted == 0 {
		return im.warnings
	}
	e := im.firstUnlisted
	return append(im.warnings, schema.Diagnostic{File: e.File, Line: e.Line, Col: e.Col, Severity: schema.SeverityWarning,
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
			where := fmt.Sprintf("line %d, column %d", f.Line, f.Col)
			if f.File != t.File {
				where = fmt.Sprintf("%s, %s", f.File, where)
			}
			return &XMLError{File: t.File, Line: t.Line, Col: t.Col, What: fmt.Sprintf("tile %s is defined twice (first at %s): give each tile its own id", shortQuote(id), where)}
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
