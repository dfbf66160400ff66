package main

import (
	"encoding/json"
	"fmt"
	"image"
	"path/filepath"
	"slices"
	"testing"
)

// TestTileGridAfterAResize drives the pack view's tile grid in the real
// window as the review did: the Winter Edition at 1024×700, the wheel
// over the grid to its end (60 notches of 25 px), then the window resized
// to 1280×820, 1600×1000 (a fourth column), three notches up, back to
// 1024×700, and, at the end again, resized three times in a breath.
// After each the foot of the grid must show thumbnails (field green), not
// a blank pane: Fyne's grid kept the height it had before it gained a
// column, and its place past its new end. Last the window is narrowed to
// 800×560 (two columns), the wheel turned to the grid's end and the tile
// at its bottom right clicked, deleted and the pack saved: it must be the
// pack's last tile, which the wheel could not reach while the grid kept
// the height of its four columns.
func TestTileGridAfterAResize(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	raw, pack := winterPackFile(t)
	// The screenshots, in the order the script takes them ($SHOT1…).
	shots := []struct {
		name          string
		width, height int
	}{
		{"1024-end", 1024, 700}, // the wheel at the grid's end: three columns
		{"1280", 1280, 820},     // still three
		{"1600", 1600, 1000},    // four: the review's blank grid
		{"1600-up", 1600, 1000}, // then three wheel notches up
		{"1024-back", 1024, 700},
		{"quick", 1600, 1000}, // the wheel at the end at 1024, then 1600, 1024 and 1600 in a breath
		{"800-end", 800, 560}, // two columns, the wheel at the end
	}
	var env []string
	for i, s := range shots {
		env = append(env, fmt.Sprintf("SHOT%d=%s", i+1, gridShotPath(out, s.name)))
	}
	// The grid stands in the left pane below the filter and "Counts in":
	// (150, 400) is over it at every size, and at 800×560 its bottom-right
	// thumbnail is at (150, 390). From the end at four columns to the end
	// at two is some 1750 px: 100 notches.
	script := startEditor + `
wheel() { xdotool click --repeat "$2" --delay 10 "$1"; sleep 0.5; }
size() { xdotool windowsize "$wid" "$1" "$2"; sleep 0.8; }
size 1024 700
xdotool mousemove --window "$wid" 150 400
wheel 5 60; import -window "$wid" "$SHOT1"
size 1280 820; import -window "$wid" "$SHOT2"
size 1600 1000; import -window "$wid" "$SHOT3"
wheel 4 3; import -window "$wid" "$SHOT4"
size 1024 700; import -window "$wid" "$SHOT5"
wheel 5 60
for s in "1600 1000" "1024 700" "1600 1000"; do xdotool windowsize "$wid" $s; sleep 0.1; done
sleep 1; import -window "$wid" "$SHOT6"
size 800 560
wheel 5 100; import -window "$wid" "$SHOT7"
xdotool mousemove --window "$wid" 150 390 click 1; sleep 0.5
xdotool key --clearmodifiers Delete; sleep 1
xdotool key --clearmodifiers Return; sleep 0.7
xdotool key ctrl+s; sleep 1
` + killEditor
	runScript(t, bin, filepath.Join(out, "editor-gridresize.log"), script, env, pack)

	for _, s := range shots {
		t.Run(s.name, func(t *testing.T) {
			path := gridShotPath(out, s.name)
			img := readPNG(t, path)
			if b := img.Bounds(); b.Dx() != s.width || b.Dy() != s.height {
				t.Fatalf("the window is %d×%d, want %d×%d (see %s)", b.Dx(), b.Dy(), s.width, s.height, path)
			}
			foot := gridFoot(s.width, s.height)
			if g := greenIn(img, foot); g < 0.1 {
				t.Errorf("the foot of the tile grid (%v) is %.0f%% field green: no thumbnails (see %s)", foot, 100*g, path)
			}
		})
	}
	t.Run("800-end-deleted", func(t *testing.T) {
		gone := missingTiles(t, raw, mustRead(t, pack))
		if want := []string{lastTile(t, raw)}; !slices.Equal(gone, want) {
			t.Errorf("the tile at the grid's end at 800×560 deleted %v, want %v: the wheel did not reach the last row (see %s)", gone, want, gridShotPath(out, "800-end"))
		}
	})
}

func gridShotPath(out, name string) string { return filepath.Join(out, "gridresize-"+name+".png") }

// gridFoot is the foot of the tile grid in a window of the given size:
// the lowest 150 pixels (more than a row of thumbnails and captions) of
// the left pane above the problems line, as wide as three thumbnails.
func gridFoot(width, height int) image.Rectangle {
	bottom := height - 85
	return image.Rect(4, bottom-150, min(300, width*3/10-20), bottom)
}

// greenIn is the share of the pixels of r in img that are field green.
func greenIn(img image.Image, r image.Rectangle) float64 {
	px := make([]byte, 0, 4*r.Dx()*r.Dy())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			red, green, blue, _ := img.At(x, y).RGBA()
			px = append(px, byte(blue>>8), byte(green>>8), byte(red>>8), 0)
		}
	}
	return greenShare(px)
}

// packTileIDs are the ids of a pack's tiles, in order.
func packTileIDs(t *testing.T, data []byte) []string {
	t.Helper()
	var p struct {
		Tiles []struct {
			ID string `json:"id"`
		} `json:"tiles"`
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(p.Tiles))
	for i, tile := range p.Tiles {
		ids[i] = tile.ID
	}
	return ids
}

func lastTile(t *testing.T, data []byte) string {
	t.Helper()
	ids := packTileIDs(t, data)
	return ids[len(ids)-1]
}

// missingTiles are the ids of before's tiles that after lacks.
func missingTiles(t *testing.T, before, after []byte) []string {
	t.Helper()
	kept := packTileIDs(t, after)
	var gone []string
	for _, id := range packTileIDs(t, before) {
		if !slices.Contains(kept, id) {
			gone = append(gone, id)
		}
	}
	return gone
}
