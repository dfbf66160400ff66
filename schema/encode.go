package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// lineWidth is the width canonical pack files are wrapped to.
const lineWidth = 100

// Encode writes the pack in its canonical form: keys in the model's order,
// two-space indentation, anything that fits on one line kept on one line (a
// feature, a placement) and lists of plain values wrapped to the line width
// (ports, counts). The same pack always encodes to the same bytes.
func Encode(p *Pack) ([]byte, error) {
	var raw bytes.Buffer
	enc := json.NewEncoder(&raw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return nil, fmt.Errorf("encode pack %q: %w", p.ID, err)
	}
	return Format(raw.Bytes())
}

// Format re-lays out any JSON text in the canonical style, keeping the
// order of object keys.
func Format(data []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	root, err := readNode(dec)
	if err != nil {
		return nil, fmt.Errorf("format: %w", err)
	}
	var out bytes.Buffer
	writeNode(&out, root, 0, 0)
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// node is a JSON value with its object keys in order.
type node struct {
	delim    byte // '{', '[' or 0 for a scalar
	keys     []string
	children []*node
	scalar   string // the scalar's JSON text
	oneLine  string // memoised inline rendering
}

func readNode(dec *json.Decoder) (*node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := &node{delim: byte(t)}
		for dec.More() {
			if n.delim == '{' {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
			}
			c, err := readNode(dec)
			if err != nil {
				return nil, err
			}
			n.children = append(n.children, c)
		}
		if _, err := dec.Token(); err != nil { // closing delimiter
			return nil, err
		}
		return n, nil
	default:
		return &node{scalar: scalarText(t)}, nil
	}
}

func scalarText(v any) string {
	switch t := v.(type) {
	case nil:
		return "null"
	case json.Number:
		return t.String()
	case string:
		return quote(t)
	}
	return fmt.Sprint(v)
}

func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

func (n *node) closer() byte {
	if n.delim == '{' {
		return '}'
	}
	return ']'
}

// inline renders the node on one line.
func (n *node) inline() string {
	if n.delim == 0 {
		return n.scalar
	}
	if n.oneLine != "" {
		return n.oneLine
	}
	var b strings.Builder
	b.WriteByte(n.delim)
	for i, c := range n.children {
		if i > 0 {
			b.WriteString(", ")
		}
		if n.delim == '{' {
			b.WriteString(quote(n.keys[i]))
			b.WriteString(": ")
		}
		b.WriteString(c.inline())
	}
	b.WriteByte(n.closer())
	n.oneLine = b.String()
	return n.oneLine
}

func (n *node) allScalar() bool {
	for _, c := range n.children {
		if c.delim != 0 {
			return false
		}
	}
	return true
}

// writeNode writes n at nesting depth, the cursor standing at column col
// (just after any key already written on the line).
func writeNode(w io.Writer, n *node, depth, col int) {
	if n.delim == 0 || len(n.children) == 0 || (depth > 0 && col+len(n.inline()) <= lineWidth) {
		io.WriteString(w, n.inline())
		return
	}
	pad := strings.Repeat("  ", depth+1)
	if n.allScalar() && depth > 0 {
		writeWrapped(w, n, pad)
		return
	}
	fmt.Fprintf(w, "%c\n", n.delim)
	for i, c := range n.children {
		io.WriteString(w, pad)
		keyCol := 0
		if n.delim == '{' {
			key := quote(n.keys[i]) + ": "
			io.WriteString(w, key)
			keyCol = len(key)
		}
		last := 0
		if i < len(n.children)-1 {
			last = 1 // the comma
		}
		writeNode(w, c, depth+1, len(pad)+keyCol+last)
		if last == 1 {
			io.WriteString(w, ",")
		}
		io.WriteString(w, "\n")
	}
	io.WriteString(w, pad[2:])
	fmt.Fprintf(w, "%c", n.closer())
}

// writeWrapped writes a list or object of plain values filling each line.
func writeWrapped(w io.Writer, n *node, pad string) {
	fmt.Fprintf(w, "%c\n", n.delim)
	line := pad
	for i, c := range n.children {
		item := c.scalar
		if n.delim == '{' {
			item = quote(n.keys[i]) + ": " + item
		}
		if i < len(n.children)-1 {
			item += ","
		}
		if line != pad && len(line)+1+len(item) > lineWidth {
			io.WriteString(w, line+"\n")
			line = pad
		}
		if line != pad {
			line += " "
		}
		line += item
	}
	io.WriteString(w, line+"\n")
	io.WriteString(w, pad[2:])
	fmt.Fprintf(w, "%c", n.closer())
}
