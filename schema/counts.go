package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// TileCount is the number of copies of one tile in a mix.
type TileCount struct {
	Tile  string
	Count int
}

// Counts is a mix's copies per tile, in the order the file lists them. It
// reads and writes a JSON object, keeping the order of its keys.
type Counts []TileCount

// Of returns the count of tile id (0 when absent).
func (c Counts) Of(id string) int {
	for _, tc := range c {
		if tc.Tile == id {
			return tc.Count
		}
	}
	return 0
}

// Sum returns the total number of copies. A sum past the range of int
// (only a pack validation refuses can have one) is clamped, not wrapped.
func (c Counts) Sum() int {
	return c.total().saturate()
}

// total returns the exact total number of copies.
func (c Counts) total() total {
	var t total
	for _, tc := range c {
		t.add(tc.Count)
	}
	return t
}

// MarshalJSON writes the counts as an object in list order.
func (c Counts) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, tc := range c {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(tc.Tile)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		fmt.Fprintf(&b, ":%d", tc.Count)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object of counts, keeping the key order.
func (c *Counts) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return &json.UnmarshalTypeError{Value: "non-object", Type: nil}
	}
	var out Counts
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		var n int
		if err := dec.Decode(&n); err != nil {
			return fmt.Errorf("count of tile %q: %w", key, err)
		}
		out = append(out, TileCount{Tile: key, Count: n})
	}
	*c = out
	return nil
}
