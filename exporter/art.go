package exporter

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
)

// Limits on tile artwork. A PNG declares its size in its header, so a file
// of a few kilobytes can ask a decoder for gigabytes; the header is read
// first and a picture past these limits is refused before it is decoded.
const (
	// MaxArtBytes caps one artwork file: a 4096×4096 PNG of a tile is at
	// most about 64 MiB uncompressed and far less compressed.
	MaxArtBytes = 32 << 20
	// MaxArtTotalBytes caps the artwork files of one pack together (each
	// path counted once): a zip export holds them all in memory.
	MaxArtTotalBytes = 256 << 20
	// MaxArtSide caps the width and height of an artwork picture: tiles are
	// drawn at most MaxTileSize (1024) pixels wide, and a print at 300 dpi
	// of a 45 mm tile needs 532, so 4096 leaves room for any source scan.
	MaxArtSide = 4096
)

// ArtError is a tile's artwork that cannot be used: Tile is the tile's id
// and What says what is wrong with the file and what to do, in the user's
// words ("artwork art/u.png is 40000×40000 pixels: at most 4096×4096; scale
// it down").
type ArtError struct {
	Tile, What string
	Err        error // the system's cause, if any
}

func (e *ArtError) Error() string { return "tile " + e.Tile + ": " + e.What }
func (e *ArtError) Unwrap() error { return e.Err }

// artErrorf is an *ArtError; a %w among args becomes its cause.
func artErrorf(tileID, format string, args ...any) error {
	wrapped := fmt.Errorf(format, args...)
	return &ArtError{Tile: tileID, What: wrapped.Error(), Err: errors.Unwrap(wrapped)}
}

// readArt reads the artwork file of a tile from fsys and checks that it is
// a PNG within the limits, without decoding its pixels.
func readArt(fsys fs.FS, tileID, path string) ([]byte, error) {
	f, _, err := openArt(fsys, tileID, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxArtBytes+1))
	if err != nil {
		return nil, artErrorf(tileID, "artwork %s: %w", path, err)
	}
	if len(data) > MaxArtBytes {
		return nil, artErrorf(tileID, "artwork %s is larger than %d MiB: save it smaller", path, MaxArtBytes>>20)
	}
	if err := checkArtHeader(bytes.NewReader(data), tileID, path); err != nil {
		return nil, err
	}
	return data, nil
}

// openArt opens a tile's artwork file after checking, without opening it,
// that it is a regular file within the size limit (opening a pipe would
// wait for a writer), and returns it with its size.
func openArt(fsys fs.FS, tileID, path string) (fs.File, int64, error) {
	if !fs.ValidPath(path) {
		return nil, 0, artErrorf(tileID, "artwork %q is not a path inside the pack's folder: use a relative path with forward slashes and no \"..\"", path)
	}
	info, err := fs.Stat(fsys, path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, artErrorf(tileID, "artwork %s does not exist beside the pack: add the file or remove \"art\"", path)
	}
	if err != nil {
		return nil, 0, artErrorf(tileID, "artwork %s: %w", path, err)
	}
	if !info.Mode().IsRegular() {
		return nil, 0, artErrorf(tileID, "artwork %s is not a regular file: name a PNG file", path)
	}
	if info.Size() > MaxArtBytes {
		return nil, 0, artErrorf(tileID, "artwork %s is larger than %d MiB: save it smaller", path, MaxArtBytes>>20)
	}
	f, err := fsys.Open(path)
	if err != nil {
		return nil, 0, artErrorf(tileID, "artwork %s: %w", path, err)
	}
	if now, err := f.Stat(); err != nil || !now.Mode().IsRegular() {
		f.Close()
		return nil, 0, artErrorf(tileID, "artwork %s is not a regular file: name a PNG file", path)
	}
	return f, info.Size(), nil
}

// checkArtHeader reads a PNG's header and checks its size in pixels.
func checkArtHeader(r io.Reader, tileID, path string) error {
	cfg, err := png.DecodeConfig(r)
	if err != nil {
		return artErrorf(tileID, "artwork %s is not a PNG picture (%v): save it as PNG", path, err)
	}
	if cfg.Width > MaxArtSide || cfg.Height > MaxArtSide || cfg.Width < 1 || cfg.Height < 1 {
		return artErrorf(tileID, "artwork %s is %d×%d pixels: at most %d×%d; scale it down", path, cfg.Width, cfg.Height, MaxArtSide, MaxArtSide)
	}
	return nil
}

// decodeArt reads and decodes the artwork of a tile.
func decodeArt(fsys fs.FS, tileID, path string) (image.Image, error) {
	data, err := readArt(fsys, tileID, path)
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, artErrorf(tileID, "artwork %s: %w", path, err)
	}
	return img, nil
}

// CheckArt checks the artwork file of a tile as export will read it (a
// regular file inside fsys, a PNG within the limits), reading only its
// header, so that a pack whose artwork export would refuse does not
// validate. It returns the file's size.
func CheckArt(fsys fs.FS, tileID, path string) (int64, error) {
	f, size, err := openArt(fsys, tileID, path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return size, checkArtHeader(io.LimitReader(f, 64<<10), tileID, path)
}
