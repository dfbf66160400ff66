package schema

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"sync"
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
	File  string
	data  []byte
	lines []int    // byte offset of the start of each line
	spots spotTree // where each value and object key starts
	doc   any      // the generic JSON value, for schema validation
	// marks count characters every runeStep bytes, for columns on long
	// lines (a pack written on one line); built when first needed, once,
	// so that a Source stays safe to read from several goroutines.
	marks     []runeMark
	marksOnce sync.Once
}

// runeMark is a character boundary and the characters before it.
type runeMark struct{ off, runes int }

// runeStep is the spacing of the character counts kept for long lines: a
// column costs at most this many bytes of counting, however long the line.
const runeStep = 256

func newSource(file string, data []byte) *Source {
	s := &Source{File: file, data: data}
	s.lines = append(s.lines, 0)
	// values counts the punctuation outside strings: every value but the
	// first follows a ':', a ',' or a '['.
	values := 1
	inString, escaped := false, false
	for i, b := range data {
		switch {
		case b == '\n':
			s.lines = append(s.lines, i+1)
			inString, escaped = false, false // a string never spans lines in JSON
		case inString:
			if escaped {
				escaped = false
			} else if b == '\\' {
				escaped = true
			} else if b == '"' {
				inString = false
			}
		case b == '"':
			inString = true
		case b == ':' || b == ',' || b == '[':
			values++
		}
	}
	// Size the index from the punctuation, so that a large pack fills it
	// without rehashing, but never beyond what the parser accepts: what
	// the index holds grows with the values the file really has, never
	// with the characters of a string.
	s.spots = newSpotTree(min(values, MaxPackValues+1))
	return s
}

// At converts a byte offset into a line and column.
func (s *Source) At(offset int) Position {
	if s == nil {
		return Position{}
	}
	offset = min(max(offset, 0), len(s.data))
	line := sort.Search(len(s.lines), func(i int) bool { return s.lines[i] > offset }) - 1
	start := s.lines[line]
	if line == 0 && bytes.HasPrefix(s.data, utf8BOM) && offset >= len(utf8BOM) {
		start = len(utf8BOM) // editors do not show a byte-order mark
	}
	if offset-start <= runeStep {
		return Position{Line: line + 1, Col: utf8.RuneCount(s.data[start:offset]) + 1}
	}
	return Position{Line: line + 1, Col: s.runesBefore(offset) - s.runesBefore(start) + 1}
}

// runesBefore counts the characters before byte offset off, which starts
// a character (as line starts and JSON values do).
func (s *Source) runesBefore(off int) int {
	s.marksOnce.Do(func() {
		// One mark per runeStep bytes: the first character boundary at or
		// after k·runeStep, and the characters before it.
		n := 0
		for i := 0; i < len(s.data); {
			if len(s.marks)*runeStep <= i {
				s.marks = append(s.marks, runeMark{i, n})
			}
			_, size := utf8.DecodeRune(s.data[i:])
			i += size
			n++
		}
		s.marks = append(s.marks, runeMark{len(s.data), n})
	})
	k := min(off/runeStep, len(s.marks)-1)
	for k > 0 && s.marks[k].off > off {
		k--
	}
	return s.marks[k].runes + utf8.RuneCount(s.data[s.marks[k].off:off])
}

// valueBefore returns the position of the last value that starts before
// byte offset off (for an error the JSON decoder reports after a value).
func (s *Source) valueBefore(off int) Position {
	best := -1
	for _, n := range s.spots.nodes {
		if o := int(n.value); o < off && o > best {
			best = o
		}
	}
	if best < 0 {
		return Position{Line: 1, Col: 1}
	}
	return s.At(best)
}

// Value returns the position of the value at the JSON pointer. When the
// pointer names nothing in the file (a missing property), it falls back to
// the nearest enclosing value that exists.
func (s *Source) Value(pointer string) Position {
	if s == nil {
		return Position{}
	}
	id, _ := s.spots.find(pointer) // or the nearest enclosing value in the file
	if id < 0 {
		return Position{Line: 1, Col: 1}
	}
	return s.At(int(s.spots.nodes[id].value))
}

// Key returns the position of the object key the pointer ends with (for an
// unknown property), or of the value when there is no such key.
func (s *Source) Key(pointer string) Position {
	if s == nil {
		return Position{}
	}
	if id, exact := s.spots.find(pointer); exact && s.spots.nodes[id].at >= 0 {
		return s.At(int(s.spots.nodes[id].at))
	}
	return s.Value(pointer)
}

// Has reports whether the file holds a value at the pointer.
func (s *Source) Has(pointer string) bool {
	if s == nil {
		return false
	}
	_, exact := s.spots.find(pointer)
	return exact
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
