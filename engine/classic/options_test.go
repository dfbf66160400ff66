package classic_test

import (
	"errors"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/classic"
	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// TestOptionErrors: options a record or --options gives are refused in
// their own terms, within the limits the schema sets on the pack's house
// rules, never in Go's.
func TestOptionErrors(t *testing.T) {
	const options = "handSize, returnUnplaceable, noIncompleteScoring, board, edgeCompletes, holeBonusTurn"
	for _, tc := range []struct {
		name, options, want string
	}{
		{"hand size as a word", `{"handSize":"x"}`, `options: "handSize" must be a whole number from 1 to 5, not "x"`},
		{"hand size past the limit", `{"handSize": 6}`, `options: "handSize" must be a whole number from 1 to 5, not 6`},
		{"hand size 0", `{"handSize": 0}`, `options: "handSize" must be a whole number from 1 to 5, not 0`},
		{"hand size as a fraction", `{"handSize": 2.5}`, `options: "handSize" must be a whole number from 1 to 5, not 2.5`},
		{"hand size past any integer", `{"handSize": 1e400}`, `options: "handSize" must be a whole number from 1 to 5, not 1e400`},
		{"an array", `[1]`, `options must be a JSON object like {"handSize": 3}, not an array`},
		{"a string", `"handSize=3"`, `options must be a JSON object like {"handSize": 3}, not "handSize=3"`},
		{"a switch as a word", `{"returnUnplaceable": "yes"}`, `options: "returnUnplaceable" must be true or false, not "yes"`},
		{"a table wider than the limit", `{"board": {"width": 3000, "height": 3}}`,
			`options: "width" in "board" must be a whole number from 1 to 2001, not 3000`},
		{"a table 0 high", `{"board": {"width": 3, "height": 0}}`,
			`options: "height" in "board" must be a whole number from 1 to 2001, not 0`},
		{"a table as a number", `{"board": 9}`, `options: "board" must be an object {"width": …, "height": …}, not 9`},
		{"a table with one side", `{"board": {"width": 9}}`,
			`options: "board" must give both "width" and "height", like {"width": 7, "height": 7}`},
		{"an unknown option", `{"handSiz": 3}`, `options: unknown option "handSiz": the options are ` + options},
		{"an unknown side", `{"board": {"width": 3, "height": 3, "depth": 3}}`,
			`options: unknown field "depth" in "board": its fields are width, height`},
		{"an option twice", `{"handSize": 3, "handSize": 2}`, `options: "handSize" appears twice in one object: keep one`},
		{"edge without a table", `{"edgeCompletes": true}`,
			`options: "edgeCompletes" needs a bounded table: give "board" too, like {"board": {"width": 7, "height": 7}, "edgeCompletes": true}`},
		{"not JSON", `{handSize: 3}`, `options are not valid JSON: invalid character 'h' (column 2)`},
		{"not JSON on the second line", "{\n  \"handSize\" 3}", `options are not valid JSON: invalid character '3' after object key (line 2, column 14)`},
		{"cut short", `{"handSize": 3`, `options end too early: close every { and [ they open`},
		{"two objects", `{"handSize": 3} {}`, `options: extra data after the object: give one JSON object like {"handSize": 3}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := classic.Ruleset{}.Bind(freshWinter(t), []byte(tc.options))
			if err == nil || err.Error() != tc.want {
				t.Fatalf("Bind(%s):\n%v\nwant\n%s", tc.options, err, tc.want)
			}
			if oe := (*engine.OptionsError)(nil); !errors.As(err, &oe) {
				t.Errorf("the error is no *engine.OptionsError")
			}
		})
	}
}

// TestOptions: options within the limits override the pack's house rules,
// and never change the pack itself.
func TestOptions(t *testing.T) {
	table := &schema.BoardSize{Width: 9, Height: 9}
	for _, tc := range []struct {
		name, options string
		packBoard     *schema.BoardSize
		want          schema.ClassicHouseRules
	}{
		{"none", ``, nil, schema.ClassicHouseRules{}},
		{"null", `null`, table, schema.ClassicHouseRules{Board: table}},
		{"an empty object keeps the pack's table", `{}`, table, schema.ClassicHouseRules{Board: table}},
		{"the largest hand", `{"handSize": 5}`, nil, schema.ClassicHouseRules{HandSize: 5}},
		{"the widest table", `{"board": {"width": 2001, "height": 1}}`, nil, schema.ClassicHouseRules{Board: &schema.BoardSize{Width: 2001, Height: 1}}},
		{"a table over the pack's", `{"board": {"width": 3, "height": 4}, "edgeCompletes": true}`, table,
			schema.ClassicHouseRules{Board: &schema.BoardSize{Width: 3, Height: 4}, EdgeCompletes: true}},
		{"edge on the pack's table", `{"edgeCompletes": true}`, table, schema.ClassicHouseRules{Board: table, EdgeCompletes: true}},
		{"names in any case, as JSON decoders take them", `{"HANDSIZE": 2}`, nil, schema.ClassicHouseRules{HandSize: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := freshWinter(t)
			if tc.packBoard != nil {
				b := *tc.packBoard
				set.Pack.Rules.Classic.HouseRules.Board = &b
			}
			rules, err := classic.Ruleset{}.Bind(set, []byte(tc.options))
			if err != nil {
				t.Fatal(err)
			}
			if got := rules.(*classic.Rules).HouseRules(); !sameHouse(got, tc.want) {
				t.Errorf("house rules %+v (board %v), want %+v (board %v)", got, got.Board, tc.want, tc.want.Board)
			}
			if b := set.Pack.Rules.Classic.HouseRules.Board; tc.packBoard != nil && *b != *tc.packBoard {
				t.Errorf("the options changed the pack's table to %v", *b)
			}
		})
	}
}

// TestPackHouseRuleErrors: house rules a pack holds unvalidated (an
// editor's pack mid-edit) are refused in the pack's terms.
func TestPackHouseRuleErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		house schema.ClassicHouseRules
		want  string
	}{
		{"hand size past the limit", schema.ClassicHouseRules{HandSize: 9},
			`pack winter-edition: rules.classic.houseRules: "handSize" must be a whole number from 1 to 5, not 9`},
		{"a table wider than the limit", schema.ClassicHouseRules{Board: &schema.BoardSize{Width: 1_000_000_001, Height: 3}},
			`pack winter-edition: rules.classic.houseRules: "width" in "board" must be a whole number from 1 to 2001, not 1000000001`},
		{"a table with no rows", schema.ClassicHouseRules{Board: &schema.BoardSize{Width: 3}},
			`pack winter-edition: rules.classic.houseRules: "height" in "board" must be a whole number from 1 to 2001, not 0`},
		{"edge without a table", schema.ClassicHouseRules{EdgeCompletes: true},
			`pack winter-edition: rules.classic.houseRules: "edgeCompletes" needs a bounded table: give "board" too`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := freshWinter(t)
			set.Pack.Rules.Classic.HouseRules = tc.house
			if _, err := (classic.Ruleset{}).Bind(set, nil); err == nil || err.Error() != tc.want {
				t.Errorf("Bind:\n%v\nwant\n%s", err, tc.want)
			}
		})
	}
}

func sameHouse(a, b schema.ClassicHouseRules) bool {
	if (a.Board == nil) != (b.Board == nil) || a.Board != nil && *a.Board != *b.Board {
		return false
	}
	a.Board, b.Board = nil, nil
	return a == b
}

// freshWinter compiles the built-in winter pack anew, for a test to change.
func freshWinter(t *testing.T) *engine.Set { return testpacks.FreshSet(t, "winter-edition") }
