package schema

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Position is a place in a source file: 1-based line and column (counted in
// characters, not bytes).
type Position struct {
	Line, Col int
}

// Source remembers where every JSON value and object key of a file starts,
// by JSON pointer, so diagnostics can name file:line:col.
type Source struct {
	File   string
	data   []byte
	lines  []int // byte offset of the start of each line
	values map[string]int
	keys   map[string]int
	doc    any // the generic JSON value, for schema validation
}

func newSource(file string, data []byte) *Source {
	s := &Source{File: file, data: data, values: map[string]int{}, keys: map[string]int{}}
	s.lines = append(s.lines, 0)
	for i, b := range data {
		if b == '\n' {
			s.lines = append(s.lines, i+1)
		}
	}
	return s
}

// At converts a byte offset into a line and column.
func (s *Source) At(offset int) Position {
	if s == nil {
		return Position{}
	}
	offset = min(max(offset, 0), len(s.data))
	line := sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > offset }) - 1
	col := utf8.RuneCount(s.data[s.lines[line]:offset]) + 1
	return Position{Line: line + 1, Col: col}
}

// Value returns the position of the value at the JSON pointer. When the
// pointer names nothing in the file (a missing property), it falls back to
// the nearest enclosing value that exists.
func (s *Source) Value(pointer string) Position {
	if s == nil {
		return Position{}
	}
	for p := pointer; ; p = parentPointer(p) {
		if off, ok := s.values[p]; ok {
			return s.At(off)
		}
		if p == "" {
			return Position{Line: 1, Col: 1}
		}
	}
}

// Key returns the position of the object key the pointer ends with (for an
// unknown property), or of the value when there is no such key.
func (s *Source) Key(pointer string) Position {
	if s == nil {
		return Position{}
	}
	if off, ok := s.keys[pointer]; ok {
		return s.At(off)
	}
	return s.Value(pointer)
}

// Has reports whether the file holds a value at the pointer.
func (s *Source) Has(pointer string) bool {
	if s == nil {
		return false
	}
	_, ok := s.values[pointer]
	return ok
}

// parentPointer drops the last token of a JSON pointer.
func parentPointer(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return ""
	}
	return p[:i]
}

// Pointer builds a JSON pointer from tokens, escaping "~" and "/".
func Pointer(tokens ...any) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		switch v := t.(type) {
		case int:
			b.WriteString(strconv.Itoa(v))
		case string:
			b.WriteString(escapeToken(v))
		default:
			panic("schema: Pointer takes ints and strings")
		}
	}
	return b.String()
}

func escapeToken(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}
