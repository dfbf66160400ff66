package exporter

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// The Castle's board (rules.castle.board) as a picture: the cells inside
// the wall on a light ground, the wall drawn round them, the start spaces
// on its inner half with their segments, and along its outer half the
// score track walked clockwise from the 0/1 corner, a tower on every
// corner carrying its two numbers. A game adds its tiles and followers,
// and from the ruleset (BoardOptions.Track, Pieces) the seats' markers on
// the track, the wall tiles on the towers and the keeps.

var (
	castleGround     = rgb(0xeee6cf)
	castleGroundLine = rgb(0xd6cbb0)
	castleTrackFill  = rgb(0xf3ecd9)
	castleStartStone = rgb(0xc2bbae)
	castleTowerFill  = rgb(0x8f877a)
)

// castleMargin is how far, in tiles, the picture reaches past the cells:
// the wall and the towers on its corners.
const castleMargin = castleWall + 0.1

// CastleBoard draws a castle pack's board (rules.castle.board) without a
// game: the cells, the wall, the start spaces and the score track.
func (r *Renderer) CastleBoard(opts BoardOptions) (*image.NRGBA, error) {
	c := r.pack.Rules.Castle
	if c == nil || len(boardCells(&c.Board)) == 0 {
		return nil, fmt.Errorf("pack %s has no castle board to draw (rules.castle.board)", r.pack.ID)
	}
	return r.castleBoard(nil, &c.Board, opts, castleLook{caption: true})
}

// CastleBoardLayer draws a castle board for a view that lays the tiles
// over it (the editor's Play board): the cells, the wall, the start spaces
// and the track, with the track's markers and wall tiles when track is
// not nil (seat colours as PlayerColour gives them for names), ts pixels a
// cell, without a panel. at is the pixel of board point (0, 0), the north-
// west corner of cell (0, 0).
func (r *Renderer) CastleBoardLayer(b *schema.CastleBoard, track *engine.TrackView, names []string, ts int) (img *image.NRGBA, at image.Point, err error) {
	cells := boardCells(b)
	if len(cells) == 0 {
		return nil, image.Point{}, fmt.Errorf("pack %s has no castle board to draw (rules.castle.board)", r.pack.ID)
	}
	opts := BoardOptions{TileSize: ts}
	if track != nil {
		opts.Track = fixedTrack{*track}
	}
	img, err = r.castleBoard(nil, b, opts, castleLook{names: names, clear: true})
	if err != nil {
		return nil, image.Point{}, err
	}
	_, _, minX, minY := castleExtent(cells)
	ts = castleTileSize(cells, BoardTileSize(opts))
	margin := int(math.Ceil(castleMargin * float64(ts)))
	return img, image.Pt(margin-minX*ts, margin-minY*ts), nil
}

// fixedTrack is a track as it stands.
type fixedTrack struct{ view engine.TrackView }

func (f fixedTrack) Track() engine.TrackView { return f.view }

// castleExtent is the size in tiles of a castle board's picture without
// its panel, and its westernmost and northernmost cells' coordinates (the
// start spaces lie on the wall, within castleMargin of the cells).
func castleExtent(cells []image.Point) (cols, rows float64, minX, minY int) {
	minX, minY, maxX, maxY := cells[0].X, cells[0].Y, cells[0].X, cells[0].Y
	for _, c := range cells {
		minX, minY, maxX, maxY = min(minX, c.X), min(minY, c.Y), max(maxX, c.X), max(maxY, c.Y)
	}
	return float64(maxX-minX+1) + 2*castleMargin, float64(maxY-minY+1) + 2*castleMargin, minX, minY
}

// castleTileSize is the cell size a castle board's picture is drawn at for
// a wanted ts: smaller when the picture would pass MaxBoardSide.
func castleTileSize(cells []image.Point, ts int) int {
	cols, rows, _, _ := castleExtent(cells)
	ts = max(ts, MinTileSize)
	for ts > MinTileSize && (int(cols*float64(ts)) > MaxBoardSide || int(rows*float64(ts)) > MaxBoardSide) {
		ts--
	}
	return ts
}

// castleLook says how a castle board is drawn without a game.
type castleLook struct {
	// names are the seats' names, for their colours (a game's players
	// when there is one).
	names []string
	// caption: a line above the board says what it holds; without it the
	// picture is the board alone.
	caption bool
	// clear leaves the picture clear round the wall, for a view that
	// shows it on a background of its own.
	clear bool
}

// castleBoard draws the board of a castle pack, and g's state on it when g
// is not nil (with its panel).
func (r *Renderer) castleBoard(g *engine.Game, b *schema.CastleBoard, opts BoardOptions, look castleLook) (*image.NRGBA, error) {
	names, caption := look.names, look.caption
	s := &castleScene{r: r, board: b, cells: boardCells(b), in: map[image.Point]bool{}}
	for _, c := range s.cells {
		s.in[c] = true
	}
	s.loops = traceWall(s.cells)
	cols, rows, minX, minY := castleExtent(s.cells)
	ts := castleTileSize(s.cells, BoardTileSize(opts))
	panelLines := 0
	if g != nil {
		panelLines = panelRows(g, opts.Standing)
	}
	panel := panelHeight(ts, panelLines)
	margin := int(math.Ceil(castleMargin * float64(ts)))
	w := max(int(math.Ceil(cols*float64(ts))), 360, standingWidth(opts.Standing, ts))
	if g == nil && !caption {
		panel, w = 0, int(math.Ceil(cols*float64(ts)))
	}
	h := panel + int(math.Ceil(rows*float64(ts)))
	s.img = image.NewRGBA(image.Rect(0, 0, w, h))
	s.ts, s.minX, s.minY = ts, minX, minY
	s.origin = image.Pt(margin, panel+margin)
	if g != nil {
		names = g.Players()
	}
	s.colour = func(seat int) color.NRGBA {
		if seat >= 0 && seat < len(names) {
			return PlayerColour(seat, names[seat])
		}
		return PlayerColour(seat, "")
	}
	if !look.clear {
		draw.Draw(s.img, s.img.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)
	}

	length, corners := b.Track.Length, b.Track.Corners
	var view *engine.TrackView
	if opts.Track != nil {
		v := opts.Track.Track()
		view, length, corners = &v, v.Length, v.Corners
	}
	var spaces []trackSpace
	var towers []trackTower
	if len(s.loops) > 0 {
		spaces, towers = layTrack(s.loops[0], length, corners)
	}
	s.drawWall(spaces)
	if err := s.drawStartSpaces(); err != nil {
		return nil, err
	}
	s.drawTowers(towers, view)
	s.drawSpaceNumbers(spaces)
	if g != nil {
		if err := r.drawTiles(s.img, g, opts, s.cell, ts); err != nil {
			return nil, err
		}
		if opts.Pieces != nil {
			s.drawKeeps(g, opts.Pieces.PieceMarks())
		}
		r.drawFollowers(s.img, g, s.cell, ts)
	}
	if view != nil { // on the wall, over no tile
		s.drawMarkers(spaces, towers, view.Markers)
	}
	if g != nil {
		if opts.Standing != nil {
			drawStandingPanel(s.img, g, *opts.Standing, ts)
		} else {
			drawPanel(s.img, g, ts)
		}
	} else if caption {
		line := max(18, ts/4)
		text(opaqueNRGBA(s.img), line/2, line, fmt.Sprintf("%s · the board: %d spaces inside the wall, %d start spaces, a track of %d spaces with %d corner towers",
			r.pack.Name, len(s.cells), len(b.StartSpaces), length, len(corners)), float64(line)*0.72, ink)
	}
	if look.clear {
		out := image.NewNRGBA(s.img.Bounds())
		draw.Draw(out, out.Bounds(), s.img, image.Point{}, draw.Src) // un-premultiplies the antialiased rims
		return out, nil
	}
	return opaqueNRGBA(s.img), nil
}

// cell is the pixel of cell (x, y)'s north-west corner.
func (s *castleScene) cell(x, y int) image.Point {
	return s.origin.Add(image.Pt((x-s.minX)*s.ts, (y-s.minY)*s.ts))
}

// px is the pixel position of a board point.
func (s *castleScene) px(p pt) pt {
	return pt{float64(s.origin.X) + (p.x-float64(s.minX))*float64(s.ts), float64(s.origin.Y) + (p.y-float64(s.minY))*float64(s.ts)}
}

// around returns a canvas one tile across centred on board point p, and
// p in its units (the centre).
func (s *castleScene) around(p pt) *canvas {
	q := s.px(p)
	return onto(s.img, image.Pt(int(math.Round(q.x))-s.ts/2, int(math.Round(q.y))-s.ts/2), s.ts)
}

// drawWall draws the wall's stones round the board, the track's spaces on
// them, the cells on their ground and the wall's inner face. Every edge
// of them runs along the grid, so they are filled as pixel rectangles: a
// board printed at 150 dpi spans some ten million pixels, which the
// rasterizer would go over once per shape.
func (s *castleScene) drawWall(spaces []trackSpace) {
	// The wall reaches castleWall out from every cell (the cells grown by
	// it, run by run along each row): with square corners, and filling any
	// bay narrower than twice its depth.
	for _, grow := range []struct {
		by  float64
		col color.NRGBA
	}{{castleWall, wallEdge}, {castleWall - 0.03, wallStone}} {
		for _, run := range cellRuns(s.cells) {
			s.fillBox(grow.col, pt{float64(run.Min.X) - grow.by, float64(run.Min.Y) - grow.by}, pt{float64(run.Max.X) + grow.by, float64(run.Max.Y) + grow.by})
		}
	}
	for _, sp := range spaces {
		if sp.tower >= 0 {
			continue
		}
		across := pt{math.Abs(sp.along.y), math.Abs(sp.along.x)}.scale(castleTrackW / 2)
		along := pt{math.Abs(sp.along.x), math.Abs(sp.along.y)}.scale(sp.length / 2 * 0.94)
		half := along.add(across)
		s.fillBox(wallEdge, sp.at.sub(half), sp.at.add(half))
		in := half.sub(pt{0.03, 0.03})
		s.fillBox(castleTrackFill, sp.at.sub(in), sp.at.add(in))
	}
	for _, run := range cellRuns(s.cells) {
		s.fillBox(castleGroundLine, pt{float64(run.Min.X), float64(run.Min.Y)}, pt{float64(run.Max.X), float64(run.Max.Y)})
	}
	for _, c := range s.cells {
		const e = 0.02
		x, y := float64(c.X), float64(c.Y)
		s.fillBox(castleGround, pt{x + e, y + e}, pt{x + 1 - e, y + 1 - e})
	}
	const face = 0.035 // half the inner face's width
	for _, l := range s.loops {
		for i, c := range l.corners {
			a, b := pt{float64(c.X), float64(c.Y)}, l.corners[(i+1)%len(l.corners)]
			bp := pt{float64(b.X), float64(b.Y)}
			s.fillBox(wallEdge, pt{math.Min(a.x, bp.x) - face, math.Min(a.y, bp.y) - face}, pt{math.Max(a.x, bp.x) + face, math.Max(a.y, bp.y) + face})
		}
	}
}

// fillBox fills the box between two board points, to the nearest pixels.
func (s *castleScene) fillBox(col color.NRGBA, a, b pt) {
	p, q := s.px(a), s.px(b)
	r := image.Rect(int(math.Round(p.x)), int(math.Round(p.y)), int(math.Round(q.x)), int(math.Round(q.y)))
	draw.Draw(s.img, r, image.NewUniform(col), image.Point{}, draw.Src)
}

// cellRuns are the cells as rectangles one row high, each a run of
// neighbouring cells, in cell units.
func cellRuns(cells []image.Point) []image.Rectangle {
	var runs []image.Rectangle
	for _, c := range cells { // in reading order
		if n := len(runs); n > 0 && runs[n-1].Max.Y == c.Y+1 && runs[n-1].Max.X == c.X {
			runs[n-1].Max.X++
			continue
		}
		runs = append(runs, image.Rect(c.X, c.Y, c.X+1, c.Y+1))
	}
	return runs
}

// drawStartSpaces draws each start space on the inner half of the wall
// beside the cell it faces: the half of its tile that holds its segment
// (path, tower or house, drawn as tiles draw them), and its id.
func (s *castleScene) drawStartSpaces() error {
	rs, ok := schema.LookupRuleset(s.r.pack.Ruleset)
	if !ok {
		return fmt.Errorf("pack %s: unknown ruleset %q", s.r.pack.ID, s.r.pack.Ruleset)
	}
	nrgba := opaqueNRGBA(s.img)
	for _, ss := range s.board.StartSpaces {
		side := wallFacing(s.in, image.Pt(ss.X, ss.Y), ss.Features)
		if side < 0 {
			continue // beside no cell: nothing to lay a tile against
		}
		tile := schema.Tile{ID: "start:" + ss.ID, Features: ss.Features}
		pl, err := planTile(&tile, rs)
		if err != nil {
			return fmt.Errorf("start space %s: %w", ss.ID, err)
		}
		pl.background = castleStartStone
		c := newCanvas(s.ts)
		pl.paint(c, schema.Look{})
		half := s.ts / 2
		at := s.cell(ss.X, ss.Y)
		src := map[int]image.Rectangle{
			0: image.Rect(0, 0, s.ts, half), 1: image.Rect(s.ts-half, 0, s.ts, s.ts),
			2: image.Rect(0, s.ts-half, s.ts, s.ts), 3: image.Rect(0, 0, half, s.ts),
		}[side]
		draw.Draw(s.img, src.Add(at), c.img, src.Min, draw.Src)
		px := float64(s.ts) * 0.16
		label := src.Add(at)
		text(nrgba, label.Min.X+s.ts/20, label.Min.Y+int(px)+s.ts/24, ss.ID, px, ink)
	}
	return nil
}

// drawSpaceNumbers writes every track space's number but the towers'.
func (s *castleScene) drawSpaceNumbers(spaces []trackSpace) {
	nrgba := opaqueNRGBA(s.img)
	for i, sp := range spaces {
		if sp.tower < 0 {
			centredAt(nrgba, s.px(sp.at), fmt.Sprint(i), float64(s.ts)*0.15, ink)
		}
	}
}

// centredAt writes a label centred on pixel position p.
func centredAt(img *image.NRGBA, p pt, label string, px float64, col color.Color) {
	w := textWidth(label, px)
	text(img, int(math.Round(p.x))-w/2, int(math.Round(p.y+px*0.36)), label, px, col)
}
