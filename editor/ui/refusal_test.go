package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesmith/tilesmith/schema"
)

// TestRefusedValueIsMarkedAtItsField: a value the document refuses stays
// in its box as typed, with the reason right under it (the review found
// the reason only in the status line), and goes once a value is taken or
// another feature is shown.
func TestRefusedValueIsMarkedAtItsField(t *testing.T) {
	tests := []struct {
		name  string
		box   func(e *Editor) *boundEntry
		bad   string
		why   string
		good  string
		check func(e *Editor) bool
	}{
		{"pennants of a feature", func(e *Editor) *boundEntry {
			e.selectTile(tileIndex(t, e, "C"))
			e.selectFeature(e.selectedTile().Features[0].ID)
			return e.tileEd.markers[schema.MarkPennants].(*countField).boundEntry
		}, "z", "whole number", "2", func(e *Editor) bool { return e.selectedTile().Features[0].Pennants == 2 }},
		{"a mix's stacks", func(e *Editor) *boundEntry {
			e.tabs.Select(e.mixTab)
			return e.mixes.stacks
		}, "20, x", "", "42, 42", func(e *Editor) bool {
			m := e.doc.Pack().Mixes[mixIndex(e.doc.Pack(), e.mix)]
			return len(m.Stacks) == 2
		}},
		{"a tile's ghosts", func(e *Editor) *boundEntry { return e.tileEd.ghosts }, "many", "whole number", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := openWinter(t)
			box := tc.box(e)
			box.SetText("")
			test.Type(box.Entry, tc.bad)
			if box.Text != tc.bad {
				t.Errorf("the box holds %q, want the text typed, %q", box.Text, tc.bad)
			}
			if !box.reason.Visible() || box.reason.Text == "" || !strings.Contains(box.reason.Text, tc.why) {
				t.Fatalf("under the box: %q (shown %v), want a reason saying %q", box.reason.Text, box.reason.Visible(), tc.why)
			}
			if tc.check == nil {
				return
			}
			box.SetText("")
			test.Type(box.Entry, tc.good)
			if box.reason.Visible() {
				t.Errorf("a value taken (%q) still shows %q", tc.good, box.reason.Text)
			}
			if !tc.check(e) {
				t.Errorf("%q was not taken", tc.good)
			}
		})
	}
}
