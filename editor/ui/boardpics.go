package ui

import (
	"fmt"
	"image"
	"slices"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// boardPictures draws the tiles and followers of one test game with the
// exporter's renderer, once per tile and rotation: the board scales them
// as it zooms.
type boardPictures struct {
	r         *exporter.Renderer
	rs        *schema.Ruleset
	tiles     map[tileTurn]image.Image
	followers map[int]image.Image
	spots     map[string][]unitPt // each tile's follower spots at rotation 0
	edges     map[edgeLook]image.Image
}

type tileTurn struct {
	id  string
	rot int // quarter turns
	// ghosts is the copy's ghost symbols, or -1 for the tile's own look.
	ghosts int
}

// boardTileSize is the pixel size the board's tiles are drawn at; the
// board scales them to its zoom.
const boardTileSize = 160

func newBoardPictures(set *engine.Set) (*boardPictures, error) {
	r, err := exporter.NewRenderer(set.Pack, nil)
	if err != nil {
		return nil, err
	}
	rs, ok := schema.LookupRuleset(set.Pack.Ruleset)
	if !ok {
		return nil, fmt.Errorf("pack %s: unknown ruleset %q", set.Pack.ID, set.Pack.Ruleset)
	}
	return &boardPictures{r: r, rs: rs, tiles: map[tileTurn]image.Image{}, followers: map[int]image.Image{}, spots: map[string][]unitPt{}, edges: map[edgeLook]image.Image{}}, nil
}

// tile is tile id turned rot quarter turns (a crossed-out square when it
// cannot be drawn).
func (b *boardPictures) tile(id string, rot int) image.Image { return b.copyOf(id, rot, -1) }

// copyOf is a copy of tile id carrying ghosts ghost symbols (-1: the
// tile's own), turned rot quarter turns.
func (b *boardPictures) copyOf(id string, rot, ghosts int) image.Image {
	k := tileTurn{id, rot, ghosts}
	if img, ok := b.tiles[k]; ok {
		return img
	}
	var img image.Image
	var err error
	if ghosts < 0 {
		img, err = b.r.Tile(id, 90*rot, boardTileSize)
	} else {
		i := slices.IndexFunc(b.r.Pack().Tiles, func(t schema.Tile) bool { return t.ID == id })
		look := schema.Look{Ghosts: ghosts}
		if i >= 0 {
			look.Decorations = b.r.Pack().Tiles[i].Decorations
		}
		img, err = b.r.TileLook(id, look, 90*rot, boardTileSize)
	}
	if err != nil {
		img = broken(boardTileSize)
	}
	b.tiles[k] = img
	return img
}

// follower is a seat's follower.
func (b *boardPictures) follower(seat int, name string) image.Image {
	if img, ok := b.followers[seat]; ok {
		return img
	}
	img := exporter.Follower(exporter.PlayerColour(seat, name), 64)
	b.followers[seat] = img
	return img
}

// spot is where a follower on feature fi of tile id turned rot quarter
// turns stands, in unit coordinates of the cell (the centre if unknown):
// the feature's own point, apart from the other features' spots
// (spotLayout).
func (b *boardPictures) spot(id string, fi, rot int) (x, y float32) {
	spots, ok := b.spots[id]
	if !ok {
		spots = b.layoutSpots(id)
		b.spots[id] = spots
	}
	if fi < 0 || fi >= len(spots) {
		return 0.5, 0.5
	}
	p := spots[fi].turned(rot)
	return float32(p.x), float32(p.y)
}

// layoutSpots places the follower spots of tile id's features, around
// the points its picture is drawn with.
func (b *boardPictures) layoutSpots(id string) []unitPt {
	pack := b.r.Pack()
	i := slices.IndexFunc(pack.Tiles, func(t schema.Tile) bool { return t.ID == id })
	if i < 0 {
		return nil
	}
	return spotLayout(&pack.Tiles[i], b.rs, func(fi int) unitPt {
		x, y, err := b.r.FeaturePoint(id, fi, 0)
		if err != nil {
			return tileCentre
		}
		return unitPt{x, y}
	})
}
