package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// formField finds the options form's field of an option.
func formField(t *testing.T, v *playView, name string) *optionField {
	t.Helper()
	for i := range v.options.fields {
		if v.options.fields[i].doc.Name == name {
			return &v.options.fields[i]
		}
	}
	t.Fatalf("the options form has no field %q", name)
	return nil
}

// TestOptionsFormRefusesInWords: values the ruleset cannot take are
// refused next to the form in words — by the form (a number out of
// bounds) or by the engine's own decoding of the options (a rule that
// needs another) — and a game does not start with them.
func TestOptionsFormRefusesInWords(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	tests := []struct {
		name, field, value, says string
	}{
		{"out of bounds", "handSize", "7", `"handSize" must be a whole number from 1 to 5, not 7`},
		{"not a number", "handSize", "three", `"handSize" must be a whole number`},
		{"not an object", "board", "7x7", `"board" must be a JSON object`},
		{"the engine's own check", "board", `{"width": 7}`, `"board" must give both "width" and "height"`},
		{"a rule that needs another", "edgeCompletes", "true", `"edgeCompletes" needs a bounded table`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := formField(t, v, tc.field)
			if f.entry != nil {
				f.entry.SetText("")
				test.Type(f.entry, tc.value)
			} else {
				f.choice.SetSelected(tc.value)
			}
			if !v.options.problem.Visible() || !strings.Contains(v.options.problem.Text, tc.says) {
				t.Errorf("problem shown %v: %q, want it to say %s", v.options.problem.Visible(), v.options.problem.Text, tc.says)
			}
			if strings.Contains(v.options.problem.Text, "engine") || strings.Contains(v.options.problem.Text, "*") {
				t.Errorf("the words name the program's insides: %q", v.options.problem.Text)
			}
			game := v.play
			test.Tap(v.newGame)
			if v.play != game || !strings.Contains(v.status.Text, "Cannot start a game: ") || !strings.Contains(v.status.Text, tc.says) {
				t.Errorf("New game with a refused option: status %q", v.status.Text)
			}
			if f.entry != nil {
				f.entry.SetText("")
			} else {
				f.choice.SetSelected(defaultChoice(f.doc))
			}
			if v.options.problem.Visible() {
				t.Errorf("the problem stays after the field is reset: %q", v.options.problem.Text)
			}
		})
	}
}

// TestOptionsFormReachesTheMatch: a changed option is the only one in the
// options object, the accordion counts it, and the new game plays by it.
func TestOptionsFormReachesTheMatch(t *testing.T) {
	e := openWinter(t)
	v := startGame(t, e, personChoice, personChoice)
	test.Type(formField(t, v, "handSize").entry, "3")
	formField(t, v, "holeBonusTurn").choice.SetSelected("false")
	formField(t, v, "holeBonusTurn").choice.SetSelected(defaultChoice(formField(t, v, "holeBonusTurn").doc))
	if v.options.problem.Visible() || !strings.Contains(v.optsBox.Title, "(1 changed)") {
		t.Errorf("problem %q, title %q", v.options.problem.Text, v.optsBox.Title)
	}
	test.Tap(v.newGame)
	if got := string(v.play.Setup().Options); got != `{"handSize": 3}` {
		t.Errorf("options %s, want only the hand size", got)
	}
	// The first seat holds what it drew, less what fit nowhere.
	if st := v.play.Core().Stats(0); st.Drawn-st.Unplaceable != 3 {
		t.Errorf("a hand of %d tiles, want 3", st.Drawn-st.Unplaceable)
	}
	if n := len(v.hand.Objects); n < 2 {
		t.Errorf("%d tiles shown in the hand", n)
	}
}

// TestOptionsFormFollowsTheRuleset: the form asks for the options of the
// pack's ruleset; a choice reaches the game's record.
func TestOptionsFormFollowsTheRuleset(t *testing.T) {
	e := openTeamPack(t)
	e.tabs.Select(e.playTab)
	v := e.play
	if len(v.options.fields) != 2 || v.options.fields[0].doc.Name != "level" || v.options.fields[1].choice == nil {
		t.Fatalf("fields %+v, want level and collective", v.options.fields)
	}
	v.seats.mix.SetSelected("level-2")
	v.seats.setTeam(personChoice, 2)
	formField(t, v, "collective").choice.SetSelected("majority")
	test.Tap(v.newGame)
	data, err := v.play.Record()
	if err != nil || !strings.Contains(string(data), `"majority"`) {
		t.Errorf("the record does not carry the option: %v\n%.300s", err, data)
	}
}
