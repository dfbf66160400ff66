package exporter

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"path"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// File is one file of an export: a slash-separated path and its bytes.
type File struct {
	Path string
	Data []byte
}

// Manifest lists every other file of an exported pack with its size and
// SHA-256, so an import can prove nothing was lost or changed.
type Manifest struct {
	Format int             `json:"format"`
	Pack   string          `json:"pack"`
	Files  []ManifestEntry `json:"files"`
}

// ManifestEntry is one file of a manifest.
type ManifestEntry struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// The fixed names in an exported pack.
const (
	PackFile     = "pack.json"
	ManifestFile = "manifest.json"
	SheetFile    = "sheet.png"
	TilesDir     = "tiles"
)

// PackOptions says how a pack is exported.
type PackOptions struct {
	// TileSize is the size of tiles/<id>.png in pixels (0: 256).
	TileSize int
	// SheetTileSize is the size of a tile on sheet.png (0: 128).
	SheetTileSize int
	// Workers draw tiles in parallel (0: one per CPU).
	Workers int
	// Progress, when set, hears how many tiles are drawn.
	Progress func(done, total int)
}

// PackFiles makes the files of an exported pack, sorted by path: the
// canonical pack.json, tiles/<id>.png, sheet.png (a contact sheet per mix,
// one under the other), the artwork the tiles use, and manifest.json.
func PackFiles(ctx context.Context, r *Renderer, opts PackOptions) ([]File, error) {
	p := r.Pack()
	if diags := schema.CheckPack(p); diags.HasErrors() {
		return nil, fmt.Errorf("pack %s is not valid, fix it before exporting:\n%s", p.ID, diags)
	}
	size := cmp.Or(opts.TileSize, DefaultTileSize)
	sheetSize := cmp.Or(opts.SheetTileSize, 128)
	canonical, err := schema.Encode(p)
	if err != nil {
		return nil, err
	}
	files := []File{{PackFile, canonical}}
	tiles, err := r.TileImages(ctx, size, opts.Workers, opts.Progress)
	if err != nil {
		return nil, err
	}
	encoded, err := encodeAll(tiles, opts.Workers)
	if err != nil {
		return nil, err
	}
	for i, data := range encoded {
		files = append(files, File{path.Join(TilesDir, p.Tiles[i].ID+".png"), data})
	}
	sheet, err := r.Sheets(ctx, sheetSize, tiles)
	if err != nil {
		return nil, err
	}
	data, err := EncodePNG(sheet)
	if err != nil {
		return nil, err
	}
	files = append(files, File{SheetFile, data})
	art, err := r.artFiles()
	if err != nil {
		return nil, err
	}
	files = append(files, art...)
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	manifest, err := makeManifest(p.ID, files)
	if err != nil {
		return nil, err
	}
	files = append(files, File{ManifestFile, manifest})
	slices.SortFunc(files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return files, nil
}

// Sheets stacks the contact sheets of every mix of the pack, size px per
// tile. tiles may hold the pack's tiles already drawn at that size.
func (r *Renderer) Sheets(ctx context.Context, size int, tiles []*image.NRGBA) (*image.NRGBA, error) {
	if len(tiles) != len(r.Pack().Tiles) || len(tiles) > 0 && tiles[0].Bounds().Dx() != size {
		var err error
		if tiles, err = r.TileImages(ctx, size, 0, nil); err != nil {
			return nil, err
		}
	}
	var parts []*image.NRGBA
	w, h := 0, 0
	for _, m := range r.Pack().Mixes {
		s, err := r.Sheet(m.ID, size, tiles)
		if err != nil {
			return nil, err
		}
		parts = append(parts, s)
		w = max(w, s.Bounds().Dx())
		h += s.Bounds().Dy()
	}
	out := image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	draw.Draw(out, out.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)
	y := 0
	for _, s := range parts {
		draw.Draw(out, s.Bounds().Add(image.Pt(0, y)), s, image.Point{}, draw.Src)
		y += s.Bounds().Dy()
	}
	return out, nil
}

// artFiles returns the artwork files the pack's tiles name, read from the
// renderer's artwork folder.
func (r *Renderer) artFiles() ([]File, error) {
	var out []File
	seen := map[string]bool{}
	for _, t := range r.Pack().Tiles {
		if t.Art == "" || seen[t.Art] {
			continue
		}
		seen[t.Art] = true
		if r.art == nil {
			return nil, fmt.Errorf("tile %s names artwork %s, but no artwork folder was given", t.ID, t.Art)
		}
		data, err := readArt(r.art, t.ID, t.Art)
		if err != nil {
			return nil, err
		}
		out = append(out, File{t.Art, data})
	}
	return out, nil
}

func makeManifest(packID string, files []File) ([]byte, error) {
	m := Manifest{Format: 1, Pack: packID}
	for _, f := range files {
		sum := sha256.Sum256(f.Data)
		m.Files = append(m.Files, ManifestEntry{Path: f.Path, Size: int64(len(f.Data)), SHA256: hex.EncodeToString(sum[:])})
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return append(data, '\n'), nil
}

// encodeAll encodes pictures as PNGs on workers goroutines (0: one per
// CPU).
func encodeAll(imgs []*image.NRGBA, workers int) ([][]byte, error) {
	out := make([][]byte, len(imgs))
	err := forEach(context.Background(), len(imgs), workers, nil, func(i int) (err error) {
		out[i], err = EncodePNG(imgs[i])
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// EncodePNG encodes a picture as a PNG: the bytes tilesmith writes for
// every picture (default compression: the best level costs ten times the
// time for a few percent on flat-coloured tiles).
func EncodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode PNG: %w", err)
	}
	return buf.Bytes(), nil
}
