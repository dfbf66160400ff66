package ui

import (
	"image"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/exporter"
)

// boardPictures draws the tiles and followers of one test game with the
// exporter's renderer, once per tile and rotation: the board scales them
// as it zooms.
type boardPictures struct {
	r         *exporter.Renderer
	tiles     map[tileTurn]image.Image
	followers map[int]image.Image
}

type tileTurn struct {
	id  string
	rot int // quarter turns
}

// boardTileSize is the pixel size the board's tiles are drawn at; the
// board scales them to its zoom.
const boardTileSize = 160

func newBoardPictures(set *engine.Set) (*boardPictures, error) {
	r, err := exporter.NewRenderer(set.Pack, nil)
	if err != nil {
		return nil, err
	}
	return &boardPictures{r: r, tiles: map[tileTurn]image.Image{}, followers: map[int]image.Image{}}, nil
}

// tile is tile id turned rot quarter turns (a crossed-out square when it
// cannot be drawn).
func (b *boardPictures) tile(id string, rot int) image.Image {
	k := tileTurn{id, rot}
	if img, ok := b.tiles[k]; ok {
		return img
	}
	var img image.Image
	img, err := b.r.Tile(id, 90*rot, boardTileSize)
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
// turns stands, in unit coordinates of the cell (the centre if unknown).
func (b *boardPictures) spot(id string, fi, rot int) (x, y float32) {
	fx, fy, err := b.r.FeaturePoint(id, fi, 90*rot)
	if err != nil {
		return 0.5, 0.5
	}
	return float32(fx), float32(fy)
}
