package exporter

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"

	"github.com/disintegration/imaging"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
)

// BoardOptions says how a game is drawn.
type BoardOptions struct {
	// TileSize is the size of one cell in pixels (0: 96). It shrinks when
	// the picture would pass MaxBoardSide, below MinTileSize if it must
	// (BoardCellSize says to what).
	TileSize int
	// TilesOnly draws the tiles alone, edge to edge on a transparent
	// background: no margin, followers or score panel (as Tiled draws the
	// tile layer of an exported map).
	TilesOnly bool
	// Standing, when set, is what the panel says: the match's scores (a
	// cooperative game's score figures), its facts (a level's progress,
	// ghosts) and its result, whatever the ruleset. Without it the panel
	// gives each seat's score and supply from the game.
	Standing *engine.Standing
	// Symbols, when set, are the ghost symbols printed on each placed
	// tile's own copy (Mists: a tile's copies may carry different
	// counts); without it every tile is drawn with its default.
	Symbols CopySymbols
	// Edges, when set, are the ruleset's pieces on the sides of cells
	// (The City's wall and gate, with guards and towers in seat colours),
	// drawn along their tiles' sides.
	Edges engine.EdgeMarker
	// Track and Pieces, when set, are the game's score track round the
	// board and its pieces on tiles other than followers (The Castle's
	// markers and wall tiles on the track, its keeps), drawn on a castle
	// board (CastleBoard).
	Track  engine.Tracker
	Pieces engine.PieceMarker
}

// CopySymbols is a game whose copies of a tile may carry different ghost
// symbols (a Mists game or match): the symbols on the copy placed as tile
// pi of the board.
type CopySymbols interface {
	PrintedSymbols(pi int) int
}

// MaxBoardSide bounds a board picture's width and height in pixels.
const MaxBoardSide = 8192

// seatColours are the follower colours by seat, unless a player's name is
// a colour we know.
var seatColours = []color.NRGBA{rgb(0xd03a2f), rgb(0x2f62c9), rgb(0x2f9a45), rgb(0xe8c31f), rgb(0x2b2b2b), rgb(0x8e4fb8)}

var namedColours = map[string]color.NRGBA{
	"red": rgb(0xd03a2f), "blue": rgb(0x2f62c9), "green": rgb(0x2f9a45), "yellow": rgb(0xe8c31f),
	"black": rgb(0x2b2b2b), "purple": rgb(0x8e4fb8), "grey": rgb(0x8a8a8a), "gray": rgb(0x8a8a8a),
	"pink": rgb(0xe27fb0), "orange": rgb(0xe8841f),
}

// PlayerColour returns the colour the pictures give a seat.
func PlayerColour(seat int, name string) color.NRGBA {
	if c, ok := namedColours[strings.ToLower(name)]; ok {
		return c
	}
	return seatColours[seat%len(seatColours)]
}

// Board draws a game in progress or over: its tiles, the followers on the
// board in player colours, and a panel with each player's score and
// followers in supply. The renderer must draw the pack the game's set was
// compiled from.
func (r *Renderer) Board(g *engine.Game, opts BoardOptions) (*image.NRGBA, error) {
	if g.Set.Pack.ID != r.pack.ID {
		return nil, fmt.Errorf("the game is of pack %s, the renderer draws %s", g.Set.Pack.ID, r.pack.ID)
	}
	if c := g.Set.Pack.Rules.Castle; c != nil && len(boardCells(&c.Board)) > 0 && !opts.TilesOnly {
		return r.castleBoard(g, &c.Board, opts, castleLook{})
	}
	placed := g.Board()
	minX, minY, _, _ := boardBounds(placed)
	l, err := layoutBoard(g, opts)
	if err != nil {
		return nil, err
	}
	ts, margin, panel := l.ts, l.margin, l.panel
	img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
	if !opts.TilesOnly {
		draw.Draw(img, img.Bounds(), image.NewUniform(sheetPaper), image.Point{}, draw.Src)
	}
	cell := func(x, y int) image.Point {
		return image.Pt(margin+(x-minX)*ts, panel+margin+(y-minY)*ts)
	}
	if err := r.drawTiles(img, g, opts, cell, ts); err != nil {
		return nil, err
	}
	if opts.TilesOnly {
		return opaqueNRGBA(img), nil // tiles are opaque and gaps fully clear: the same bytes
	}
	if opts.Edges != nil {
		names := g.Players()
		colour := func(seat int) color.NRGBA {
			if seat < len(names) {
				return PlayerColour(seat, names[seat])
			}
			return PlayerColour(seat, "")
		}
		drawEdgePieces(img, EdgePieces(opts.Edges.EdgeMarks()), cell, ts, colour)
	}
	r.drawFollowers(img, g, cell, ts)
	if opts.Standing != nil {
		drawStandingPanel(img, g, *opts.Standing, ts)
	} else {
		drawPanel(img, g, ts)
	}
	return opaqueNRGBA(img), nil
}

// drawTiles draws the game's placed tiles in their cells (cell gives a
// cell's north-west corner), face-down ones as tile backs unless only
// tiles are drawn; a start space of the board (The Castle) is no tile of
// the pack and is left to the board's picture.
func (r *Renderer) drawTiles(img *image.RGBA, g *engine.Game, opts BoardOptions, cell func(x, y int) image.Point, ts int) error {
	for pi, p := range g.Board() {
		def := g.Set.Tiles[p.Tile]
		if def.Start {
			continue
		}
		if p.FaceDown {
			if !opts.TilesOnly { // Tiled's tile layer leaves the cell empty
				tileBack(onto(img, cell(p.X, p.Y), ts))
			}
			continue
		}
		t := &r.pack.Tiles[r.byID[def.ID]]
		look := schema.Look{Ghosts: t.Ghosts, Decorations: t.Decorations}
		if opts.Symbols != nil {
			look.Ghosts = opts.Symbols.PrintedSymbols(pi)
		}
		tile, err := r.TileLook(t.ID, look, p.Rot*90, max(ts, MinTileSize))
		if err != nil {
			return err
		}
		if ts < MinTileSize { // a board too large for MinTileSize cells: see layoutBoard
			tile = imaging.Resize(tile, ts, ts, imaging.Box)
		}
		draw.Draw(img, image.Rectangle{Min: cell(p.X, p.Y), Max: cell(p.X, p.Y).Add(image.Pt(ts, ts))}, tile, image.Point{}, draw.Src)
	}
	return nil
}

// drawFollowers draws the followers on the board in their players'
// colours.
func (r *Renderer) drawFollowers(img *image.RGBA, g *engine.Game, cell func(x, y int) image.Point, ts int) {
	for _, f := range g.Followers() {
		p := g.PlacedOf(f.Node)
		c := onto(img, cell(p.X, p.Y), ts)
		meeple(c, r.featureAt(g.Set.Tiles[p.Tile].ID, g.Feature(f.Node).Index, p.Rot), 0.26, PlayerColour(f.Player, g.Players()[f.Player]))
	}
}

// featureAt is where a piece on feature fi of tile id turned rot quarter
// turns stands, in unit coordinates of its cell.
func (r *Renderer) featureAt(id string, fi, rot int) pt {
	return turnPoint(r.plans[r.byID[id]].points[fi], rot)
}

// BoardTileSize is the cell size Board uses for opts.
func BoardTileSize(opts BoardOptions) int {
	if opts.TileSize == 0 {
		return 96
	}
	return min(opts.TileSize, MaxTileSize)
}

func panelHeight(ts, rows int) int {
	line := max(18, ts/4)
	return line*(rows+2) + line/2
}

// drawPanel writes the title line and each player's score and supply.
func drawPanel(img *image.RGBA, g *engine.Game, ts int) {
	nrgba := opaqueNRGBA(img)
	line := max(18, ts/4)
	px := float64(line) * 0.72
	status := fmt.Sprintf("%s · %s · turn %d · %d tiles left", g.Set.Pack.Name, g.Mix().ID, g.Turn(), g.Pile().Remaining())
	if g.Over() {
		status = fmt.Sprintf("%s · %s · final after %d turns", g.Set.Pack.Name, g.Mix().ID, g.Turn())
	}
	text(nrgba, line/2, line, status, px, ink)
	for seat, name := range g.Players() {
		y := line * (seat + 2)
		sw := onto(img, image.Pt(line/2, y-line*3/4), line*3/4)
		meeple(sw, centre, 0.9, PlayerColour(seat, name))
		x := text(nrgba, line/2+line, y, name, px, ink)
		text(nrgba, max(x+line/2, line*7), y, fmt.Sprintf("%s · %s in supply", plural(g.Score(seat), "point"), plural(g.Supply(seat), "follower")), px, ink)
	}
}

// turnPoint turns a unit point q quarter turns clockwise about the centre.
func turnPoint(p pt, q int) pt {
	for range ((q % 4) + 4) % 4 {
		p = pt{1 - p.y, p.x}
	}
	return p
}

// meeple is a follower: the classic silhouette in a player's colour.
func meeple(c *canvas, at pt, s float64, col color.NRGBA) { turnedMeeple(c, at, s, col, 0) }

// turnedMeeple is a follower turned q quarter turns clockwise about at
// (lying down: The Castle's score marker after a lap).
func turnedMeeple(c *canvas, at pt, s float64, col color.NRGBA, q int) {
	h := s / 2
	body := []pt{
		{at.x - h*0.25, at.y - h*0.45}, {at.x - h*0.3, at.y - h*0.2}, {at.x - h, at.y - h*0.1},
		{at.x - h*0.95, at.y + h*0.15}, {at.x - h*0.45, at.y + h*0.2}, {at.x - h*0.8, at.y + h},
		{at.x - h*0.2, at.y + h}, {at.x, at.y + h*0.55}, {at.x + h*0.2, at.y + h},
		{at.x + h*0.8, at.y + h}, {at.x + h*0.45, at.y + h*0.2}, {at.x + h*0.95, at.y + h*0.15},
		{at.x + h, at.y - h*0.1}, {at.x + h*0.3, at.y - h*0.2}, {at.x + h*0.25, at.y - h*0.45},
	}
	head := func(r float64) []pt { return turnedAbout(circlePts(pt{at.x, at.y - h*0.65}, r, 0, 6.3), at, q) }
	c.fillPaths(white, turnedAbout(scaleAround(body, at, 1.22), at, q), head(h*0.42))
	c.fillPaths(ink, turnedAbout(scaleAround(body, at, 1.12), at, q), head(h*0.36))
	c.fillPaths(col, turnedAbout(body, at, q), head(h*0.3))
}

// turnedAbout turns points q quarter turns clockwise about at.
func turnedAbout(pts []pt, at pt, q int) []pt {
	q = ((q % 4) + 4) % 4
	if q == 0 {
		return pts
	}
	out := make([]pt, len(pts))
	for i, p := range pts {
		d := p.sub(at)
		for range q {
			d = pt{-d.y, d.x}
		}
		out[i] = at.add(d)
	}
	return out
}

// plural writes n with its noun, "1 point", "2 points".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
