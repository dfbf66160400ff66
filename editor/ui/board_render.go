package ui

import (
	"image"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/tilesmith/tilesmith/editor"
)

// The board's renderer: what the board draws, refreshed as the game and
// the view change.

func (b *boardView) CreateRenderer() fyne.WidgetRenderer {
	return &boardRenderer{b: b, bg: canvas.NewRectangle(BoardBackground), ghost: canvas.NewImageFromImage(nil)}
}

// boardRenderer keeps pools of canvas objects that it reuses from one
// refresh to the next, so a tile keeps its texture.
type boardRenderer struct {
	b         *boardView
	bg        *canvas.Rectangle
	tiles     []*canvas.Image
	marks     []*canvas.Rectangle
	meeples   []*canvas.Image
	edges     []*canvas.Image
	rings     []*canvas.Circle
	texts     []*canvas.Text
	ghost     *canvas.Image
	castle    castleView
	objects   []fyne.CanvasObject
	markCount int
}

func (r *boardRenderer) Destroy()                     {}
func (r *boardRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *boardRenderer) Layout(fyne.Size)             { r.arrange() }
func (r *boardRenderer) Refresh() {
	r.arrange()
	canvas.Refresh(r.b)
}

// pooled hands out the i-th object of a pool, growing it with fresh
// objects as needed.
func pooled[T any](pool *[]T, i int, fresh func() T) T {
	for len(*pool) <= i {
		*pool = append(*pool, fresh())
	}
	return (*pool)[i]
}

func smoothImage() *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.ScaleMode = canvas.ImageScaleSmooth
	return img
}

func (r *boardRenderer) tile(i int) *canvas.Image   { return pooled(&r.tiles, i, smoothImage) }
func (r *boardRenderer) meeple(i int) *canvas.Image { return pooled(&r.meeples, i, smoothImage) }

func (r *boardRenderer) text(i int) *canvas.Text {
	return pooled(&r.texts, i, func() *canvas.Text {
		t := canvas.NewText("", markText)
		t.TextStyle.Bold = true
		return t
	})
}

// nextMark hands out the next rectangle, filled and stroked as asked.
func (r *boardRenderer) nextMark(fill, stroke color.Color, width float32) *canvas.Rectangle {
	m := pooled(&r.marks, r.markCount, func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) })
	r.markCount++
	if m.FillColor != fill || m.StrokeColor != stroke || m.StrokeWidth != width {
		m.FillColor, m.StrokeColor, m.StrokeWidth = fill, stroke, width
		m.Refresh()
	}
	return m
}

func (r *boardRenderer) ring(i int) *canvas.Circle {
	return pooled(&r.rings, i, func() *canvas.Circle {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor, c.StrokeWidth = spotRing, 2
		return c
	})
}

// arrange lays out every object for the game's state, pan and zoom.
func (r *boardRenderer) arrange() {
	b := r.b
	// The follower decision keeps the fit of the tile's placement: the
	// cells where the tile could go are no longer targets, and fitting
	// without them would move the spot to tap under the pointer.
	if b.follow && (b.play == nil || b.play.Phase() != editor.WaitFollower) {
		b.fitNow()
	}
	r.bg.Resize(b.Size())
	r.objects = append(r.objects[:0], r.bg)
	r.markCount = 0
	if b.play == nil || b.pics == nil || b.play.Core() == nil {
		return
	}
	g := b.play.Core()
	cell := fyne.NewSquareSize(b.zoom)
	place := func(o fyne.CanvasObject, c image.Point, size fyne.Size, fx, fy float32) {
		at := b.cellOrigin(c).AddXY(fx*b.zoom-size.Width/2, fy*b.zoom-size.Height/2)
		o.Move(at)
		o.Resize(size)
		r.objects = append(r.objects, o)
	}
	tiles := 0
	for pi, p := range g.Board() {
		if g.Set.Tiles[p.Tile].Start {
			continue // a start space of The Castle's board: arrangeCastle draws it
		}
		if p.FaceDown {
			place(r.nextMark(faceDownFill, faceDownStroke, 2), image.Pt(p.X, p.Y), cell, 0.5, 0.5)
			continue
		}
		img := r.tile(tiles)
		tiles++
		ghosts := -1 // the tile's own look, unless the game tells its copies apart
		if n, ok := b.play.PrintedSymbols(pi); ok {
			ghosts = n
		}
		setPicture(img, b.pics.copyOf(g.Set.Tiles[p.Tile].ID, p.Rot, ghosts), 0)
		place(img, image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	r.arrangeEdges()
	r.arrangeCastle(g)
	for _, p := range b.play.Recent() {
		place(r.nextMark(color.Transparent, recentStroke, 2), image.Pt(p.X, p.Y), cell, 0.5, 0.5)
	}
	ghost := false
	for _, t := range b.play.Targets() {
		fill, stroke, width := color.Color(fitsTurnedFill), color.Color(color.Transparent), float32(0)
		if t.Rotations&(1<<b.play.Rotation()) != 0 {
			fill, stroke, width = fitsNowFill, fitsNowStroke, 1.5
			ghost = ghost || (b.in && t.Cell == b.hover)
		}
		place(r.nextMark(fill, stroke, width), t.Cell, cell, 0.5, 0.5)
	}
	if ghost {
		// The tile to place, as it would lie in the cell under the pointer.
		setPicture(r.ghost, b.pics.tile(b.play.Tile(), b.play.Rotation()), 0.25)
		place(r.ghost, b.hover, cell, 0.5, 0.5)
	}
	for _, c := range b.optionCells() {
		place(r.nextMark(optionFill, optionStroke, 2), c, cell, 0.5, 0.5)
	}
	r.arrangeNotes(tiles, func(o fyne.CanvasObject, at editor.Cell, size fyne.Size) { place(o, at.At, size, 0.5, 0.5) })
	meeples := 0
	msize := fyne.NewSquareSize(b.zoom * meepleSize)
	for _, f := range g.Followers() {
		p := g.PlacedOf(f.Node)
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, g.Feature(f.Node).Index, p.Rot)
		m := r.meeple(meeples)
		meeples++
		setPicture(m, b.pics.follower(f.Player, g.Players()[f.Player]), 0)
		place(m, image.Pt(p.X, p.Y), msize, x, y)
	}
	// A spot with one option shows the follower of the seat that decides
	// (a team's in the first seat's colour).
	decider := -1
	if d := b.play.Pending(); d != nil {
		decider = max(d.Seat(), 0)
	}
	for i, s := range b.play.Spots() {
		p, ok := g.At(s.Cell.X, s.Cell.Y)
		if !ok {
			continue
		}
		x, y := b.pics.spot(g.Set.Tiles[p.Tile].ID, s.Feature, p.Rot)
		place(r.ring(i), s.Cell, fyne.NewSquareSize(b.zoom*spotRingSize), x, y)
		if seat := decider; len(s.Options) == 1 && seat >= 0 && seat < len(g.Players()) {
			m := r.meeple(meeples)
			meeples++
			setPicture(m, b.pics.follower(seat, g.Players()[seat]), 0.45)
			place(m, s.Cell, msize, x, y)
		}
	}
	r.arrangeMarks()
}

// arrangeMarks writes the ruleset's marks in the top-left corner of their
// cells, one under another, each on a dark label.
func (r *boardRenderer) arrangeMarks() {
	b := r.b
	size := min(max(9, b.zoom*0.12), 16)
	row := map[image.Point]int{}
	for i, mk := range b.play.Marks() {
		c := image.Pt(mk.X, mk.Y)
		t := r.text(i)
		if t.Text != mk.Text || t.TextSize != size {
			t.Text, t.TextSize = mk.Text, size
			t.Refresh()
		}
		ts := t.MinSize()
		at := b.cellOrigin(c).AddXY(3, 3+float32(row[c])*(ts.Height+3))
		row[c]++
		bg := r.nextMark(markFill, color.Transparent, 0)
		bg.Move(at.SubtractXY(2, 1))
		bg.Resize(ts.AddWidthHeight(4, 2))
		t.Move(at)
		t.Resize(ts)
		r.objects = append(r.objects, bg, t)
	}
}

// optionCells are the cells of the options of a decision a person takes
// other than placing a tile or a follower, each once.
func (b *boardView) optionCells() []image.Point {
	if b.play.Phase() != editor.WaitChoice {
		return nil
	}
	var out []image.Point
	for _, o := range b.play.Options() {
		if c := image.Pt(o.X, o.Y); o.HasAt && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// setPicture shows a picture in an image object, refreshing it (and its
// texture) only when something changed.
func setPicture(img *canvas.Image, pic image.Image, translucency float64) {
	if img.Image != pic || img.Translucency != translucency {
		img.Image, img.Translucency = pic, translucency
		img.Refresh()
	}
}
