package exporter

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The artwork folder of the add-on (docs/jcz-addon.md, section 4): our
// drawings, and for every feature a follower can stand on, where it stands
// (point) and the area the board offers for it (clip), taken from the
// renderer's own geometry (on cloister tiles kept off the cloister:
// jczcloister.go), in pixels of the unrotated tile.

// jczArtworkJSON is artwork.json.
type jczArtworkJSON struct {
	Title        string   `json:"title"`
	TileSize     int      `json:"tileSize"`
	Perspective  string   `json:"perspective"`
	TilesInclude []string `json:"tilesInclude"`
}

// jczTileArt is one tile's entry in tiles.json.
type jczTileArt struct {
	Image    string                   `json:"image"`
	Features map[string]jczFeatureArt `json:"features"`
}

// jczFeatureArt is where a follower stands on a feature and its area.
type jczFeatureArt struct {
	Point [2]float64 `json:"point"`
	Clip  string     `json:"clip"`
}

// Widths, in tile units, of what the board offers for roads (a band a
// little wider than the drawn road, so it is easy to pick) and cloisters
// (a square around the chapel).
const (
	jczRoadBand     = 0.14
	jczCloisterSide = 0.3
)

// jczTileArtOf gives tile i of the renderer's pack its artwork entry: the
// image and, for each road, city, field and cloister, the key
// JCloisterZone asks for (§4.4) with a point and a clip, size pixels a
// tile. The clips cut the tile among the features (jczregion.go) and each
// point stands well inside its own clip.
func (r *Renderer) jczTileArtOf(i, size int, image string) (jczTileArt, error) {
	t := &r.pack.Tiles[i]
	pl := r.plans[i]
	art := jczTileArt{Image: image, Features: map[string]jczFeatureArt{}}
	features, claims := jczClaims(t, pl)
	for k, fi := range features {
		if len(claims[k].rings) == 0 {
			return jczTileArt{}, fmt.Errorf("tile %s: feature %s has no shape to offer a follower on", t.ID, t.Features[fi].ID)
		}
	}
	part := partitionTile(claims)
	clips := part.clipPaths(len(claims), size)
	points, err := jczSettlePoints(t, part, features, jczFollowerPoints(t, pl))
	if err != nil {
		return jczTileArt{}, err
	}
	for k, fi := range features {
		f := &t.Features[fi]
		key := jczFeatureKey(f)
		if clips[k] == "" {
			return jczTileArt{}, fmt.Errorf("tile %s: feature %s is covered by the others and has no area left to offer a follower on", t.ID, f.ID)
		}
		if _, dup := art.Features[key]; dup {
			return jczTileArt{}, fmt.Errorf("tile %s: two features at %s", t.ID, key)
		}
		p := points[k]
		art.Features[key] = jczFeatureArt{Point: [2]float64{pixels(p.x, size), pixels(p.y, size)}, Clip: clips[k]}
	}
	return art, nil
}

// jczClaims lists the features JCloisterZone offers (by index) and the
// shape each claims, in the order the board draws them from the top:
// cloisters (the chapel is drawn last), then roads (a later road over an
// earlier one), then areas (cities over fields) — so that where shapes
// meet, the feature the player sees there gets the click.
func jczClaims(t *schema.Tile, pl *plan) ([]int, []tileClaim) {
	var features []int
	var claims []tileClaim
	add := func(f *schema.Feature, rings [][]pt) {
		if jczFeatureKey(f) == "" {
			return
		}
		features = append(features, featureIndex(t, f))
		claims = append(claims, tileClaim{rings: rings})
	}
	for fi := range t.Features {
		if f := &t.Features[fi]; f.Kind == schema.KindCloister {
			add(f, [][]pt{squareAround(pl.points[fi], jczCloisterSide)})
		}
	}
	for k := len(pl.lines) - 1; k >= 0; k-- {
		l := pl.lines[k]
		var rings [][]pt
		for _, path := range l.paths {
			if band := bandAround(path, jczRoadBand/2); len(band) >= 3 {
				rings = append(rings, band)
			}
		}
		add(l.f, rings)
	}
	for k := len(pl.areas) - 1; k >= 0; k-- {
		a := pl.areas[k]
		var rings [][]pt
		if len(a.poly) >= 3 {
			rings = append(rings, a.poly)
		}
		add(a.f, rings)
	}
	return features, claims
}

// jczEdgeUnion names every non-empty set of edges (bits N=1 E=2 S=4 W=8)
// as JCloisterZone does (§4.4.1): "_N" is all but N.
var jczEdgeUnion = [16]string{1: "N", 2: "E", 3: "NE", 4: "S", 5: "NS", 6: "SE", 7: "_W",
	8: "W", 9: "NW", 10: "WE", 11: "_S", 12: "SW", 13: "_E", 14: "_N", 15: "NWSE"}

// jczFeatureKey is the artwork key of a feature: Road/… and City/… by the
// union of their edges, Field/… by their half edges in the order NL NR EL
// ER SL SR WL WR joined by dots, Monastery/I; "" for kinds JCloisterZone
// does not have.
func jczFeatureKey(f *schema.Feature) string {
	switch f.Kind {
	case schema.KindRoad, schema.KindCity:
		mask := 0
		for _, p := range f.Ports {
			if p.IsCentre() {
				mask |= 1 << p.Edge()
			}
		}
		if mask == 0 {
			return ""
		}
		kind := "Road"
		if f.Kind == schema.KindCity {
			kind = "City"
		}
		return kind + "/" + jczEdgeUnion[mask]
	case schema.KindField:
		var hs []schema.Port
		for _, p := range f.Ports {
			if !p.IsCentre() {
				hs = append(hs, p)
			}
		}
		if len(hs) == 0 {
			return ""
		}
		// Port values run N NL NR E EL ER …: sorted, the halves are in key order.
		slices.Sort(hs)
		names := make([]string, len(hs))
		for i, p := range hs {
			names[i] = p.String()
		}
		return "Field/" + strings.Join(names, ".")
	case schema.KindCloister:
		return "Monastery/I"
	}
	return ""
}

// bandAround is the polygon of the points within half of the polyline
// line, offset along each point's normal: one side forward, the other back.
func bandAround(line []pt, half float64) []pt {
	if len(line) < 2 {
		return nil
	}
	// A line that bends back on itself (a road turning into a city cap
	// beside its edge) is cut where it turns: the band must not fold.
	for k := 2; k < len(line); k++ {
		d0, d1 := line[k-1].sub(line[k-2]), line[k].sub(line[k-1])
		if d0.x*d1.x+d0.y*d1.y < 0 {
			line = line[:k]
			break
		}
	}
	left := make([]pt, len(line))
	right := make([]pt, len(line))
	for i, p := range line {
		a, b := line[max(i-1, 0)], line[min(i+1, len(line)-1)]
		d := b.sub(a)
		n := d.len()
		if n == 0 {
			n = 1
		}
		normal := pt{-d.y / n, d.x / n}.scale(half)
		left[i], right[len(line)-1-i] = p.add(normal), p.sub(normal)
	}
	return append(left, right...)
}

func squareAround(c pt, side float64) []pt {
	h := side / 2
	return []pt{{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}}
}

// pixels turns a unit coordinate into pixels of a size-pixel tile, clamped
// to the tile and rounded to a tenth.
func pixels(u float64, size int) float64 {
	return math.Round(min(max(u, 0), 1)*float64(size)*10) / 10
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
