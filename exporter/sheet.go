package exporter

import (
	"context"
	"fmt"
	"image"
	"image/draw"
	"strconv"
	"sync"
)

// TileImages draws every tile of the pack at rotation 0, on workers
// goroutines (0: one per CPU), in pack order. progress, when not nil, is
// called after each tile (from the workers, one call at a time).
func (r *Renderer) TileImages(ctx context.Context, size, workers int, progress func(done, total int)) ([]*image.NRGBA, error) {
	out := make([]*image.NRGBA, len(r.pack.Tiles))
	err := forEach(ctx, len(out), workers, progress, func(i int) (err error) {
		out[i], err = r.Tile(r.pack.Tiles[i].ID, 0, size)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Sheet draws a mix's contact sheet: a title, then every tile of the mix
// in pack order with its id and how many copies the mix holds (start tiles
// included), size px per tile. tiles are the pack's tiles drawn at that
// size (TileImages), or nil to draw them here.
func (r *Renderer) Sheet(mixID string, size int, tiles []*image.NRGBA) (*image.NRGBA, error) {
	mix, err := r.pack.Mix(mixID)
	if err != nil {
		return nil, err
	}
	if tiles == nil {
		var err error
		if tiles, err = r.TileImages(context.Background(), size, 0, nil); err != nil {
			return nil, err
		}
	}
	type entry struct {
		img   *image.NRGBA
		label string
	}
	var entries []entry
	for i, t := range r.pack.Tiles {
		if c := mix.Counts.Of(t.ID); c > 0 {
			entries = append(entries, entry{tiles[i], t.ID + "  ×" + strconv.Itoa(c)})
		}
	}
	const cols, gap = 8, 12
	label := max(11, float64(size)/9)
	cellW, cellH := size+gap, size+gap+int(label*1.6)
	title := max(16, float64(size)/5)
	top := int(title*2.2) + gap
	rows := (len(entries) + cols - 1) / cols
	w := gap + min(cols, max(len(entries), 1))*cellW
	w = max(w, textWidth(r.pack.Name+" — "+mix.Name, title)+2*gap)
	img := image.NewNRGBA(image.Rect(0, 0, w, top+rows*cellH+gap))
	draw.Draw(img, img.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)
	text(img, gap, int(title*1.2), r.pack.Name+" — "+mix.Name, title, ink)
	text(img, gap, int(title*1.95), fmt.Sprintf("%s · %s · %d tiles", r.pack.ID, mix.ID, mix.Total), title*0.6, darker(ink, 1))
	for i, e := range entries {
		x := gap + i%cols*cellW
		y := top + i/cols*cellH
		draw.Draw(img, image.Rect(x, y, x+size, y+size), e.img, image.Point{}, draw.Src)
		text(img, x, y+size+int(label*1.25), e.label, label, ink)
	}
	return img, nil
}

// TilePNGs draws every tile of the pack at size (rotation 0) on workers
// goroutines (all cores when 0), encodes each as PNG and hands it to write
// (called one at a time, in any order, with the tile's index), so that
// only a few pictures are in memory at once, whatever the number of tiles.
// It returns the first error, of drawing or of write.
func (r *Renderer) TilePNGs(ctx context.Context, size, workers int, progress func(done, total int), write func(i int, png []byte) error) error {
	var mu sync.Mutex
	return forEach(ctx, len(r.pack.Tiles), workers, progress, func(i int) error {
		img, err := r.Tile(r.pack.Tiles[i].ID, 0, size)
		if err != nil {
			return err
		}
		data, err := EncodePNG(img)
		if err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		return write(i, data)
	})
}
