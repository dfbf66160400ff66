package exporter

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// The client draws one clickable <path d="clip"> per offered feature, with
// no fill-rule, so the browser fills it by the nonzero rule; fields first,
// the others over them (farin/JCloisterZone-Client FeatureSelectLayer.vue,
// FeatureClip.vue). These tests fill the clip path data we write, by a
// scanline fill of our own and by both rules, and ask of every tile of
// every built-in pack that no two areas share a sample and that every
// follower's point lies in its own area only.

// clipCase is the artwork of one tile: its features' keys, clips and points.
type clipCase struct {
	tile     string
	features map[string]jczFeatureArt
}

// builtinClipCases makes the artwork of every tile of every built-in pack
// at size pixels: the jcz exports of the packs JCloisterZone can hold
// (Winter Edition, the same with the Messages expansion, and Mists), read
// back from the tiles.json written, and for The Castle and The City, which
// it cannot, the artwork their roads, cities, fields and cloisters would
// get (today they have none of those kinds: their cases are empty).
func builtinClipCases(t *testing.T, size int) map[string][]clipCase {
	t.Helper()
	out := map[string][]clipCase{}
	fromFile := func(name string, p *schema.Pack) {
		files, _ := jczFilesAt(t, p, "", size)
		var art map[string]jczTileArt
		if err := json.Unmarshal(files["tilesmith/tiles.json"], &art); err != nil {
			t.Fatal(err)
		}
		for _, id := range sortedKeys(art) {
			out[name] = append(out[name], clipCase{id, art[id].Features})
		}
	}
	fromFile("winter-edition", testpacks.FreshPack(t, "winter-edition"))
	fromFile("mists", testpacks.FreshPack(t, "mists"))
	withMessages, diags := schema.Combine(testpacks.FreshPack(t, "winter-edition"), testpacks.FreshPack(t, "messages"))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	fromFile("winter-edition with messages", withMessages)
	for _, id := range []string{"the-castle", "the-city"} {
		r := renderer(t, testpacks.FreshPack(t, id))
		for i, tile := range r.Pack().Tiles {
			art, err := r.jczTileArtOf(i, size, "")
			if err != nil {
				t.Fatal(err)
			}
			// Through JSON, as the export writes it.
			data, err := json.Marshal(art)
			if err != nil {
				t.Fatal(err)
			}
			var back jczTileArt
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			out[id] = append(out[id], clipCase{tile.ID, back.Features})
		}
	}
	for _, id := range tilesets.IDs() {
		if _, ok := out[id]; !ok && id != "messages" {
			t.Errorf("built-in pack %s has no clip case", id)
		}
	}
	return out
}

// TestJCZClipsPartitionTiles: on every tile of every built-in pack, filled
// as the client fills them (nonzero) and by the even-odd rule as well, no
// two features' clips share a sample of a 4×-oversampled grid, and every
// follower's point lies in its own clip and in no other.
func TestJCZClipsPartitionTiles(t *testing.T) {
	// fixedUnit/(2*oversample) must be whole: samples fall on fortieths.
	const size, oversample = 48, 4
	cases := builtinClipCases(t, size)
	for _, pack := range sortedKeys(cases) {
		t.Run(pack, func(t *testing.T) {
			for _, c := range cases[pack] {
				for _, problem := range clipProblems(c, size, oversample) {
					t.Errorf("%s: %s", c.tile, problem)
				}
			}
		})
	}
}

// clipProblems lists what is wrong with one tile's clips.
func clipProblems(c clipCase, size, oversample int) []string {
	var problems []string
	keys := sortedKeys(c.features)
	rings := make([][][]fixedPt, len(keys))
	for k, key := range keys {
		r, err := parseClipPath(c.features[key].Clip)
		if err == nil {
			rings[k], err = fixedRings(r)
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", key, err))
		}
		if len(r) == 0 {
			problems = append(problems, key+": an empty clip")
		}
	}
	rules := []string{"even-odd", "nonzero"}
	n := size * oversample
	overlaps := map[string]int{}
	for i := range n {
		for j := range n {
			// The centre of sample (i, j), in fortieths of a pixel.
			p := fixedPt{int64((2*j + 1) * fixedUnit / (2 * oversample)), int64((2*i + 1) * fixedUnit / (2 * oversample))}
			var holders [2][]string
			for k := range keys {
				eo, nz := filled(rings[k], p)
				for rule, in := range []bool{eo, nz} {
					if in {
						holders[rule] = append(holders[rule], keys[k])
					}
				}
			}
			for rule := range rules {
				if len(holders[rule]) > 1 {
					overlaps[rules[rule]+": "+strings.Join(holders[rule], " and ")]++
				}
			}
		}
	}
	for _, o := range sortedKeys(overlaps) {
		problems = append(problems, fmt.Sprintf("%s overlap on %.1f%% of the tile", o, 100*float64(overlaps[o])/float64(n*n)))
	}
	for k, key := range keys {
		x, errX := toFixed(c.features[key].Point[0])
		y, errY := toFixed(c.features[key].Point[1])
		if errX != nil || errY != nil {
			problems = append(problems, fmt.Sprintf("%s: its point %v is not in tenths of a pixel", key, c.features[key].Point))
			continue
		}
		p := fixedPt{x, y}
		for other := range keys {
			eo, nz := filled(rings[other], p)
			for rule, in := range []bool{eo, nz} {
				switch {
				case other == k && !in:
					problems = append(problems, fmt.Sprintf("%s: its point %v is outside its clip (%s)", key, c.features[key].Point, rules[rule]))
				case other != k && in:
					problems = append(problems, fmt.Sprintf("%s: its point %v is inside the clip of %s (%s)", key, c.features[key].Point, keys[other], rules[rule]))
				}
			}
		}
	}
	return problems
}

// checkClipsApart: step 21 for one tile. The client offers every feature
// as a clickable path filled by the nonzero rule; no two of a tile's clips
// may share a sample of a 2×-oversampled grid, filled by either rule, and
// each point must lie in its own clip and no other (jczclip_test.go).
func (c *addonCheck) checkClipsApart(tile string, features map[string]any, tileSize float64) {
	if tileSize < 1 {
		return // step 17 said so
	}
	art := map[string]jczFeatureArt{}
	for key, v := range features {
		f, _ := v.(map[string]any)
		clip, _ := f["clip"].(string)
		point, _ := f["point"].([]any)
		var p [2]float64
		for i := range min(len(point), 2) {
			p[i], _ = point[i].(float64)
		}
		if clip != "" {
			art[key] = jczFeatureArt{Point: p, Clip: clip}
		}
	}
	for _, problem := range clipProblems(clipCase{tile, art}, int(tileSize), 2) {
		c.fail(21, "tile %s: %s", tile, problem)
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
