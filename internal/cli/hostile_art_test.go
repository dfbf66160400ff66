package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/tilesmith/tilesmith/tilesets"
)

// packWithArt writes the Winter Edition pack as pack.json with "art"
// named on its first n tiles (art/<i>.png), and returns the tile ids.
func packWithArt(t *testing.T, dir string, n int) []string {
	t.Helper()
	raw, err := tilesets.Raw("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]any
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i, tile := range p["tiles"].([]any)[:n] {
		m := tile.(map[string]any)
		m["art"] = fmt.Sprintf("art/%d.png", i)
		ids = append(ids, m["id"].(string))
	}
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(dir, "pack.json"), data)
	return ids
}

// bigPNG writes a valid PNG header padded (sparsely) to size bytes: it
// passes the header check and weighs size.
func bigPNG(t *testing.T, path string, size int64) {
	t.Helper()
	writeTestFile(t, path, []byte(hostileData(t, "art/small.png")))
	if err := os.Truncate(path, size); err != nil {
		t.Fatal(err)
	}
}

// TestHostileArtwork: artwork is checked as export reads it — a pipe is
// refused without waiting for a writer, a link out of the pack's folder
// is not followed, and the pictures together stay within their budget.
func TestHostileArtwork(t *testing.T) {
	runHostile(t, []hostileCase{
		{
			name: "a pipe named as artwork is refused at once",
			setup: func(t *testing.T, dir string) {
				packWithArt(t, dir, 1)
				os.MkdirAll(filepath.Join(dir, "art"), 0o755)
				if err := syscall.Mkfifo(filepath.Join(dir, "art", "0.png"), 0o644); err != nil {
					t.Skip("no named pipes here:", err)
				}
			},
			args:   []string{"validate", "pack.json"},
			code:   ExitInvalid,
			stderr: invalid("pack.json", 1),
			stdout: "error: /tiles/0/art: tile A: artwork art/0.png is not a regular file: name a PNG file\n",
		},
		{
			name: "a symbolic link leading out of the pack's folder is not followed",
			setup: func(t *testing.T, dir string) {
				packWithArt(t, dir, 1)
				writeTestFile(t, filepath.Join(dir, "..", filepath.Base(dir)+"-outside.png"), []byte(hostileData(t, "art/small.png")))
				os.MkdirAll(filepath.Join(dir, "art"), 0o755)
				if err := os.Symlink(filepath.Join("..", "..", filepath.Base(dir)+"-outside.png"), filepath.Join(dir, "art", "0.png")); err != nil {
					t.Fatal(err)
				}
			},
			args:   []string{"validate", "pack.json"},
			code:   ExitInvalid,
			stderr: invalid("pack.json", 1),
			stdout: "error: /tiles/0/art: tile A: artwork art/0.png is a symbolic link leading out of the pack's folder: copy the picture into the folder\n",
		},
		{
			name: "pictures over 256 MiB together are refused",
			setup: func(t *testing.T, dir string) {
				packWithArt(t, dir, 9)
				for i := range 9 {
					bigPNG(t, filepath.Join(dir, "art", fmt.Sprintf("%d.png", i)), 30<<20)
				}
			},
			args:   []string{"validate", "pack.json"},
			code:   ExitInvalid,
			stderr: invalid("pack.json", 1),
			stdout: "error: /tiles/8/art: tile I: with artwork art/8.png the pack's pictures hold more than 256 MiB together: save them smaller\n",
		},
		{
			name: "pictures within the budget pass",
			setup: func(t *testing.T, dir string) {
				packWithArt(t, dir, 2)
				for i := range 2 {
					writeTestFile(t, filepath.Join(dir, "art", fmt.Sprintf("%d.png", i)), []byte(hostileData(t, "art/small.png")))
				}
			},
			args:   []string{"validate", "pack.json"},
			code:   ExitOK,
			stderr: "pack.json: valid (0 error(s), 0 warning(s))\n",
		},
	})
}
