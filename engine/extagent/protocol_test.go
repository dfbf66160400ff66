package extagent_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/extagent"
)

// The answer is "an option": a line holding a JSON object whose "option"
// is the index of one (docs/agents.md, "The answer").
func TestReadAnswer(t *testing.T) {
	tests := []struct {
		name, line string
		n, want    int
		err        error
		says       string
	}{
		{"an option", `{"option": 2}`, 3, 2, nil, ""},
		{"the first", `{"option":0}`, 1, 0, nil, ""},
		{"fields of the program's own", `{"option": 1, "why": "most neighbours", "value": 0.7}`, 2, 1, nil, ""},
		{"a line end and spaces", " {\"option\": 1}\r\n", 2, 1, nil, ""},
		{"past the last", `{"option": 3}`, 3, 0, extagent.ErrNoOption, "give N from 0 to 2"},
		{"negative", `{"option": -1}`, 3, 0, extagent.ErrNoOption, "option -1"},
		{"a fraction", `{"option": 1.5}`, 3, 0, extagent.ErrAnswer, "not a whole number"},
		{"a string", `{"option": "1"}`, 3, 0, extagent.ErrAnswer, "not a whole number"},
		{"null", `{"option": null}`, 3, 0, extagent.ErrAnswer, "not a whole number"},
		{"no option", `{"choice": 1}`, 3, 0, extagent.ErrAnswer, `has no "option"`},
		{"a bare number", `1`, 3, 0, extagent.ErrAnswer, "not a JSON object"},
		{"an array", `[1]`, 3, 0, extagent.ErrAnswer, "not a JSON object"},
		{"nothing", ``, 3, 0, extagent.ErrAnswer, "not a JSON object"},
		{"null object", `null`, 3, 0, extagent.ErrAnswer, "not a JSON object"},
		{"two objects", `{"option": 1} {"option": 2}`, 3, 0, extagent.ErrAnswer, "more after the object"},
		{"a word", `place it left`, 3, 0, extagent.ErrAnswer, `"place it left" is not a JSON object`},
		{"too long", `{"option": 1, "x": "` + strings.Repeat("a", 70000) + `"}`, 3, 0, extagent.ErrAnswer, "one short line"},
		{"a huge number", `{"option": 99999999999999999999999}`, 3, 0, extagent.ErrAnswer, "not a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := extagent.ReadAnswer([]byte(tt.line), tt.n)
			if !errors.Is(err, tt.err) || (err == nil && got != tt.want) {
				t.Fatalf("ReadAnswer(%.40q, %d) = %d, %v; want %d, %v", tt.line, tt.n, got, err, tt.want, tt.err)
			}
			if err != nil && !strings.Contains(err.Error(), tt.says) {
				t.Errorf("the message %q does not say %q", err, tt.says)
			}
			if err != nil && len(err.Error()) > 300 {
				t.Errorf("the message is %d bytes long: a program's line is quoted, cut", len(err.Error()))
			}
		})
	}
}

// FuzzReadAnswer: whatever a program writes, the answer is an option of
// the decision or an error, never a panic.
func FuzzReadAnswer(f *testing.F) {
	for _, s := range []string{`{"option": 2}`, `{"option": -1}`, `{"option": 1e3}`, `[]`, `{"option": 1} x`, "\xff", `{"option": {"a": 1}}`} {
		f.Add([]byte(s), 3)
	}
	f.Fuzz(func(t *testing.T, line []byte, n int) {
		if n < 1 || n > 1<<20 {
			return
		}
		i, err := extagent.ReadAnswer(line, n)
		if err == nil && (i < 0 || i >= n) {
			t.Fatalf("ReadAnswer(%q, %d) = %d, outside the options", line, n, i)
		}
	})
}
