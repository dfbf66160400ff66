package exporter

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"strings"
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
		return nil, artErrorf(tileID, "artwork %s cannot be read: %s", path, systemReason(err))
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
// wait for a writer), and returns it with its size. Read from an
// ArtFolder, a path that leads out of the pack's folder is refused before
// anything outside is looked at.
func openArt(fsys fs.FS, tileID, path string) (fs.File, int64, error) {
	if !fs.ValidPath(path) {
		return nil, 0, artErrorf(tileID, "artwork %q is not a path inside the pack's folder: use a relative path with forward slashes and no \"..\"", path)
	}
	info, err := fs.Stat(fsys, path)
	switch {
	case errors.Is(err, ErrOutside):
		return nil, 0, artErrorf(tileID, "artwork %s is a symbolic link leading out of the pack's folder: copy the picture into the folder", path)
	case errors.Is(err, fs.ErrNotExist):
		return nil, 0, artErrorf(tileID, "artwork %s does not exist beside the pack: add the file or remove \"art\"", path)
	case err != nil:
		return nil, 0, artErrorf(tileID, "artwork %s cannot be read: %s", path, systemReason(err))
	}
	if !info.Mode().IsRegular() {
		return nil, 0, artErrorf(tileID, "artwork %s is not a regular file: name a PNG file", path)
	}
	if info.Size() > MaxArtBytes {
		return nil, 0, artErrorf(tileID, "artwork %s is larger than %d MiB: save it smaller", path, MaxArtBytes>>20)
	}
	f, err := fsys.Open(path)
	switch {
	case errors.Is(err, ErrOutside):
		return nil, 0, artErrorf(tileID, "artwork %s is a symbolic link leading out of the pack's folder: copy the picture into the folder", path)
	case err != nil:
		return nil, 0, artErrorf(tileID, "artwork %s cannot be read: %s", path, systemReason(err))
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
		return artErrorf(tileID, "artwork %s is not a PNG picture (%s): save it as PNG", path, pngReason(err))
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
	return decodeArtData(data, tileID, path)
}

// decodeArtData decodes artwork whose header readArt has checked.
func decodeArtData(data []byte, tileID, path string) (image.Image, error) {
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, artErrorf(tileID, "artwork %s is a damaged PNG picture (%s): save it again as PNG", path, pngReason(err))
	}
	return img, nil
}

// pngReason says why a PNG does not decode, without the decoder's package
// names: "not enough pixel data", "invalid checksum".
func pngReason(err error) string {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return "the file ends too early"
	}
	reason := err.Error()
	for _, prefix := range []string{"png: invalid format: ", "png: unsupported feature: ", "png: ", "zlib: ", "flate: "} {
		reason = strings.TrimPrefix(reason, prefix)
	}
	return reason
}

// systemReason is the system's words for a failed read, without the
// operation and path that wrap them.
func systemReason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// CheckArt checks the artwork file of a tile as every export reads it: a
// regular file inside fsys (no link leading out of it when fsys is an
// ArtFolder), a PNG within the limits whose pixels decode, so that a pack
// whose artwork an export would refuse does not validate. It returns the
// file's size.
func CheckArt(fsys fs.FS, tileID, path string) (int64, error) {
	data, err := readArt(fsys, tileID, path)
	if err != nil {
		return 0, err
	}
	if _, err := decodeArtData(data, tileID, path); err != nil {
		return 0, err
	}
	return int64(len(data)), nil
}
