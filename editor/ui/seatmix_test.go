package ui

import (
	"testing"

	"github.com/tilesmith/tilesmith/editor"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestSeatPickerOpensOnTheFirstMix: the Play and Simulate tabs open on the
// pack's first mix (Mists' level 1, not the last level the pack view
// counts in), keep the mix chosen while the pack has it, and go back to
// the one last played when the chosen one is deleted.
func TestSeatPickerOpensOnTheFirstMix(t *testing.T) {
	e := openFile(t, testpacks.BuiltinFile(t, "mists", "mists.json"))
	for _, tc := range []struct {
		name string
		s    *seatPicker
	}{{"play", e.play.seats}, {"simulate", e.sim.seats}} {
		t.Run(tc.name+" opens on level 1", func(t *testing.T) {
			if got := tc.s.mixID(); got != "level-1" {
				t.Errorf("the %s tab opens on %q, want level-1 (the pack's first mix; the pack view counts in %s)", tc.name, got, e.mix)
			}
		})
	}
	v := e.play
	t.Run("the chosen mix stays", func(t *testing.T) {
		v.seats.mix.SetSelected("level-3")
		v.start()
		e.do(editor.SetMixName{Mix: "level-5", Name: "Level five"})
		if got := v.seats.mixID(); got != "level-3" {
			t.Errorf("after an edit the Play tab shows %q, want level-3", got)
		}
	})
	t.Run("back to the mix last played", func(t *testing.T) {
		v.seats.mix.SetSelected("level-4")
		e.do(editor.DeleteMix{ID: "level-4"})
		if got := v.seats.mixID(); got != "level-3" {
			t.Errorf("after deleting the chosen mix the Play tab shows %q, want level-3 (last played)", got)
		}
		if got := e.sim.seats.mixID(); got != "level-1" {
			t.Errorf("the Simulate tab shows %q, want level-1 (its own choice)", got)
		}
	})
}
