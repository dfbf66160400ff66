package exporter

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Tiled (mapeditor.org) reads JSON tilesets (.tsj) and maps (.tmj). We
// write the format of Tiled 1.8, the version Debian ships: an image
// collection tileset, one picture per tile with its edges and features as
// custom properties, and a map per game with one tile layer and one object
// layer of followers per player.

// tiledVersion is the JSON format version we write.
const tiledVersion = "1.8"

// Tiled's flags in the high bits of a global tile id: a quarter turn
// clockwise is a diagonal flip, then a horizontal one.
const (
	tiledFlipH uint32 = 1 << 31
	tiledFlipV uint32 = 1 << 30
	tiledFlipD uint32 = 1 << 29
)

// tiledRotation are the flags that turn a tile q quarter turns clockwise.
var tiledRotation = [4]uint32{0, tiledFlipD | tiledFlipH, tiledFlipH | tiledFlipV, tiledFlipD | tiledFlipV}

// TiledLayerTiles is the name of the map's tile layer; the follower layers
// are named TiledLayerFollowers + the player's name.
const (
	TiledLayerTiles     = "tiles"
	TiledLayerFollowers = "followers: "
	// TiledLayerFaceDown holds the tiles laid face down, as rectangles.
	TiledLayerFaceDown = "face-down tiles"
)

type tiledProperty struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Value any    `json:"value"`
}

type tiledTileset struct {
	Type         string          `json:"type"`
	Version      string          `json:"version"`
	Name         string          `json:"name"`
	TileWidth    int             `json:"tilewidth"`
	TileHeight   int             `json:"tileheight"`
	TileCount    int             `json:"tilecount"`
	Columns      int             `json:"columns"`
	Margin       int             `json:"margin"`
	Spacing      int             `json:"spacing"`
	Grid         tiledGrid       `json:"grid"`
	Properties   []tiledProperty `json:"properties"`
	Tiles        []tiledTile     `json:"tiles"`
	TiledVersion string          `json:"tiledversion"`
}

type tiledGrid struct {
	Orientation string `json:"orientation"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
}

type tiledTile struct {
	ID          int             `json:"id"`
	Image       string          `json:"image"`
	ImageWidth  int             `json:"imagewidth"`
	ImageHeight int             `json:"imageheight"`
	Properties  []tiledProperty `json:"properties"`
}

// TiledTilesetFile names the tileset of a pack.
func TiledTilesetFile(packID string) string { return packID + ".tsj" }

// TiledTileset makes a pack's Tiled tileset: <pack>.tsj and the pictures
// tiles/<id>.png it names, drawn at opts.TileSize (0: 256). Tile i of the
// tileset is tile i of the pack.
func TiledTileset(ctx context.Context, r *Renderer, opts PackOptions) ([]File, error) {
	p := r.Pack()
	size := cmp.Or(opts.TileSize, DefaultTileSize)
	imgs, err := r.TileImages(ctx, size, opts.Workers, opts.Progress)
	if err != nil {
		return nil, err
	}
	encoded, err := encodeAll(imgs, opts.Workers)
	if err != nil {
		return nil, err
	}
	ts := tiledTileset{
		Type: "tileset", Version: tiledVersion, TiledVersion: "1.8.2", Name: p.ID,
		TileWidth: size, TileHeight: size, TileCount: len(p.Tiles),
		Grid: tiledGrid{"orthogonal", 1, 1},
		Properties: []tiledProperty{
			{"pack", "string", p.ID},
			{"pack name", "string", p.Name},
			{"ruleset", "string", p.Ruleset},
		},
	}
	files := make([]File, 0, len(p.Tiles)+1)
	for i := range p.Tiles {
		t := &p.Tiles[i]
		img := path.Join(TilesDir, t.ID+".png")
		files = append(files, File{img, encoded[i]})
		props, err := tiledTileProperties(p, t)
		if err != nil {
			return nil, err
		}
		ts.Tiles = append(ts.Tiles, tiledTile{ID: i, Image: img, ImageWidth: size, ImageHeight: size, Properties: props})
	}
	data, err := json.MarshalIndent(ts, "", " ")
	if err != nil {
		return nil, fmt.Errorf("tileset: %w", err)
	}
	files = append(files, File{TiledTilesetFile(p.ID), append(data, '\n')})
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return files, nil
}

// tiledTileProperties describes a tile for Tiled: its id and name, the
// kinds on each edge (ports L, centre, R, clockwise), its features as the
// pack writes them, and its count in every mix. Tiled lists properties
// sorted by name, and so do we.
func tiledTileProperties(p *schema.Pack, t *schema.Tile) ([]tiledProperty, error) {
	features, err := json.Marshal(t.Features)
	if err != nil {
		return nil, fmt.Errorf("tile %s: %w", t.ID, err)
	}
	props := []tiledProperty{
		{"id", "string", t.ID},
		{"name", "string", t.Name},
		{"features", "string", string(features)},
	}
	kinds := edgeKinds(t)
	for e, side := range []string{"N", "E", "S", "W"} {
		props = append(props, tiledProperty{"edge " + side, "string", strings.Join(kinds[e*3:e*3+3], " ")})
	}
	for _, m := range p.Mixes {
		props = append(props, tiledProperty{"count " + m.ID, "int", m.Counts.Of(t.ID)})
	}
	if t.Ghosts > 0 {
		props = append(props, tiledProperty{"ghosts", "int", t.Ghosts})
	}
	if len(t.Decorations) > 0 {
		props = append(props, tiledProperty{"decorations", "string", strings.Join(t.Decorations, " ")})
	}
	if t.CropCircle != "" {
		props = append(props, tiledProperty{"crop circle", "string", t.CropCircle})
	}
	slices.SortFunc(props, func(a, b tiledProperty) int { return strings.Compare(a.Name, b.Name) })
	return props, nil
}

// edgeKinds lists the terrain kind on each side's ports, edge by edge in
// clockwise order (NL N NR, EL E ER, ...); overlays such as fog are added
// after a "+" ("field+fog").
func edgeKinds(t *schema.Tile) []string {
	out := make([]string, schema.NumPorts)
	for e := range 4 {
		for s, slot := range [3]int{1, 0, 2} {
			port := schema.Port(e*3 + slot)
			for _, f := range t.Features {
				if !slices.Contains(f.Ports, port) {
					continue
				}
				if out[e*3+s] == "" {
					out[e*3+s] = string(f.Kind)
				} else {
					out[e*3+s] += "+" + string(f.Kind)
				}
			}
			if out[e*3+s] == "" {
				out[e*3+s] = "none"
			}
		}
	}
	return out
}
