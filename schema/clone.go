package schema

import "fmt"

// Clone returns a deep copy of the pack (without its Source), for callers
// that edit a pack they did not decode themselves.
func Clone(p *Pack) (*Pack, error) {
	data, err := Encode(p)
	if err != nil {
		return nil, err
	}
	q, err := decodeTyped(data)
	if err != nil {
		return nil, fmt.Errorf("clone pack %q: %w", p.ID, err)
	}
	return q, nil
}
