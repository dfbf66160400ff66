package exporter

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The conformance check of an unpacked JCloisterZone add-on: the numbered
// checklist of docs/jcz-addon.md, section 6, step by step. Every failed step
// is reported with its number; the check goes on after a failure wherever
// the later steps still have something to look at.

// addonProblem is one failed checklist step.
type addonProblem struct {
	Step int
	Msg  string
}

func (p addonProblem) String() string { return fmt.Sprintf("step %d: %s", p.Step, p.Msg) }

// checkJCZAddon fails t once for every checklist step the add-on at the
// root of root (the unpacked .jca) does not pass.
func checkJCZAddon(t *testing.T, root fs.FS) {
	t.Helper()
	for _, p := range jczAddonProblems(root) {
		t.Errorf("docs/jcz-addon.md section 6, %s", p)
	}
}

var (
	addonIDPattern    = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
	jczVersionPattern = regexp.MustCompile(`^(\d+)\.(\d+)\.(\d+)$`)
	minimumJCZ        = [3]int{5, 10, 0}
)

// jczStartTile is the tile JCloisterZone's standard start places (§3.6).
const jczStartTile = "BA/RCr"

// jczBaseTiles are the tile ids of JCloisterZone's basic.xml, which every
// game loads and an add-on may refer to without defining them (§3.4.4).
var jczBaseTiles = strings.Fields(`BA/L BA/LR BA/RCr BA/Cccc+ BA/CccR+ BA/CccR BA/CFc+
	BA/CFc.1 BA/Cc.1 BA/CcG BA/Cc+ BA/Cc+G BA/CcRr BA/CcRr+ BA/Ccc BA/CccG BA/Ccc+ BA/CRr
	BA/CRRR BA/RrC BA/C BA/CG BA/CFC.2 BA/CFCG BA/CC.2 BA/CCG BA/RRRR BA/RRR BA/Rr BA/RrG
	BA/RFr BA/RFrG`)

// jczBuiltinExpansions are the expansion names the client defines itself
// (§3.3.3): the 31 of FanCloisterZone's expansions.js.
var jczBuiltinExpansions = strings.Fields(`BASIC WINTER INNS_AND_CATHEDRALS
	TRADERS_AND_BUILDERS PRINCESS_AND_DRAGON TOWER ABBEY_AND_MAYOR BRIDGES_CASTLES_AND_BAZAARS
	HILLS_AND_SHEEP KING_AND_ROBBER RIVER SIEGE COUNT GQ11 CULT TUNNEL CORN_CIRCLES FESTIVAL
	WIND_ROSES MONASTERIES FLIER FERRIES GOLDMINES MAGE_AND_WITCH RUSSIAN_PROMOS LABYRINTH
	DARMSTADT SPIEL_DOCH WATCHTOWERS UNDER_THE_BIG_TOP UNDER_THE_BIG_TOP_C1`)

// Locations (§3.5.4, §4.4): edges as bits N=1 E=2 S=4 W=8, and the names
// JCloisterZone gives every union of them; half edges in key order.
var (
	edgeBit       = map[string]int{"N": 1, "E": 2, "S": 4, "W": 8}
	edgeUnionName = map[int]string{1: "N", 2: "E", 4: "S", 8: "W", 3: "NE", 6: "SE", 12: "SW", 9: "NW",
		5: "NS", 10: "WE", 14: "_N", 13: "_E", 11: "_S", 7: "_W", 15: "NWSE"}
	halfEdgeOrder = []string{"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"}
)

// addonCheck carries what the steps learn about the add-on.
type addonCheck struct {
	root     fs.FS
	id       string
	problems []addonProblem
	tiles    map[string]*xmlNode // tile id -> <tile>, first definition
	tileIDs  []string            // in document order, unique
	artworks []string
}

func (c *addonCheck) fail(step int, format string, args ...any) {
	c.problems = append(c.problems, addonProblem{step, fmt.Sprintf(format, args...)})
}

// jczAddonProblems runs the checklist and returns the failed steps, sorted.
func jczAddonProblems(root fs.FS) []addonProblem {
	c := &addonCheck{root: root, tiles: map[string]*xmlNode{}}
	if c.checkRoot() {
		if manifest := c.checkManifest(); manifest != nil {
			c.checkTileXML(manifest)
			c.checkArtworks()
		}
	}
	slices.SortStableFunc(c.problems, func(a, b addonProblem) int { return a.Step - b.Step })
	return c.problems
}

// checkRoot: steps 1 and 2. It reports false when no add-on folder is found.
func (c *addonCheck) checkRoot() bool {
	entries, err := fs.ReadDir(c.root, ".")
	if err != nil {
		c.fail(1, "the root cannot be listed: %v", err)
		return false
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() {
			dirs = append(dirs, e.Name())
		}
	}
	if len(entries) != 1 || len(dirs) != 1 {
		c.fail(1, "the root holds %d entries (%d folders); it must hold exactly one folder", len(entries), len(dirs))
	}
	if len(dirs) != 1 {
		return false
	}
	c.id = dirs[0]
	if !addonIDPattern.MatchString(c.id) {
		c.fail(2, "add-on id %q does not match %s", c.id, addonIDPattern)
	}
	if c.id == "jcz" || c.id == "classic" {
		c.fail(2, "add-on id %q collides with an add-on JCloisterZone installs itself", c.id)
	}
	return true
}

// checkManifest: steps 3 to 8. It returns the parsed manifest, or nil.
func (c *addonCheck) checkManifest() map[string]any {
	name := path.Join(c.id, "jcz-addon.json")
	var manifest map[string]any
	if err := c.readJSON(name, &manifest); err != nil {
		c.fail(3, "%s: %v", name, err)
		return nil
	}
	if v, ok := manifest["version"].(float64); !ok || v != math.Trunc(v) || v < 1 {
		c.fail(4, "version is %s; it must be a JSON number, an integer of at least 1", jsonShown(manifest["version"]))
	}
	if v, ok := manifest["minimumJczVersion"].(string); !ok || !jczVersionAtLeast(v, minimumJCZ) {
		c.fail(5, "minimumJczVersion is %s; it must be a version string MAJOR.MINOR.PATCH of at least 5.10.0", jsonShown(manifest["minimumJczVersion"]))
	}
	if title, ok := manifest["title"]; ok {
		if _, isString := title.(string); !isString {
			c.fail(6, "title is %s; it must be a string", jsonShown(title))
		}
	}
	expansions, ok := manifest["expansions"].([]any)
	if !ok || len(expansions) == 0 {
		c.fail(7, "expansions is %s; it must be a non-empty list of paths", jsonShown(manifest["expansions"]))
	}
	for _, e := range expansions {
		p, ok := e.(string)
		switch {
		case !ok || !cleanRelPath(p):
			c.fail(7, "expansions entry %s is not a clean relative path", jsonShown(e))
		case !c.isFile(path.Join(c.id, p)):
			c.fail(7, "expansions entry %q names no file in the add-on", p)
		}
	}
	artworks, ok := manifest["artworks"].([]any)
	if !ok {
		c.fail(8, "artworks is %s; it must be a list of folder names", jsonShown(manifest["artworks"]))
	}
	for _, a := range artworks {
		name, ok := a.(string)
		switch {
		case !ok || name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`):
			c.fail(8, "artworks entry %s is not a plain folder name", jsonShown(a))
		case !c.isDir(path.Join(c.id, name)):
			c.fail(8, "artworks entry %q names no folder in the add-on", name)
		default:
			c.artworks = append(c.artworks, name)
		}
	}
	return manifest
}

// checkTileXML: steps 9 to 16, over every file of expansions.
func (c *addonCheck) checkTileXML(manifest map[string]any) {
	var docs []*xmlNode
	list, _ := manifest["expansions"].([]any)
	for _, e := range list {
		p, ok := e.(string)
		if !ok || !cleanRelPath(p) || !c.isFile(path.Join(c.id, p)) {
			continue // reported in step 7
		}
		data, err := fs.ReadFile(c.root, path.Join(c.id, p))
		if err == nil {
			var doc *xmlNode
			if doc, err = parseXMLTree(data); err == nil {
				docs = append(docs, doc)
				continue
			}
		}
		c.fail(9, "%s is not well-formed XML: %v", p, err)
	}
	for _, doc := range docs {
		for _, tile := range doc.all("tile") {
			c.checkTile(tile)
		}
	}
	sets := map[string]*xmlNode{}
	var setIDs []string
	for _, doc := range docs {
		for _, set := range doc.all("tile-set") {
			id := set.attrs["id"]
			if id == "" || sets[id] != nil {
				c.fail(14, "tile-set id %q is empty or used twice", id)
				continue
			}
			sets[id], setIDs = set, append(setIDs, id)
			c.checkTileSet(id, set)
		}
	}
	named := map[string]bool{}
	seen := map[string]bool{}
	for _, doc := range docs {
		for _, exp := range doc.all("expansion") {
			id := exp.attrs["id"]
			if id == "" || seen[id] || slices.Contains(jczBuiltinExpansions, id) {
				c.fail(15, "expansion id %q is empty, used twice or a JCloisterZone expansion", id)
			}
			seen[id] = true
			if t := exp.child("title"); t == nil || strings.TrimSpace(t.text) == "" {
				c.fail(15, "expansion %q has no <title> with text", id)
			}
			refs := exp.childrenNamed("ref")
			if len(refs) == 0 {
				c.fail(15, "expansion %q names no tile-set", id)
			}
			for _, ref := range refs {
				name := ref.attrs["tile-set"]
				if sets[name] == nil {
					c.fail(15, "expansion %q names tile-set %q, which the add-on does not define", id, name)
				}
				named[name] = true
			}
		}
	}
	for _, id := range setIDs {
		if !named[id] {
			c.fail(15, "tile-set %q is named by no expansion, so it can never be chosen", id)
		}
	}
}

// checkTile: steps 10 to 13 for one <tile>.
func (c *addonCheck) checkTile(tile *xmlNode) {
	id := tile.attrs["id"]
	switch {
	case id == "" || c.tiles[id] != nil:
		c.fail(10, "tile id %q is empty or defined twice", id)
		return
	case !strings.HasPrefix(id, c.id+"/"):
		c.fail(10, "tile id %q does not start with %q", id, c.id+"/")
	}
	c.tiles[id], c.tileIDs = tile, append(c.tileIDs, id)
	usedEdges, usedHalves := map[string]bool{}, map[string]bool{}
	var cityEdges []string // edges of the cities seen so far
	for _, f := range tile.children {
		locs := strings.Fields(f.text)
		switch f.name {
		case "road", "city":
			if len(locs) == 0 {
				c.fail(11, "tile %s: a <%s> has no edges", id, f.name)
			}
			for _, l := range locs {
				if edgeBit[l] == 0 || usedEdges[l] {
					c.fail(11, "tile %s: <%s> location %q is not an edge N E S W, or is used twice", id, f.name, l)
				}
				usedEdges[l] = true
			}
			if f.name == "city" {
				cityEdges = append(cityEdges, locs...)
				if p, ok := f.attrs["pennants"]; ok {
					if n, err := strconv.Atoi(p); err != nil || n < 1 {
						c.fail(12, "tile %s: pennants=%q is not a positive integer", id, p)
					}
				}
			} else if inn, ok := f.attrs["inn"]; ok && inn != "true" {
				c.fail(12, "tile %s: inn=%q; JCloisterZone's own files write true (since client 5.7.2), and its strict boolean reader takes nothing else", id, inn)
			}
		case "field":
			if len(locs) == 0 {
				c.fail(11, "tile %s: a <field> has no half edges", id)
			}
			for _, l := range locs {
				if !slices.Contains(halfEdgeOrder, l) || usedHalves[l] {
					c.fail(11, "tile %s: <field> location %q is not a half edge NL…WR, or is used twice", id, l)
				}
				usedHalves[l] = true
			}
			for _, l := range strings.Fields(f.attrs["city"]) {
				if !slices.Contains(cityEdges, l) {
					c.fail(13, "tile %s: field city=%q names no edge of a <city> written before it", id, l)
				}
			}
		case "monastery":
			if len(locs) != 0 {
				c.fail(11, "tile %s: <monastery> has text %q", id, f.text)
			}
		default:
			c.fail(11, "tile %s: <%s> is not road, city, field or monastery", id, f.name)
		}
	}
}

// checkTileSet: steps 14 and 16 for one <tile-set>. The tiles it names are
// checked after all files are read, so a set may name a tile of a later file.
func (c *addonCheck) checkTileSet(id string, set *xmlNode) {
	hasStart := false
	for _, ref := range set.childrenNamed("ref") {
		tile := ref.attrs["tile"]
		n, err := strconv.Atoi(ref.attrs["count"])
		if err != nil || n < 1 {
			c.fail(14, "tile-set %s: ref to %q has count %q; it must be an integer of at least 1", id, tile, ref.attrs["count"])
		}
		if tile == jczStartTile && n >= 1 {
			hasStart = true
		}
		if c.tiles[tile] == nil && !slices.Contains(jczBaseTiles, tile) {
			c.fail(14, "tile-set %s: ref to %q, which neither the add-on nor JCloisterZone's base game defines", id, tile)
		}
	}
	if !hasStart {
		c.fail(16, "tile-set %s has no %s, so a game of it alone cannot start", id, jczStartTile)
	}
}

// checkArtworks: steps 17 to 21.
func (c *addonCheck) checkArtworks() {
	type tileArt struct {
		entry    map[string]any
		tileSize float64
	}
	art := map[string]tileArt{}
	for _, name := range c.artworks {
		dir := path.Join(c.id, name)
		var aw map[string]any
		if err := c.readJSON(path.Join(dir, "artwork.json"), &aw); err != nil {
			c.fail(17, "artwork %s: artwork.json: %v", name, err)
			continue
		}
		size, ok := aw["tileSize"].(float64)
		if !ok || size < 1 || size != math.Trunc(size) {
			c.fail(17, "artwork %s: tileSize is %s; it must be a positive integer", name, jsonShown(aw["tileSize"]))
			size = 0
		}
		includes, ok := aw["tilesInclude"].([]any)
		if !ok || len(includes) == 0 {
			c.fail(17, "artwork %s: tilesInclude is %s; it must be a non-empty list of files", name, jsonShown(aw["tilesInclude"]))
		}
		for _, inc := range includes {
			p, ok := inc.(string)
			if !ok || !cleanRelPath(p) || !c.isFile(path.Join(dir, p)) {
				c.fail(17, "artwork %s: tilesInclude entry %s names no file", name, jsonShown(inc))
				continue
			}
			var tiles map[string]any
			if err := c.readJSON(path.Join(dir, p), &tiles); err != nil {
				c.fail(18, "artwork %s: %s: %v", name, p, err)
				continue
			}
			for _, tileID := range sortedKeys(tiles) {
				entry, ok := tiles[tileID].(map[string]any)
				if _, hasFeatures := entry["features"].(map[string]any); !ok || !hasFeatures {
					c.fail(18, "artwork %s: %s: entry %q has no features object", name, p, tileID)
					continue
				}
				if img, isString := entry["image"].(string); isString && (!cleanRelPath(img) || !c.isFile(path.Join(dir, img))) {
					c.fail(18, "artwork %s: tile %s: image %q names no file", name, tileID, img)
				}
				if _, dup := art[tileID]; !dup {
					art[tileID] = tileArt{entry, size}
				}
			}
		}
	}
	for _, id := range c.tileIDs {
		a, ok := art[id]
		if !ok || a.entry["image"] == nil {
			c.fail(19, "tile %s has no artwork entry with an image", id)
			if !ok {
				continue
			}
		}
		features := a.entry["features"].(map[string]any)
		want := jczFeatureKeys(c.tiles[id])
		for _, key := range want {
			c.checkFeatureArt(id, key, features[key], a.tileSize)
		}
		for _, key := range sortedKeys(features) {
			if !slices.Contains(want, key) {
				c.fail(20, "tile %s: artwork key %q names no feature of the tile", id, key)
			}
		}
		c.checkClipsApart(id, features, a.tileSize)
	}
}

// jczFeatureKeys lists the artwork keys JCloisterZone asks for on a tile
// (§4.4): Road/… and City/… by edge union, Field/… by half edges, Monastery/I.
func jczFeatureKeys(tile *xmlNode) []string {
	var keys []string
	for _, f := range tile.children {
		locs := strings.Fields(f.text)
		switch f.name {
		case "road", "city":
			mask := 0
			for _, l := range locs {
				mask |= edgeBit[l]
			}
			keys = append(keys, strings.ToUpper(f.name[:1])+f.name[1:]+"/"+edgeUnionName[mask])
		case "field":
			var halves []string
			for _, h := range halfEdgeOrder {
				if slices.Contains(locs, h) {
					halves = append(halves, h)
				}
			}
			keys = append(keys, "Field/"+strings.Join(halves, "."))
		case "monastery":
			keys = append(keys, "Monastery/I")
		}
	}
	return keys
}
