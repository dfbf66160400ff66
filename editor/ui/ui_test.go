package ui

import (
	"bytes"
	"flag"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// openWinter opens a copy of the Winter Edition pack from a temporary file
// in an editor window of a headless test app.
func openWinter(t *testing.T) *Editor {
	t.Helper()
	return openFile(t, testpacks.WinterFile(t))
}

// openFile opens the pack file at path in an editor window of a headless
// test app; the test owns the file.
func openFile(t *testing.T, path string) *Editor {
	t.Helper()
	test.NewTempApp(t)
	doc, err := editor.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	doc.RecoveryDir = filepath.Join(t.TempDir(), "recovery")
	e := New(fyne.CurrentApp(), doc)
	e.win.Resize(fyne.NewSize(1280, 820))
	t.Cleanup(func() {
		if e.play != nil && e.play.play != nil {
			e.play.play.Close() // a Mists match runs its turn on a goroutine
		}
		e.win.Close()
	})
	return e
}

func tileIndex(t *testing.T, e *Editor, id string) int {
	t.Helper()
	for i, tile := range e.doc.Pack().Tiles {
		if tile.ID == id {
			return i
		}
	}
	t.Fatalf("no tile %s", id)
	return -1
}

func packBytes(t *testing.T, e *Editor) []byte {
	t.Helper()
	data, err := schema.Encode(e.doc.Pack())
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// tapPort taps the tile editor's mark of port p.
func tapPort(e *Editor, p schema.Port) {
	c := e.tileEd.canvas
	o, side := c.square()
	x, y := portSpot(p, c.rot)
	test.TapAt(c, fyne.NewPos(o.X+float32(x)*side, o.Y+float32(y)*side))
}

func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

func TestPortEditChangesPackAndPreviewAndUndoRestores(t *testing.T) {
	tests := []struct {
		name    string
		rot     int // the view's turn: the port tapped is the pack's port all the same
		port    schema.Port
		feature string
	}{
		{"upright", 0, schema.PortS, "road"},
		{"view turned 90°", 1, schema.PortSL, "road"},
		{"view turned 270°", 3, schema.PortN, "road"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			e.selectTile(tileIndex(t, e, "D"))
			for range tc.rot {
				e.rotateView(1)
			}
			e.selectFeature(tc.feature)
			before, preview := packBytes(t, e), e.tileEd.canvas.img.Image

			tapPort(e, tc.port)

			f := e.doc.Pack().Tiles[e.tile].Features[featureIndex(e.selectedTile(), tc.feature)]
			if !slices.Contains(f.Ports, tc.port) {
				t.Fatalf("after tapping %s, %s has ports %v", tc.port, tc.feature, f.Ports)
			}
			if !e.tileEd.canvas.selected[tc.port] {
				t.Error("the tapped port is not marked as the selected feature's")
			}
			if samePixels(preview, e.tileEd.canvas.img.Image) {
				t.Error("the preview did not change")
			}
			if !strings.Contains(e.win.Title(), "*") {
				t.Errorf("title %q does not show unsaved changes", e.win.Title())
			}

			e.undo()
			if !bytes.Equal(packBytes(t, e), before) {
				t.Fatal("undo did not restore the pack")
			}
			if !samePixels(preview, e.tileEd.canvas.img.Image) {
				t.Error("undo did not restore the preview")
			}
		})
	}
}

func TestDragOverPortsIsOneUndoStep(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	c := e.tileEd.canvas
	o, side := c.square()
	for _, p := range []schema.Port{schema.PortWR, schema.PortW, schema.PortWL} {
		x, y := portSpot(p, 0)
		c.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(o.X+float32(x)*side, o.Y+float32(y)*side)}})
	}
	c.DragEnd()
	if got := e.doc.UndoLabel(); got != "assign ports WR, W, WL of D to city" {
		t.Errorf("undo label %q, want one step for the drag", got)
	}
	tapPort(e, schema.PortE)
	if got := e.doc.UndoLabel(); got != "assign port E of D to city" {
		t.Errorf("a tap after the drag: undo label %q", got)
	}
}

func TestPickFeatureBySecondaryTap(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	c := e.tileEd.canvas
	o, side := c.square()
	x, y := portSpot(schema.PortN, 0)
	test.TapSecondaryAt(c, fyne.NewPos(o.X+float32(x)*side, o.Y+float32(y)*side))
	if e.feature != "city" {
		t.Errorf("right-click on N selected %q, want city", e.feature)
	}
}

func TestLintErrorInProblemsPanelNavigates(t *testing.T) {
	e := openWinter(t)
	d := tileIndex(t, e, "D")
	e.selectTile(d)
	e.selectFeature("city")
	tapPort(e, schema.PortS) // a city covers whole edges: S without SL and SR is wrong
	if len(e.problems.rows) == 0 {
		t.Fatal("no problem listed after breaking tile D")
	}
	if !strings.Contains(e.problems.header.Text, "error") {
		t.Errorf("header %q", e.problems.header.Text)
	}
	row := -1
	for i, p := range e.problems.rows {
		if p.severity == schema.SeverityError && p.loc.Tile == d {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("no error about tile D among %+v", e.problems.rows)
	}

	e.selectTile(0)
	e.tabs.Select(e.ruleTab)
	e.problems.list.Select(row)
	if e.tile != d || e.tabs.Selected() != e.tileTab {
		t.Errorf("selecting the problem shows tile %d in tab %q, want tile D in the tile tab", e.tile, e.tabs.Selected().Text)
	}
	if loc := e.problems.rows[row].loc; loc.Feature >= 0 && e.feature == "" {
		t.Error("the problem names a feature but none was selected")
	}
	if e.status.Text != e.problems.rows[row].text {
		t.Errorf("the status line shows %q, not the whole problem %q", e.status.Text, e.problems.rows[row].text)
	}
	if len(e.tileEd.shown) == 0 || e.tileEd.shown[0].severity != schema.SeverityError {
		t.Errorf("the tile editor does not show the tile's error: %+v", e.tileEd.shown)
	}

	e.undo()
	if len(e.problems.rows) != 0 || !strings.Contains(e.problems.header.Text, "valid") {
		t.Errorf("after undo: %d problems, header %q", len(e.problems.rows), e.problems.header.Text)
	}
}

func TestPackView(t *testing.T) {
	e := openWinter(t)
	pv := e.pack
	t.Run("filter", func(t *testing.T) {
		test.Type(pv.filter, "cloister")
		if len(pv.shown) == 0 || len(pv.shown) >= len(e.doc.Pack().Tiles) {
			t.Errorf("filter cloister shows %d of %d tiles", len(pv.shown), len(e.doc.Pack().Tiles))
		}
		pv.filter.SetText("")
		if len(pv.shown) != len(e.doc.Pack().Tiles) {
			t.Error("clearing the filter does not show every tile")
		}
	})
	t.Run("select", func(t *testing.T) {
		pv.grid.Select(2)
		if e.tile != pv.shown[2] {
			t.Errorf("tapping thumbnail 2 selects tile %d", e.tile)
		}
	})
	t.Run("captions count the selected mix", func(t *testing.T) {
		d := tileIndex(t, e, "D")
		e.mix = "WE3"
		want := "D ×" + countOf(e, "WE3", "D")
		if got := pv.caption(e.doc.Pack(), d); got != want {
			t.Errorf("caption %q, want %q", got, want)
		}
	})
	t.Run("add, duplicate, delete", func(t *testing.T) {
		n := len(e.doc.Pack().Tiles)
		pv.add()
		if len(e.doc.Pack().Tiles) != n+1 || e.selectedTile().ID != "new-1" {
			t.Fatalf("add: %d tiles, selected %s", len(e.doc.Pack().Tiles), e.selectedTile().ID)
		}
		pv.duplicate()
		if e.selectedTile().ID != "new-1-2" {
			t.Fatalf("duplicate selected %s", e.selectedTile().ID)
		}
		e.undo()
		e.undo()
		if len(e.doc.Pack().Tiles) != n {
			t.Error("undo did not remove the added tiles")
		}
	})
}

func countOf(e *Editor, mix, tile string) string {
	p := e.doc.Pack()
	return strconv.Itoa(p.Mixes[mixIndex(p, mix)].Counts.Of(tile))
}

func TestTilePanelFields(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	tests := []struct {
		name  string
		entry func() *widget.Entry
		typed string
		check func(p *schema.Pack) bool
	}{
		{"name", func() *widget.Entry { return e.tileEd.name.Entry }, "!", func(p *schema.Pack) bool {
			return strings.HasSuffix(p.Tiles[e.tile].Name, "!")
		}},
		{"decorations", func() *widget.Entry { return e.tileEd.decorations.Entry }, "snowman", func(p *schema.Pack) bool {
			return slices.Contains(p.Tiles[e.tile].Decorations, "snowman")
		}},
		{"pennants of the city", func() *widget.Entry {
			e.selectFeature("city")
			return e.tileEd.markers[schema.MarkPennants].(*countField).Entry
		}, "3", func(p *schema.Pack) bool {
			return p.Tiles[e.tile].Features[0].Pennants == 3
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			entry := tc.entry()
			entry.SetText("")
			test.Type(entry, tc.typed)
			if !tc.check(e.doc.Pack()) {
				t.Errorf("typing %q into %s did not reach the pack", tc.typed, tc.name)
			}
		})
	}
	t.Run("markers follow the kind", func(t *testing.T) {
		e.selectFeature("road")
		labels := markerLabels(e)
		if !slices.Equal(labels, []string{"Ends at"}) {
			t.Errorf("a road offers markers %v, want [Ends at]", labels)
		}
		e.selectFeature("city")
		if labels := markerLabels(e); !slices.Equal(labels, []string{"Pennants"}) {
			t.Errorf("a city offers markers %v, want [Pennants]", labels)
		}
	})
}

func markerLabels(e *Editor) []string {
	var out []string
	for _, o := range e.tileEd.markerRows.Objects {
		if l, ok := o.(*widget.Label); ok && l.Text != "Kind" && l.Text != "Decorations" {
			out = append(out, l.Text)
		}
	}
	return out
}

func TestMixView(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.mixTab)
	e.mix = "WE3"
	e.mixes.refresh()
	// The cell the table shows for D in WE3 (made and filled as the table
	// makes and fills its cells).
	mc := e.mixes.table.CreateCell().(*mixCell)
	e.mixes.table.UpdateCell(widget.TableCellID{Row: tileIndex(t, e, "D"), Col: mixIndex(e.doc.Pack(), "WE3")}, mc)
	cell := mc.count
	if cell.tile != "D" || cell.mix != "WE3" || cell.Text != countOf(e, "WE3", "D") {
		t.Fatalf("cell D/WE3 shows %s/%s %q", cell.tile, cell.mix, cell.Text)
	}
	cell.SetText("")
	test.Type(cell, "9")
	if got := countOf(e, "WE3", "D"); got != "9" {
		t.Errorf("typing 9 into D/WE3 gives count %s", got)
	}
	if !strings.HasPrefix(e.mixes.total.Text, strconv.Itoa(e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), "WE3")].Counts.Sum())+" tiles of ") {
		t.Errorf("total %q not updated", e.mixes.total.Text)
	}
	test.Type(e.mixes.stacks.Entry, "20, 20")
	if m := e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), "WE3")]; !slices.Equal(m.Stacks, []int{20, 20}) {
		t.Errorf("stacks %v", m.Stacks)
	}
	e.mixes.add()
	if e.mix != "mix" || mixIndex(e.doc.Pack(), "mix") < 0 {
		t.Errorf("add mix: selected %q", e.mix)
	}
}

func TestRulesForm(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.ruleTab) // the form is built when its tab first shows
	en := e.rules.entries["classic.followers"]
	if en == nil || en.Text != "7" {
		t.Fatalf("followers field %v", en)
	}
	en.SetText("")
	test.Type(en.Entry, "5")
	if got := e.doc.Pack().Rules.Classic.Followers; got != 5 {
		t.Errorf("followers %d after typing 5", got)
	}
	check := e.rules.checks["classic.houseRules.edgeCompletes"]
	test.Tap(check.Check)
	if !e.doc.Pack().Rules.Classic.HouseRules.EdgeCompletes {
		t.Error("tapping the edgeCompletes box did not set it")
	}
	e.undo()
	if e.doc.Pack().Rules.Classic.HouseRules.EdgeCompletes || check.Checked {
		t.Error("undo did not clear the box")
	}
}

func TestSaveAutosaveAndClose(t *testing.T) {
	e := openWinter(t)
	if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9}); err != nil {
		t.Fatal(err)
	}
	e.files.autosave()
	if _, ok := e.doc.FindRecovery(); !ok {
		t.Fatal("autosave left no recovery file")
	}
	e.files.save()
	if e.doc.Dirty() {
		t.Fatal("still dirty after save")
	}
	if _, ok := e.doc.FindRecovery(); ok {
		t.Error("the recovery file outlived the save")
	}
	if got := e.files.recent(); len(got) == 0 || got[0] != e.doc.Path() {
		t.Errorf("recent files %v, want %s first", got, e.doc.Path())
	}
	if e.menuItems.recent.Disabled || len(e.menuItems.recent.ChildMenu.Items) == 0 {
		t.Error("the Open Recent menu is empty")
	}

	// Closing with unsaved changes asks first.
	if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 8}); err != nil {
		t.Fatal(err)
	}
	e.files.close()
	overlay := e.win.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("closing with unsaved changes asked nothing")
	}
	var buttons []string
	for _, o := range test.LaidOutObjects(overlay) {
		if b, ok := o.(*widget.Button); ok {
			buttons = append(buttons, b.Text)
		}
	}
	for _, want := range []string{"Save", "Don't Save", "Cancel"} {
		if !slices.Contains(buttons, want) {
			t.Errorf("the close dialog has buttons %v, missing %q", buttons, want)
		}
	}
}

func TestRecoveryOffered(t *testing.T) {
	e := openWinter(t)
	if err := e.doc.Do(editor.SetCount{Mix: "WE3", Tile: "D", N: 9}); err != nil {
		t.Fatal(err)
	}
	if err := e.doc.Autosave(); err != nil {
		t.Fatal(err)
	}
	// A new session on the same file: the edit is offered back.
	doc, err := editor.Open(e.doc.Path())
	if err != nil {
		t.Fatal(err)
	}
	doc.RecoveryDir = e.doc.RecoveryDir
	e2 := New(fyne.CurrentApp(), doc)
	t.Cleanup(e2.win.Close)
	e2.files.offerRecovery()
	overlay := e2.win.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("no recovery offered")
	}
	for _, o := range test.LaidOutObjects(overlay) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Recover" {
			test.Tap(b)
		}
	}
	if got := countOf(e2, "WE3", "D"); got != "9" {
		t.Errorf("after recovery D ×%s in WE3, want 9", got)
	}
}

func TestProblemsPanelMarkup(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	tapPort(e, schema.PortS)
	e.problems.content.Resize(fyne.NewSize(900, 160))
	got := test.RenderObjectToMarkup(e.problems.content)
	golden := filepath.Join("testdata", "problems.xml")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./editor/ui -run Markup -update)", err)
	}
	if got != string(want) {
		t.Errorf("the problems panel's markup differs from %s (go test ./editor/ui -run Markup -update rewrites it):\n%s", golden, got)
	}
}

func TestExportDialog(t *testing.T) {
	tests := []struct {
		name, format, out, mix string
		made                   string
		// existing: a file is there already, which the export replaces:
		// the person chose the path in the dialog (the command line
		// refuses one without --force).
		existing bool
	}{
		{"dir", "dir", "pack", "", "pack/pack.json", false},
		{"pdf", "pdf", "we3.pdf", "WE3", "we3.pdf", false},
		{"pdf over a file the person chose", "pdf", "wd.pdf", "WD", "wd.pdf", true},
		{"tts", "tts", "we3-tts", "WE3", "we3-tts/winter-edition-WE3.json", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			f := e.newExportForm()
			f.format.SetSelected(tc.format)
			if tc.mix != "" {
				if f.mix.Disabled() {
					t.Fatalf("%s takes a mix but the mix field is disabled", tc.format)
				}
				f.mix.SetSelected(tc.mix)
			} else if !f.mix.Disabled() {
				t.Errorf("%s takes no mix but the mix field is enabled", tc.format)
			}
			dir := t.TempDir()
			if tc.existing {
				if err := os.WriteFile(filepath.Join(dir, tc.out), []byte("an older export"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			f.out.SetText(filepath.Join(dir, tc.out))
			f.size.SetText("64")
			done := make(chan struct{})
			f.onDone = func() { close(done) }
			f.start()
			<-done
			if !strings.HasPrefix(f.lastSummary, "exported ") {
				t.Fatalf("summary %q", f.lastSummary)
			}
			if _, err := os.Stat(filepath.Join(dir, tc.made)); err != nil {
				t.Error(err)
			}
			if data, err := os.ReadFile(filepath.Join(dir, tc.made)); tc.existing && (err != nil || !strings.HasPrefix(string(data), "%PDF-")) {
				t.Errorf("the file the person chose was not replaced by the export (%v)", err)
			}
		})
	}
}

func TestExportRefusesAPackWithErrors(t *testing.T) {
	e := openWinter(t)
	e.selectTile(tileIndex(t, e, "D"))
	e.selectFeature("city")
	tapPort(e, schema.PortS)
	f := e.newExportForm()
	f.out.SetText(filepath.Join(t.TempDir(), "pack"))
	f.start()
	if f.running != nil {
		t.Error("an export of a pack with errors started")
	}
}
