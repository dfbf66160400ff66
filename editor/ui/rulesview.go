package ui

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/schema"
)

// rulesView is the pack's rule parameters as a form: one field per
// parameter, numbers and words as entries, switches as check boxes, lists
// and optional blocks as JSON; the Messages module's deck, The Castle's
// wall tiles and its board have editors of their own under the form
// (messagesdeck.go, castlewalltiles.go, castleboard*.go).
type rulesView struct {
	e       *Editor
	deck    *messagesDeck
	castle  *castleBoardEditor
	walls   *wallTilesEditor
	paths   []string
	entries map[string]*boundEntry
	checks  map[string]*boundCheck
	form    *widget.Form
	stale   bool // an edit came while the tab was hidden
	scroll  *container.Scroll
	content *tabView
}

func newRulesView(e *Editor) *rulesView {
	v := &rulesView{e: e, form: widget.NewForm(), deck: newMessagesDeck(e), castle: newCastleBoardEditor(e), walls: newWallTilesEditor(e)}
	v.scroll = e.wheelScroll(container.NewVScroll(container.NewVBox(v.form, v.deck.content, v.walls.content, v.castle.content)))
	v.content = newTabView(v.scroll, func() {
		if v.stale {
			v.refresh()
		}
	})
	return v
}

// refresh shows the pack's rule fields; behind another tab it waits until
// the tab is shown.
func (v *rulesView) refresh() {
	if !v.content.Visible() {
		v.stale = true
		return
	}
	v.stale = false
	v.deck.refresh()
	v.castle.refresh()
	v.walls.refresh()
	fields := slices.DeleteFunc(editor.RuleFields(v.e.doc.Pack()), func(f editor.RuleField) bool {
		// the deck's, the board's and the wall tiles' editors'
		return strings.HasPrefix(f.Path, "messages.") || strings.HasPrefix(f.Path, "castle.board.") || f.Path == "castle.wallTiles"
	})
	if !v.samePaths(fields) {
		v.build(fields)
	}
	for _, f := range fields {
		if f.Type == editor.FieldBool {
			b, _ := strconv.ParseBool(f.Value)
			v.checks[f.Path].show(b)
		} else {
			v.entries[f.Path].show(f.Value)
		}
	}
}

func (v *rulesView) samePaths(fields []editor.RuleField) bool {
	if len(fields) != len(v.paths) {
		return false
	}
	for i, f := range fields {
		if v.paths[i] != f.Path {
			return false
		}
	}
	return true
}

// build makes one form row per field.
func (v *rulesView) build(fields []editor.RuleField) {
	v.paths = v.paths[:0]
	v.entries = map[string]*boundEntry{}
	v.checks = map[string]*boundCheck{}
	items := make([]*widget.FormItem, 0, len(fields))
	for _, f := range fields {
		path := f.Path
		v.paths = append(v.paths, path)
		var w fyne.CanvasObject
		switch f.Type {
		case editor.FieldBool:
			c := newBoundCheck("", func(b bool) { v.e.do(editor.SetRule{Path: path, Value: strconv.FormatBool(b)}) })
			v.checks[path] = c
			w = c.Check
		default:
			hint := ""
			if f.Type == editor.FieldJSON {
				hint = "JSON (empty: none)"
			}
			en := newBoundEntry(v.e, hint, func(s string) { v.e.do(editor.SetRule{Path: path, Value: s}) })
			v.entries[path] = en
			w = en.Field()
		}
		item := widget.NewFormItem(ruleLabel(path), w)
		item.HintText = schema.FirstSentence(schema.RuleDescription(path))
		items = append(items, item)
	}
	// One refresh for the whole form: Append lays the form out again for
	// every row it adds.
	v.form.Items = items
	v.form.Refresh()
}

// ruleLabel names a rule parameter in words, for the form: its path
// inside the block, camel case spelt out ("castle.scoring.path.perTile"
// is "Scoring › path › per tile"). The block is the pack's ruleset's, or
// a module's, named by the form's section.
func ruleLabel(path string) string {
	parts := strings.Split(path, ".")
	if len(parts) > 1 {
		parts = parts[1:]
	}
	for i, p := range parts {
		parts[i] = words(p)
	}
	return capitalise(strings.Join(parts, " › "))
}

// words spells out a camel-case name: "perTileWithFountain" is "per tile
// with fountain"; "edgeCompletes" is "edge completes".
func words(name string) string {
	var b strings.Builder
	for i, r := range name {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte(' ')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}
