package engine_test

import (
	"errors"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestOptionsAt: an error in a record's options is placed at the value at
// fault in the record file; any other error gets the file name alone.
func TestOptionsAt(t *testing.T) {
	record := "{\"pack\": \"p\",\n \"ruleset\": {\"name\": \"classic\",\n  \"options\": {\"holeBonusTurn\": true, \"handSize\": 9}}}"
	options := []byte(`{"holeBonusTurn": true, "handSize": 9}`)
	bad := &engine.OptionsError{Offset: 36, Msg: `options: "handSize" must be a whole number from 1 to 5, not 9`}
	for _, tc := range []struct {
		name    string
		options []byte
		err     error
		want    string
	}{
		{"the value at fault", options, bad, `game.json:3:50: options: "handSize" must be a whole number from 1 to 5, not 9`},
		{"options not in the file", []byte(`{"other": 1}`), bad, `game.json: options: "handSize" must be a whole number from 1 to 5, not 9`},
		{"another error", options, errors.New("pack p has no mix m"), "game.json: pack p has no mix m"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := engine.OptionsAt("game.json", []byte(record), tc.options, tc.err)
			if err.Error() != tc.want || !errors.Is(err, tc.err) {
				t.Errorf("got %q, want %q (wrapping the error)", err, tc.want)
			}
		})
	}
}
