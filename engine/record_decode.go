package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DecodeStrict decodes one JSON value into v, a pointer to a record type,
// refusing unknown fields, repeated fields and trailing data; errors wrap
// ErrBadRecord and give the file, line and column of the value at fault,
// what it must be in the record's own terms and what it is. A UTF-8
// byte-order mark at the start is skipped. Rulesets with their own record
// moves (Mists) decode with it.
func DecodeStrict(file string, data []byte, v any) error {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	c := newChecker(data, func(offset int, msg string) error {
		line, col := lineCol(data, offset)
		return fmt.Errorf("%s:%d:%d: %w: %s", file, line, col, ErrBadRecord, msg)
	})
	if len(bytes.TrimSpace(data)) == 0 {
		return c.errorf(0, "the file is empty: %s", recordShape)
	}
	if err := c.value(reflect.TypeOf(v).Elem(), nil); err != nil {
		return err
	}
	if rest := bytes.TrimLeft(data[c.dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		at := len(data) - len(rest)
		return c.errorf(at, "extra data after the record: a file holds one record")
	}
	// The shape is right, so decoding can only fail on what the walk
	// cannot see; say so in the same form.
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return c.errorf(int(dec.InputOffset()), "%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	return nil
}

// recordShape says what a record is, for messages about its top level.
const recordShape = `a game record is a JSON object {"pack": …, "moves": [...]}`

// checker walks a JSON document against a Go record type, or a ruleset's
// options against the type that holds them.
type checker struct {
	data []byte
	dec  *json.Decoder
	// fail makes the error for a problem at a byte offset of data.
	fail func(offset int, msg string) error
	// options, when set, says what the options may hold: the document is
	// a ruleset's options, not a record.
	options *OptionSpec
}

func newChecker(data []byte, fail func(offset int, msg string) error) *checker {
	c := &checker{data: data, dec: json.NewDecoder(bytes.NewReader(data)), fail: fail}
	c.dec.UseNumber()
	return c
}

// step is one step of the path to a value: a key, or an index when key is
// empty.
type step struct {
	key   string
	index int
}

func (c *checker) errorf(offset int, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if c.options != nil {
		msg = "options: " + msg
	}
	return c.fail(offset, msg)
}

// next returns the offset of the next token: past the white space and the
// separator after the last one.
func (c *checker) next() int {
	i := int(c.dec.InputOffset())
	for i < len(c.data) && strings.IndexByte(" \t\r\n:,", c.data[i]) >= 0 {
		i++
	}
	return i
}

// token reads the next token and the offset where it starts.
func (c *checker) token() (json.Token, int, error) {
	at := c.next()
	tok, err := c.dec.Token()
	if err == nil {
		return tok, at, nil
	}
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se) && c.options != nil:
		return nil, at, c.fail(int(se.Offset), fmt.Sprintf("options are not valid JSON: %s (%s)",
			strings.TrimPrefix(se.Error(), "json: "), c.where(int(se.Offset))))
	case errors.As(err, &se):
		return nil, at, c.errorf(int(se.Offset), "%s", strings.TrimPrefix(se.Error(), "json: "))
	case (errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)) && c.options != nil:
		return nil, at, c.fail(len(c.data), "options end too early: close every { and [ they open")
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return nil, at, c.errorf(len(c.data), "the record ends too early: close every { and [ it opens")
	}
	return nil, at, c.errorf(at, "%s", strings.TrimPrefix(err.Error(), "json: "))
}

// value checks the next value against type t; path leads to it.
func (c *checker) value(t reflect.Type, path []step) error {
	tok, at, err := c.token()
	if err != nil {
		return err
	}
	if tok == nil { // null: the field keeps its zero value, as encoding/json does
		return nil
	}
	if t == reflect.TypeFor[json.RawMessage]() {
		return c.skip(tok)
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	wrong := func() error {
		switch {
		case len(path) == 0 && c.options != nil:
			return c.fail(at, fmt.Sprintf("options must be a JSON object like %s, not %s", c.options.Example, shown(tok)))
		case len(path) == 0:
			return c.errorf(at, "%s, not %s", recordShape, shown(tok))
		}
		return c.errorf(at, "%s must be %s, not %s", what(path), c.shape(t, path), shown(tok))
	}
	switch t.Kind() {
	case reflect.Struct:
		if tok != json.Delim('{') {
			return wrong()
		}
		return c.object(t, path)
	case reflect.Slice:
		if tok != json.Delim('[') {
			return wrong()
		}
		for i := 0; c.dec.More(); i++ {
			if err := c.value(t.Elem(), append(path, step{index: i})); err != nil {
				return err
			}
		}
		_, _, err := c.token() // ]
		return err
	case reflect.String:
		v, ok := tok.(string)
		if !ok {
			return wrong()
		}
		if values, listed := c.strings(path); listed && !slices.Contains(values, v) {
			return wrong()
		}
	case reflect.Bool:
		if _, ok := tok.(bool); !ok {
			return wrong()
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := tok.(json.Number)
		if !ok {
			return wrong()
		}
		if b, bounded := c.bound(path); bounded {
			if v, err := strconv.ParseInt(string(n), 10, 64); err != nil || v < int64(b.Min) || v > int64(b.Max) {
				return wrong()
			}
			return nil
		}
		if _, err := strconv.ParseInt(string(n), 10, t.Bits()); err != nil {
			if !wholeNumber(string(n)) {
				return wrong()
			}
			lo, hi := -1<<(t.Bits()-1), 1<<(t.Bits()-1)-1
			return c.errorf(at, "%s must be a whole number from %d to %d, not %s", what(path), lo, hi, n)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := tok.(json.Number)
		if !ok {
			return wrong()
		}
		if _, err := strconv.ParseUint(string(n), 10, t.Bits()); err != nil {
			return wrong()
		}
	default:
		// Kinds records do not use (maps, floats, interfaces): any value;
		// the final decode checks it.
		return c.skip(tok)
	}
	return nil
}

// object checks the members of an object of struct type t.
func (c *checker) object(t reflect.Type, path []step) error {
	seen := map[string]bool{}
	for c.dec.More() {
		tok, at, err := c.token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		f, ok := fieldOf(t, key)
		switch {
		case !ok && c.options != nil && len(path) == 0 && fieldNames(t) == "":
			return c.errorf(at, "unknown option %q: this ruleset takes no options (a setting of the pack's rules block is changed in the pack, in its file or the editor's Rules tab, not with options)", key)
		case !ok && c.options != nil && len(path) == 0:
			return c.errorf(at, "unknown option %q: the options are %s", key, fieldNames(t))
		case !ok && c.options != nil:
			return c.errorf(at, "unknown field %q in %s: its fields are %s", key, what(path), fieldNames(t))
		case !ok:
			return c.errorf(at, "unknown field %q: check its spelling against the record format in docs/engine.md", key)
		}
		if seen[f.name] {
			return c.errorf(at, "%q appears twice in one object: keep one", key)
		}
		seen[f.name] = true
		if err := c.value(f.typ, append(path, step{key: f.name})); err != nil {
			return err
		}
	}
	_, _, err := c.token() // }
	return err
}

// skip reads the rest of a value whose first token is tok.
func (c *checker) skip(tok json.Token) error {
	if tok != json.Delim('{') && tok != json.Delim('[') {
		return nil
	}
	for depth := 1; depth > 0; {
		tok, _, err := c.token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
	}
	return nil
}

// field is a struct field as JSON names it.
type field struct {
	name string
	typ  reflect.Type
}

// fieldOf finds the field a key names, matching case-insensitively as
// encoding/json does (an exact match first).
func fieldOf(t reflect.Type, key string) (field, bool) {
	var fold field
	found := false
	for _, f := range jsonFields(t) {
		if f.name == key {
			return f, true
		}
		if !found && strings.EqualFold(f.name, key) {
			fold, found = f, true
		}
	}
	return fold, found
}

// jsonFields lists the exported fields of struct t by their JSON names,
// with the fields of a struct embedded without a JSON name promoted, as
// encoding/json promotes them (a field of t itself hides one of the same
// name embedded).
func jsonFields(t reflect.Type) []field {
	var out, promoted []field
	for i := range t.NumField() {
		sf := t.Field(i)
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
			promoted = append(promoted, jsonFields(sf.Type)...)
			continue
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		out = append(out, field{name, sf.Type})
	}
	for _, f := range promoted {
		if !slices.ContainsFunc(out, func(o field) bool { return o.name == f.name }) {
			out = append(out, f)
		}
	}
	return out
}

// what names the value at path for a message: `"seed"`, `move 3: "x"`,
// `move 3: "at" in "meeple"`, `item 2 of "players"`.
func what(path []step) string {
	if len(path) == 0 {
		return "the record"
	}
	prefix := ""
	if path[0].key == "moves" && len(path) >= 2 {
		prefix = fmt.Sprintf("move %d", path[1].index+1)
		if path = path[2:]; len(path) == 0 {
			return prefix
		}
		prefix += ": "
	}
	last := path[len(path)-1]
	parent := ""
	for _, s := range path[:len(path)-1] {
		if s.key != "" {
			parent = s.key
		}
	}
	switch {
	case last.key == "":
		return fmt.Sprintf("%sitem %d of %q", prefix, last.index+1, parent)
	case parent != "":
		return fmt.Sprintf("%s%q in %q", prefix, last.key, parent)
	}
	return prefix + strconv.Quote(last.key)
}

// shape says what the value at path, of type t, must be: its type in
// JSON terms, or for an option its range or its values.
func (c *checker) shape(t reflect.Type, path []step) string {
	if b, ok := c.bound(path); ok {
		return fmt.Sprintf("a whole number from %d to %d", b.Min, b.Max)
	}
	if values, ok := c.strings(path); ok {
		quoted := make([]string, len(values))
		for i, v := range values {
			quoted[i] = strconv.Quote(v)
		}
		if len(quoted) == 1 {
			return quoted[0]
		}
		return strings.Join(quoted[:len(quoted)-1], ", ") + " or " + quoted[len(quoted)-1]
	}
	return shape(t)
}

// shape says what a value of type t looks like, in JSON terms.
func shape(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == reflect.TypeFor[json.RawMessage]() {
		return "a JSON value"
	}
	switch t.Kind() {
	case reflect.Struct:
		return "an object " + example(t)
	case reflect.Slice:
		return "an array [" + example(t.Elem()) + ", …]"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprintf("a whole number from 0 to %d", uint64(math.MaxUint64)>>(64-t.Bits()))
	}
	return "a JSON value"
}

// example is a short picture of a value of type t.
func example(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == reflect.TypeFor[json.RawMessage]() {
		return "…"
	}
	switch t.Kind() {
	case reflect.Struct:
		fs := jsonFields(t)
		var b strings.Builder
		b.WriteByte('{')
		for i, f := range fs[:min(len(fs), 2)] {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%q: …", f.name)
		}
		if len(fs) > 2 {
			b.WriteString(", …")
		}
		b.WriteByte('}')
		return b.String()
	case reflect.String:
		return `"…"`
	case reflect.Slice:
		return "[…]"
	}
	return "…"
}

// shown is a token as a message quotes it.
func shown(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		if v == '{' {
			return "an object"
		}
		return "an array"
	case string:
		if utf8.RuneCountInString(v) > 24 {
			v = string([]rune(v)[:24]) + "…"
		}
		return strconv.Quote(v)
	case json.Number:
		return string(v)
	case bool:
		return strconv.FormatBool(v)
	}
	return fmt.Sprint(tok)
}

// wholeNumber reports whether a JSON number is written as a whole number
// (no fraction, no exponent).
func wholeNumber(s string) bool { return !strings.ContainsAny(s, ".eE") }

// lineCol converts a byte offset to a 1-based line and column (in
// characters).
func lineCol(data []byte, offset int) (int, int) {
	offset = min(max(offset, 0), len(data))
	line, col := 1, 1
	for _, r := range string(data[:offset]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
