package ui

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// TestTilePictureAtItsSizeOnScreen: the tile editor draws its picture at
// the size the window shows it at, in pixels, so that the window does not
// scale it at each change; resizing the window draws it again.
func TestTilePictureAtItsSizeOnScreen(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	sizes := []struct {
		name string
		size fyne.Size
	}{
		{"the size the editor opens at", fyne.NewSize(1280, 820)},
		{"a smaller window", fyne.NewSize(1000, 700)},
		{"a larger window", fyne.NewSize(1600, 1000)},
	}
	for _, s := range sizes {
		t.Run(s.name, func(t *testing.T) {
			e.win.Resize(s.size)
			c := e.tileEd.canvas
			scale := fyne.CurrentApp().Driver().CanvasForObject(c).Scale()
			want := int(math.Round(float64(c.img.Size().Width * scale)))
			if got := c.img.Image.Bounds().Dx(); got != want || c.img.Image.Bounds().Dy() != want {
				t.Fatalf("the picture is %v, shown at %d px", c.img.Image.Bounds(), want)
			}
			drawn, err := e.images.draw(e.doc.Pack(), e.tile, c.rot, want)
			if err != nil {
				t.Fatal(err)
			}
			if !samePixels(drawn, c.img.Image) {
				t.Error("the picture is not the selected tile's")
			}
		})
	}
}

// TestPreviewCacheStaysBounded: pictures of many sizes (a window resized
// by hand) do not pile up in the cache; the thumbnails stay.
func TestPreviewCacheStaysBounded(t *testing.T) {
	e := openWinter(t)
	p := e.doc.Pack()
	thumbs := 0
	for k := range e.images.cache {
		if k.size == thumbSize {
			thumbs++
		}
	}
	for size := 200; size < 200+3*maxPreviewImages; size++ {
		if _, err := e.images.draw(p, 0, 0, size); err != nil {
			t.Fatal(err)
		}
	}
	previews, keptThumbs := 0, 0
	for k := range e.images.cache {
		if k.size == thumbSize {
			keptThumbs++
		} else {
			previews++
		}
	}
	if previews > maxPreviewImages {
		t.Errorf("%d pictures of other sizes cached, want at most %d", previews, maxPreviewImages)
	}
	if keptThumbs != thumbs {
		t.Errorf("%d thumbnails cached, %d before", keptThumbs, thumbs)
	}
}

// TestThumbnailsFollowEdits: an edit refreshes the pack view, which
// redraws the thumbnails and captions the edit changed and leaves the
// others as they were.
func TestThumbnailsFollowEdits(t *testing.T) {
	e := openWinter(t)
	d := tileIndex(t, e, "D")
	other := tileIndex(t, e, "A")
	item := func(i int) (*canvas.Image, *tipLabel) {
		o := e.pack.grid.CreateItem()
		e.pack.grid.UpdateItem(slotOf(t, e, i), o)
		box := o.(*fyne.Container)
		return box.Objects[0].(*canvas.Image), box.Objects[1].(*tipLabel)
	}
	// One item object shows tile D through the edits, as the grid's own do.
	o := e.pack.grid.CreateItem()
	show := func() (image *canvas.Image, caption string) {
		e.pack.grid.UpdateItem(slotOf(t, e, d), o)
		box := o.(*fyne.Container)
		return box.Objects[0].(*canvas.Image), box.Objects[1].(*tipLabel).Text
	}
	img, _ := show()
	before := img.Image
	otherImg, _ := item(other)
	otherBefore := otherImg.Image

	e.selectTile(d)
	e.selectFeature("road")
	tapPort(e, schema.PortS)
	img, _ = show()
	if img.Image == before || samePixels(img.Image, before) {
		t.Error("tile D's thumbnail did not change with its ports")
	}
	if otherImg, _ = item(other); otherImg.Image != otherBefore {
		t.Error("tile A's thumbnail was drawn again, though the edit was D's")
	}

	e.undo()
	img, _ = show()
	if !samePixels(img.Image, before) {
		t.Error("undo did not bring tile D's thumbnail back")
	}

	n := e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), e.mix)].Counts.Of("D") + 1
	if err := e.doc.Do(editor.SetCount{Mix: e.mix, Tile: "D", N: n}); err != nil {
		t.Fatal(err)
	}
	if _, caption := show(); caption != fmt.Sprintf("D ×%d", n) {
		t.Errorf("tile D's caption is %q after its count changed to %d", caption, n)
	}
}

// slotOf is the grid slot that shows tile i.
func slotOf(t *testing.T, e *Editor, i int) widget.GridWrapItemID {
	t.Helper()
	for id, shown := range e.pack.shown {
		if shown == i {
			return id
		}
	}
	t.Fatalf("tile %d is not in the pack view", i)
	return 0
}

// TestProblemsFollowABurstOfEdits: the problems panel redraws only when
// its rows change, and after every edit of a burst (and every undo) it
// reads as a panel built afresh on the pack would.
func TestProblemsFollowABurstOfEdits(t *testing.T) {
	e := openWinter(t)
	d := tileIndex(t, e, "D")
	e.selectTile(d)
	check := func(t *testing.T) {
		t.Helper()
		fresh := newProblemsView(e)
		fresh.refresh()
		if !slices.EqualFunc(e.problems.rows, fresh.rows, func(a, b problem) bool {
			return a.severity == b.severity && a.text == b.text && a.loc == b.loc && (a.fix == nil) == (b.fix == nil)
		}) {
			t.Errorf("the panel lists %+v, the pack has %+v", e.problems.rows, fresh.rows)
		}
		if e.problems.header.Text != fresh.header.Text {
			t.Errorf("the panel's header reads %q, want %q", e.problems.header.Text, fresh.header.Text)
		}
		if e.problems.list.Visible() != fresh.list.Visible() {
			t.Errorf("the list is shown: %v, want %v", e.problems.list.Visible(), fresh.list.Visible())
		}
	}
	steps := []struct {
		name string
		do   func()
	}{
		{"a road port that keeps the pack valid", func() { e.selectFeature("road"); tapPort(e, schema.PortSL) }},
		{"the same port again", func() { tapPort(e, schema.PortSL) }},
		{"a city port that breaks the tile", func() { e.selectFeature("city"); tapPort(e, schema.PortS) }},
		{"another city port, still broken", func() { tapPort(e, schema.PortSR) }},
		{"a third, which mends it", func() { tapPort(e, schema.PortSL) }},
		{"undo the mend", func() { e.undo() }},
		{"undo the second city port", func() { e.undo() }},
		{"undo the first city port", func() { e.undo() }},
		{"redo it", func() { e.redo() }},
		{"undo to the start", func() {
			for e.doc.CanUndo() {
				e.undo()
			}
		}},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			s.do()
			check(t)
		})
	}
	if len(e.problems.rows) != 0 {
		t.Errorf("back at the start, the panel lists %+v", e.problems.rows)
	}
}
