package exporter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"unicode/utf8"
)

// addonManifest is a package's jcz-addon.json as ReadJCA reads it: its
// top-level fields, each with where it stands in the file, so that what
// is refused or warned about can be pointed at by line and column.
type addonManifest struct {
	data   []byte
	fields map[string]manifestValue
}

// manifestValue is one JSON value of the manifest and where it stands.
type manifestValue struct {
	raw json.RawMessage
	key int // offset of the field's key, or of the value for a list item
	at  int // offset of the value
}

// parseAddonManifest reads jcz-addon.json (named file in messages). JCZ's
// client reads it with JSON.parse and uses it only if that gives an object
// (addons.js, _readAddon: a file that does not parse is "not plugin
// folder"); as with JSON.parse, a key given twice keeps its last value.
func parseAddonManifest(file string, data []byte) (*addonManifest, error) {
	var whole any
	if err := json.Unmarshal(data, &whole); err != nil {
		off := len(data)
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) && int(syntax.Offset) < len(data) {
			off = max(int(syntax.Offset)-1, 0) // the offending character
		}
		line, col := textPosition(data, off)
		return nil, fmt.Errorf("%s:%d:%d: not valid JSON: %s", file, line, col, jsonReason(err))
	}
	if _, ok := whole.(map[string]any); !ok {
		return nil, fmt.Errorf("%s holds %s, not a JSON object with the add-on's fields", file, jsonKind(bytes.TrimSpace(data)))
	}
	m := &addonManifest{data: data, fields: map[string]manifestValue{}}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // the object's "{"
		return nil, fmt.Errorf("%s: %s", file, jsonReason(err))
	}
	for dec.More() {
		key := skipJSONSeparators(data, dec.InputOffset())
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("%s: %s", file, jsonReason(err))
		}
		name, _ := tok.(string)
		at := skipJSONSeparators(data, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("%s: %s", file, jsonReason(err))
		}
		m.fields[name] = manifestValue{raw: raw, key: key, at: at}
	}
	return m, nil
}

// items returns the items of a list value, each with where it stands.
func (m *addonManifest) items(list manifestValue) []manifestValue {
	var out []manifestValue
	dec := json.NewDecoder(bytes.NewReader(list.raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return nil
	}
	for dec.More() {
		at := list.at + skipJSONSeparators(list.raw, dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return out
		}
		out = append(out, manifestValue{raw: raw, key: at, at: at})
	}
	return out
}

// position is the line and column (in characters, from 1) of an offset.
func (m *addonManifest) position(off int) (line, col int) {
	return textPosition(m.data, off)
}

// isInteger reports whether v is a JSON number JCZ takes as a whole
// version: lodash's isNumber and parseInt(v) === v (addons.js,
// _readAddon), which also fails for numbers written with an exponent
// from 1e21 on.
func isInteger(v json.RawMessage) bool {
	var f float64
	if jsonKind(v) != "a number" || json.Unmarshal(v, &f) != nil {
		return false
	}
	return f == math.Trunc(f) && math.Abs(f) < 1e21
}

// isFalsy reports whether JavaScript takes v as false: JCZ's client tests
// minimumJczVersion by truth alone.
func isFalsy(v json.RawMessage) bool {
	switch string(v) {
	case "null", "false", `""`:
		return true
	}
	var f float64
	return jsonKind(v) == "a number" && json.Unmarshal(v, &f) == nil && f == 0
}

// jsonKind names the kind of a JSON value for messages.
func jsonKind(v []byte) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return string(v)
	case 'n':
		return "null"
	}
	return "a number"
}

// jsonReason words a JSON error without the decoder's package prefix
// (a syntax error's own text has none; the decoder's other errors, on a
// file that parsed once already, mean it ended in the middle).
func jsonReason(err error) string {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return syntax.Error()
	}
	return "the file ends in the middle of a value"
}

// skipJSONSeparators moves off past the blanks, commas and colons the
// decoder leaves before the next token, to where that token starts.
func skipJSONSeparators(data []byte, off int64) int {
	i := int(off)
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\r', '\n', ',', ':':
			i++
			continue
		}
		break
	}
	return i
}

// textPosition counts the line and column (in characters, from 1) of the
// byte offset off in data.
func textPosition(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	if nl := bytes.LastIndexByte(before, '\n'); nl >= 0 {
		before = before[nl+1:]
	}
	return line, 1 + utf8.RuneCount(before)
}
