package ui

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// castleGrid draws The Castle's board as the Rules tab edits it: the cells
// inside the wall filled, the cells outside empty, with a row and a column
// of outside cells all round so the board can grow; the wall drawn along
// the cells' outline; every start space with its id and segment kind, a
// bar on the side it faces; and the corner towers on the wall's corners,
// each with its first track space (the 0/1 tower gold). A tap on a cell
// reports its board coordinates.
type castleGrid struct {
	widget.BaseWidget
	board    schema.CastleBoard
	outline  []schema.OutlineCorner
	selected int // the selected start space, -1 for none
	onTap    func(x, y int)
}

// A cell's side at the grid's smallest is castleCellMin, room for a start
// space's id and kind, while the grid fits castleGridWidth; a larger
// board gets smaller cells, down to castleCellLeast, so that it does not
// widen the window past the screen.
const (
	castleCellMin   = 52
	castleGridWidth = 14 * castleCellMin // the built-in board with its margin
	castleCellLeast = 16
)

var (
	castleInside    = color.NRGBA{0xd9, 0xc8, 0xa3, 0xff}
	castleOutside   = color.NRGBA{0xf4, 0xf1, 0xea, 0xff}
	castleGridLine  = color.NRGBA{0xc9, 0xc2, 0xb4, 0xff}
	castleWall      = color.NRGBA{0x3b, 0x33, 0x2b, 0xff}
	castleText      = color.NRGBA{0x1d, 0x1f, 0x2b, 0xff}
	castleSelection = color.NRGBA{0xd0, 0x30, 0x30, 0xff}
	castleTower     = color.NRGBA{0x6d, 0x6a, 0x75, 0xff}
	castleZeroTower = color.NRGBA{0xd9, 0xa4, 0x1e, 0xff}
	castleLightText = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	// Start space fills by segment kind.
	castleKindFill = map[schema.Kind]color.NRGBA{
		schema.KindPath:  {0xf2, 0xe2, 0xb8, 0xff},
		schema.KindTower: {0x9f, 0xb4, 0xcf, 0xff},
		schema.KindHouse: {0xe0, 0x9a, 0x86, 0xff},
	}
)

func newCastleGrid(onTap func(x, y int)) *castleGrid {
	g := &castleGrid{selected: -1, onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// show draws board b with start space selected picked out.
func (g *castleGrid) show(b schema.CastleBoard, selected int) {
	g.board, g.selected = b, selected
	g.outline = schema.CastleOutline(b)
	g.Refresh()
}

// span is the grid's first column and row and its width and height in
// cells, the margin all round included.
func (g *castleGrid) span() (x0, y0, cols, rows int) {
	w, h := editor.BoardSize(g.board)
	x0, y0 = -1, -1
	x1, y1 := w, h
	for _, s := range g.board.StartSpaces { // a start space off the margin stays in view
		x0, y0, x1, y1 = min(x0, s.X), min(y0, s.Y), max(x1, s.X), max(y1, s.Y)
	}
	return x0, y0, x1 - x0 + 1, y1 - y0 + 1
}

// leastCell is a cell's side at the grid's smallest.
func (g *castleGrid) leastCell() float32 {
	_, _, cols, _ := g.span()
	return float32(max(castleCellLeast, min(castleCellMin, castleGridWidth/cols)))
}

// cell is a cell's side at the widget's size.
func (g *castleGrid) cell() float32 {
	_, _, cols, rows := g.span()
	s := g.Size()
	return float32(math.Floor(float64(max(g.leastCell(), min(s.Width/float32(cols), s.Height/float32(rows))))))
}

func (g *castleGrid) MinSize() fyne.Size {
	_, _, cols, rows := g.span()
	c := g.leastCell()
	return fyne.NewSize(float32(cols)*c, float32(rows)*c)
}

// at is the top left of cell (x, y).
func (g *castleGrid) at(x, y int) fyne.Position {
	x0, y0, _, _ := g.span()
	c := g.cell()
	return fyne.NewPos(float32(x-x0)*c, float32(y-y0)*c)
}

func (g *castleGrid) Tapped(ev *fyne.PointEvent) {
	x0, y0, cols, rows := g.span()
	c := g.cell()
	col, row := int(math.Floor(float64(ev.Position.X/c))), int(math.Floor(float64(ev.Position.Y/c)))
	if col < 0 || row < 0 || col >= cols || row >= rows || g.onTap == nil {
		return
	}
	g.onTap(x0+col, y0+row)
}

func (g *castleGrid) CreateRenderer() fyne.WidgetRenderer {
	r := &castleGridRenderer{g: g}
	r.Refresh()
	return r
}

// castleGridRenderer draws the grid afresh on every refresh: a board has
// at most a few hundred cells, and it changes one edit at a time.
type castleGridRenderer struct {
	g       *castleGrid
	objects []fyne.CanvasObject
}

func (r *castleGridRenderer) MinSize() fyne.Size           { return r.g.MinSize() }
func (r *castleGridRenderer) Layout(fyne.Size)             { r.draw() }
func (r *castleGridRenderer) Refresh()                     { r.draw(); canvas.Refresh(r.g) }
func (r *castleGridRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *castleGridRenderer) Destroy()                     {}

func (r *castleGridRenderer) draw() {
	g := r.g
	b := g.board
	x0, y0, cols, rows := g.span()
	c := g.cell()
	r.objects = r.objects[:0]
	for y := y0; y < y0+rows; y++ {
		for x := x0; x < x0+cols; x++ {
			fill := castleOutside
			if editor.IsCell(b, x, y) {
				fill = castleInside
			}
			rect := canvas.NewRectangle(fill)
			rect.StrokeColor, rect.StrokeWidth = castleGridLine, 1
			rect.Move(g.at(x, y))
			rect.Resize(fyne.NewSquareSize(c))
			r.objects = append(r.objects, rect)
		}
	}
	for i, s := range b.StartSpaces {
		r.startSpace(i, s, c)
	}
	r.wall(c)
	r.towers(c)
}

// wall draws a thick line on every side between a cell and the outside.
func (r *castleGridRenderer) wall(c float32) {
	g := r.g
	w, h := editor.BoardSize(g.board)
	for y := range h {
		for x := range w {
			if !editor.IsCell(g.board, x, y) {
				continue
			}
			o := g.at(x, y)
			corners := [5]fyne.Position{o, o.AddXY(c, 0), o.AddXY(c, c), o.AddXY(0, c), o}
			for side, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				if editor.IsCell(g.board, x+d[0], y+d[1]) {
					continue
				}
				line := canvas.NewLine(castleWall)
				line.StrokeWidth = 4
				line.Position1, line.Position2 = corners[side], corners[side+1]
				r.objects = append(r.objects, line)
			}
		}
	}
}

// startSpace draws start space i: its kind's colour, its id and kind,
// a bar on the side facing the board, a red frame when selected.
func (r *castleGridRenderer) startSpace(i int, s schema.StartSpace, c float32) {
	g := r.g
	o := g.at(s.X, s.Y)
	inset := c * 0.08
	rect := canvas.NewRectangle(castleKindFill[editor.StartKind(s)])
	rect.StrokeColor, rect.StrokeWidth = castleWall, 1
	if i == g.selected {
		rect.StrokeColor, rect.StrokeWidth = castleSelection, 3
	}
	rect.Move(o.AddXY(inset, inset))
	rect.Resize(fyne.NewSquareSize(c - 2*inset))
	r.objects = append(r.objects, rect)
	if side := editor.StartSide(g.board, s); side >= 0 {
		bar := canvas.NewRectangle(castleWall)
		thick := max(c*0.1, 3)
		switch side {
		case 0:
			bar.Move(o.AddXY(inset, inset))
			bar.Resize(fyne.NewSize(c-2*inset, thick))
		case 1:
			bar.Move(o.AddXY(c-inset-thick, inset))
			bar.Resize(fyne.NewSize(thick, c-2*inset))
		case 2:
			bar.Move(o.AddXY(inset, c-inset-thick))
			bar.Resize(fyne.NewSize(c-2*inset, thick))
		case 3:
			bar.Move(o.AddXY(inset, inset))
			bar.Resize(fyne.NewSize(thick, c-2*inset))
		}
		r.objects = append(r.objects, bar)
	}
	r.centred(s.ID, o.AddXY(0, c*0.22), c, c*0.3, true, castleText)
	r.centred(string(editor.StartKind(s)), o.AddXY(0, c*0.52), c, c*0.22, false, castleText)
}

// centred writes text centred in a box of width w from o, size points.
func (r *castleGridRenderer) centred(text string, o fyne.Position, w, size float32, bold bool, col color.Color) {
	t := canvas.NewText(text, col)
	t.TextSize = size
	t.TextStyle.Bold = bold
	t.Alignment = fyne.TextAlignCenter
	t.Move(o)
	t.Resize(fyne.NewSize(w, t.MinSize().Height))
	r.objects = append(r.objects, t)
}

// towers marks the corner towers on the wall's corners, in order
// clockwise from the first corner, each with its first track space.
func (r *castleGridRenderer) towers(c float32) {
	g := r.g
	corners := g.board.Track.Corners
	d := c * 0.46
	for i, oc := range g.outline {
		if i >= len(corners) || len(corners[i]) == 0 {
			break
		}
		p := g.at(oc.X, oc.Y).SubtractXY(d/2, d/2)
		dot := canvas.NewCircle(castleTower)
		if corners[i][0] == 0 {
			dot.FillColor = castleZeroTower
		}
		dot.StrokeColor, dot.StrokeWidth = castleWall, 1
		dot.Move(p)
		dot.Resize(fyne.NewSquareSize(d))
		r.objects = append(r.objects, dot)
		t := canvas.NewText(strconv.Itoa(corners[i][0]), castleLightText)
		if corners[i][0] == 0 {
			t.Color = castleText
		}
		t.TextSize = d * 0.5
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		t.Move(p.AddXY(0, (d-t.MinSize().Height)/2))
		t.Resize(fyne.NewSize(d, t.MinSize().Height))
		r.objects = append(r.objects, t)
	}
}
