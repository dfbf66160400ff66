package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/schema"
)

// visibleButton finds a shown button with the given text under o.
func visibleButton(o fyne.CanvasObject, text string) *widget.Button {
	if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == text {
		return b
	}
	var kids []fyne.CanvasObject
	switch c := o.(type) {
	case *fyne.Container:
		kids = c.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(c).Objects()
	}
	for _, k := range kids {
		if k.Visible() {
			if b := visibleButton(k, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// fieldLines lists the selected tile's fields with their ports.
func fieldLines(e *Editor) []string {
	var lines []string
	for _, f := range e.selectedTile().Features {
		if f.Kind == schema.KindField {
			lines = append(lines, featureLine(&f))
		}
	}
	return lines
}

// TestSplitOfferAfterDrawingARoad draws a road across a new tile's single
// field, as a designer would, and takes the problems list's offer to split
// the field; Undo joins it again and the offer comes back.
func TestSplitOfferAfterDrawingARoad(t *testing.T) {
	e := openWinter(t)
	e.pack.add()
	tile := e.selectedTile().ID
	e.tileEd.newKind.SetSelected("road")
	e.tileEd.addFeature()
	if e.feature != "road" {
		t.Fatalf("the new road is not selected (selected %q)", e.feature)
	}
	if visibleButton(e.problems.list, "Split the field") != nil {
		t.Fatal("a split is offered before the road crosses the tile")
	}
	tapPort(e, schema.PortN)
	tapPort(e, schema.PortS)

	offer := visibleButton(e.problems.list, "Split the field")
	if offer == nil {
		t.Fatalf("no offer to split the field; problems: %+v", e.problems.rows)
	}
	var row problem
	for _, r := range e.problems.rows {
		if r.fix != nil {
			row = r
		}
	}
	if !strings.Contains(row.text, `field "field" spans both sides of road "road"`) || row.severity != schema.SeverityWarning {
		t.Errorf("the offer sits on %+v, want the split-field warning", row)
	}

	e.selectTile(0)
	test.Tap(offer)
	if e.selectedTile().ID != tile || e.feature != "field" {
		t.Errorf("after the split the editor shows tile %s feature %q, want %s and field", e.selectedTile().ID, e.feature, tile)
	}
	want := []string{"field · field · NR E EL ER SL", "field2 · field · NL SR W WL WR"}
	if got := fieldLines(e); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("fields after the split:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, r := range e.problems.rows {
		if strings.Contains(r.text, "spans") || r.fix != nil {
			t.Errorf("after the split the field is still flagged: %+v", r)
		}
	}
	if visibleButton(e.problems.list, "Split the field") != nil {
		t.Error("the offer is still shown after the split")
	}
	if !strings.Contains(e.status.Text, `into "field" and "field2"`) {
		t.Errorf("status %q does not name the new fields", e.status.Text)
	}
	if !strings.HasPrefix(e.doc.UndoLabel(), "split field field of "+tile) {
		t.Errorf("undo label %q", e.doc.UndoLabel())
	}

	e.undo()
	if got := fieldLines(e); len(got) != 1 {
		t.Errorf("undo left fields %q, want the one field", got)
	}
	if visibleButton(e.problems.list, "Split the field") == nil {
		t.Error("after undo the offer is gone")
	}
}
