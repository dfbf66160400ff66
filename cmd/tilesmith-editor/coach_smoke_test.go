package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestHintAndReviewInTheRealWindow plays a short game (the Winter Edition
// with a mix of ten tiles) by hand against the greedy bot in the real
// window at 1280×820: on the person's first turn H asks for a hint, which
// must outline a cell in pink on the board; the person then plays the
// game out (each turn a cell that takes the tile, no follower), V reviews
// it, and N shows the first costly decision, whose options played and
// best must be outlined in orange and green. The screenshots
// (coach-hint.png, coach-review.png) are for a person to look at too.
func TestHintAndReviewInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("needs Xvfb")
	}
	pack := smallWinterPack(t)
	d, err := startXvfb()
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	cmd := onDisplay(t, d, bin, "-tab", "play", pack)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	if err := resizeWindow(d, 1280, 820); err != nil {
		t.Fatal(err)
	}
	p := &handPlayer{t: t, d: d, w: 1280, h: 820}
	if err := p.settle(); err != nil {
		p.save(filepath.Join(out, "coach-start-failed.png"))
		t.Fatalf("%v (see %s)", err, out)
	}
	board := rect{0, 150, 820, 820 - 150 - 60}
	// The person's turn: H, and the hint's pink outline.
	d.chord(keyH)
	if _, err := d.waitFor(board, time.Now(), 30*time.Second, func(px []byte) bool { return countNear(px, hintPink) > 40 }); err != nil {
		p.save(filepath.Join(out, "coach-hint-failed.png"))
		t.Fatalf("no hint outlined on the board: %v (see %s)", err, out)
	}
	time.Sleep(300 * time.Millisecond)
	p.save(filepath.Join(out, "coach-hint.png"))
	// Red follows the hint: a click in the pink cell places the tile
	// there (the tile fits there as it is turned: the search's placement
	// shows the tile as it lies), and Enter plays on without a follower.
	px, err := d.pixels(board)
	if err != nil {
		t.Fatal(err)
	}
	x, y, ok := boxCentre(px, board, hintPink)
	if !ok {
		t.Fatal("the hint's outline went")
	}
	d.click(board.x+x, board.y+y, 1)
	time.Sleep(700 * time.Millisecond)
	d.chord(keyReturn)
	time.Sleep(700 * time.Millisecond)
	if px, err = d.pixels(board); err != nil || countNear(px, hintPink) > 0 {
		p.save(filepath.Join(out, "coach-hint-stays.png"))
		t.Fatalf("the hint stays after the decision (%v; see %s)", err, out)
	}
	// Red places 4 more of the 9 tiles to draw.
	for turn := range 4 {
		if err := p.playTurn(false); err != nil {
			p.save(filepath.Join(out, "coach-play-failed.png"))
			t.Fatalf("turn %d: %v (see %s)", turn+1, err, out)
		}
	}
	time.Sleep(2 * time.Second) // the bot's last move
	p.save(filepath.Join(out, "coach-over.png"))
	d.chord(keyV)
	time.Sleep(2 * time.Second) // the review: 1000 playouts a decision, some twenty decisions
	found := false
	for try := 0; try < 30 && !found; try++ {
		d.chord(keyN)
		_, err := d.waitFor(board, time.Now(), time.Second, func(px []byte) bool {
			return countNear(px, playedOrange) > 40 && countNear(px, bestGreen) > 40
		})
		found = err == nil
	}
	time.Sleep(300 * time.Millisecond)
	p.save(filepath.Join(out, "coach-review.png"))
	if !found {
		t.Fatalf("no reviewed decision outlined in orange and green on the board (see %s/coach-review.png)", out)
	}
}

// Keysyms of the coach's keys.
const (
	keyH = 0x0068
	keyV = 0x0076
	keyN = 0x006e
)

// The board's outlines: a hint's, a reviewed decision's option played and
// the search's best (editor/ui/boardnotes.go).
var (
	hintPink     = [3]byte{0xff, 0x4f, 0xd8}
	playedOrange = [3]byte{0xff, 0x7a, 0x1a}
	bestGreen    = [3]byte{0x3d, 0xff, 0x6e}
)

// boxCentre is the centre of the box around the pixels of colour c.
func boxCentre(px []byte, r rect, c [3]byte) (x, y int, ok bool) {
	x0, y0, x1, y1 := r.w, r.h, -1, -1
	for i := 0; i < r.w*r.h; i++ {
		if isColour(px, i, c) {
			x0, y0 = min(x0, i%r.w), min(y0, i/r.w)
			x1, y1 = max(x1, i%r.w), max(y1, i/r.w)
		}
	}
	return (x0 + x1) / 2, (y0 + y1) / 2, x1 >= 0
}

// countNear counts the BGRX pixels within a few levels of colour c.
func countNear(px []byte, c [3]byte) int {
	n := 0
	close := func(a, b byte) bool { return a-b < 8 || b-a < 8 }
	for i := 0; 4*i+3 < len(px); i++ {
		if close(px[4*i+2], c[0]) && close(px[4*i+1], c[1]) && close(px[4*i], c[2]) {
			n++
		}
	}
	return n
}

// smallWinterPack writes the Winter Edition with its first mix cut to ten
// tiles (the start tile D and nine to draw), for a game that ends soon.
func smallWinterPack(t *testing.T) string {
	t.Helper()
	var pack map[string]any
	if err := json.Unmarshal(winterPack(t), &pack); err != nil {
		t.Fatal(err)
	}
	mixes := pack["mixes"].([]any)
	mix := mixes[0].(map[string]any)
	counts := map[string]int{"D": 2, "E": 2, "U": 2, "V": 2, "K": 1, "B": 1}
	mix["counts"], mix["total"] = counts, 10
	delete(mix, "copies")
	pack["mixes"] = mixes[:1]
	// Only the tiles of the mix: a tile in no mix is a warning, and the
	// problems panel would take the window's foot.
	var tiles []any
	for _, tile := range pack["tiles"].([]any) {
		if counts[tile.(map[string]any)["id"].(string)] > 0 {
			tiles = append(tiles, tile)
		}
	}
	pack["tiles"] = tiles
	data, err := json.MarshalIndent(pack, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "winter-small.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
