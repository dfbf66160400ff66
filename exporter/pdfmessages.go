package exporter

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/signintech/gopdf"

	"github.com/tilesmith/tilesmith/schema"
)

// The Messages module's deck in the print-and-play PDF: after the land
// tiles, each page of message fronts (number, action, the seal's points)
// is followed by a page of backs laid out mirrored, so that printing
// double-sided (flipped on the long edge) puts each back behind its front.

var (
	messagePaper    = rgb(0xf1e6cc)
	messageBackFill = rgb(0x5b6f8f)
	messageSeal     = rgb(0xa8322a)
)

// messageWording is a short readable wording of message m's action.
func messageWording(m schema.Message) string {
	switch m.Action {
	case schema.MessageScoreSmallest:
		return "Score your smallest " + m.Feature
	case schema.MessagePerPennant:
		return pointsPer(m.Points, "pennant")
	case schema.MessagePerFollower:
		return pointsPer(m.Points, schema.FollowerName(schema.Kind(m.Feature)))
	case schema.MessageExtraTile:
		return "Place one more tile"
	case schema.MessageScoreAndReturn:
		return "Score a feature you lead, take that follower back"
	}
	return m.Action
}

// pointsPer reads "2 points per pennant", "1 point per knight".
func pointsPer(n int, what string) string {
	return fmt.Sprintf("%s per %s", plural(n, "point"), what)
}

// messageFront draws the face of message m at size px: its number, the
// wording of its action and, on a wax seal, the points taken instead.
func messageFront(m schema.Message, sealPoints, size int) *image.NRGBA {
	c := newCanvas(size)
	c.fill(messagePaper)
	c.fillPaths(tileBorder, framePath(float64(size))...)
	c.circle(ink, pt{0.5, 0.2}, 0.12)
	c.circle(messageSeal, pt{0.5, 0.8}, 0.09)
	c.ring(gold, pt{0.5, 0.8}, 0.075, 0.008)
	img := opaqueNRGBA(c.img)
	s := float64(size)
	centred(img, 0.2*s+0.045*s, fmt.Sprint(m.Number), 0.13*s, white)
	lines := wrapWords(messageWording(m), 0.082*s, int(0.84*s))
	top := 0.5*s - float64(len(lines)-1)*0.05*s
	for i, line := range lines {
		centred(img, top+float64(i)*0.1*s+0.025*s, line, 0.082*s, ink)
	}
	centred(img, 0.8*s+0.025*s, fmt.Sprint(sealPoints), 0.075*s, white)
	centred(img, 0.955*s, "or "+plural(sealPoints, "point"), 0.06*s, ink)
	return img
}

// messageBack draws the back all messages share: an envelope and "Message".
func messageBack(size int) *image.NRGBA {
	c := newCanvas(size)
	c.fill(messageBackFill)
	c.fillPaths(tileBorder, framePath(float64(size))...)
	tl, tr, br, bl := pt{0.25, 0.3}, pt{0.75, 0.3}, pt{0.75, 0.62}, pt{0.25, 0.62}
	c.rect(messagePaper, tl, br)
	c.stroke(ink, 0.012, tl, tr, br, bl, tl)
	c.stroke(ink, 0.012, tl, pt{0.5, 0.5}, tr)
	c.circle(messageSeal, pt{0.5, 0.5}, 0.04)
	img := opaqueNRGBA(c.img)
	s := float64(size)
	centred(img, 0.8*s, "Message", 0.1*s, messagePaper)
	return img
}

// centred draws s centred across img with its baseline at y.
func centred(img *image.NRGBA, y float64, s string, px float64, col color.Color) {
	w := textWidth(s, px)
	text(img, (img.Rect.Dx()-w)/2, int(y+0.5), s, px, col)
}

// wrapWords breaks s into lines no wider than width pixels at px (a word
// longer than that has a line of its own).
func wrapWords(s string, px float64, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && textWidth(line+" "+w, px) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = strings.TrimPrefix(line+" "+w, " ")
	}
	return append(lines, line)
}

// messagePictures draws and encodes the front of every message of the
// deck, and the shared back, at size px with bleed pixels of bleed.
func messagePictures(rules *schema.MessagesRules, size, bleed int) (fronts [][]byte, back []byte, err error) {
	for _, m := range rules.Deck {
		png, err := encodeBledPDFImage(messageFront(m, rules.SealPoints, size), bleed)
		if err != nil {
			return nil, nil, fmt.Errorf("message %d: %w", m.Number, err)
		}
		fronts = append(fronts, png)
	}
	if back, err = encodeBledPDFImage(messageBack(size), bleed); err != nil {
		return nil, nil, fmt.Errorf("message back: %w", err)
	}
	return fronts, back, nil
}

// printedDeck returns the Messages module's parameters when pack p plays
// with the module and has messages to print, else nil.
func printedDeck(p *schema.Pack) *schema.MessagesRules {
	if !p.PlaysModule(schema.ModuleMessages) || p.Rules.Messages == nil || len(p.Rules.Messages.Deck) == 0 {
		return nil
	}
	return p.Rules.Messages
}

// messagePageCount is the number of PDF pages the deck takes (nil: none):
// a front and a back page per grid's worth of messages.
func messagePageCount(rules *schema.MessagesRules, g pageGrid) int {
	if rules == nil {
		return 0
	}
	perPage := g.cols * g.rows
	return 2 * ((len(rules.Deck) + perPage - 1) / perPage)
}

// messagePages adds the deck's front and back pages to d, laid out as
// plan pl lays out tiles (its bleed, gap and marks); their footers say
// footerLine of their page number (counted from first) and side
// ("fronts" or "backs").
func messagePages(d *printDoc, pl *printPlan, first int, footerLine func(page int, what string) string) error {
	rules, g := pl.deck, pl.grid
	b := bleedPixels(g.bleed, pl.tileMM, pl.px)
	fronts, back, err := messagePictures(rules, pl.px, b)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	frontHolders := make([]gopdf.ImageHolder, len(fronts))
	for i, png := range fronts {
		if frontHolders[i], err = gopdf.ImageHolderByBytes(png); err != nil {
			return fmt.Errorf("print-and-play PDF: %w", err)
		}
	}
	backHolder, err := gopdf.ImageHolderByBytes(back)
	if err != nil {
		return fmt.Errorf("print-and-play PDF: %w", err)
	}
	perPage := g.perPage()
	page := first
	for start := 0; start < len(fronts); start += perPage {
		on := frontHolders[start:min(len(fronts), start+perPage)]
		for _, side := range []string{"fronts", "backs"} {
			trim := g.trimBox(len(on), side == "backs")
			d.addPage(trim, trim.grow(g.bleed))
			for i, h := range on {
				if side == "backs" {
					h = backHolder
				}
				at := bleedPlacement(g.slot(i, side == "backs"), pl.px, b)
				if err := d.ImageByHolder(h, at.x, at.y, &gopdf.Rect{W: at.w, H: at.h}); err != nil {
					return fmt.Errorf("print-and-play PDF: message %d: %w", rules.Deck[start+i].Number, err)
				}
			}
			// The grid is centred and the backs' columns mirrored, so the
			// crop marks of a back page are those of its front.
			drawMarks(d.GoPdf, g.cropMarks(len(on)))
			if err := pageText(d, g, footerLine(page, side), pl.credit); err != nil {
				return err
			}
			page++
		}
	}
	return nil
}
