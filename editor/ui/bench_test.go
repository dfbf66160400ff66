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
	e := openOnTileD(b)
	n := 0
	for b.Loop() {
		tapAPort(e, n)
		n++
	}
}

// BenchmarkPortTapBeforeFrame is the part of a port tap the window's next
// frame waits for: the edit and the tile's picture (quickdraw.go), drawn
// anew (the picture cache forgets the tile editor's pictures). The check
// and every other view, which the window does after that frame, run
// outside the timer.
func BenchmarkPortTapBeforeFrame(b *testing.B) {
	e := openOnTileD(b)
	var after []func()
	e.afterFrame = func(f func()) { after = append(after, f) }
	n := 0
	for b.Loop() {
		b.StopTimer()
		selectPortFeature(e, n)
		b.StartTimer()
		tapPort(e, portsTapped[n%2])
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

// openOnTileD opens the Winter Edition in a window of a new test app,
// on tile D, whose south ports the port benchmarks give away in turn.
func openOnTileD(b *testing.B) *Editor {
	test.NewTempApp(b)
	e := openBuiltinWindow(b)
	for i, t := range e.doc.Pack().Tiles {
		if t.ID == "D" {
			e.selectTile(i)
		}
	}
	return e
}

// portsTapped are tapped in turn, each given to its feature.
var portsTapped = [2]schema.Port{schema.PortS, schema.PortSL}

// selectPortFeature selects the feature tap n gives its port to.
func selectPortFeature(e *Editor, n int) { e.selectFeature([2]string{"road", "field2"}[n%2]) }

// tapAPort is tap n of a port benchmark: its feature selected, its port
// tapped.
func tapAPort(e *Editor, n int) {
	selectPortFeature(e, n)
	tapPort(e, portsTapped[n%2])
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
