package ui

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// openMessages opens a copy of the built-in Messages expansion on its
// Rules tab.
func openMessages(t *testing.T) (*Editor, *messagesDeck) {
	t.Helper()
	e := openFile(t, testpacks.BuiltinFile(t, "messages", "messages.json"))
	e.tabs.Select(e.ruleTab) // the tab is built when it first shows
	return e, e.rules.deck
}

// deckNumbers are the numbers of the deck's messages, top first.
func deckNumbers(e *Editor) []int {
	var out []int
	for _, m := range e.doc.Pack().Rules.Messages.Deck {
		out = append(out, m.Number)
	}
	return out
}

// shownNumbers are the numbers the rows show, top first.
func shownNumbers(d *messagesDeck) []int {
	var out []int
	for _, r := range d.rows {
		n, _ := strconv.Atoi(r.number.Text)
		out = append(out, n)
	}
	return out
}

// problemTexts are the Problems panel's rows.
func problemTexts(e *Editor) string {
	var out []string
	for _, p := range e.problems.rows {
		out = append(out, p.text)
	}
	return strings.Join(out, "\n")
}

// TestMessagesDeckShowsTheDeck: the module's numbers as fields, one row
// per message in words, not the generic JSON field.
func TestMessagesDeckShowsTheDeck(t *testing.T) {
	e, d := openMessages(t)
	if !d.content.Visible() {
		t.Fatal("the deck editor is hidden on the Messages pack")
	}
	for _, path := range e.rules.paths { // the form's rows, by parameter
		if strings.HasPrefix(path, "messages.") {
			t.Errorf("the generic form still lists %s", path)
		}
	}
	for path, want := range map[string]string{"messages.figures": "2", "messages.darkEvery": "5", "messages.sealPoints": "2"} {
		if got := d.numbers[path].Text; got != want {
			t.Errorf("%s shows %q, want %q", path, got, want)
		}
	}
	if got := shownNumbers(d); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Fatalf("rows %v", got)
	}
	tests := []struct {
		row              int
		words            string
		feature, points  bool
		featureSelection string
	}{
		{1, "Score your smallest city at its end-game value", true, false, "city"},
		{3, "2 points per pennant in every city", false, true, ""},
		{5, "2 points per farmer of yours", true, true, "field"},
		{6, "Draw and place one more land tile", false, false, ""},
	}
	for _, tc := range tests {
		t.Run(strconv.Itoa(tc.row+1), func(t *testing.T) {
			r := d.rows[tc.row]
			if !strings.Contains(r.words.Text, tc.words) {
				t.Errorf("row %d says %q, want %q", tc.row+1, r.words.Text, tc.words)
			}
			if r.featureBox.Visible() != tc.feature || r.pointsBox.Visible() != tc.points {
				t.Errorf("row %d shows feature %v, points %v; want %v, %v", tc.row+1, r.featureBox.Visible(), r.pointsBox.Visible(), tc.feature, tc.points)
			}
			if r.feature.Selected != tc.featureSelection {
				t.Errorf("row %d's feature %q, want %q", tc.row+1, r.feature.Selected, tc.featureSelection)
			}
		})
	}
	if !d.rows[0].up.Disabled() || !d.rows[7].down.Disabled() || d.rows[3].up.Disabled() {
		t.Error("the top row can move up, or the bottom down, or a middle row cannot")
	}
}

// TestMessagesDeckEdits: add, remove and reorder rows, change an action
// (the feature field follows it, the lint's problem shows and goes), type
// points and numbers; every edit is undone like any other.
func TestMessagesDeckEdits(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(t *testing.T, e *Editor, d *messagesDeck)
		check func(t *testing.T, e *Editor, d *messagesDeck)
	}{
		{"add a row", func(t *testing.T, e *Editor, d *messagesDeck) { test.Tap(d.add) },
			func(t *testing.T, e *Editor, d *messagesDeck) {
				if got := shownNumbers(d); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}) {
					t.Errorf("rows %v", got)
				}
				r := d.rows[8]
				if r.action.Selected != "extra-tile" || r.featureBox.Visible() || r.pointsBox.Visible() {
					t.Errorf("the new row: %q, feature shown %v, points shown %v", r.action.Selected, r.featureBox.Visible(), r.pointsBox.Visible())
				}
			}},
		{"remove the top row", func(t *testing.T, e *Editor, d *messagesDeck) { test.Tap(d.rows[0].remove) },
			func(t *testing.T, e *Editor, d *messagesDeck) {
				if got := shownNumbers(d); !slices.Equal(got, []int{2, 3, 4, 5, 6, 7, 8}) {
					t.Errorf("rows %v", got)
				}
				if !strings.Contains(d.rows[0].words.Text, "smallest city") {
					t.Errorf("the top row says %q", d.rows[0].words.Text)
				}
			}},
		{"move a row up, then another down", func(t *testing.T, e *Editor, d *messagesDeck) {
			test.Tap(d.rows[1].up)
			test.Tap(d.rows[6].down)
		}, func(t *testing.T, e *Editor, d *messagesDeck) {
			want := []int{2, 1, 3, 4, 5, 6, 8, 7}
			if got := deckNumbers(e); !slices.Equal(got, want) {
				t.Errorf("deck %v, want %v", got, want)
			}
			if got := shownNumbers(d); !slices.Equal(got, want) {
				t.Errorf("rows %v, want %v", got, want)
			}
		}},
		{"an action that needs a feature shows the field and the problem", func(t *testing.T, e *Editor, d *messagesDeck) {
			d.rows[6].action.SetSelected("score-smallest")
		}, func(t *testing.T, e *Editor, d *messagesDeck) {
			r := d.rows[6]
			if !r.featureBox.Visible() || r.feature.Selected != "" || r.pointsBox.Visible() {
				t.Errorf("feature shown %v as %q, points shown %v", r.featureBox.Visible(), r.feature.Selected, r.pointsBox.Visible())
			}
			if p := problemTexts(e); !strings.Contains(p, "message 7 (score-smallest) does not say which feature") {
				t.Errorf("problems:\n%s", p)
			}
			r.feature.SetSelected("road")
			if m := e.doc.Pack().Rules.Messages.Deck[6]; m.Feature != "road" {
				t.Errorf("the feature chosen is %q", m.Feature)
			}
			if p := problemTexts(e); strings.Contains(p, "message 7") {
				t.Errorf("the problem stays once a feature is chosen:\n%s", p)
			}
			e.undo() // the feature
		}},
		{"an action without a feature hides the field and drops it", func(t *testing.T, e *Editor, d *messagesDeck) {
			d.rows[4].action.SetSelected("extra-tile")
		}, func(t *testing.T, e *Editor, d *messagesDeck) {
			r := d.rows[4]
			if r.featureBox.Visible() || r.pointsBox.Visible() {
				t.Error("extra-tile shows a feature or points")
			}
			if m := e.doc.Pack().Rules.Messages.Deck[4]; m.Feature != "" || m.Points != 0 {
				t.Errorf("message 5 keeps feature %q, points %d", m.Feature, m.Points)
			}
		}},
		{"type points and a number", func(t *testing.T, e *Editor, d *messagesDeck) {
			r := d.rows[3]
			r.points.SetText("")
			test.Type(r.points.Entry, "13")
			r.number.SetText("")
			test.Type(r.number.Entry, "40")
		}, func(t *testing.T, e *Editor, d *messagesDeck) {
			if m := e.doc.Pack().Rules.Messages.Deck[3]; m.Points != 13 || m.Number != 40 {
				t.Errorf("message row 4: points %d, number %d", m.Points, m.Number)
			}
			if !strings.HasPrefix(d.rows[3].words.Text, "13 points per pennant") {
				t.Errorf("the row says %q", d.rows[3].words.Text)
			}
		}},
		{"type the dark spaces", func(t *testing.T, e *Editor, d *messagesDeck) {
			en := d.numbers["messages.darkEvery"]
			en.SetText("")
			test.Type(en.Entry, "7")
		}, func(t *testing.T, e *Editor, d *messagesDeck) {
			if got := e.doc.Pack().Rules.Messages.DarkEvery; got != 7 {
				t.Errorf("darkEvery %d", got)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, d := openMessages(t)
			before := string(packBytes(t, e))
			tc.edit(t, e, d)
			tc.check(t, e, d)
			for e.doc.CanUndo() {
				e.undo()
			}
			if string(packBytes(t, e)) != before {
				t.Error("undoing every edit does not give the pack back")
			}
			if got := shownNumbers(d); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7, 8}) {
				t.Errorf("after undo the rows are %v", got)
			}
			if d.rows[0].feature.Selected != "road" || d.rows[4].feature.Selected != "city" || d.rows[3].points.Text != "2" {
				t.Errorf("after undo: row 1's feature %q, row 5's %q, row 4's points %q", d.rows[0].feature.Selected, d.rows[4].feature.Selected, d.rows[3].points.Text)
			}
		})
	}
}

// TestMessagesDeckHiddenWithoutTheModule: a pack without Messages rules
// shows no deck editor.
func TestMessagesDeckHiddenWithoutTheModule(t *testing.T) {
	e := openWinter(t)
	e.tabs.Select(e.ruleTab)
	if e.rules.deck.content.Visible() {
		t.Error("the Winter Edition shows a message deck")
	}
}
