package exporter

import (
	"fmt"
	"image"
	"io/fs"
	"math"
	"sync"

	"github.com/disintegration/imaging"

	"github.com/tilesmith/tilesmith/schema"
)

// The sizes a tile can be drawn at, in pixels, and the size exports draw
// at when not told.
const (
	MinTileSize     = 32
	MaxTileSize     = 1024
	DefaultTileSize = 256
)

// Renderer draws the tiles of one pack. It is safe for concurrent use.
type Renderer struct {
	pack  *schema.Pack
	plans []*plan
	byID  map[string]int
	art   fs.FS
}

// NewRenderer prepares the tiles of a validated pack. art, when not nil,
// holds the artwork files tiles name (paths relative to the pack file);
// without it every tile is drawn from its features.
func NewRenderer(p *schema.Pack, art fs.FS) (*Renderer, error) {
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return nil, fmt.Errorf("pack %s: unknown ruleset %q", p.ID, p.Ruleset)
	}
	r := &Renderer{pack: p, byID: make(map[string]int, len(p.Tiles)), art: art}
	for i := range p.Tiles {
		pl, err := planTile(&p.Tiles[i], rs)
		if err != nil {
			return nil, err
		}
		r.plans = append(r.plans, pl)
		r.byID[p.Tiles[i].ID] = i
	}
	return r, nil
}

// Pack returns the pack the renderer draws.
func (r *Renderer) Pack() *schema.Pack { return r.pack }

// Tile draws tile id turned rot degrees clockwise (0, 90, 180, 270) as a
// size×size picture.
func (r *Renderer) Tile(id string, rot, size int) (*image.NRGBA, error) {
	i, ok := r.byID[id]
	if !ok {
		return nil, fmt.Errorf("pack %s has no tile %q", r.pack.ID, id)
	}
	t := &r.pack.Tiles[i]
	return r.TileLook(id, schema.Look{Ghosts: t.Ghosts, Decorations: t.Decorations}, rot, size)
}

// TileLook draws one physical copy of tile id (schema.Tile.Looks): with the
// copy's ghost symbols and decorations instead of the tile's defaults.
func (r *Renderer) TileLook(id string, look schema.Look, rot, size int) (*image.NRGBA, error) {
	i, ok := r.byID[id]
	if !ok {
		return nil, fmt.Errorf("pack %s has no tile %q", r.pack.ID, id)
	}
	if size < MinTileSize || size > MaxTileSize {
		return nil, fmt.Errorf("tile size %d px is out of range: use %d to %d", size, MinTileSize, MaxTileSize)
	}
	if rot%90 != 0 {
		return nil, fmt.Errorf("rotation %d is not a multiple of 90", rot)
	}
	img, err := r.upright(i, size, look)
	if err != nil {
		return nil, err
	}
	return turn(img, rot), nil
}

// turn rotates a picture by rot degrees clockwise.
func turn(img *image.NRGBA, rot int) *image.NRGBA {
	switch ((rot % 360) + 360) % 360 {
	case 90:
		return imaging.Rotate270(img) // imaging turns counter-clockwise
	case 180:
		return imaging.Rotate180(img)
	case 270:
		return imaging.Rotate90(img)
	}
	return img
}

// upright draws tile i at rotation 0: its artwork when it has some and the
// renderer can read it, else its features with the look's ghosts and
// decorations.
func (r *Renderer) upright(i, size int, look schema.Look) (*image.NRGBA, error) {
	t := &r.pack.Tiles[i]
	if t.Art != "" && r.art != nil {
		src, err := decodeArt(r.art, t.ID, t.Art)
		if err != nil {
			return nil, err
		}
		return imaging.Resize(src, size, size, imaging.Lanczos), nil
	}
	c := newCanvas(size)
	r.plans[i].paint(c, look)
	return opaqueNRGBA(c.img), nil
}

// eachLook draws the given copies of tile id at rotation 0 and size px and
// hands each picture to use, in order. Copies share everything but their
// ghost symbols and decorations, so that part is drawn once. The picture
// is only lent: use must not keep it, as the next copy is drawn into it.
func (r *Renderer) eachLook(id string, looks []schema.Look, size int, use func(k int, img *image.NRGBA) error) error {
	i, ok := r.byID[id]
	if !ok {
		return fmt.Errorf("pack %s has no tile %q", r.pack.ID, id)
	}
	if size < MinTileSize || size > MaxTileSize {
		return fmt.Errorf("tile size %d px is out of range: use %d to %d", size, MinTileSize, MaxTileSize)
	}
	if t := &r.pack.Tiles[i]; t.Art != "" && r.art != nil {
		for k, look := range looks {
			img, err := r.upright(i, size, look)
			if err != nil {
				return err
			}
			if err := use(k, img); err != nil {
				return err
			}
		}
		return nil
	}
	base := pooledCanvas(size)
	defer canvases.Put(base)
	r.plans[i].paintBase(base)
	c := base
	if len(looks) > 1 {
		c = pooledCanvas(size)
		defer canvases.Put(c)
	}
	for k, look := range looks {
		if c != base {
			copy(c.img.Pix, base.img.Pix)
		}
		r.plans[i].paintLook(c, look)
		if err := use(k, opaqueNRGBA(c.img)); err != nil {
			return err
		}
	}
	return nil
}

// canvases keeps eachLook's canvases (and their rasterizers' buffers) for
// the next tile: a PDF draws dozens of tiles at one size.
var canvases sync.Pool

// pooledCanvas returns a canvas of size px from the pool, or a new one. Its
// picture holds whatever was drawn last: paintBase fills it all first.
func pooledCanvas(size int) *canvas {
	if c, ok := canvases.Get().(*canvas); ok && int(c.size) == size {
		return c
	}
	return newCanvas(size)
}

// paint draws a tile plan onto a canvas.
func (p *plan) paint(c *canvas, look schema.Look) {
	p.paintBase(c)
	p.paintLook(c, look)
}

// paintBase draws what every copy of the tile shares: everything but the
// copy's ghost symbols and decorations and what is drawn over them.
func (p *plan) paintBase(c *canvas) {
	c.fill(p.background)
	for _, a := range p.areas {
		if !a.full {
			c.fillPath(areaFill(a.f), a.poly...)
		} else {
			c.fill(areaFill(a.f))
		}
	}
	for _, a := range p.areas {
		w, col := 0.018, darker(areaFill(a.f), 0.7)
		if a.f.Kind == "city" {
			w, col = 0.045, cityWall
		}
		if a.f.Kind == p.areas[0].f.Kind && a.f.Kind != "city" {
			continue // the background kind needs no outline
		}
		for _, in := range a.inner {
			c.stroke(col, w, in...)
		}
	}
	if p.tile.CropCircle != "" {
		cropCircle(c, p.crop.at, p.crop.r, p.tile.CropCircle)
	}
	p.paintLines(c)
	for _, t := range p.termini {
		switch t.word {
		case "village":
			house(c, t.at, 0.2, rgb(0xf0e6d2), roofRed)
		default: // crossing, square
			plaza(c, t.at, 0.2, lineFill[p.lines[0].f.Kind])
		}
	}
	for _, q := range p.portless {
		switch q.f.Kind {
		case "cloister":
			chapel(c, q.at, 0.3)
		case "castle":
			keep(c, q.at, 0.3)
		case "graveyard":
			graveyard(c, q.at, 0.28)
		default:
			c.circle(ink, q.at, 0.1)
		}
		p.paintDecorations(c, q.f.Decorations, q.at.add(pt{0.12, 0.12}))
	}
	for _, a := range p.areas {
		p.paintAreaMarkers(c, a)
	}
	for _, a := range p.areas { // over every area's markers
		if a.f.Historic != "" {
			historicCaption(c, landmarkAt(a), a.f.Historic)
		}
	}
	for _, o := range p.overlays {
		if o.full {
			c.fill(kindFill[o.f.Kind])
		} else {
			c.fillPath(kindFill[o.f.Kind], o.poly...)
		}
		for _, in := range o.inner {
			c.stroke(rgb(0xc6ccd6), 0.014, in...)
		}
	}
}

// paintLook draws, over paintBase's picture, one copy's ghost symbols and
// decorations, then the frame that goes over them.
func (p *plan) paintLook(c *canvas, look schema.Look) {
	if n := look.Ghosts; n > 0 {
		at := centre
		if len(p.overlays) > 0 {
			at = p.overlays[0].anchor
		}
		for _, g := range spread(at, n, 0.17) {
			ghost(c, g, 0.15)
		}
	}
	p.paintDecorations(c, look.Decorations, pt{0.1, 0.9})
	frame(c)
}

// paintLines draws roads, streets and paths: dark edges first, then the
// fills, so lines that meet join cleanly.
func (p *plan) paintLines(c *canvas) {
	const w = 0.1
	for _, l := range p.lines {
		for _, path := range l.paths {
			c.stroke(lineEdge, w+0.035, path...)
		}
	}
	for _, l := range p.lines {
		for _, path := range l.paths {
			c.stroke(lineFill[l.f.Kind], w, path...)
		}
	}
	for _, l := range p.lines {
		if l.f.Fountain {
			fountain(c, l.mid, 0.15)
		}
		p.paintDecorations(c, l.f.Decorations, l.mid.add(pt{0.08, 0.08}))
	}
}

// paintAreaMarkers draws what an area carries: pennants, market glyphs,
// buildings, stalls, and its decoration tags.
func (p *plan) paintAreaMarkers(c *canvas, a areaPlan) {
	f := a.f
	at := a.anchor
	switch f.Kind {
	case "city":
		for _, s := range spread(at, f.Pennants, 0.14) {
			shield(c, s, 0.1)
		}
	case "market":
		marketGlyph(c, at, 0.16, f.Market)
		at = at.add(pt{0, 0.14})
	case "tower":
		for _, s := range spread(at, 3, 0.09) {
			c.rect(stoneDark, s.sub(pt{0.025, 0.025}), s.add(pt{0.025, 0.025}))
		}
	case "house":
		c.fillPath(darker(kindFill["house"], 0.75), at.add(pt{-0.08, 0.03}), at.add(pt{0, -0.05}), at.add(pt{0.08, 0.03}))
	}
	if f.Buildings > 0 {
		for _, s := range spread(at.add(pt{0, 0.02}), f.Buildings, 0.11) {
			house(c, s, 0.09, rgb(0xf2ead8), roofRed)
		}
	}
	if f.Historic != "" {
		landmark(c, landmarkAt(a), 0.14)
	}
	for _, s := range spread(at, f.Stalls, 0.13) {
		stall(c, s, 0.1)
	}
	p.paintDecorations(c, f.Decorations, at.add(pt{-0.12, 0.1}))
}

// paintDecorations draws decoration tags as a row of marks from at.
func (p *plan) paintDecorations(c *canvas, tags []string, at pt) {
	for i, tag := range tags {
		mark(c, at.add(pt{float64(i) * 0.07, 0}), 0.06, tag)
	}
}

// spread places n items around at, d apart: in a row up to three, else on
// a ring.
func spread(at pt, n int, d float64) []pt {
	var out []pt
	switch {
	case n <= 0:
	case n <= 3:
		for i := range n {
			out = append(out, at.add(pt{(float64(i) - float64(n-1)/2) * d, 0}))
		}
	default:
		r := d * float64(n) / (2 * math.Pi) * 1.1
		for i := range n {
			a := 2*math.Pi*float64(i)/float64(n) - math.Pi/2
			out = append(out, at.add(pt{r * math.Cos(a), r * math.Sin(a)}))
		}
	}
	return out
}

// frame outlines a tile so that neighbours stay apart on sheets: the
// bands of framePath, painted from their coverage worked out once per size
// (frameCoverage), which gives the same pixels as filling them here.
func frame(c *canvas) {
	c.paintCoverage(tileBorder, frameCoverage(int(c.size)))
}
