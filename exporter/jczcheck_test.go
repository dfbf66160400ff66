package exporter

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
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

// jczBuiltinExpansions are the expansion names the client defines itself (§3.3.3).
var jczBuiltinExpansions = strings.Fields(`BASIC WINTER INNS_AND_CATHEDRALS
	TRADERS_AND_BUILDERS PRINCESS_AND_DRAGON TOWER ABBEY_AND_MAYOR BRIDGES_CASTLES_AND_BAZAARS
	HILLS_AND_SHEEP KING_AND_ROBBER RIVER SIEGE COUNT GQ11 CULT TUNNEL CORN_CIRCLES FESTIVAL
	WIND_ROSES MONASTERIES FLIER FERRIES GOLDMINES MAGE_AND_WITCH RUSSIAN_PROMOS LABYRINTH
	DARMSTADT SPIEL_DOCH`)

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
			} else if inn, ok := f.attrs["inn"]; ok && !slices.Contains([]string{"yes", "true", "1"}, inn) {
				c.fail(12, "tile %s: inn=%q is not yes, true or 1", id, inn)
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

// checkArtworks: steps 17 to 20.
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
	}
}

// checkFeatureArt: step 20 for one feature of one tile.
func (c *addonCheck) checkFeatureArt(tile, key string, v any, tileSize float64) {
	f, ok := v.(map[string]any)
	if !ok {
		c.fail(20, "tile %s: no artwork object for feature %s", tile, key)
		return
	}
	pt, ok := f["point"].([]any)
	okPoint := ok && len(pt) == 2
	for _, x := range pt {
		n, isNum := x.(float64)
		okPoint = okPoint && isNum && n >= 0 && (tileSize == 0 || n <= tileSize)
	}
	if !okPoint {
		c.fail(20, "tile %s: feature %s has point %s; it must be two numbers within 0…tileSize", tile, key, jsonShown(f["point"]))
	}
	if clip, _ := f["clip"].(string); strings.TrimSpace(clip) == "" {
		c.fail(20, "tile %s: feature %s has no clip", tile, key)
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

func (c *addonCheck) readJSON(name string, v any) error {
	data, err := fs.ReadFile(c.root, name)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

func (c *addonCheck) isFile(name string) bool {
	st, err := fs.Stat(c.root, name)
	return err == nil && st.Mode().IsRegular()
}

func (c *addonCheck) isDir(name string) bool {
	st, err := fs.Stat(c.root, name)
	return err == nil && st.IsDir()
}

// cleanRelPath: a relative slash path without "..", "." or empty parts.
func cleanRelPath(p string) bool {
	return p != "." && !strings.Contains(p, `\`) && fs.ValidPath(p)
}

// jczVersionAtLeast reports whether v is MAJOR.MINOR.PATCH and not below min.
func jczVersionAtLeast(v string, min [3]int) bool {
	m := jczVersionPattern.FindStringSubmatch(v)
	if m == nil {
		return false
	}
	var got [3]int
	for i := range got {
		got[i], _ = strconv.Atoi(m[i+1])
	}
	return slices.Compare(got[:], min[:]) >= 0
}

func jsonShown(v any) string {
	if v == nil {
		return "missing"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// xmlNode is an element with its attributes, its own text and its child
// elements in document order (the order matters for step 13).
type xmlNode struct {
	name     string
	attrs    map[string]string
	text     string
	children []*xmlNode
}

func parseXMLTree(data []byte) (*xmlNode, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root *xmlNode
	var stack []*xmlNode
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: tk.Name.Local, attrs: map[string]string{}}
			for _, a := range tk.Attr {
				n.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.children = append(parent.children, n)
			} else if root == nil {
				root = n
			} else {
				return nil, errors.New("more than one root element")
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tk)
			}
		}
	}
	if root == nil {
		return nil, errors.New("no root element")
	}
	return root, nil
}

// all returns the descendants named name, in document order.
func (n *xmlNode) all(name string) []*xmlNode {
	var out []*xmlNode
	for _, ch := range n.children {
		if ch.name == name {
			out = append(out, ch)
		}
		out = append(out, ch.all(name)...)
	}
	return out
}

func (n *xmlNode) childrenNamed(name string) []*xmlNode {
	var out []*xmlNode
	for _, ch := range n.children {
		if ch.name == name {
			out = append(out, ch)
		}
	}
	return out
}

func (n *xmlNode) child(name string) *xmlNode {
	if ch := n.childrenNamed(name); len(ch) > 0 {
		return ch[0]
	}
	return nil
}

// jczFixture is a small add-on written by hand to pass every step: a tile
// of its own with a city, a through road and two fields, a monastery tile,
// JCloisterZone's start tile by reference, and the artwork for both tiles.
func jczFixture() fstest.MapFS {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"mypack/jcz-addon.json": file(`{"title": "My pack", "version": 1, "minimumJczVersion": "5.10.0",
			"expansions": ["tiles.xml"], "artworks": ["tilesmith"]}`),
		"mypack/tiles.xml": file(`<?xml version="1.0" encoding="utf-8"?>
<defs>
  <tiles>
    <tile id="mypack/T1">
      <road>W E</road>
      <city pennants="1">N</city>
      <field city="N">EL WR</field>
      <field>ER SL SR WL</field>
    </tile>
    <tile id="mypack/L">
      <monastery/>
      <road inn="yes">S</road>
      <field>NL NR EL ER SL SR WL WR</field>
    </tile>
  </tiles>
  <sets>
    <tile-set id="mypack/base">
      <ref tile="mypack/T1" count="2"/>
      <ref tile="mypack/L" count="1"/>
      <ref tile="BA/RCr" count="1"/>
    </tile-set>
  </sets>
  <expansion id="TS_MYPACK_BASE"><title>My pack</title><ref tile-set="mypack/base"/></expansion>
</defs>
`),
		"mypack/tilesmith/artwork.json": file(`{"title": "My pack (tilesmith drawings)", "tileSize": 256,
			"perspective": "rotate", "tilesInclude": ["tiles.json"]}`),
		"mypack/tilesmith/tiles/T1.png": file("png"),
		"mypack/tilesmith/tiles/L.png":  file("png"),
		"mypack/tilesmith/tiles.json": file(`{
  "mypack/T1": {"image": "tiles/T1.png", "features": {
    "Road/WE": {"point": [64, 128], "clip": "M0 120 H256 V136 H0 Z"},
    "City/N": {"point": [128, 40], "clip": "M0 0 H256 L128 90 Z"},
    "Field/EL.WR": {"point": [200, 100], "clip": "M0 0 L128 90 L256 0 V120 H0 Z"},
    "Field/ER.SL.SR.WL": {"point": [128, 200], "clip": "M0 136 H256 V256 H0 Z"}}},
  "mypack/L": {"image": "tiles/L.png", "features": {
    "Monastery/I": {"point": [128, 128], "clip": "M96 96 H160 V160 H96 Z"},
    "Road/S": {"point": [128, 220], "clip": "M120 160 H136 V256 H120 Z"},
    "Field/NL.NR.EL.ER.SL.SR.WL.WR": {"point": [40, 40], "clip": "M0 0 H256 V256 H0 Z"}}}
}`),
	}
}

func TestJCZAddonCheckPassesFixture(t *testing.T) {
	if got := jczAddonProblems(jczFixture()); len(got) != 0 {
		t.Errorf("the hand-made add-on should pass every step, got %v", got)
	}
}

// TestJCZAddonCheckReportsEachStep breaks the fixture in listed ways, one
// case each and all at once, and expects exactly the steps of each break.
func TestJCZAddonCheckReportsEachStep(t *testing.T) {
	edit := func(fsys fstest.MapFS, name, old, new string) {
		f := fsys[name]
		if !strings.Contains(string(f.Data), old) {
			panic(fmt.Sprintf("fixture %s has no %q", name, old))
		}
		f.Data = []byte(strings.Replace(string(f.Data), old, new, 1))
	}
	const manifest, tilesXML, tilesJSON = "mypack/jcz-addon.json", "mypack/tiles.xml", "mypack/tilesmith/tiles.json"
	breaks := []struct {
		name  string
		steps []int
		apply func(fstest.MapFS)
	}{
		{"a stray file beside the add-on folder", []int{1}, func(f fstest.MapFS) {
			f["README.txt"] = &fstest.MapFile{Data: []byte("hi")}
		}},
		{"the folder is named jcz", []int{2}, func(f fstest.MapFS) {
			for name, file := range f {
				delete(f, name)
				f["jcz"+strings.TrimPrefix(name, "mypack")] = file
			}
			edit(f, "jcz/tiles.xml", `<tile id="mypack/T1">`, `<tile id="jcz/T1">`)
			edit(f, "jcz/tiles.xml", `<tile id="mypack/L">`, `<tile id="jcz/L">`)
			edit(f, "jcz/tiles.xml", `tile="mypack/T1"`, `tile="jcz/T1"`)
			edit(f, "jcz/tiles.xml", `tile="mypack/L"`, `tile="jcz/L"`)
			edit(f, "jcz/tilesmith/tiles.json", `"mypack/T1"`, `"jcz/T1"`)
			edit(f, "jcz/tilesmith/tiles.json", `"mypack/L"`, `"jcz/L"`)
		}},
		{"a manifest that is not JSON", []int{3}, func(f fstest.MapFS) { edit(f, manifest, `{"title"`, `{title`) }},
		{"version as a string", []int{4}, func(f fstest.MapFS) { edit(f, manifest, `"version": 1`, `"version": "1"`) }},
		{"minimumJczVersion too old", []int{5}, func(f fstest.MapFS) { edit(f, manifest, `"5.10.0"`, `"5.0.0"`) }},
		{"tileDefinitions instead of expansions", []int{7}, func(f fstest.MapFS) {
			edit(f, manifest, `"expansions"`, `"tileDefinitions"`)
		}},
		{"a title that is a number", []int{6}, func(f fstest.MapFS) { edit(f, manifest, `"My pack"`, `5`) }},
		{"artworks as objects", []int{8}, func(f fstest.MapFS) {
			edit(f, manifest, `["tilesmith"]`, `["tilesmith", {"id": "mypack", "folder": "artwork"}]`)
		}},
		{"a tile XML that is not well-formed", []int{9}, func(f fstest.MapFS) { edit(f, tilesXML, `</sets>`, `</set>`) }},
		{"a tile defined twice", []int{10}, func(f fstest.MapFS) {
			edit(f, tilesXML, `</tiles>`, `<tile id="mypack/L"><monastery/><road>S</road><field>NL NR EL ER SL SR WL WR</field></tile></tiles>`)
		}},
		{"a field over an edge", []int{11}, func(f fstest.MapFS) {
			edit(f, tilesXML, `<field>NL NR EL ER SL SR WL WR</field>`, `<field>NL NR EL ER SL SR WL WR S</field>`)
		}},
		{"an inn that is neither yes nor true", []int{12}, func(f fstest.MapFS) { edit(f, tilesXML, `inn="yes"`, `inn="maybe"`) }},
		{"a field before its city", []int{13}, func(f fstest.MapFS) {
			edit(f, tilesXML, `<city pennants="1">N</city>`, ``)
			edit(f, tilesXML, `<field>ER SL SR WL</field>`, `<field>ER SL SR WL</field><city pennants="1">N</city>`)
		}},
		{"a ref without count", []int{14}, func(f fstest.MapFS) {
			edit(f, tilesXML, `<ref tile="mypack/L" count="1"/>`, `<ref tile="mypack/L"/>`)
		}},
		{"an expansion without title", []int{15}, func(f fstest.MapFS) { edit(f, tilesXML, `<title>My pack</title>`, ``) }},
		{"no start tile", []int{16}, func(f fstest.MapFS) { edit(f, tilesXML, `<ref tile="BA/RCr" count="1"/>`, ``) }},
		{"no artwork.json", []int{17, 19}, func(f fstest.MapFS) { delete(f, "mypack/tilesmith/artwork.json") }},
		{"an image that is not there", []int{18}, func(f fstest.MapFS) { delete(f, "mypack/tilesmith/tiles/L.png") }},
		{"a tile without artwork", []int{19}, func(f fstest.MapFS) {
			edit(f, tilesJSON, `"mypack/L": {"image": "tiles/L.png",`, `"mypack/Other": {"image": "tiles/L.png",`)
		}},
		{"a missing field key", []int{20}, func(f fstest.MapFS) {
			edit(f, tilesJSON, `"Field/ER.SL.SR.WL"`, `"Field/SL.SR"`)
		}},
	}
	all := jczFixture()
	var allSteps []int
	for _, b := range breaks {
		t.Run(b.name, func(t *testing.T) {
			fsys := jczFixture()
			b.apply(fsys)
			if got := problemSteps(jczAddonProblems(fsys)); !slices.Equal(got, b.steps) {
				t.Errorf("steps reported %v, want %v:\n%v", got, b.steps, jczAddonProblems(fsys))
			}
		})
		// Breaks that hide later steps (no manifest, no XML, no artwork) or
		// rename everything stay out of the all-at-once case.
		if !slices.Contains([]int{2, 3, 7, 9, 17}, b.steps[0]) {
			b.apply(all)
			allSteps = append(allSteps, b.steps...)
		}
	}
	t.Run("all at once", func(t *testing.T) {
		if got := problemSteps(jczAddonProblems(all)); !slices.Equal(got, allSteps) {
			t.Errorf("steps reported %v, want %v:\n%v", got, allSteps, jczAddonProblems(all))
		}
	})
}

// problemSteps lists the distinct failed steps, in order.
func problemSteps(ps []addonProblem) []int {
	var steps []int
	for _, p := range ps {
		if !slices.Contains(steps, p.Step) {
			steps = append(steps, p.Step)
		}
	}
	return steps
}
