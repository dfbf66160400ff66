package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/editor"
)

// shownKinds are the kinds the wall tile rows show, in order.
func shownKinds(w *wallTilesEditor) string {
	var out []string
	for _, r := range w.rows {
		out = append(out, r.kind.Text)
	}
	return strings.Join(out, " ")
}

// TestWallTilesEditorShowsTheTiles: one row per kind of wall tile in
// words, with the value only where the effect takes one, the box's total
// above them, and no generic JSON field for them.
func TestWallTilesEditorShowsTheTiles(t *testing.T) {
	e, _ := openCastle(t)
	w := e.rules.walls
	if !w.content.Visible() {
		t.Fatal("the wall tiles editor is hidden on The Castle's pack")
	}
	for _, path := range e.rules.paths { // the form's rows, by parameter
		if path == "castle.wallTiles" {
			t.Error("the generic form still lists castle.wallTiles as JSON")
		}
	}
	if got := shownKinds(w); got != "1 2 3 4 5 6 7 8 9" {
		t.Fatalf("rows %q", got)
	}
	if !strings.HasPrefix(w.summary.Text, "18 wall tiles in the box") || !strings.Contains(w.summary.Text, "(13 on this board)") {
		t.Errorf("summary %q", w.summary.Text)
	}
	for _, tc := range []struct {
		row   int
		words string
		value bool
	}{
		{0, "Another full turn", false},
		{1, "Doubles one completed tower its holder scores in a later turn of his: 4 per tile", true},
		{6, "one courtyard with more of its holder's merchants: 4 per market stall", true},
		{8, "At the end, 5 points", true},
	} {
		t.Run(strconv.Itoa(tc.row+1), func(t *testing.T) {
			r := w.rows[tc.row]
			if !strings.Contains(r.words.Text, tc.words) || r.valueBox.Visible() != tc.value {
				t.Errorf("row %d says %q with the value shown %v; want %q, %v", tc.row+1, r.words.Text, r.valueBox.Visible(), tc.words, tc.value)
			}
		})
	}
	if !w.add.Disabled() {
		t.Error("a tenth kind can be added")
	}
}

// TestWallTilesEditorEdits: type copies and values, change an effect (the
// value field follows it), remove and add a row, and see the Problems
// panel follow a value of 0; every edit is undone like any other.
func TestWallTilesEditorEdits(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(w *wallTilesEditor)
		check func(t *testing.T, e *Editor, w *wallTilesEditor)
	}{
		{"type copies", func(w *wallTilesEditor) {
			w.rows[0].count.SetText("")
			test.Type(w.rows[0].count.Entry, "3")
		}, func(t *testing.T, e *Editor, w *wallTilesEditor) {
			if got := e.doc.Pack().Rules.Castle.WallTiles[0].Count; got != 3 {
				t.Errorf("copies %d", got)
			}
			if !strings.HasPrefix(w.summary.Text, "19 wall tiles in the box") {
				t.Errorf("summary %q", w.summary.Text)
			}
		}},
		{"a value of 0 is a problem until one is typed", func(w *wallTilesEditor) {
			w.rows[8].value.SetText("")
			test.Type(w.rows[8].value.Entry, "0")
		}, func(t *testing.T, e *Editor, w *wallTilesEditor) {
			if p := problemTexts(e); !strings.Contains(p, `wall tile 9 (points) has no "value"`) {
				t.Errorf("problems:\n%s", p)
			}
			w.rows[8].value.SetText("")
			test.Type(w.rows[8].value.Entry, "7")
			if got := e.doc.Pack().Rules.Castle.WallTiles[8].Value; got != 7 {
				t.Errorf("value %d", got)
			}
			if p := problemTexts(e); strings.Contains(p, "wall tile 9") {
				t.Errorf("the problem stays:\n%s", p)
			}
			if w.rows[8].words.Text != "At the end, 7 points" {
				t.Errorf("the row says %q", w.rows[8].words.Text)
			}
		}},
		{"extra-turn hides the value", func(w *wallTilesEditor) { w.rows[8].effect.SetSelected("extra-turn") },
			func(t *testing.T, e *Editor, w *wallTilesEditor) {
				if w.rows[8].valueBox.Visible() || e.doc.Pack().Rules.Castle.WallTiles[8].Value != 0 {
					t.Error("extra-turn keeps a value")
				}
			}},
		{"remove a row, add one back", func(w *wallTilesEditor) {
			test.Tap(w.rows[3].remove)
			test.Tap(w.add)
		}, func(t *testing.T, e *Editor, w *wallTilesEditor) {
			if got := shownKinds(w); got != "1 2 3 5 6 7 8 9 4" {
				t.Errorf("rows %q", got)
			}
			if r := w.rows[8]; r.effect.Selected != "points" || r.value.Text != "5" {
				t.Errorf("the new row: %q, value %q", r.effect.Selected, r.value.Text)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := openCastle(t)
			w := e.rules.walls
			before := string(packBytes(t, e))
			tc.edit(w)
			tc.check(t, e, w)
			for e.doc.CanUndo() {
				e.undo()
			}
			if string(packBytes(t, e)) != before {
				t.Error("undoing every edit does not give the pack back")
			}
			if got := shownKinds(w); got != "1 2 3 4 5 6 7 8 9" {
				t.Errorf("after undo the rows are %q", got)
			}
		})
	}
}

// TestWallTilesEditorHiddenWithoutTheCastle: a pack without Castle rules
// shows no wall tiles editor.
func TestWallTilesEditorHiddenWithoutTheCastle(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.ruleTab)
	if e.rules.walls.content.Visible() {
		t.Error("the Winter Edition shows wall tiles")
	}
}

// TestAddWallTileSaysWhyItIsOff: with a wall tile of every kind (The
// Castle's own pack has all nine) the Add button is off and says why
// beside it (the review found it off without a word); with one removed it
// is on, and says nothing.
func TestAddWallTileSaysWhyItIsOff(t *testing.T) {
	e, _ := openCastle(t)
	w := e.rules.walls
	offWithReason := func(when string) {
		t.Helper()
		if !w.add.Disabled() || !w.cannotAdd.Visible() || !strings.Contains(w.cannotAdd.Text, "every kind from 1 to 9") {
			t.Errorf("%s: Add is off %v, beside it %q (shown %v)", when, w.add.Disabled(), w.cannotAdd.Text, w.cannotAdd.Visible())
		}
	}
	offWithReason("all nine kinds")
	if !e.do(editor.RemoveWallTile{Index: 0}) {
		t.Fatalf("removing a wall tile: %s", e.status.Text)
	}
	if w.add.Disabled() || w.cannotAdd.Visible() {
		t.Errorf("with a kind free, Add is off %v and a reason shown %v", w.add.Disabled(), w.cannotAdd.Visible())
	}
	test.Tap(w.add)
	offWithReason("the kind added again")
}
