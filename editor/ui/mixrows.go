package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/schema"
)

// The Mixes table's headers: each tile row is headed by the tile's
// picture (the pack view's thumbnail, drawn smaller), its id, whole, and
// its name; each mix column by the mix's id.

// mixThumbSize is the size the Mixes table shows a tile's picture at.
const mixThumbSize = 40

// maxNameWidth bounds the header column's share for tile names; a longer
// name is cut at the column's edge (the id never is).
const maxNameWidth = 220

// mixHeader is one header cell of the Mixes table.
type mixHeader struct {
	widget.BaseWidget
	img      *canvas.Image
	id, name *canvas.Text
	box      *fyne.Container
}

func newMixHeader() *mixHeader {
	h := &mixHeader{img: canvas.NewImageFromImage(nil)}
	h.img.FillMode = canvas.ImageFillContain
	h.img.SetMinSize(fyne.NewSquareSize(mixThumbSize))
	h.id = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	h.id.TextStyle.Bold = true
	h.name = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
	h.name.TextSize = theme.CaptionTextSize()
	texts := container.NewVBox(layout.NewSpacer(), h.id, h.name, layout.NewSpacer())
	h.box = container.NewBorder(nil, nil, h.img, nil, texts)
	h.ExtendBaseWidget(h)
	return h
}

func (h *mixHeader) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(h.box) }

// showTile heads a tile's row; marked is the tile just added or selected.
func (h *mixHeader) showTile(t *schema.Tile, marked bool) {
	h.img.Show()
	h.name.Show()
	h.id.Alignment, h.id.Text = fyne.TextAlignLeading, t.ID
	h.id.Color = theme.Color(theme.ColorNameForeground)
	if marked {
		h.id.Color = theme.Color(theme.ColorNamePrimary)
	}
	h.name.Text, h.name.Color = t.Name, theme.Color(theme.ColorNamePlaceHolder)
	h.box.Refresh()
}

// showText heads a mix's column, or the totals' row.
func (h *mixHeader) showText(text string) {
	h.img.Hide()
	h.name.Hide()
	h.id.Alignment, h.id.Text = fyne.TextAlignCenter, text
	h.id.Color = theme.Color(theme.ColorNameForeground)
	h.box.Refresh()
}

func (v *mixView) updateHeader(id widget.TableCellID, h *mixHeader) {
	pack := v.e.doc.Pack()
	switch {
	case id.Row < 0 && id.Col >= 0 && id.Col < len(pack.Mixes):
		h.showText(pack.Mixes[id.Col].ID)
	case id.Col < 0 && id.Row >= 0 && id.Row < len(pack.Tiles):
		t := &pack.Tiles[id.Row]
		h.img.Image, _ = v.e.images.draw(pack, id.Row, 0, thumbSize) // the pack view's, from the cache
		h.img.Refresh()
		h.showTile(t, t.ID == v.marked())
	case id.Col < 0 && id.Row == len(pack.Tiles):
		h.showText("total")
	default:
		h.showText("")
	}
}

// marked is the tile whose row is marked: the one just added, else the
// selected one.
func (v *mixView) marked() string {
	if v.fresh != "" {
		return v.fresh
	}
	if t := v.e.selectedTile(); t != nil {
		return t.ID
	}
	return ""
}

// sizeColumns makes the header column as wide as the longest tile id (and
// the names, up to a bound) and each mix's column as wide as its id.
func (v *mixView) sizeColumns(p *schema.Pack) {
	pad := theme.Padding()
	bold := fyne.TextStyle{Bold: true}
	text := float32(0)
	for _, t := range p.Tiles {
		text = max(text, fyne.MeasureText(t.ID, theme.TextSize(), bold).Width,
			min(fyne.MeasureText(t.Name, theme.CaptionTextSize(), fyne.TextStyle{}).Width, maxNameWidth))
	}
	v.table.SetColumnWidth(-1, mixThumbSize+pad+text+2*pad)
	for i, m := range p.Mixes {
		v.table.SetColumnWidth(i, max(80, fyne.MeasureText(m.ID, theme.TextSize(), bold).Width+4*pad))
	}
	v.table.SetRowHeight(-1, fyne.MeasureText("M", theme.TextSize(), bold).Height+2*pad)
}

// noteNewTile remembers the pack's tile ids; a tile new since the last
// look is the one to bring into sight.
func (v *mixView) noteNewTile(p *schema.Pack) {
	first := len(v.known) == 0
	var added []string
	now := make(map[string]bool, len(p.Tiles))
	for _, t := range p.Tiles {
		now[t.ID] = true
		if !v.known[t.ID] {
			added = append(added, t.ID)
		}
	}
	v.known = now
	if !now[v.fresh] {
		v.fresh = ""
	}
	if !first && len(added) == 1 {
		v.fresh, v.scroll = added[0], added[0]
	}
}

// scrollTo brings tile id's row into sight, at the selected mix's count,
// once the table is on screen.
func (v *mixView) scrollTo(id string) {
	if !v.content.Visible() || v.table.Size().Height == 0 {
		v.scroll = id
		return
	}
	v.scroll = ""
	p := v.e.doc.Pack()
	for i, t := range p.Tiles {
		if t.ID == id {
			v.table.ScrollTo(widget.TableCellID{Row: i, Col: max(mixIndex(p, v.e.mix), 0)})
			return
		}
	}
}
