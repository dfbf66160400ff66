package exporter

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"math"
	"strings"
	"sync"

	"github.com/signintech/gopdf"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/tilesmith/tilesmith/schema"
)

// Print-and-play: every physical tile of a mix at true size on A4 or
// Letter, edge to edge in a grid with cut marks in the margins, so a
// designer can print a homebrew set, cut it out and play it.

// Paper is a page size in millimetres.
type Paper struct {
	Name string
	W, H float64
}

// Papers are the page sizes PrintAndPlay knows.
var Papers = []Paper{{"a4", 210, 297}, {"letter", 215.9, 279.4}}

// PaperNamed returns the paper called name ("a4", "letter"; any case).
func PaperNamed(name string) (Paper, bool) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Paper{}, false
}

// PrintOptions say how PrintAndPlay lays out a mix.
type PrintOptions struct {
	// Paper is "a4" (the default) or "letter".
	Paper string
	// TileMM is a tile's side in millimetres (0: 45, the real tiles' size).
	TileMM float64
	// DPI is the resolution tiles are drawn at (0: 300; capped at
	// MaxTileSize pixels per tile).
	DPI int
	// Workers draw tiles in parallel (0: one per CPU).
	Workers int
	// Progress, when set, hears how many distinct tile pictures are drawn.
	Progress func(done, total int)
}

// The page layout's fixed distances, in millimetres.
const (
	pdfMinSideMargin = 8.0  // left and right, at least
	pdfMinTopMargin  = 11.0 // top and bottom, at least: cut marks and the footer
	pdfMarkGap       = 1.5  // between the tiles and a cut mark
	pdfMarkLength    = 5.0
)

// pageGrid is where tiles go on a page.
type pageGrid struct {
	cols, rows int
	x0, y0     float64 // top-left corner of the grid, mm
	tile       float64
}

// gridFor lays out tiles of side tile mm on a page: as many as fit inside
// the minimum margins, the grid centred.
func gridFor(p Paper, tile float64) (pageGrid, error) {
	cols := int(math.Floor((p.W - 2*pdfMinSideMargin) / tile))
	rows := int(math.Floor((p.H - 2*pdfMinTopMargin) / tile))
	if cols < 1 || rows < 1 {
		return pageGrid{}, fmt.Errorf("%g mm tiles do not fit on %s paper (%g × %g mm) with its margins", tile, p.Name, p.W, p.H)
	}
	return pageGrid{cols, rows, (p.W - float64(cols)*tile) / 2, (p.H - float64(rows)*tile) / 2, tile}, nil
}

// printedTile is one physical tile to print and the picture it uses.
type printedTile struct {
	id      string
	look    schema.Look
	picture int // index into the distinct pictures
}

// PrintAndPlay makes a PDF of every tile of mix mixID (start tiles
// included, each copy as it looks), in pack order, at true size with cut
// marks; when the pack has the Messages module, its message tiles follow,
// a page of fronts then a page of backs (messagePages); when it has a
// board (The Castle's), the board follows at the tiles' scale over as many
// pages as it needs (boardPages). The same pack and options give the same
// bytes.
func PrintAndPlay(ctx context.Context, r *Renderer, mixID string, opts PrintOptions) ([]byte, error) {
	p := r.Pack()
	mix, err := p.Mix(mixID)
	if err != nil {
		return nil, err
	}
	paper, ok := PaperNamed(cmp.Or(opts.Paper, "a4"))
	if !ok {
		return nil, fmt.Errorf("unknown paper %q: use a4 or letter", opts.Paper)
	}
	tileMM := cmp.Or(opts.TileMM, 45)
	grid, err := gridFor(paper, tileMM)
	if err != nil {
		return nil, err
	}
	px := min(max(int(math.Round(tileMM/25.4*float64(cmp.Or(opts.DPI, 300)))), MinTileSize), MaxTileSize)
	tiles, distinct := printList(p, mix)
	if len(tiles) == 0 {
		return nil, fmt.Errorf("mix %s of pack %s holds no tiles", mixID, p.ID)
	}
	pictures, err := r.drawLooks(ctx, distinct, px, opts.Workers, opts.Progress)
	if err != nil {
		return nil, err
	}

	// All sizes in mm. gopdf writes no creation date unless told, which
	// keeps the bytes the same from run to run.
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{Unit: gopdf.UnitMM, PageSize: gopdf.Rect{W: paper.W, H: paper.H}})
	pdf.SetInfo(gopdf.PdfInfo{Title: fmt.Sprintf("%s — %s: print and play", p.Name, mix.Name), Creator: "tilesmith", Producer: "tilesmith"})
	if err := pdf.AddTTFFontData("go", goregular.TTF); err != nil {
		return nil, fmt.Errorf("print-and-play PDF: font: %w", err)
	}
	holders := make([]gopdf.ImageHolder, len(pictures))
	for i, png := range pictures {
		if holders[i], err = gopdf.ImageHolderByBytes(png); err != nil {
			return nil, fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	perPage := grid.cols * grid.rows
	deck := printedDeck(p)
	landPages, deckPages := printedPages(len(tiles), deck, grid)
	boardPages := printedBoardPages(p, paper, tileMM)
	pages := landPages + deckPages + boardPages
	for page := range landPages {
		pdf.AddPage()
		on := tiles[page*perPage : min(len(tiles), (page+1)*perPage)]
		for i, t := range on {
			x := grid.x0 + float64(i%grid.cols)*grid.tile
			y := grid.y0 + float64(i/grid.cols)*grid.tile
			if err := pdf.ImageByHolder(holders[t.picture], x, y, &gopdf.Rect{W: grid.tile, H: grid.tile}); err != nil {
				return nil, fmt.Errorf("print-and-play PDF: tile %s: %w", t.id, err)
			}
		}
		cutMarks(pdf, grid, (len(on)+grid.cols-1)/grid.cols)
		err := footer(pdf, paper, grid, fmt.Sprintf("%s — %s, page %d of %d: %d tiles of %g mm. Print at actual size (100 %%), not “fit to page”.",
			p.Name, mix.Name, page+1, pages, len(tiles), tileMM))
		if err != nil {
			return nil, err
		}
	}
	if deck != nil {
		err := messagePages(pdf, deck, paper, grid, px, landPages+1, func(page int, side string) string {
			return fmt.Sprintf("%s — the %d messages' %s, page %d of %d: print double-sided, flipped on the long edge, at actual size (100 %%).",
				p.Name, len(deck.Deck), side, page, pages)
		})
		if err != nil {
			return nil, err
		}
	}
	if boardPages > 0 {
		if err := r.boardPages(pdf, paper, tileMM, opts.DPI, landPages+deckPages+1, pages); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if _, err := pdf.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("print-and-play PDF: %w", err)
	}
	return buf.Bytes(), nil
}

// PrintedPages counts the pages PrintAndPlay makes of mix mixID with
// opts: those of land tiles and those of message tiles (fronts and backs;
// 0 without the Messages module).
func PrintedPages(p *schema.Pack, mixID string, opts PrintOptions) (land, messages int, err error) {
	mix, err := p.Mix(mixID)
	if err != nil {
		return 0, 0, err
	}
	paper, ok := PaperNamed(cmp.Or(opts.Paper, "a4"))
	if !ok {
		return 0, 0, fmt.Errorf("unknown paper %q: use a4 or letter", opts.Paper)
	}
	grid, err := gridFor(paper, cmp.Or(opts.TileMM, 45))
	if err != nil {
		return 0, 0, err
	}
	tiles, _ := printList(p, mix)
	land, messages = printedPages(len(tiles), printedDeck(p), grid)
	return land, messages, nil
}

// printedPages is how many pages n land tiles and the message deck (nil:
// none) take on grid g.
func printedPages(n int, deck *schema.MessagesRules, g pageGrid) (land, messages int) {
	perPage := g.cols * g.rows
	return (n + perPage - 1) / perPage, messagePageCount(deck, g)
}

func findMix(p *schema.Pack, id string) *schema.Mix {
	m, _ := p.Mix(id)
	return m
}

// printList lists every copy of the mix's tiles in pack order, and the
// distinct pictures they need (copies that look alike share one).
func printList(p *schema.Pack, mix *schema.Mix) ([]printedTile, []printedTile) {
	var tiles, distinct []printedTile
	index := map[string]int{}
	for i := range p.Tiles {
		t := &p.Tiles[i]
		for _, look := range t.Looks(mix) {
			key := fmt.Sprintf("%s\x00%d\x00%s", t.ID, look.Ghosts, strings.Join(look.Decorations, "\x00"))
			n, ok := index[key]
			if !ok {
				n = len(distinct)
				index[key] = n
				distinct = append(distinct, printedTile{t.ID, look, n})
			}
			tiles = append(tiles, printedTile{t.ID, look, n})
		}
	}
	return tiles, distinct
}

// drawLooks draws and encodes the given tile copies at size px on workers
// goroutines (0: one per CPU), a tile's copies one after another so that
// what they share is drawn once (Renderer.eachLook).
func (r *Renderer) drawLooks(ctx context.Context, looks []printedTile, size, workers int, progress func(done, total int)) ([][]byte, error) {
	byTile := map[string]int{}
	var tiles [][]int // indexes into looks, by tile, in order
	for i, l := range looks {
		n, ok := byTile[l.id]
		if !ok {
			n = len(tiles)
			byTile[l.id] = n
			tiles = append(tiles, nil)
		}
		tiles[n] = append(tiles[n], i)
	}
	out := make([][]byte, len(looks))
	var mu sync.Mutex
	done := 0
	err := forEach(ctx, len(tiles), workers, nil, func(t int) error {
		of := tiles[t]
		copies := make([]schema.Look, len(of))
		for k, i := range of {
			copies[k] = looks[i].look
		}
		return r.eachLook(looks[of[0]].id, copies, size, func(k int, img *image.NRGBA) error {
			png, err := encodePDFImage(img)
			if err != nil {
				return err
			}
			out[of[k]] = png
			if progress != nil {
				mu.Lock()
				done++
				progress(done, len(looks))
				mu.Unlock()
			}
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// cutMarks draws short lines in the margins on the line of every column
// and row edge of a grid with rows rows in use, so that straight cuts from
// mark to mark separate the tiles.
func cutMarks(pdf *gopdf.GoPdf, g pageGrid, rows int) {
	pdf.SetStrokeColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
	top, bottom := g.y0, g.y0+float64(rows)*g.tile
	left, right := g.x0, g.x0+float64(g.cols)*g.tile
	for c := range g.cols + 1 {
		x := g.x0 + float64(c)*g.tile
		pdf.Line(x, top-pdfMarkGap, x, top-pdfMarkGap-pdfMarkLength)
		pdf.Line(x, bottom+pdfMarkGap, x, bottom+pdfMarkGap+pdfMarkLength)
	}
	for r := range rows + 1 {
		y := g.y0 + float64(r)*g.tile
		pdf.Line(left-pdfMarkGap, y, max(left-pdfMarkGap-pdfMarkLength, 1), y)
		pdf.Line(right+pdfMarkGap, y, right+pdfMarkGap+pdfMarkLength, y)
	}
}

// footer writes a line of text under the grid, and a 40 mm scale bar in
// the top margin above the last column, to check the printer kept the size.
func footer(pdf *gopdf.GoPdf, paper Paper, g pageGrid, line string) error {
	if err := pdf.SetFont("go", "", 6.5); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	pdf.SetTextColor(60, 60, 60)
	pdf.SetXY(g.x0, paper.H-g.y0/2)
	if err := pdf.Cell(nil, line); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	bar := min(40, g.tile-2*pdfMarkGap)
	right := g.x0 + float64(g.cols)*g.tile - (g.tile-bar)/2
	y := g.y0 - pdfMarkGap - 1
	pdf.SetLineWidth(0.3)
	pdf.Line(right-bar, y, right, y)
	pdf.Line(right-bar, y-1, right-bar, y)
	pdf.Line(right, y-1, right, y)
	label := fmt.Sprintf("%g mm", bar)
	w, err := pdf.MeasureTextWidth(label)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	pdf.SetXY(right-bar/2-w/2, y-3.6)
	if err := pdf.Cell(nil, label); err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	return nil
}
