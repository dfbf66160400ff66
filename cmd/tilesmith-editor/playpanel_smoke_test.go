package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayBoardHoldsStillInTheRealWindow plays the Winter Edition by hand
// against the greedy bot in the real window, as the editor's review did
// ("the side panel changes width each turn, so the board jumps"): each of
// the person's turns it turns the tile until a cell takes it, clicks that
// cell, ends the turn with Enter and waits for the bot, and all the while
// reads where the divider between the board and the side panel is. It
// must not move, at 1280×820 and at 1024×700. Fyne's test driver measures
// text narrower than the window does, so only the real window shows this.
func TestPlayBoardHoldsStillInTheRealWindow(t *testing.T) {
	bin, out := editorUnderXvfb(t)
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("needs Xvfb")
	}
	d, err := startXvfb()
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	cmd := onDisplay(t, d, bin, "-tab", "play", "winter-edition")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	sizes := []struct {
		name string
		w, h int
	}{
		{"1280x820", 1280, 820},
		{"1024x700", 1024, 700},
	}
	for _, s := range sizes {
		t.Run(s.name, func(t *testing.T) {
			if err := resizeWindow(d, s.w, s.h); err != nil {
				t.Fatal(err)
			}
			p := &handPlayer{t: t, d: d, w: s.w, h: s.h}
			if err := p.settle(); err != nil {
				t.Fatal(err)
			}
			for turn := range 6 {
				if err := p.playTurn(turn%2 == 1); err != nil {
					p.save(filepath.Join(out, "playpanel-"+s.name+"-failed.png"))
					t.Fatalf("turn %d: %v (screenshot in %s)", turn+1, err, out)
				}
			}
			p.save(filepath.Join(out, "playpanel-"+s.name+".png"))
			if len(p.dividers) < 10 {
				t.Fatalf("the divider was seen %d times, want many", len(p.dividers))
			}
			first := p.dividers[0]
			for i, x := range p.dividers {
				if x != first {
					t.Fatalf("the divider moved from x=%d to x=%d (reading %d of %d, over 6 turns; see %s)", first, x, i+1, len(p.dividers), out)
				}
			}
		})
	}
}

// resizeWindow sets the editor's window (the only one) to w×h.
func resizeWindow(d *xDisplay, w, h int) error {
	find := exec.Command("xdotool", "search", "--sync", "--name", " — tilesmith$")
	find.Env = append(os.Environ(), "DISPLAY="+d.name)
	ids, err := find.Output()
	if err != nil {
		return fmt.Errorf("find the window: %w", err)
	}
	wid := strings.Fields(string(ids))[0]
	size := exec.Command("xdotool", "windowsize", "--sync", wid, fmt.Sprint(w), fmt.Sprint(h))
	size.Env = find.Env
	if msg, err := size.CombinedOutput(); err != nil {
		return fmt.Errorf("resize the window: %v: %s", err, msg)
	}
	return nil
}

// handPlayer plays the person's turns of a Play tab game and reads the
// divider's place as it goes.
type handPlayer struct {
	t        *testing.T
	d        *xDisplay
	w, h     int
	dividers []int // x of the divider, read every poll
}

// Colours of the Play board: a cell that takes the tile as it is turned,
// one that takes it turned another way, and the divider's.
var (
	cellTakes   = [3]byte{0x57, 0x8c, 0x5f}
	cellTurned  = [3]byte{0x55, 0x5f, 0x56}
	dividerDark = [3]byte{0x0c, 0x0c, 0x0d}
)

// Keysyms of the Play board's keys.
const (
	keyR      = 0x0072
	keyReturn = 0xff0d
	key2      = 0x0032
)

// board is where the board may be: right of the tile grid, below the
// set-up row, left of the side panel's least width.
func (p *handPlayer) board() rect {
	return rect{400, 160, p.w - 400 - 300, p.h - 160 - 90}
}

// playTurn waits for the person's turn, places the tile on a cell that
// takes it (turning it until one does) and ends the turn, with a follower
// on the first spot offered when follower is set (when one is).
func (p *handPlayer) playTurn(follower bool) error {
	deadline := time.Now().Add(30 * time.Second)
	turns := 0
	for time.Now().Before(deadline) {
		px, err := p.look()
		if err != nil {
			return err
		}
		b := p.board()
		if x, y, ok := centreOf(px, b, cellTakes); ok {
			p.d.click(b.x+x, b.y+y, 1)
			if err := p.watch(700 * time.Millisecond); err != nil {
				return err
			}
			if follower {
				p.d.chord(key2) // option 1 is "No follower"
				if err := p.watch(300 * time.Millisecond); err != nil {
					return err
				}
			}
			p.d.chord(keyReturn)
			return p.watch(700 * time.Millisecond)
		}
		if _, _, ok := centreOf(px, b, cellTurned); ok && turns < 4 {
			p.d.chord(keyR)
			turns++
		}
		if err := p.watch(300 * time.Millisecond); err != nil {
			return err
		}
	}
	return fmt.Errorf("no cell took the tile within 30 s")
}

// look reads the board's pixels and the divider's place.
func (p *handPlayer) look() ([]byte, error) {
	px, err := p.d.pixels(p.board())
	if err != nil {
		return nil, err
	}
	return px, p.readDivider()
}

// settle waits for the window to be laid out at its new size (the
// editor starting, a resize): until the divider has stood still for a
// second. What it read then is forgotten.
func (p *handPlayer) settle() error {
	deadline := time.Now().Add(30 * time.Second)
	for still := 0; still < 10; {
		if time.Now().After(deadline) {
			return fmt.Errorf("the divider did not stand still for a second within 30 s: %v", p.dividers)
		}
		n := len(p.dividers)
		err := p.readDivider()
		switch {
		case err != nil:
			still = 0 // not drawn yet
		case n > 0 && p.dividers[n] == p.dividers[n-1]:
			still++
		default:
			still = 0
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.dividers = p.dividers[:0]
	return nil
}

// watch reads the divider's place for a while.
func (p *handPlayer) watch(d time.Duration) error {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if err := p.readDivider(); err != nil {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
	return nil
}

// readDivider notes the x of the divider: the first pair of its dark
// pixels on a row near the window's foot, where the board and the side
// panel meet whatever the panel shows.
func (p *handPlayer) readDivider() error {
	row := rect{400, p.h - 130, p.w - 400, 1}
	px, err := p.d.pixels(row)
	if err != nil {
		return err
	}
	for x := 0; x+2 < row.w; x++ {
		if isColour(px, x, dividerDark) && isColour(px, x+1, dividerDark) {
			p.dividers = append(p.dividers, row.x+x)
			return nil
		}
	}
	return fmt.Errorf("no divider on the row at y=%d", row.y)
}

// centreOf finds a pixel of colour c in the BGRX pixels of r and returns
// the centre of the run of that colour across and down through it.
func centreOf(px []byte, r rect, c [3]byte) (x, y int, ok bool) {
	at := func(x, y int) bool { return x >= 0 && y >= 0 && x < r.w && y < r.h && isColour(px, y*r.w+x, c) }
	for y0 := 0; y0 < r.h; y0 += 4 {
		for x0 := 0; x0 < r.w; x0 += 4 {
			if !at(x0, y0) {
				continue
			}
			l, rt, top, bot := x0, x0, y0, y0
			for at(l-1, y0) {
				l--
			}
			for at(rt+1, y0) {
				rt++
			}
			for at(x0, top-1) {
				top--
			}
			for at(x0, bot+1) {
				bot++
			}
			if rt-l > 20 && bot-top > 20 { // a cell, not a stray pixel
				return (l + rt) / 2, (top + bot) / 2, true
			}
		}
	}
	return 0, 0, false
}

// isColour says whether BGRX pixel i is colour c (RGB).
func isColour(px []byte, i int, c [3]byte) bool {
	return px[4*i+2] == c[0] && px[4*i+1] == c[1] && px[4*i] == c[2]
}

// save writes the window's pixels to path, for a person to look at.
func (p *handPlayer) save(path string) {
	px, err := p.d.pixels(rect{0, 0, p.w, p.h})
	if err != nil {
		p.t.Log(err)
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, p.w, p.h))
	for i := 0; i < p.w*p.h; i++ {
		img.Set(i%p.w, i/p.w, color.RGBA{px[4*i+2], px[4*i+1], px[4*i], 0xff})
	}
	f, err := os.Create(path)
	if err != nil {
		p.t.Log(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		p.t.Log(err)
	}
}
