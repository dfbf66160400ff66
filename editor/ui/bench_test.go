package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// BenchmarkFirstFrame opens the Winter Edition pack and draws the
// editor's first frame with the test driver's software painter: the
// document (decode, check, compile), the views (the Mixes and Rules tabs,
// hidden, wait until shown), the thumbnails in sight and the 512 px tile.
// Target: ≤ 200 ms.
func BenchmarkFirstFrame(b *testing.B) {
	test.NewTempApp(b)
	for b.Loop() {
		e := openBuiltinWindow(b)
		_ = e.win.Canvas().Capture()
		e.win.Close()
	}
}

// BenchmarkPortEdit is one tap on a port as the editor handles it: the
// edit and re-check, then every view refreshed and the tile redrawn.
// Target: under 50 ms.
func BenchmarkPortEdit(b *testing.B) {
	test.NewTempApp(b)
	e := openBuiltinWindow(b)
	for i, t := range e.doc.Pack().Tiles {
		if t.ID == "D" {
			e.selectTile(i)
		}
	}
	ports := []schema.Port{schema.PortS, schema.PortSL}
	n := 0
	for b.Loop() {
		e.selectFeature([]string{"road", "field2"}[n%2])
		tapPort(e, ports[n%2])
		n++
	}
}

// BenchmarkPortTapBeforeFrame is the part of a port tap the window's next
// frame waits for: the edit and the tile's picture (quickdraw.go), drawn
// anew (the picture cache forgets the tile editor's pictures). The check
// and every other view, which the window does after that frame, run
// outside the timer.
func BenchmarkPortTapBeforeFrame(b *testing.B) {
	test.NewTempApp(b)
	e := openBuiltinWindow(b)
	var after []func()
	e.afterFrame = func(f func()) { after = append(after, f) }
	for i, t := range e.doc.Pack().Tiles {
		if t.ID == "D" {
			e.selectTile(i)
		}
	}
	ports := []schema.Port{schema.PortS, schema.PortSL}
	n := 0
	for b.Loop() {
		b.StopTimer()
		e.selectFeature([]string{"road", "field2"}[n%2])
		b.StartTimer()
		tapPort(e, ports[n%2])
		b.StopTimer()
		for _, f := range after {
			f()
		}
		after = after[:0]
		for k := range e.images.cache {
			if k.size != thumbSize {
				delete(e.images.cache, k)
			}
		}
		e.images.previews = 0
		b.StartTimer()
		n++
	}
}

// openBuiltinWindow opens the built-in Winter Edition pack in an editor
// window of the current (test) app, at the size the editor opens at.
func openBuiltinWindow(b *testing.B) *Editor {
	b.Helper()
	doc, err := editor.OpenBuiltin("winter-edition")
	if err != nil {
		b.Fatal(err)
	}
	doc.RecoveryDir = b.TempDir()
	e := New(fyne.CurrentApp(), doc)
	e.win.Resize(fyne.NewSize(1280, 820))
	return e
}
