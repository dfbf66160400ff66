package schema

import (
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// maxDepth bounds nesting so hostile input cannot exhaust the stack.
const maxDepth = 200

// syntaxError is a JSON syntax problem at a byte offset.
type syntaxError struct {
	offset int
	msg    string
}

func (e *syntaxError) Error() string { return e.msg }

// duplicateKey records an object key given twice.
type duplicateKey struct {
	pointer     string
	first, then int
}

// parser reads JSON into generic values (map[string]any, []any,
// json.Number, string, bool, nil) and records in src where every value and
// key starts, by JSON pointer.
type parser struct {
	data   []byte
	pos    int
	src    *Source
	dupes  []duplicateKey
	values int // values read so far, at most MaxPackValues
}

// limitError is a file too large in values to check: valid JSON, but more
// than any pack within the limits holds.
type limitError struct {
	offset int
	msg    string
}

func (e *limitError) Error() string { return e.msg }

// parseJSON parses data into a generic value, filling src's positions.
func parseJSON(data []byte, src *Source) (any, []duplicateKey, error) {
	p := &parser{data: data, src: src}
	p.skipSpace()
	if p.pos == 0 && len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		p.pos = 3 // a UTF-8 byte-order mark is harmless; skip it
		p.skipSpace()
	}
	if p.pos >= len(data) {
		return nil, nil, &syntaxError{p.pos, "the file is empty: a pack is a JSON object starting with \"{\""}
	}
	v, err := p.value(-1, "", -1, -1, 0)
	if err != nil {
		return nil, p.dupes, err
	}
	p.skipSpace()
	if p.pos < len(data) {
		return nil, p.dupes, p.errorf("unexpected %s after the end of the JSON value: remove it, or wrap both values in an array", p.describe())
	}
	return v, p.dupes, nil
}

func (p *parser) errorf(format string, args ...any) error {
	return &syntaxError{p.pos, fmt.Sprintf(format, args...)}
}

// describe names the character at the current position for a message.
func (p *parser) describe() string {
	if p.pos >= len(p.data) {
		return "end of file"
	}
	r, _ := utf8.DecodeRune(p.data[p.pos:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", p.data[p.pos])
	}
	return fmt.Sprintf("%q", string(r))
}

func (p *parser) skipSpace() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

// value reads a value: the document's (parent -1), an object member's
// (key, whose name starts at keyAt) or an array item's (index).
func (p *parser) value(parent int32, key string, index int32, keyAt, depth int) (any, error) {
	if depth > maxDepth {
		return nil, p.errorf("nesting deeper than %d levels: a pack is never this deep", maxDepth)
	}
	if p.values++; p.values > MaxPackValues {
		return nil, &limitError{p.pos, fmt.Sprintf("the file holds more than %d JSON values: a pack within the limits holds far fewer (2000 tile kinds need under 300,000); split it into several packs", MaxPackValues)}
	}
	p.skipSpace()
	id := p.src.spots.add(parent, key, index, p.pos, keyAt)
	if p.pos >= len(p.data) {
		return nil, p.errorf("unexpected end of file: a value is missing")
	}
	switch c := p.data[p.pos]; {
	case c == '{':
		return p.object(id, depth)
	case c == '[':
		p.src.spots.nodes[id].isArray = true
		return p.array(id, depth)
	case c == '"':
		return p.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case c == 't':
		return true, p.literal("true")
	case c == 'f':
		return false, p.literal("false")
	case c == 'n':
		return nil, p.literal("null")
	case c == '}' || c == ']':
		return nil, p.errorf("unexpected %q: a value is missing (is there a trailing comma before it?)", string(c))
	case c == '\'':
		return nil, p.errorf("unexpected \"'\": JSON strings use double quotes")
	default:
		return nil, p.errorf("unexpected %s: want a value (object, array, string, number, true, false or null)", p.describe())
	}
}

func (p *parser) literal(word string) error {
	if len(p.data)-p.pos >= len(word) && string(p.data[p.pos:p.pos+len(word)]) == word {
		p.pos += len(word)
		return nil
	}
	return p.errorf("unexpected %s: want a value (did you mean %s, or forget quotes around a string?)", p.describe(), word)
}

func (p *parser) object(id int32, depth int) (any, error) {
	p.pos++ // {
	obj := map[string]any{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return obj, nil
	}
	for {
		p.skipSpace()
		if p.pos >= len(p.data) {
			return nil, p.errorf("unexpected end of file inside an object: a \"}\" is missing")
		}
		if p.data[p.pos] != '"' {
			switch p.data[p.pos] {
			case '}':
				return nil, p.errorf("unexpected \"}\" after a comma: remove the trailing comma")
			case '\'':
				return nil, p.errorf("unexpected \"'\": property names and strings use double quotes")
			}
			return nil, p.errorf("unexpected %s: want a property name in double quotes", p.describe())
		}
		keyAt := p.pos
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		key := k.(string)
		if _, dup := obj[key]; dup {
			first, _ := p.src.spots.member(id, key)
			p.dupes = append(p.dupes, duplicateKey{pointer: p.src.spots.pointer(id) + "/" + escapeToken(key), first: int(first.at), then: keyAt})
		}
		p.skipSpace()
		if p.pos >= len(p.data) || p.data[p.pos] != ':' {
			return nil, p.errorf("unexpected %s after property name %q: want \":\"", p.describe(), key)
		}
		p.pos++
		v, err := p.value(id, key, -1, keyAt, depth+1)
		if err != nil {
			return nil, err
		}
		obj[key] = v
		p.skipSpace()
		if p.pos >= len(p.data) {
			return nil, p.errorf("unexpected end of file inside an object: a \"}\" is missing")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			return obj, nil
		default:
			return nil, p.errorf("unexpected %s after the value of %q: want \",\" or \"}\" (is a comma missing?)", p.describe(), key)
		}
	}
}

func (p *parser) array(id int32, depth int) (any, error) {
	p.pos++ // [
	arr := []any{}
	p.skipSpace()
	if p.pos < len(p.data) && p.data[p.pos] == ']' {
		p.pos++
		return arr, nil
	}
	for i := 0; ; i++ {
		v, err := p.value(id, "", int32(i), -1, depth+1)
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		p.skipSpace()
		if p.pos >= len(p.data) {
			return nil, p.errorf("unexpected end of file inside an array: a \"]\" is missing")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			return arr, nil
		default:
			return nil, p.errorf("unexpected %s after array item %d: want \",\" or \"]\" (is a comma missing?)", p.describe(), i)
		}
	}
}

// str reads a string, checking escapes and UTF-8, and decodes it.
func (p *parser) str() (any, error) {
	start := p.pos
	p.pos++ // opening quote
	escaped := false
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		switch {
		case c == '"':
			p.pos++
			if !escaped {
				return string(p.data[start+1 : p.pos-1]), nil // checked above: valid UTF-8, no control characters
			}
			var s string
			if err := json.Unmarshal(p.data[start:p.pos], &s); err != nil {
				p.pos = start
				return nil, p.errorf("invalid string: %v", err)
			}
			return s, nil
		case c == '\\':
			escaped = true
			if p.pos+1 >= len(p.data) {
				return nil, p.errorf("unexpected end of file inside a string")
			}
			switch e := p.data[p.pos+1]; e {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				p.pos += 2
			case 'u':
				if p.pos+6 > len(p.data) || !isHex4(p.data[p.pos+2:p.pos+6]) {
					return nil, p.errorf("invalid \\u escape in string: want four hex digits")
				}
				p.pos += 6
			default:
				return nil, p.errorf("invalid escape \\%c in string: use \\\\ for a backslash", e)
			}
		case c < 0x20:
			if c == '\n' {
				return nil, p.errorf("line break inside a string: the closing quote is missing, or write \\n")
			}
			return nil, p.errorf("control character 0x%02x inside a string: escape it", c)
		case c < utf8.RuneSelf:
			p.pos++
		default:
			r, size := utf8.DecodeRune(p.data[p.pos:])
			if r == utf8.RuneError && size == 1 {
				return nil, p.errorf("invalid UTF-8 byte 0x%02x in string: save the file as UTF-8", c)
			}
			p.pos += size
		}
	}
	p.pos = start
	return nil, p.errorf("unterminated string: the closing quote is missing")
}

func isHex4(b []byte) bool {
	for _, c := range b {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// number reads a JSON number per the grammar and returns it as json.Number.
func (p *parser) number() (any, error) {
	start := p.pos
	if p.data[p.pos] == '-' {
		p.pos++
	}
	digits := func() int {
		n := 0
		for p.pos < len(p.data) && p.data[p.pos] >= '0' && p.data[p.pos] <= '9' {
			p.pos++
			n++
		}
		return n
	}
	intStart := p.pos
	if digits() == 0 {
		return nil, p.errorf("invalid number: want a digit after \"-\"")
	}
	if p.data[intStart] == '0' && p.pos-intStart > 1 {
		p.pos = intStart
		return nil, p.errorf("invalid number: no leading zeros (write %s)", trimZeros(p.data[intStart:]))
	}
	if p.pos < len(p.data) && p.data[p.pos] == '.' {
		p.pos++
		if digits() == 0 {
			return nil, p.errorf("invalid number: want a digit after the decimal point")
		}
	}
	if p.pos < len(p.data) && (p.data[p.pos] == 'e' || p.data[p.pos] == 'E') {
		p.pos++
		if p.pos < len(p.data) && (p.data[p.pos] == '+' || p.data[p.pos] == '-') {
			p.pos++
		}
		if digits() == 0 {
			return nil, p.errorf("invalid number: want a digit in the exponent")
		}
	}
	return json.Number(p.data[start:p.pos]), nil
}

func trimZeros(b []byte) string {
	i := 0
	for i < len(b)-1 && b[i] == '0' && b[i+1] >= '0' && b[i+1] <= '9' {
		i++
	}
	j := i
	for j < len(b) && b[j] >= '0' && b[j] <= '9' {
		j++
	}
	return string(b[i:j])
}
