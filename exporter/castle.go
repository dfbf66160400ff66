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
	return r.castleBoard(nil, &c.Board, opts, true)
}

// castleScene is one castle board picture being drawn: where the board's
// points fall in pixels, and the board's outline.
type castleScene struct {
	r      *Renderer
	img    *image.RGBA
	board  *schema.CastleBoard
	cells  []image.Point
	in     map[image.Point]bool
	loops  []wallLoop
	ts     int
	minX   int // the westernmost cell (the start spaces lie on the wall, within castleMargin)
	minY   int
	origin image.Point // the pixel of board point (minX, minY)
	colour func(seat int) color.NRGBA
}

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

// castleBoard draws the board of a castle pack, and g's state on it when g
// is not nil; without a caption (g nil) the picture is the board alone.
func (r *Renderer) castleBoard(g *engine.Game, b *schema.CastleBoard, opts BoardOptions, caption bool) (*image.NRGBA, error) {
	s := &castleScene{r: r, board: b, cells: boardCells(b), in: map[image.Point]bool{}}
	for _, c := range s.cells {
		s.in[c] = true
	}
	s.loops = traceWall(s.cells)
	cols, rows, minX, minY := castleExtent(s.cells)
	ts := max(BoardTileSize(opts), MinTileSize)
	for ts > MinTileSize && (int(cols*float64(ts)) > MaxBoardSide || int(rows*float64(ts)) > MaxBoardSide) {
		ts--
	}
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
	s.colour = func(seat int) color.NRGBA { return PlayerColour(seat, "") }
	if g != nil {
		names := g.Players()
		s.colour = func(seat int) color.NRGBA {
			if seat >= 0 && seat < len(names) {
				return PlayerColour(seat, names[seat])
			}
			return PlayerColour(seat, "")
		}
	}
	draw.Draw(s.img, s.img.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)

	length, corners := b.Track.Length, b.Track.Corners
	var view *engine.TrackView
	if opts.Track != nil && g != nil {
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
		if view != nil {
			s.drawMarkers(spaces, towers, view.Markers)
		}
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

// drawTowers draws the corner towers on the track, each with its spaces'
// numbers and what lies on it: a wall tile face down, or face up with its
// kind.
func (s *castleScene) drawTowers(towers []trackTower, view *engine.TrackView) {
	nrgba := opaqueNRGBA(s.img)
	for ti, t := range towers {
		if len(t.spaces) == 0 {
			continue
		}
		c := s.around(t.at)
		c.circle(wallEdge, centre, castleTowerR+0.02)
		c.circle(castleTowerFill, centre, castleTowerR)
		for i := range 8 { // merlons round the top
			a := float64(i) * math.Pi / 4
			c.circle(darker(castleTowerFill, towerTopShade), centre.add(pt{math.Cos(a), math.Sin(a)}.scale(castleTowerR-0.04)), 0.025)
		}
		if view != nil && ti < len(view.WallTiles) && view.WallTiles[ti] != 0 {
			free := t.in.sub(t.out).scale(0.1) // the quarter the numbers leave free
			at := centre.add(free)
			const h = 0.085
			if k := view.WallTiles[ti]; k < 0 {
				c.rect(TileBackEdge, at.sub(pt{h, h}), at.add(pt{h, h}))
				c.rect(TileBackColour, at.sub(pt{h - 0.015, h - 0.015}), at.add(pt{h - 0.015, h - 0.015}))
			} else {
				c.rect(ink, at.sub(pt{h, h}), at.add(pt{h, h}))
				c.rect(castleTrackFill, at.sub(pt{h - 0.015, h - 0.015}), at.add(pt{h - 0.015, h - 0.015}))
				q := s.px(t.at.add(free))
				centredAt(nrgba, q, fmt.Sprint(k), float64(s.ts)*0.11, ink)
			}
		}
		for _, sp := range t.spaces {
			centredAt(nrgba, s.px(towerSpacePoint(t, sp)), fmt.Sprint(sp), float64(s.ts)*0.13, white)
		}
	}
}

// towerSpacePoint is where space sp of tower t shows: its first space on
// the side the track comes from, its others on the side it goes on to.
func towerSpacePoint(t trackTower, sp int) pt {
	if len(t.spaces) > 0 && sp == t.spaces[0] && len(t.spaces) > 1 {
		return t.at.sub(t.in.scale(0.13))
	}
	if len(t.spaces) == 1 {
		return t.at
	}
	return t.at.add(t.out.scale(0.13))
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

// drawKeeps draws the keeps on their tiles' features in their seats'
// colours, beside a follower standing on the same feature.
func (s *castleScene) drawKeeps(g *engine.Game, marks []engine.PieceMark) {
	followed := map[engine.Node]bool{}
	for _, f := range g.Followers() {
		followed[f.Node] = true
	}
	for _, m := range marks {
		p, ok := g.Table().At(m.X, m.Y)
		port, isPort := schema.ParsePort(m.At)
		if !ok || !isPort || p.FaceDown {
			continue
		}
		def := g.Set.Tiles[p.Tile]
		fi := int(def.Rot[p.Rot].Feature[port])
		if fi < 0 || def.Start {
			continue
		}
		at := s.r.featureAt(def.ID, fi, p.Rot)
		if followed[p.Node(fi)] {
			at = at.add(pt{0.17, -0.04})
		}
		keepPiece(onto(s.img, s.cell(m.X, m.Y), s.ts), at, 0.24, s.colour(m.Seat))
	}
}

// keepPiece is The Castle's keep: a squat tower with battlements and a
// gate, in its seat's colour, rimmed to stand out on any tile.
func keepPiece(c *canvas, at pt, s float64, col color.NRGBA) {
	h := s / 2
	shape := func(grow float64) [][]pt {
		g := h * grow
		body := []pt{{at.x - h*0.75 - g, at.y - h*0.35 - g}, {at.x + h*0.75 + g, at.y - h*0.35 - g}, {at.x + h*0.75 + g, at.y + h*0.9 + g}, {at.x - h*0.75 - g, at.y + h*0.9 + g}}
		out := [][]pt{body}
		for i := -1; i <= 1; i++ {
			x := at.x + float64(i)*h*0.6
			out = append(out, []pt{{x - h*0.18 - g, at.y - h*0.8 - g}, {x + h*0.18 + g, at.y - h*0.8 - g}, {x + h*0.18 + g, at.y - h*0.3}, {x - h*0.18 - g, at.y - h*0.3}})
		}
		return out
	}
	c.fillPaths(white, shape(0.3)...)
	c.fillPaths(ink, shape(0.15)...)
	c.fillPaths(col, shape(0)...)
	gate := append([]pt{{at.x - h*0.25, at.y + h*0.9}}, circlePts(pt{at.x, at.y + h*0.4}, h*0.25, math.Pi, 2*math.Pi)...)
	c.fillPath(ink, append(gate, pt{at.x + h*0.25, at.y + h*0.9})...)
}

// drawMarkers draws each seat's score marker on its track space, standing,
// or lying down with its lap count after a lap; markers sharing a space
// stand side by side across the track.
func (s *castleScene) drawMarkers(spaces []trackSpace, towers []trackTower, markers []engine.TrackMarker) {
	if len(spaces) == 0 {
		return
	}
	nrgba := opaqueNRGBA(s.img)
	on := map[int]int{}
	for _, m := range markers {
		on[((m.Space%len(spaces))+len(spaces))%len(spaces)]++
	}
	seen := map[int]int{}
	for _, m := range markers {
		space := ((m.Space % len(spaces)) + len(spaces)) % len(spaces)
		sp := spaces[space]
		at := sp.at
		if sp.tower >= 0 {
			at = towerSpacePoint(towers[sp.tower], space)
		}
		if n := on[space]; n > 1 {
			across := pt{-sp.along.y, sp.along.x}
			at = at.add(across.scale((float64(seen[space]) - float64(n-1)/2) * 0.16))
		}
		seen[space]++
		c := s.around(at)
		col := s.colour(m.Seat)
		if m.Laps <= 0 {
			meeple(c, centre, 0.3, col)
			continue
		}
		turnedMeeple(c, centre, 0.3, col, 1)
		badge := centre.add(pt{0.12, -0.12})
		c.circle(ink, badge, 0.085)
		c.circle(white, badge, 0.07)
		centredAt(nrgba, s.px(at.add(pt{0.12, -0.12})), fmt.Sprint(m.Laps), float64(s.ts)*0.11, ink)
	}
}
