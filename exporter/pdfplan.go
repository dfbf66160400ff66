package exporter

import (
	"cmp"
	"fmt"
	"math"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// PrintOptions say how PrintAndPlay lays out a mix.
type PrintOptions struct {
	// Paper is "a4" (the default) or "letter"; with Stickers, "" (the
	// sheet's) or the sheet's paper.
	Paper string
	// TileMM is a tile's side in millimetres (0: 45, the real tiles' size;
	// with Stickers, the label's).
	TileMM float64
	// DPI is the resolution tiles are drawn at (0: 300; capped at
	// MaxTileSize pixels per tile).
	DPI int
	// Bleed is how far each tile's art runs past its trim edge, mm (0:
	// none, tiles edge to edge; the CLI and editor default to
	// DefaultBleedMM). At most MaxBleedMM.
	Bleed float64
	// Gap is the space between neighbouring tiles' trim edges, mm: at
	// least twice the bleed, so that bleeds do not overlap; AutoGap for
	// exactly that.
	Gap float64
	// Backs adds a page of tile backs after each page of tiles, mirrored
	// for long-edge double-sided printing; the start tile's back differs.
	Backs bool
	// Stickers, when set, names a LabelSheets sheet: the tiles go at its
	// labels, for blank tiles, without crop marks.
	Stickers string
	// Checklist adds pages listing every tile with its count per mix.
	Checklist bool
	// Credit is the line printed in the top margin of each page ("": the
	// pack's name; the pack format has no author).
	Credit string
	// Workers draw tiles in parallel (0: one per CPU).
	Workers int
	// Progress, when set, hears how many distinct tile pictures are drawn.
	Progress func(done, total int)
}

// PageCounts are the pages of a print-and-play PDF, by kind.
type PageCounts struct {
	Land, Backs, Messages, Board, Checklist int
}

// Total is the number of pages.
func (c PageCounts) Total() int { return c.Land + c.Backs + c.Messages + c.Board + c.Checklist }

// printPlan is a print-and-play PDF worked out from its options, before
// anything is drawn.
type printPlan struct {
	paper  Paper
	grid   pageGrid
	sheet  *LabelSheet // the sticker layout's, or nil
	tileMM float64
	px     int // pixels across a tile's trim
	mix    *schema.Mix
	tiles  []printedTile
	// distinct are the pictures tiles use.
	distinct []printedTile
	deck     *schema.MessagesRules
	pages    PageCounts
	credit   string
	opts     PrintOptions
}

// planPrint checks opts against pack p and lays out mix mixID.
func planPrint(p *schema.Pack, mixID string, opts PrintOptions) (*printPlan, error) {
	mix, err := p.Mix(mixID)
	if err != nil {
		return nil, err
	}
	gap, err := checkBleedAndGap(opts.Bleed, opts.Gap)
	if err != nil {
		return nil, err
	}
	pl := &printPlan{mix: mix, opts: opts, credit: cmp.Or(strings.TrimSpace(opts.Credit), p.Name)}
	if opts.Stickers != "" {
		sheet, err := stickerSheet(opts.Stickers, opts.Paper)
		if err != nil {
			return nil, err
		}
		pl.sheet = &sheet
		pl.paper, _ = PaperNamed(sheet.Paper)
		pl.grid = sheet.grid(opts.Bleed)
		pl.tileMM = sheet.Side
	} else {
		paper, ok := PaperNamed(cmp.Or(opts.Paper, "a4"))
		if !ok {
			return nil, fmt.Errorf("unknown paper %q: use a4 or letter", opts.Paper)
		}
		pl.paper, pl.tileMM = paper, cmp.Or(opts.TileMM, 45)
		if pl.grid, err = bleedGridFor(paper, pl.tileMM, gap, opts.Bleed); err != nil {
			return nil, err
		}
	}
	pl.px = min(max(int(math.Round(pl.tileMM/25.4*float64(cmp.Or(opts.DPI, 300)))), MinTileSize), MaxTileSize)
	pl.tiles, pl.distinct = printList(p, mix)
	if len(pl.tiles) == 0 {
		return nil, fmt.Errorf("mix %s of pack %s holds no tiles", mixID, p.ID)
	}
	pl.deck = printedDeck(p)
	pl.pages.Land = (len(pl.tiles) + pl.grid.perPage() - 1) / pl.grid.perPage()
	if opts.Backs {
		pl.pages.Backs = pl.pages.Land
	}
	pl.pages.Messages = messagePageCount(pl.deck, pl.grid)
	pl.pages.Board = printedBoardPages(p, pl.paper, pl.tileMM)
	if opts.Checklist {
		pl.pages.Checklist = checklistPageCount(p, pl.paper)
	}
	return pl, nil
}

// printAdvice is the footer's advice on printing a page of tiles.
func (pl *printPlan) printAdvice() string {
	if pl.sheet != nil {
		sheet, _, _ := strings.Cut(pl.sheet.Product, ",")
		return "Print at actual size (100 %) on " + sheet + " labels."
	}
	return "Print at actual size (100 %), not “fit to page”."
}

// backAdvice is the footer's advice on printing a page of backs.
func (pl *printPlan) backAdvice() string {
	if pl.sheet != nil {
		return "Stick each back on the other side of its front's tile."
	}
	return "Print double-sided, flipped on the long edge."
}

// PrintedPages counts the pages PrintAndPlay makes of mix mixID with
// opts: those of land tiles (their backs included) and those of message
// tiles (fronts and backs; 0 without the Messages module).
func PrintedPages(p *schema.Pack, mixID string, opts PrintOptions) (land, messages int, err error) {
	c, err := PrintedPageCounts(p, mixID, opts)
	if err != nil {
		return 0, 0, err
	}
	return c.Land + c.Backs, c.Messages, nil
}

// PrintedPageCounts counts the pages PrintAndPlay makes of mix mixID with
// opts, by kind.
func PrintedPageCounts(p *schema.Pack, mixID string, opts PrintOptions) (PageCounts, error) {
	pl, err := planPrint(p, mixID, opts)
	if err != nil {
		return PageCounts{}, err
	}
	return pl.pages, nil
}

// printedSummary plans mix mixID with opts and says what the PDF holds
// (printSummary).
func printedSummary(p *schema.Pack, mixID, paper string, opts PrintOptions) (string, error) {
	pl, err := planPrint(p, mixID, opts)
	if err != nil {
		return "", err
	}
	return printSummary(paper, opts, pl.pages, pl.grid.bleed), nil
}

// printSummary says what a print-and-play PDF holds, for the export's
// one-line summary: "A4, 3 mm bleed, 12 pages of tiles and their backs
// and 2 pages of checklist". The edge-to-edge layout of a pack without
// messages or a board reads as it always has ("A4").
func printSummary(paper string, opts PrintOptions, c PageCounts, bleed float64) string {
	var head []string
	if opts.Stickers != "" {
		s, _ := LabelSheetNamed(opts.Stickers)
		head = append(head, "stickers on "+s.Name)
	} else {
		head = append(head, strings.ToUpper(paper[:1])+paper[1:])
	}
	if bleed > 0 {
		// A label sheet may allow less than the bleed asked for.
		head = append(head, fmt.Sprintf("%g mm bleed", math.Round(bleed*100)/100))
	}
	tiles := "tiles"
	if c.Messages > 0 {
		tiles = "land tiles"
	}
	if c.Backs > 0 {
		tiles += " and their backs"
	}
	parts := []string{plural(c.Land+c.Backs, "page") + " of " + tiles}
	if c.Messages > 0 {
		parts = append(parts, plural(c.Messages, "page")+" of message tiles")
	}
	if c.Board > 0 {
		parts = append(parts, plural(c.Board, "page")+" of the board")
	}
	if c.Checklist > 0 {
		parts = append(parts, plural(c.Checklist, "page")+" of checklist")
	}
	out := strings.Join(head, ", ")
	if len(parts) > 1 || len(head) > 1 || c.Backs > 0 || opts.Stickers != "" {
		// The pages are news to someone who printed the mix edge to edge
		// before, and a bleed takes more of them.
		if len(parts) > 1 {
			out += ", " + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
		} else {
			out += ", " + parts[0]
		}
	}
	return out
}
