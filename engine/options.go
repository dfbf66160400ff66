package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// OptionSpec says what a ruleset's options may hold beyond their Go type,
// so that DecodeOptions refuses what the pack's own rules would refuse
// (the same limits as the JSON Schema's) and says so in the options' terms.
type OptionSpec struct {
	// Example is a short, valid options object, for messages:
	// {"handSize": 3}.
	Example string
	// Ints bounds whole-number options by path: "handSize", "board.width".
	Ints map[string]Bound
	// Strings lists the values a string option may take, by path.
	Strings map[string][]string
}

// Bound is the range of a whole-number option, both ends included.
type Bound struct{ Min, Max int }

// OptionsError is a ruleset's options that the ruleset cannot take: not a
// JSON object, an unknown option, or a value of the wrong kind or beyond
// its limits. Its message speaks of the options as a user writes them
// ("options: \"handSize\" must be a whole number from 1 to 5, not 7").
type OptionsError struct {
	// Offset is the byte offset in the options of the value at fault (0
	// when the fault is in no one place).
	Offset int
	Msg    string
}

func (e *OptionsError) Error() string { return e.Msg }

// DecodeOptions decodes a ruleset's options (a JSON object from a game
// record or the command line) into v, a pointer to a struct, over what v
// already holds: options name only what they change. It refuses unknown
// options, repeated ones, trailing data, and values of the wrong kind or
// beyond spec, with an *OptionsError. Empty options, or null, change
// nothing. It walks the options as DecodeStrict walks a record, so the two
// word their messages alike.
func DecodeOptions(data []byte, v any, spec OptionSpec) error {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || string(data) == "null" {
		return nil
	}
	c := newChecker(data, func(offset int, msg string) error { return &OptionsError{Offset: offset, Msg: msg} })
	c.options = &spec
	if err := c.value(reflect.TypeOf(v).Elem(), nil); err != nil {
		return err
	}
	if rest := bytes.TrimLeft(data[c.dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return c.errorf(len(data)-len(rest), "extra data after the object: give one JSON object like %s", spec.Example)
	}
	// The walk has checked every value; decoding cannot fail on what it
	// saw, but say so in the same form if it does.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return c.errorf(int(dec.InputOffset()), "%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	return nil
}

// optionPath is the path of an option as OptionSpec names it: its keys
// joined by dots.
func optionPath(path []step) string {
	keys := make([]string, 0, len(path))
	for _, s := range path {
		if s.key != "" {
			keys = append(keys, s.key)
		}
	}
	return strings.Join(keys, ".")
}

// bound is the range of the whole-number option at path, if it has one.
func (c *checker) bound(path []step) (Bound, bool) {
	if c.options == nil {
		return Bound{}, false
	}
	b, ok := c.options.Ints[optionPath(path)]
	return b, ok
}

// strings lists the values the string option at path may take, if listed.
func (c *checker) strings(path []step) ([]string, bool) {
	if c.options == nil {
		return nil, false
	}
	v, ok := c.options.Strings[optionPath(path)]
	return v, ok
}

// where names a place in the options: "column 12", or on options of
// several lines "line 2, column 5".
func (c *checker) where(offset int) string {
	line, col := lineCol(c.data, offset)
	if bytes.IndexByte(c.data, '\n') < 0 {
		return fmt.Sprintf("column %d", col)
	}
	return fmt.Sprintf("line %d, column %d", line, col)
}

// fieldNames lists the JSON names of struct t's fields: "width, height".
func fieldNames(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var names []string
	for _, f := range jsonFields(t) {
		names = append(names, f.name)
	}
	return strings.Join(names, ", ")
}

// OptionDoc describes one ruleset option for people and tools (tilesmith
// rulesets, the editor's options form): its name as the options object
// spells it, its default and what it does, and what kind of value it takes
// so that a form can ask for it.
type OptionDoc struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Meaning string `json:"meaning"`
	// Type is the kind of value: OptionBool, OptionInt, OptionChoice or
	// OptionObject.
	Type string `json:"type"`
	// Min and Max bound an OptionInt, both ends included.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Choices are the values an OptionChoice may take.
	Choices []string `json:"choices,omitempty"`
}

// The kinds of value an option takes (OptionDoc.Type).
const (
	// OptionBool is true or false.
	OptionBool = "bool"
	// OptionInt is a whole number from Min to Max.
	OptionInt = "int"
	// OptionChoice is one of Choices, a JSON string.
	OptionChoice = "choice"
	// OptionObject is a JSON object, as the option's meaning shows it.
	OptionObject = "object"
)
