package tune

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tilesmith/tilesmith/schema"
)

// Param is a numeric rule parameter the tuner may change: a whole number
// of the pack, named by its JSON pointer ("/rules/classic/scoring/city/
// complete/perPennant"), kept within [Low, High].
type Param struct {
	Pointer   string `json:"pointer"`
	Low, High int    `json:"-"`
}

// String writes the parameter as ParseParam reads it.
func (p Param) String() string { return fmt.Sprintf("%s=%d..%d", p.Pointer, p.Low, p.High) }

// ParseParam reads a parameter: "/rules/classic/followers=5..9".
func ParseParam(s string) (Param, error) {
	ptr, band, ok := strings.Cut(s, "=")
	lo, hi, ranged := strings.Cut(band, "..")
	usage := fmt.Errorf("%q: give a JSON pointer to a whole number of the pack's rules and the range it may take, such as /rules/classic/followers=5..9", s)
	if !ok || !ranged || !strings.HasPrefix(ptr, "/rules/") {
		return Param{}, usage
	}
	low, err1 := strconv.Atoi(strings.TrimSpace(lo))
	high, err2 := strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil {
		return Param{}, usage
	}
	if low >= high {
		return Param{}, fmt.Errorf("%q: the range's low end must be below its high end", s)
	}
	return Param{Pointer: strings.TrimSpace(ptr), Low: low, High: high}, nil
}

// pointerTokens splits a JSON pointer into its reference tokens (RFC
// 6901: ~1 is /, ~0 is ~).
func pointerTokens(ptr string) []string {
	parts := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	for i, p := range parts {
		parts[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(p)
	}
	return parts
}

// paramValue is the whole number at p's pointer in a pack's JSON.
func paramValue(data []byte, p Param) (int, error) {
	doc, err := decodeJSON(data)
	if err != nil {
		return 0, err
	}
	parent, key, err := walk(doc, p.Pointer)
	if err != nil {
		return 0, err
	}
	return wholeAt(parent, key, p.Pointer)
}

// setParams writes the values at the parameters' pointers into a pack's
// JSON, in place: the rest of the file keeps its bytes and order.
func setParams(data []byte, ps []Param, values []int) ([]byte, error) {
	if len(ps) == 0 {
		return data, nil
	}
	pack, diags := schema.Decode("variant.json", data)
	if pack == nil || pack.Source == nil {
		return nil, fmt.Errorf("the variant does not read back: %s", diags.String())
	}
	type edit struct{ at, end, value int }
	var edits []edit
	for i, p := range ps {
		if !pack.Source.Has(p.Pointer) {
			return nil, fmt.Errorf("%s: the pack has no value there", p.Pointer)
		}
		at := offsetOf(data, pack.Source.Value(p.Pointer))
		end := at
		for end < len(data) && strings.IndexByte("-+0123456789.eE", data[end]) >= 0 {
			end++
		}
		if end == at {
			return nil, fmt.Errorf("%s is not a number in the pack", p.Pointer)
		}
		if _, err := strconv.Atoi(string(data[at:end])); err != nil {
			return nil, fmt.Errorf("%s is %s, not a whole number: the tuner changes whole numbers", p.Pointer, data[at:end])
		}
		edits = append(edits, edit{at, end, values[i]})
	}
	slices.SortFunc(edits, func(a, b edit) int { return b.at - a.at })
	out := slices.Clone(data)
	for _, e := range edits {
		out = slices.Concat(out[:e.at], []byte(strconv.Itoa(e.value)), out[e.end:])
	}
	return out, nil
}

// offsetOf is the byte offset of a position (line and column from 1, the
// column in characters) in data.
func offsetOf(data []byte, pos schema.Position) int {
	off := 0
	for line := 1; line < pos.Line && off < len(data); line++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return len(data)
		}
		off += i + 1
	}
	for col := 1; col < pos.Col && off < len(data); col++ {
		_, size := utf8.DecodeRune(data[off:])
		off += size
	}
	return off
}

func decodeJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	return doc, nil
}

// walk finds the container holding the value at ptr, and its key there.
func walk(doc any, ptr string) (parent any, key string, err error) {
	tokens := pointerTokens(ptr)
	cur := doc
	for i, tok := range tokens {
		last := i == len(tokens)-1
		switch c := cur.(type) {
		case map[string]any:
			v, ok := c[tok]
			if !ok {
				return nil, "", fmt.Errorf("%s: the pack has no %q there", ptr, tok)
			}
			if last {
				return c, tok, nil
			}
			cur = v
		case []any:
			n, err := strconv.Atoi(tok)
			if err != nil || n < 0 || n >= len(c) {
				return nil, "", fmt.Errorf("%s: %q is no index of a list of %d", ptr, tok, len(c))
			}
			if last {
				return c, tok, nil
			}
			cur = c[n]
		default:
			return nil, "", fmt.Errorf("%s: %q is inside a value that holds nothing", ptr, tok)
		}
	}
	return nil, "", fmt.Errorf("%s: no value", ptr)
}

// wholeAt is the whole number under key of parent.
func wholeAt(parent any, key, ptr string) (int, error) {
	var v any
	switch c := parent.(type) {
	case map[string]any:
		v = c[key]
	case []any:
		n, _ := strconv.Atoi(key)
		v = c[n]
	}
	num, ok := v.(json.Number)
	if !ok {
		return 0, fmt.Errorf("%s is not a number in the pack", ptr)
	}
	n, err := strconv.Atoi(num.String())
	if err != nil {
		return 0, fmt.Errorf("%s is %s, not a whole number: the tuner changes whole numbers", ptr, num)
	}
	return n, nil
}
