package exporter

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"
)

// pngDeclaring returns a valid 1×1 PNG whose header claims w×h pixels: a
// few bytes that would ask a decoder for w·h·4 bytes.
func pngDeclaring(t *testing.T, w, h uint32) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewNRGBA(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	// IHDR: 8-byte signature, 4-byte length, "IHDR", width, height, ..., CRC.
	binary.BigEndian.PutUint32(data[16:], w)
	binary.BigEndian.PutUint32(data[20:], h)
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29]))
	return data
}

func TestReadArtLimits(t *testing.T) {
	fsys := fstest.MapFS{
		"ok.png":    {Data: pngDeclaring(t, 1, 1)},
		"huge.png":  {Data: pngDeclaring(t, 40000, 40000)},
		"wide.png":  {Data: pngDeclaring(t, MaxArtSide+1, 1)},
		"text.png":  {Data: []byte("not a picture")},
		"big.png":   {Data: make([]byte, MaxArtBytes+1)},
		"a/dir.png": {Data: pngDeclaring(t, 1, 1)},
	}
	tests := []struct {
		name, path, want string
	}{
		{"a small PNG is read", "ok.png", ""},
		{"a header declaring 40000×40000 is refused before decoding", "huge.png", "tile D: artwork huge.png is 40000×40000 pixels: at most 4096×4096; scale it down"},
		{"one pixel too wide is refused", "wide.png", "tile D: artwork wide.png is 4097×1 pixels: at most 4096×4096; scale it down"},
		{"a file that is not a PNG is refused", "text.png", "tile D: artwork text.png is not a PNG picture (not a PNG file): save it as PNG"},
		{"a file past the byte cap is refused", "big.png", "tile D: artwork big.png is larger than 32 MiB: save it smaller"},
		{"a path leaving the folder is refused", "../secret.png", `tile D: artwork "../secret.png" is not a path inside the pack's folder: use a relative path with forward slashes and no ".."`},
		{"an absolute path is refused", "/etc/passwd", `tile D: artwork "/etc/passwd" is not a path inside the pack's folder: use a relative path with forward slashes and no ".."`},
		{"a missing file says so", "gone.png", `tile D: artwork gone.png does not exist beside the pack: add the file or remove "art"`},
		{"a folder is not a file", "a", "tile D: artwork a is not a regular file: name a PNG file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := readArt(fsys, "D", tt.path)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("readArt(%q):\n got %q\nwant %q", tt.path, got, tt.want)
			}
			if strings.Contains(got, "runtime") {
				t.Errorf("message leaks internals: %s", got)
			}
		})
	}
}
