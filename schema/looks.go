package schema

// Look is how one physical copy of a tile looks: its ghost symbols and
// decoration tags, which copies of the same tile may not share.
type Look struct {
	Ghosts      int
	Decorations []string
	// Label tells this copy apart ("" for a plain copy).
	Label string
}

// Looks lists how each of the copies of tile t that mix m holds looks, one
// entry per copy. As the schema says, the tile's "copies" are taken first,
// in order, then plain copies; a mix's own "copies" then give the first
// copies their decorations (an edition's illustrations), keeping their
// ghosts.
func (t *Tile) Looks(m *Mix) []Look {
	n := max(m.Counts.Of(t.ID), 0)
	out := make([]Look, 0, n)
	for _, c := range t.Copies {
		for range c.N() {
			if len(out) == n {
				break
			}
			l := Look{Ghosts: t.Ghosts, Decorations: t.Decorations, Label: c.Label}
			if c.Ghosts != nil {
				l.Ghosts = *c.Ghosts
			}
			if len(c.Decorations) > 0 {
				l.Decorations = c.Decorations
			}
			out = append(out, l)
		}
	}
	for len(out) < n {
		out = append(out, Look{Ghosts: t.Ghosts, Decorations: t.Decorations})
	}
	i := 0
	for _, c := range m.Copies[t.ID] {
		for range c.N() {
			if i < n {
				out[i].Decorations = c.Decorations
				if c.Label != "" {
					out[i].Label = c.Label
				}
			}
			i++
		}
	}
	return out
}
