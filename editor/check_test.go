package editor

import (
	"fmt"
	"testing"

	"github.com/tilesmith/tilesmith/schema"
)

// TestCheckWaitsUntilAskedFor: an edit, undo or redo leaves the check to
// be made when its result is first asked for (the editor draws the edit
// first), and what is asked for then is the check of the pack as it
// stands — also after steps that were never checked, undone and redone.
func TestCheckWaitsUntilAskedFor(t *testing.T) {
	d, err := OpenBuiltin("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	d.RecoveryDir = t.TempDir()
	steps := []struct {
		name string
		do   func() error
		ask  bool // ask for the check after the step
		// kept: the step returns to a state that was checked, and puts
		// back what the check said
		kept bool
	}{
		{"a port given", func() error { return d.Do(AssignPort{Tile: "D", Port: schema.PortS, Feature: "city"}) }, true, false},
		{"a count, not asked for", func() error { return d.Do(SetCount{Mix: "WE3", Tile: "D", N: 9}) }, false, false},
		{"a name, not asked for", func() error { return d.Do(SetTileName{Tile: "A", Name: "monastery by a road"}) }, false, false},
		{"undo the name", func() error { d.Undo(); return nil }, false, false},
		{"undo the count", func() error { d.Undo(); return nil }, true, true},
		{"redo the count", func() error { d.Redo(); return nil }, true, false},
		{"redo the name", func() error { d.Redo(); return nil }, true, false},
		{"undo all", func() error {
			for d.CanUndo() {
				d.Undo()
			}
			return nil
		}, true, true}, // the pack as opened, checked as it opened
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			rev := d.Revision()
			if err := s.do(); err != nil {
				t.Fatal(err)
			}
			if d.Revision() == rev {
				t.Error("the revision did not change")
			}
			if d.checked != s.kept {
				t.Errorf("checked %v before anyone asked, want %v", d.checked, s.kept)
			}
			if !s.ask {
				return
			}
			data, err := schema.Encode(d.Pack())
			if err != nil {
				t.Fatal(err)
			}
			want := schema.CheckEncoded(d.Pack(), data)
			if got := d.Diagnostics(); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("the document says %v, a check now %v", got, want)
			}
			if (d.Set() != nil) == (want.HasErrors() || d.CompileError() != nil) {
				t.Errorf("compiled %v, with errors %v and compile error %v", d.Set() != nil, want.HasErrors(), d.CompileError())
			}
		})
	}
}
