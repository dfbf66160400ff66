package main

import (
	"fmt"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/jezek/xgb/xtest"
)

// xDisplay is a virtual X display (Xvfb) the test talks to directly over
// the X protocol: it reads the screen's pixels (GetImage) and sends the
// pointer and the keyboard (XTEST) without starting a tool for each, so
// that what it times is the editor, not xdotool or ImageMagick.
type xDisplay struct {
	name   string // ":N"
	server *xServer
	conn   *xgb.Conn
	root   xproto.Window
	// keycodes of the keysyms used
	keys map[xproto.Keysym]xproto.Keycode
}

// startXvfb starts Xvfb on a free display, 1400×900, and connects to it.
func startXvfb() (*xDisplay, error) {
	server, err := startXServer("1400x900x24")
	if err != nil {
		return nil, err
	}
	d := &xDisplay{name: server.display, server: server}
	if d.conn, err = xgb.NewConnDisplay(d.name); err != nil {
		d.close()
		return nil, fmt.Errorf("connect to %s: %w", d.name, err)
	}
	if err := xtest.Init(d.conn); err != nil {
		d.close()
		return nil, fmt.Errorf("XTEST on %s: %w", d.name, err)
	}
	setup := xproto.Setup(d.conn)
	d.root = setup.DefaultScreen(d.conn).Root
	if err := d.readKeys(setup); err != nil {
		d.close()
		return nil, err
	}
	return d, nil
}

func (d *xDisplay) close() {
	if d.conn != nil {
		d.conn.Close()
	}
	d.server.stop()
}

// readKeys finds the keycodes of the keys the test presses.
func (d *xDisplay) readKeys(setup *xproto.SetupInfo) error {
	first, last := setup.MinKeycode, setup.MaxKeycode
	m, err := xproto.GetKeyboardMapping(d.conn, first, byte(last-first+1)).Reply()
	if err != nil {
		return fmt.Errorf("keyboard mapping: %w", err)
	}
	d.keys = map[xproto.Keysym]xproto.Keycode{}
	per := int(m.KeysymsPerKeycode)
	for i := 0; i*per < len(m.Keysyms); i++ {
		for _, sym := range m.Keysyms[i*per : (i+1)*per] {
			if _, ok := d.keys[sym]; !ok && sym != 0 {
				d.keys[sym] = first + xproto.Keycode(i)
			}
		}
	}
	return nil
}

// Keysyms of the keys the test presses.
const (
	keyControlL xproto.Keysym = 0xffe3
	keyZ        xproto.Keysym = 0x007a
)

// rect is a region of the screen.
type rect struct{ x, y, w, h int }

// pixels is the region's pixels, four bytes each (BGRX).
func (d *xDisplay) pixels(r rect) ([]byte, error) {
	img, err := xproto.GetImage(d.conn, xproto.ImageFormatZPixmap, xproto.Drawable(d.root),
		int16(r.x), int16(r.y), uint16(r.w), uint16(r.h), 0xffffffff).Reply()
	if err != nil {
		return nil, err
	}
	return img.Data, nil
}

// click moves the pointer to (x, y) and clicks button (1 left, 3 right).
func (d *xDisplay) click(x, y int, button byte) {
	xtest.FakeInput(d.conn, xproto.MotionNotify, 0, 0, d.root, int16(x), int16(y), 0)
	xtest.FakeInput(d.conn, xproto.ButtonPress, button, 0, d.root, 0, 0, 0)
	xtest.FakeInput(d.conn, xproto.ButtonRelease, button, 0, d.root, 0, 0, 0)
	d.conn.Sync()
}

// chord presses keys in order and lets them go in reverse (Ctrl+Z).
func (d *xDisplay) chord(keys ...xproto.Keysym) {
	for _, k := range keys {
		xtest.FakeInput(d.conn, xproto.KeyPress, byte(d.keys[k]), 0, d.root, 0, 0, 0)
	}
	for i := len(keys) - 1; i >= 0; i-- {
		xtest.FakeInput(d.conn, xproto.KeyRelease, byte(d.keys[keys[i]]), 0, d.root, 0, 0, 0)
	}
	d.conn.Sync()
}

// waitFor polls the region until done says its pixels are as awaited,
// and returns how long that took from start; an error after limit.
func (d *xDisplay) waitFor(r rect, start time.Time, limit time.Duration, done func([]byte) bool) (time.Duration, error) {
	for {
		px, err := d.pixels(r)
		if err != nil {
			return 0, err
		}
		if done(px) {
			return time.Since(start), nil
		}
		if time.Since(start) > limit {
			return 0, fmt.Errorf("the screen did not change within %v", limit)
		}
		time.Sleep(2 * time.Millisecond)
	}
}
