package exporter

import (
	"cmp"
	"context"
	"fmt"
	"image"
	"strings"
	"sync"

	"github.com/signintech/gopdf"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/tilesmith/tilesmith/schema"
)

// Print-and-play: every physical tile of a mix at true size on A4 or
// Letter in a grid with crop marks in the margins (or at the labels of a
// sheet of stickers), so a designer can print a homebrew set, cut it out
// and play it, at home or at a print shop.

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

// printedTile is one physical tile to print and the picture it uses.
type printedTile struct {
	id      string
	look    schema.Look
	picture int // index into the distinct pictures
}

// PrintAndPlay makes a PDF of every tile of mix mixID (start tiles
// included, each copy as it looks), in pack order, at true size with crop
// marks, each page followed by the tiles' backs when asked; when the pack
// has the Messages module, its message tiles follow, a page of fronts then
// a page of backs (messagePages); when it has a board (The Castle's), the
// board follows at the tiles' scale over as many pages as it needs
// (boardPages); then, when asked, the checklist. Every page has its
// MediaBox, BleedBox and TrimBox. The same pack and options give the same
// bytes.
func PrintAndPlay(ctx context.Context, r *Renderer, mixID string, opts PrintOptions) ([]byte, error) {
	p := r.Pack()
	pl, err := planPrint(p, mixID, opts)
	if err != nil {
		return nil, err
	}
	pictures, err := r.drawLooks(ctx, pl.distinct, pl.px, bleedPixels(pl.grid.bleed, pl.tileMM, pl.px), opts.Workers, opts.Progress)
	if err != nil {
		return nil, err
	}

	// All sizes in mm. gopdf writes no creation date unless told, which
	// keeps the bytes the same from run to run.
	d := &printDoc{GoPdf: &gopdf.GoPdf{}, paper: pl.paper}
	d.Start(gopdf.Config{Unit: gopdf.UnitMM, PageSize: gopdf.Rect{W: pl.paper.W, H: pl.paper.H}})
	d.SetInfo(gopdf.PdfInfo{Title: fmt.Sprintf("%s — %s: print and play", p.Name, pl.mix.Name), Author: pl.credit, Creator: "tilesmith", Producer: "tilesmith"})
	if err := d.AddTTFFontData("go", goregular.TTF); err != nil {
		return nil, fmt.Errorf("print-and-play PDF: font: %w", err)
	}
	if err := r.tilePages(ctx, d, pl, pictures); err != nil {
		return nil, err
	}
	first := pl.pages.Land + pl.pages.Backs + 1
	if pl.deck != nil {
		err := messagePages(d, pl, first, func(page int, side string) string {
			how := "print double-sided, flipped on the long edge, at actual size (100 %)."
			if pl.sheet != nil {
				how = "stick each back on the other side of its front's tile."
			}
			return fmt.Sprintf("%s — the %d messages' %s, page %d of %d: %s",
				p.Name, len(pl.deck.Deck), side, page, pl.pages.Total(), how)
		})
		if err != nil {
			return nil, err
		}
	}
	first += pl.pages.Messages
	if pl.pages.Board > 0 {
		if err := r.boardPages(d, pl.tileMM, opts.DPI, first, pl.pages.Total()); err != nil {
			return nil, err
		}
	}
	first += pl.pages.Board
	if opts.Checklist {
		if err := r.checklistPages(d, pl.mix.ID, pl.credit, cmp.Or(opts.DPI, 300), first, pl.pages.Total()); err != nil {
			return nil, err
		}
	}
	return d.bytes()
}

// tilePages adds the pages of land tiles, each followed by its backs when
// asked.
func (r *Renderer) tilePages(ctx context.Context, d *printDoc, pl *printPlan, pictures [][]byte) error {
	p := r.pack
	g := pl.grid
	b := bleedPixels(g.bleed, pl.tileMM, pl.px)
	holders := make([]gopdf.ImageHolder, len(pictures))
	for i, png := range pictures {
		var err error
		if holders[i], err = gopdf.ImageHolderByBytes(png); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	var plainBack, startBack gopdf.ImageHolder
	start := startCopies(pl.mix, pl.tiles)
	if pl.opts.Backs {
		var err error
		if plainBack, startBack, err = backPictures(p.Name, pl.px, b); err != nil {
			return err
		}
	}
	per := g.perPage()
	total := pl.pages.Total()
	page := 1
	sides := []bool{false}
	if pl.opts.Backs {
		sides = append(sides, true)
	}
	for sheet := range pl.pages.Land {
		if err := ctx.Err(); err != nil {
			return err
		}
		on := pl.tiles[sheet*per : min(len(pl.tiles), (sheet+1)*per)]
		for _, back := range sides {
			trim := g.trimBox(len(on), back)
			d.addPage(trim, trim.grow(g.bleed))
			for i, t := range on {
				h := holders[t.picture]
				if back {
					h = plainBack
					if start[sheet*per+i] {
						h = startBack
					}
				}
				at := bleedPlacement(g.slot(i, back), pl.px, b)
				if err := d.ImageByHolder(h, at.x, at.y, &gopdf.Rect{W: at.w, H: at.h}); err != nil {
					return fmt.Errorf("print-and-play PDF: tile %s: %w", t.id, err)
				}
			}
			drawMarks(d.GoPdf, g.cropMarks(len(on)))
			line := fmt.Sprintf("%s — %s, page %d of %d: %d tiles of %g mm. %s",
				p.Name, pl.mix.Name, page, total, len(pl.tiles), pl.tileMM, pl.printAdvice())
			if back {
				line = fmt.Sprintf("%s — %s, page %d of %d: the backs of page %d. %s",
					p.Name, pl.mix.Name, page, total, page-1, pl.backAdvice())
			}
			if err := pageText(d, g, line, pl.credit); err != nil {
				return err
			}
			page++
		}
	}
	return nil
}

func findMix(p *schema.Pack, id string) *schema.Mix {
	m, _ := p.Mix(id)
	return m
}

// printList lists every copy of the mix's tiles in pack order, and the
// distinct pictures they need (copies that look alike share one).
func printList(p *schema.Pack, mix *schema.Mix) ([]printedTile, []printedTile) {
	copies, distinct := printLists(p, []*schema.Mix{mix})
	return copies[0], distinct
}

// printLists is printList of several mixes at once: each mix's copies,
// and the distinct pictures of them all (a tile that looks alike in two
// mixes has one).
func printLists(p *schema.Pack, mixes []*schema.Mix) ([][]printedTile, []printedTile) {
	var distinct []printedTile
	copies := make([][]printedTile, len(mixes))
	index := map[string]int{}
	for m, mix := range mixes {
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
				copies[m] = append(copies[m], printedTile{t.ID, look, n})
			}
		}
	}
	return copies, distinct
}

// drawLooks draws and encodes the given tile copies at size px, extended
// by bleed pixels (withBleed), on workers goroutines (0: one per CPU), a
// tile's copies one after another so that what they share is drawn once
// (Renderer.eachLook).
func (r *Renderer) drawLooks(ctx context.Context, looks []printedTile, size, bleed, workers int, progress func(done, total int)) ([][]byte, error) {
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
			png, err := encodeBledPDFImage(img, bleed)
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
