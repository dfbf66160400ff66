package engine_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/format1/classicmoves"
)

// TestDecodeRecordErrors: every error in a record's JSON names the file,
// the line and column of the value at fault, what it must be in the
// record's terms and what it is, never a Go type.
func TestDecodeRecordErrors(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	const maxU = "18446744073709551615"
	tests := []struct {
		name string
		data string
		want string // "line:col: what": the error is "game.json:line:col: bad game record: what"
	}{
		{"a negative seed", "{\"pack\": \"winter-edition\", \"mix\": \"WD\",\n \"players\": [\"Red\", \"Blue\"],\n  \"seed\": -1}",
			`3:11: "seed" must be a whole number from 0 to ` + maxU + `, not -1`},
		{"a seed in quotes", `{"seed": "42"}`, `1:10: "seed" must be a whole number from 0 to ` + maxU + `, not "42"`},
		{"a seed with a fraction", `{"seed": 1.5}`, `1:10: "seed" must be a whole number from 0 to ` + maxU + `, not 1.5`},
		{"a seed too large", `{"seed": 18446744073709551616}`, `1:10: "seed" must be a whole number from 0 to ` + maxU + `, not 18446744073709551616`},
		{"an array", `[{"pack": "winter-edition"}]`, `1:1: a game record is a JSON object {"pack": …, "moves": [...]}, not an array`},
		{"an array after a byte-order mark", bom + `[]`, `1:1: a game record is a JSON object {"pack": …, "moves": [...]}, not an array`},
		{"a string", `"game"`, `1:1: a game record is a JSON object {"pack": …, "moves": [...]}, not "game"`},
		{"an empty file", "  \n", `1:1: the file is empty: a game record is a JSON object {"pack": …, "moves": [...]}`},
		{"moves as an object", `{"moves": {"tile": "E"}}`, `1:11: "moves" must be an array [{"tile": …, "x": …, …}, …], not an object`},
		{"a move as a string", `{"moves": ["E"]}`, `1:12: move 1 must be an object {"tile": …, "x": …, …}, not "E"`},
		{"x with a fraction", `{"moves": [{"tile": "E", "x": 1.5}]}`, `1:31: move 1: "x" must be a whole number, not 1.5`},
		{"x too large", `{"moves": [{"tile": "E", "x": 99999999999999999999}]}`,
			`1:31: move 1: "x" must be a whole number from -9223372036854775808 to 9223372036854775807, not 99999999999999999999`},
		{"a meeple's port as a number", `{"moves": [{"tile": "E", "meeple": {"at": 5}}]}`, `1:43: move 1: "at" in "meeple" must be a string, not 5`},
		{"a player as a number", `{"players": ["Red", 2]}`, `1:21: item 2 of "players" must be a string, not 2`},
		{"a ruleset name as true", `{"ruleset": {"name": true}}`, `1:22: "name" in "ruleset" must be a string, not true`},
		{"final as a string", `{"final": "yes"}`, `1:11: "final" must be true or false, not "yes"`},
		{"an unknown field", `{"pack": "w", "seeed": 1}`, `1:15: unknown field "seeed": check its spelling against the record format in docs/engine.md`},
		{"a field twice", `{"seed": 1, "seed": 2}`, `1:13: "seed" appears twice in one object: keep one`},
		{"two records", `{} {}`, `1:4: extra data after the record: a file holds one record`},
		{"a comma after the record", "{}\n,", `2:1: extra data after the record: a file holds one record`},
		{"a record cut short", `{"pack": "w"`, `1:13: the record ends too early: close every { and [ it opens`},
		{"a missing colon", `{"pack" "w"}`, `1:9: invalid character '"' after object key`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := classicmoves.Decode("game.json", []byte(tc.data))
			loc, what, _ := strings.Cut(tc.want, ": ")
			want := "game.json:" + loc + ": bad game record: " + what
			if err == nil || err.Error() != want {
				t.Errorf("error\n%v\nwant\n%s", err, want)
			}
			if !errors.Is(err, engine.ErrBadRecord) {
				t.Errorf("the error does not wrap ErrBadRecord")
			}
		})
	}
}

// TestDecodeRecordBOM: a record saved with a UTF-8 byte-order mark reads
// like one without.
func TestDecodeRecordBOM(t *testing.T) {
	data := "\xef\xbb\xbf" + `{"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic"}, "players": ["Red", "Blue"], "seed": 7, "moves": []}`
	rec, err := classicmoves.Decode("game.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Pack != "winter-edition" || rec.Seed != 7 || len(rec.Players) != 2 {
		t.Errorf("decoded %+v", rec)
	}
}

// TestRecordHeader: every ruleset's record shares one header. Read with
// its moves left raw, a record gives the same header as read with its
// ruleset's moves; "format" may be absent (records written before it), 1
// or 2, and a later or negative format is refused; the header is checked
// whatever the moves.
func TestRecordHeader(t *testing.T) {
	const rest = `"pack": "winter-edition", "mix": "WD", "ruleset": {"name": "classic", "options": {"handSize": 2}}, "players": ["Red", "Blue"], "seed": 7, "moves": [{"tile": "E", "x": 0, "y": -1, "rot": 180}], "final": true}`
	tests := []struct {
		name, data, want string // want: the error after "game.json", or "" for none
	}{
		{"no format", `{` + rest, ""},
		{"format 1", `{"format": 1, ` + rest, ""},
		{"format 2", `{"format": 2, ` + rest, ""},
		{"format 3", `{"format": 3, ` + rest, `: "format": 3 is not a record format this tilesmith reads (it reads formats 1 to 2): a newer tilesmith wrote it`},
		{"format -1", `{"format": -1, ` + rest, `: "format": -1 is not a record format: give 1 (each ruleset's moves) or 2 (the game's steps)`},
		{"format 1.0", `{"format": 1.0, ` + rest, `:1:12: "format" must be a whole number, not 1.0`},
		{"no players", `{"pack": "p", "mix": "m", "ruleset": {"name": "mists"}, "moves": [{"anything": [1]}]}`, `: missing "players"`},
		{"a player twice", `{"pack": "p", "mix": "m", "ruleset": {"name": "mists"}, "players": ["A", "A"], "moves": []}`, `: players must have distinct, non-empty names (got ["A" "A"])`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			head, err := engine.DecodeRecordHeader("game.json", []byte(tc.data))
			if tc.want != "" {
				// "game.json" + where (":1:12", or none) + ": bad game record: " + what
				where, what, _ := strings.Cut(tc.want, ": ")
				want := "game.json" + where + ": bad game record: " + what
				if err == nil || err.Error() != want || !errors.Is(err, engine.ErrBadRecord) {
					t.Errorf("error\n%v\nwant\n%s", err, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			rec, err := classicmoves.Decode("game.json", []byte(tc.data))
			if err != nil {
				t.Fatal(err)
			}
			if len(head.Moves) != 1 || string(head.Moves[0]) != `{"tile": "E", "x": 0, "y": -1, "rot": 180}` {
				t.Errorf("raw moves %q", head.Moves)
			}
			head.Moves = nil
			if got := rec.Header(); !reflect.DeepEqual(got, *head) {
				t.Errorf("header with classic moves\n%+v\nwith raw moves\n%+v", got, *head)
			}
			if !rec.Final || rec.Seed != 7 || string(rec.Ruleset.Options) != `{"handSize": 2}` {
				t.Errorf("decoded %+v", rec)
			}
		})
	}
}

// TestDecodeRecordEmbeddedFields: the strict walk reads the fields of a
// struct embedded in a move as encoding/json does — promoted, checked like
// the move's own, and hidden by a field of the move with the same name.
func TestDecodeRecordEmbeddedFields(t *testing.T) {
	type withExtra struct {
		engine.Move
		Extra bool `json:"extra,omitempty"`
	}
	type tileAsNumber struct {
		engine.Move
		Tile int `json:"tile"`
	}
	// The moves begin on line 2, in the column they would on line 1.
	const header = "{\"pack\": \"w\", \"mix\": \"m\", \"ruleset\": {\"name\": \"classic\"}, \"players\": [\"A\"],\n \"moves\": "
	tests := []struct {
		name   string
		decode func([]byte) error
		data   string
		want   string // "" for no error
	}{
		{"an embedded field and the move's own", func(b []byte) error {
			r, err := engine.DecodeGameRecord[withExtra]("game.json", b)
			if err == nil && (r.Moves[0].Tile != "E" || r.Moves[0].X != 2 || !r.Moves[0].Extra) {
				t.Errorf("decoded %+v", r.Moves[0])
			}
			return err
		}, header + `[{"tile": "E", "x": 2, "extra": true}]}`, ""},
		{"an embedded field of the wrong kind", func(b []byte) error {
			_, err := engine.DecodeGameRecord[withExtra]("game.json", b)
			return err
		}, header + `[{"tile": "E", "x": "2"}]}`, `2:31: move 1: "x" must be a whole number, not "2"`},
		{"an unknown field beside embedded ones", func(b []byte) error {
			_, err := engine.DecodeGameRecord[withExtra]("game.json", b)
			return err
		}, header + `[{"tile": "E", "extar": true}]}`, `2:26: unknown field "extar": check its spelling against the record format in docs/engine.md`},
		{"the move's own field hides the embedded one", func(b []byte) error {
			_, err := engine.DecodeGameRecord[tileAsNumber]("game.json", b)
			return err
		}, header + `[{"tile": "E"}]}`, `2:21: move 1: "tile" must be a whole number, not "E"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.decode([]byte(tc.data))
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			loc, what, _ := strings.Cut(tc.want, ": ")
			if want := "game.json:" + loc + ": bad game record: " + what; err == nil || err.Error() != want {
				t.Errorf("error\n%v\nwant\n%s", err, want)
			}
		})
	}
}
