package ui

import (
	"encoding/json"
	"image"
	"image/color"
	"image/draw"

	"github.com/tilesmith/tilesmith/exporter"
	"github.com/tilesmith/tilesmith/schema"
)

// tileImages draws tiles for the views with the exporter's renderer. Each
// picture is cached by the tile's own JSON, so an edit redraws only the
// tile it changed, and a tile that cannot be drawn (half-way through an
// edit) does not stop the others.
type tileImages struct {
	cache    map[imageKey]image.Image
	previews int // entries of a size other than thumbSize, at most
}

type imageKey struct {
	ruleset, tile string // the tile's JSON
	rot, size     int
}

// maxCachedImages bounds the cache; it is emptied when full. The tile
// editor's pictures come at the size the window shows them at, which
// changes as the window is resized: past maxPreviewImages of sizes other
// than the thumbnails', those are dropped (the thumbnails kept).
const (
	maxCachedImages  = 1024
	maxPreviewImages = 64
)

func newTileImages() *tileImages { return &tileImages{cache: map[imageKey]image.Image{}} }

// draw returns tile i of p turned rot quarter turns, size pixels square,
// or a crossed-out square and the reason when it cannot be drawn.
func (c *tileImages) draw(p *schema.Pack, i, rot, size int) (image.Image, error) {
	t := &p.Tiles[i]
	js, err := json.Marshal(t)
	if err != nil {
		return broken(size), err
	}
	key := imageKey{p.Ruleset, string(js), rot, size}
	if img, ok := c.cache[key]; ok {
		return img, nil
	}
	// A pack of this one tile: the renderer plans every tile it is given.
	one := schema.Pack{ID: p.ID, Ruleset: p.Ruleset, Tiles: p.Tiles[i : i+1]}
	r, err := exporter.NewRenderer(&one, nil)
	if err != nil {
		return broken(size), err
	}
	img, err := r.Tile(t.ID, 90*rot, size)
	if err != nil {
		return broken(size), err
	}
	if len(c.cache) >= maxCachedImages {
		clear(c.cache)
		c.previews = 0
	}
	if size != thumbSize {
		if c.previews++; c.previews > maxPreviewImages {
			for k := range c.cache {
				if k.size != thumbSize {
					delete(c.cache, k)
				}
			}
			c.previews = 1
		}
	}
	c.cache[key] = img
	return img, nil
}

// broken is the picture of a tile that cannot be drawn: grey, crossed out
// in red.
func broken(size int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.NRGBA{0xd0, 0xd0, 0xd0, 0xff}), image.Point{}, draw.Src)
	red := color.NRGBA{0xc0, 0x20, 0x20, 0xff}
	for i := range size {
		for w := -1; w <= 1; w++ {
			if j := i + w; j >= 0 && j < size {
				img.SetNRGBA(i, j, red)
				img.SetNRGBA(size-1-i, j, red)
			}
		}
	}
	return img
}
