package exporter

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

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
      <road inn="true">S</road>
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
    "Field/NL.NR.EL.ER.SL.SR.WL.WR": {"point": [40, 40],
      "clip": "M0 0 H256 V256 H136 V160 H160 V96 H96 V160 H120 V256 H0 Z"}}}
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
		{"an inn written yes, as files before client 5.7.2 did", []int{12}, func(f fstest.MapFS) { edit(f, tilesXML, `inn="true"`, `inn="yes"`) }},
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
		{"a field's clip over the monastery and the road", []int{21}, func(f fstest.MapFS) {
			edit(f, tilesJSON, `M0 0 H256 V256 H136 V160 H160 V96 H96 V160 H120 V256 H0 Z`, `M0 0 H256 V256 H0 Z`)
		}},
		{"a hole cut across the road, not inside its field", []int{21}, func(f fstest.MapFS) {
			edit(f, tilesJSON, `M0 136 H256 V256 H0 Z`, `M0 136 H256 V256 H0 Z M100 110 H150 V150 H100 Z`)
		}},
		{"a point outside its clip", []int{21}, func(f fstest.MapFS) {
			edit(f, tilesJSON, `"point": [128, 200]`, `"point": [128, 100]`)
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
			for _, step := range b.steps {
				if !slices.Contains(allSteps, step) {
					allSteps = append(allSteps, step)
				}
			}
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
