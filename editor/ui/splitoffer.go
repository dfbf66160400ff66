package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// problemFix is an edit the problems list offers in a problem's row.
type problemFix struct {
	label string
	run   func()
}

// showFix shows fix on a row's button, or hides the button.
func showFix(b *widget.Button, fix *problemFix) {
	if fix == nil {
		b.OnTapped = nil
		b.Hide()
		return
	}
	b.SetText(fix.label)
	b.OnTapped = fix.run
	b.Show()
}

// splitOffer is the fix for a field that spans both sides of a road or a
// city that crosses its tile (the lint's warning at the field's ports):
// split it into one field per side. Any other diagnostic has none.
func (e *Editor) splitOffer(d schema.Diagnostic) *problemFix {
	if d.Severity != schema.SeverityWarning {
		return nil
	}
	p := e.doc.Pack()
	loc := editor.Locate(d)
	if loc.Tile < 0 || loc.Tile >= len(p.Tiles) {
		return nil
	}
	t := &p.Tiles[loc.Tile]
	if loc.Feature < 0 || loc.Feature >= len(t.Features) || d.Pointer != schema.Pointer("tiles", loc.Tile, "features", loc.Feature, "ports") {
		return nil
	}
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok || !slices.ContainsFunc(rs.SplitFields(t), func(s schema.FieldSplit) bool { return s.Field == loc.Feature }) {
		return nil
	}
	tile, field := t.ID, t.Features[loc.Feature].ID
	return &problemFix{label: "Split the field", run: func() { e.splitField(tile, field) }}
}

// splitField splits the field as one undoable edit, then shows the tile
// with the field that kept the id selected and names the new fields.
func (e *Editor) splitField(tile, field string) {
	old := featureIDsOf(e.doc.Pack(), tile)
	if !e.do(editor.SplitField{Tile: tile, Feature: field}) {
		return
	}
	p := e.doc.Pack()
	ti := slices.IndexFunc(p.Tiles, func(t schema.Tile) bool { return t.ID == tile })
	if ti < 0 {
		return
	}
	e.navigate(editor.Location{Tile: ti, Feature: featureIndex(&p.Tiles[ti], field), Mix: -1})
	parts := []string{fmt.Sprintf("%q", field)}
	for _, id := range featureIDsOf(p, tile) {
		if !slices.Contains(old, id) {
			parts = append(parts, fmt.Sprintf("%q", id))
		}
	}
	e.setStatus(fmt.Sprintf("Split field %q of tile %s into %s and %s, one per side; Undo joins them again.",
		field, tile, strings.Join(parts[:len(parts)-1], ", "), parts[len(parts)-1]))
}

func featureIDsOf(p *schema.Pack, tile string) []string {
	for _, t := range p.Tiles {
		if t.ID == tile {
			ids := make([]string, len(t.Features))
			for i, f := range t.Features {
				ids[i] = f.ID
			}
			return ids
		}
	}
	return nil
}
