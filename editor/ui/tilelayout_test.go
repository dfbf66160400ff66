package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// picture is where the tile editor draws its tile, in window coordinates,
// once the window has drawn a frame.
func picture(e *Editor) (fyne.Position, float32) {
	_ = e.win.Canvas().Capture()
	o, side := e.tileEd.canvas.square()
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(e.tileEd.canvas).Add(o), side
}

// breakPorts gives tile D's ports to its city one by one, one more problem
// each time (a city that covers part of an edge is an error, a field it
// touches without listing it a warning).
var breakPorts = []schema.Port{schema.PortS, schema.PortE, schema.PortW, schema.PortWL, schema.PortER, schema.PortSL, schema.PortEL, schema.PortWR}

func TestTilePictureStaysWhenProblemsChange(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	at, side := picture(e)
	if len(e.problems.rows) != 0 {
		t.Fatalf("the Winter Edition pack has problems: %+v", e.problems.rows)
	}
	seen := map[int]bool{0: true}
	for _, p := range breakPorts {
		tapPort(e, p)
		if got, gotSide := picture(e); got != at || gotSide != side {
			t.Errorf("with %d problems the picture is at %v, %v px; with none at %v, %v px", len(e.problems.rows), got, gotSide, at, side)
		}
		seen[min(len(e.problems.rows), maxProblemRows+1)] = true
	}
	if len(seen) < 3 {
		t.Fatalf("the edits made too few different numbers of problems to tell: %v", seen)
	}
	for range breakPorts {
		e.undo()
	}
	if got, gotSide := picture(e); got != at || gotSide != side || len(e.problems.rows) != 0 {
		t.Errorf("after undoing every edit the picture is at %v, %v px (%d problems), want %v, %v px", got, gotSide, len(e.problems.rows), at, side)
	}
}

func TestProblemPanelHeight(t *testing.T) {
	e := openWinter(t)
	_ = e.win.Canvas().Capture()
	line := e.problems.header.MinSize().Height
	if h := e.problems.content.Size().Height; h > line+1 {
		t.Errorf("clean, the problem panel is %v px tall, want one line (%v px)", h, line)
	}
	if e.problems.list.Visible() {
		t.Error("clean, the problem panel shows an empty list")
	}
	// A portless city on one tile after another: one more problem each.
	last := e.problems.content.Size().Height
	for i := range maxProblemRows + 2 {
		tile := e.doc.Pack().Tiles[i].ID
		if !e.do(editor.AddFeature{Tile: tile, ID: "stray", Kind: schema.KindCity}) {
			t.Fatalf("adding a city to %s refused: %s", tile, e.status.Text)
		}
		_ = e.win.Canvas().Capture()
		h, n := e.problems.content.Size().Height, len(e.problems.rows)
		if want := e.problems.heightFor(min(n, maxProblemRows)); h != want || h < last {
			t.Errorf("with %d problems the panel is %v px tall (before %v), want %v", n, h, last, want)
		}
		last = h
	}
	if n := len(e.problems.rows); n <= maxProblemRows || last != e.problems.heightFor(maxProblemRows) || last <= line {
		t.Errorf("with %d problems the panel is %v px tall, want its limit of %d rows (%v px)", n, last, maxProblemRows, e.problems.heightFor(maxProblemRows))
	}
}

func TestFeatureListKeepsItsRows(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	_ = e.win.Canvas().Capture()
	list := e.tileEd.features
	rowHeight := list.CreateItem().MinSize().Height
	enough := func(n int) float32 { return float32(n)*(rowHeight+theme.Padding()) - theme.Padding() }
	before := list.Size().Height
	e.selectFeature("city")
	_ = e.win.Canvas().Capture()
	if h := list.Size().Height; h < enough(minFeatureRows) || h != before {
		t.Errorf("with a feature selected the list is %v px tall (before %v), want it unchanged and at least %d rows (%v px)", h, before, minFeatureRows, enough(minFeatureRows))
	}

	// Add features past the column's height: each new one is selected
	// and in sight (the list shows every row; the column scrolls).
	e.tileEd.newKind.SetSelected(string(schema.KindRoad))
	for range 14 {
		e.tileEd.addFeature()
		_ = e.win.Canvas().Capture()
		tile := e.selectedTile()
		last := len(tile.Features) - 1
		if e.feature != tile.Features[last].ID {
			t.Fatalf("after adding %s the selected feature is %q", tile.Features[last].ID, e.feature)
		}
		d := fyne.CurrentApp().Driver()
		side := e.tileEd.side
		top := d.AbsolutePositionForObject(list).Y - d.AbsolutePositionForObject(side.Content).Y + float32(last)*(rowHeight+theme.Padding())
		offset, height := side.Offset.Y, side.Size().Height
		if list.GetScrollOffset() != 0 || top < offset || top+rowHeight > offset+height+1 {
			t.Errorf("new feature %s (row %d, at %v-%v px in the column) is out of sight: the column shows %v-%v px (the list scrolled by %v)", tile.Features[last].ID, last, top, top+rowHeight, offset, offset+height, list.GetScrollOffset())
		}
		if want := enough(min(len(tile.Features), maxFeatureRows)); list.Size().Height < want {
			t.Errorf("with %d features the list is %v px tall, want %v", len(tile.Features), list.Size().Height, want)
		}
	}
}

func TestWarningsAndErrorsLookDifferent(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	tapPort(e, schema.PortS) // an error (the city's edge) and a warning (a field's borders)
	looks := map[schema.Severity]map[string]bool{}
	note := func(where string, sev schema.Severity, row fyne.CanvasObject) {
		box := row.(*fyne.Container)
		label, icon := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Icon)
		if looks[sev] == nil {
			looks[sev] = map[string]bool{}
		}
		looks[sev][icon.Resource.Name()] = true
		want := widget.WarningImportance
		if sev == schema.SeverityError {
			want = widget.DangerImportance
		}
		if label.Importance != want {
			t.Errorf("%s: a %s reads in importance %v, want %v", where, sev, label.Importance, want)
		}
	}
	for i, is := range e.tileEd.shown {
		note("tile panel", is.severity, e.tileEd.issues.Objects[i])
	}
	for i, row := range e.problems.rows {
		o := e.problems.list.CreateItem()
		e.problems.list.UpdateItem(i, o)
		note("problem panel", row.severity, o)
	}
	errs, warns := looks[schema.SeverityError], looks[schema.SeverityWarning]
	if len(errs) != 1 || len(warns) != 1 {
		t.Fatalf("want one error and one warning icon, got %v and %v", errs, warns)
	}
	for name := range errs {
		if warns[name] {
			t.Errorf("errors and warnings share the icon %s", name)
		}
	}
}

func TestGhostsFieldOnlyForRulesetsWithGhosts(t *testing.T) {
	tests := []struct {
		name, pack, file string
		want             bool
	}{
		{"a classic pack has no ghosts", "winter-edition", "winter.json", false},
		{"a Mists pack has ghosts", "mists", "mists.json", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openFile(t, testpacks.BuiltinFile(t, tc.pack, tc.file))
			e.selectTile(0)
			v := e.tileEd
			if got := v.ghosts.Visible() && v.ghostsLabel.Visible(); got != tc.want {
				t.Errorf("the Ghosts field shows: %v, want %v", got, tc.want)
			}
			if v.ghosts.Visible() != v.ghostsLabel.Visible() {
				t.Error("the Ghosts label and entry disagree on showing")
			}
			if v.ghosts.Visible() && v.ghosts.Disabled() {
				t.Error("the Ghosts field shows but is disabled")
			}
		})
	}
}

func TestGhostsFieldStaysForALeftoverValue(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	if !e.do(editor.SetGhosts{Tile: "D", N: 2}) { // as a pack file might say
		t.Fatalf("setting ghosts refused: %s", e.status.Text)
	}
	if !e.tileEd.ghosts.Visible() || e.tileEd.ghosts.Text != "2" {
		t.Errorf("a classic tile that carries 2 ghosts shows the field %v with %q: it should show it, to clear", e.tileEd.ghosts.Visible(), e.tileEd.ghosts.Text)
	}
	e.tileEd.ghosts.SetText("0")
	if e.selectedTile().Ghosts != 0 || e.tileEd.ghosts.Visible() {
		t.Errorf("clearing the ghosts leaves %d and the field showing: %v", e.selectedTile().Ghosts, e.tileEd.ghosts.Visible())
	}
}

// TestWheelOverTheFeatureListScrollsTheColumn: the wheel over the feature
// list moves the tile's column (the review found it moved only the list,
// which had nothing to scroll), and a tap on a row still selects its
// feature.
func TestWheelOverTheFeatureListScrollsTheColumn(t *testing.T) {
	e := openWinter(t)
	e.win.Resize(fyne.NewSize(1024, 700))
	e.selectTile(tileIndex(t, e, "L")) // its copies folded: the list is in view
	_ = e.win.Canvas().Capture()
	list, side := e.tileEd.features, e.tileEd.side
	d := fyne.CurrentApp().Driver()
	over := d.AbsolutePositionForObject(list).AddXY(20, 10)
	if over.Y > side.Size().Height+d.AbsolutePositionForObject(side).Y {
		t.Fatalf("the feature list (at %v) is below the column's view", over)
	}
	test.Scroll(e.win.Canvas(), over, 0, -120)
	if side.Offset.Y <= 0 || list.GetScrollOffset() != 0 {
		t.Errorf("after the wheel over the list: column at %v, list at %v; want the column moved", side.Offset.Y, list.GetScrollOffset())
	}
	_ = e.win.Canvas().Capture()
	row := d.AbsolutePositionForObject(list).AddXY(20, 10)
	test.TapCanvas(e.win.Canvas(), row)
	if want := e.selectedTile().Features[0].ID; e.feature != want {
		t.Errorf("a tap on the first row selected %q, want %q", e.feature, want)
	}
}

// TestTileColumnFitsAt1024 checks that, at 1024×700, the tile column
// needs no more width than it has. It goes through every tile of every
// built-in pack, with the tile's first feature picked. The review found
// the copies' boxes and long feature lines cut off at the column's right
// edge.
func TestTileColumnFitsAt1024(t *testing.T) {
	for _, id := range tilesets.IDs() {
		t.Run(id, func(t *testing.T) {
			e := openFile(t, testpacks.BuiltinFile(t, id, id+".json"))
			e.win.Resize(fyne.NewSize(1024, 700))
			for i, tile := range e.doc.Pack().Tiles {
				e.selectTile(i)
				if len(tile.Features) > 0 {
					e.selectFeature(tile.Features[0].ID)
				}
				_ = e.win.Canvas().Capture()
				side := e.tileEd.side
				if need, has := side.Content.MinSize().Width, side.Size().Width; need > has+0.5 {
					t.Errorf("tile %s: the column needs %.0f px and has %.0f", tile.ID, need, has)
				}
			}
		})
	}
}

// TestWheelOverATextBoxScrollsItsColumn: the wheel over a text box moves
// the column the box stands in (the tile's, the Rules tab's), where the
// box's own sideways text scroll took it and the column stood still.
func TestWheelOverATextBoxScrollsItsColumn(t *testing.T) {
	e := openWinter(t)
	e.win.Resize(fyne.NewSize(1024, 700))
	d := fyne.CurrentApp().Driver()
	for _, tc := range []struct {
		name   string
		show   func()
		box    func() fyne.CanvasObject
		column func() *container.Scroll
	}{
		{"the tile's name", func() { e.selectTile(tileIndex(t, e, "D")) },
			func() fyne.CanvasObject { return e.tileEd.name.Entry }, func() *container.Scroll { return e.tileEd.side }},
		{"a rule's field", func() { e.tabs.Select(e.ruleTab) },
			func() fyne.CanvasObject { return e.rules.entries[e.rules.paths[0]].Entry }, func() *container.Scroll { return e.rules.scroll }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.show()
			_ = e.win.Canvas().Capture()
			column := tc.column()
			column.Offset.Y = 0
			column.Refresh()
			at := d.AbsolutePositionForObject(tc.box()).AddXY(30, 10)
			test.Scroll(e.win.Canvas(), at, 0, -120)
			if column.Offset.Y <= 0 {
				t.Errorf("the wheel over the box at %v left the column at %v", at, column.Offset.Y)
			}
		})
	}
}
