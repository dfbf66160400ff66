package editor

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// Command is one edit of a pack. Apply changes the pack or returns an
// error saying why it cannot (the Document then puts the pack back as it
// was). Label names the edit for the Undo and Redo menu items.
type Command interface {
	Label() string
	Apply(p *schema.Pack) error
}

// Merger is a command that can absorb the next one into the same undo
// step (a count typed digit by digit is one edit).
type Merger interface {
	Merge(next Command) (Command, bool)
}

func findTile(p *schema.Pack, id string) (*schema.Tile, error) {
	for i := range p.Tiles {
		if p.Tiles[i].ID == id {
			return &p.Tiles[i], nil
		}
	}
	return nil, fmt.Errorf("the pack has no tile %q", id)
}

func findMix(p *schema.Pack, id string) (*schema.Mix, error) {
	for i := range p.Mixes {
		if p.Mixes[i].ID == id {
			return &p.Mixes[i], nil
		}
	}
	return nil, fmt.Errorf("the pack has no mix %q", id)
}

func findFeature(t *schema.Tile, id string) (*schema.Feature, error) {
	for i := range t.Features {
		if t.Features[i].ID == id {
			return &t.Features[i], nil
		}
	}
	return nil, fmt.Errorf("tile %s has no feature %q", t.ID, id)
}

// SetCount sets how many copies of a tile a mix holds; the mix's total
// follows.
type SetCount struct {
	Mix, Tile string
	N         int
}

func (c SetCount) Label() string {
	return fmt.Sprintf("set count of %s in %s to %d", c.Tile, c.Mix, c.N)
}

func (c SetCount) Apply(p *schema.Pack) error {
	if c.N < 0 {
		return fmt.Errorf("a count cannot be negative (%d)", c.N)
	}
	m, err := findMix(p, c.Mix)
	if err != nil {
		return err
	}
	if _, err := findTile(p, c.Tile); err != nil {
		return err
	}
	old := m.Counts.Of(c.Tile)
	i := slices.IndexFunc(m.Counts, func(tc schema.TileCount) bool { return tc.Tile == c.Tile })
	switch {
	case i >= 0 && c.N == 0:
		m.Counts = slices.Delete(m.Counts, i, i+1)
	case i >= 0:
		m.Counts[i].Count = c.N
	case c.N > 0:
		m.Counts = append(m.Counts, schema.TileCount{Tile: c.Tile, Count: c.N})
	}
	m.Total += c.N - old
	return nil
}

// Merge joins consecutive counts of the same tile in the same mix.
func (c SetCount) Merge(next Command) (Command, bool) {
	n, ok := next.(SetCount)
	if ok && n.Mix == c.Mix && n.Tile == c.Tile {
		return n, true
	}
	return nil, false
}

// AddTile adds a tile covered by one feature of the ruleset's background
// kind (a field, say), ready to be drawn on.
type AddTile struct{ ID, Name string }

func (c AddTile) Label() string { return "add tile " + c.ID }

func (c AddTile) Apply(p *schema.Pack) error {
	if c.ID == "" {
		return fmt.Errorf("a tile needs an id")
	}
	if _, err := findTile(p, c.ID); err == nil {
		return fmt.Errorf("the pack already has a tile %q: choose another id", c.ID)
	}
	kind, err := backgroundKind(p)
	if err != nil {
		return err
	}
	ports := make([]schema.Port, schema.NumPorts)
	for i := range ports {
		ports[i] = schema.Port(i)
	}
	p.Tiles = append(p.Tiles, schema.Tile{ID: c.ID, Name: c.Name, Features: []schema.Feature{{ID: string(kind), Kind: kind, Ports: ports}}})
	return nil
}

// backgroundKind is the terrain a new tile is made of: the ruleset's first
// area kind (not a line, not a whole-edge kind such as a city).
func backgroundKind(p *schema.Pack) (schema.Kind, error) {
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return "", fmt.Errorf("the pack's ruleset %q is unknown", p.Ruleset)
	}
	for _, k := range rs.Kinds {
		if k.Layer == schema.LayerTerrain && !k.Linear && !k.WholeEdge {
			return k.Kind, nil
		}
	}
	return "", fmt.Errorf("ruleset %s has no area kind", rs.Name)
}

// DuplicateTile copies a tile under a new id, right after it.
type DuplicateTile struct{ From, To string }

func (c DuplicateTile) Label() string { return fmt.Sprintf("duplicate tile %s as %s", c.From, c.To) }

func (c DuplicateTile) Apply(p *schema.Pack) error {
	if _, err := findTile(p, c.To); err == nil {
		return fmt.Errorf("the pack already has a tile %q: choose another id", c.To)
	}
	i := slices.IndexFunc(p.Tiles, func(t schema.Tile) bool { return t.ID == c.From })
	if i < 0 {
		return fmt.Errorf("the pack has no tile %q", c.From)
	}
	clone, err := schema.Clone(&schema.Pack{Tiles: p.Tiles[i : i+1]})
	if err != nil {
		return err
	}
	t := clone.Tiles[0]
	t.ID = c.To
	p.Tiles = slices.Insert(p.Tiles, i+1, t)
	return nil
}

// DeleteTile removes a tile with its counts, copies and start placements
// in every mix.
type DeleteTile struct{ ID string }

func (c DeleteTile) Label() string { return "delete tile " + c.ID }

func (c DeleteTile) Apply(p *schema.Pack) error {
	i := slices.IndexFunc(p.Tiles, func(t schema.Tile) bool { return t.ID == c.ID })
	if i < 0 {
		return fmt.Errorf("the pack has no tile %q", c.ID)
	}
	p.Tiles = slices.Delete(p.Tiles, i, i+1)
	for mi := range p.Mixes {
		m := &p.Mixes[mi]
		m.Total -= m.Counts.Of(c.ID)
		m.Counts = slices.DeleteFunc(m.Counts, func(tc schema.TileCount) bool { return tc.Tile == c.ID })
		m.Start = slices.DeleteFunc(m.Start, func(pl schema.Placement) bool { return pl.Tile == c.ID })
		delete(m.Copies, c.ID)
	}
	return nil
}

// RenameTile changes a tile's id everywhere the pack names it.
type RenameTile struct{ From, To string }

func (c RenameTile) Label() string { return fmt.Sprintf("rename tile %s to %s", c.From, c.To) }

func (c RenameTile) Apply(p *schema.Pack) error {
	if c.To == "" {
		return fmt.Errorf("a tile needs an id")
	}
	if _, err := findTile(p, c.To); err == nil && c.To != c.From {
		return fmt.Errorf("the pack already has a tile %q: choose another id", c.To)
	}
	t, err := findTile(p, c.From)
	if err != nil {
		return err
	}
	t.ID = c.To
	for mi := range p.Mixes {
		m := &p.Mixes[mi]
		for i := range m.Counts {
			if m.Counts[i].Tile == c.From {
				m.Counts[i].Tile = c.To
			}
		}
		for i := range m.Start {
			if m.Start[i].Tile == c.From {
				m.Start[i].Tile = c.To
			}
		}
		if cp, ok := m.Copies[c.From]; ok {
			delete(m.Copies, c.From)
			m.Copies[c.To] = cp
		}
	}
	return nil
}

// SetTileName changes a tile's display name.
type SetTileName struct{ Tile, Name string }

func (c SetTileName) Label() string { return fmt.Sprintf("rename %s to %q", c.Tile, c.Name) }

func (c SetTileName) Apply(p *schema.Pack) error {
	t, err := findTile(p, c.Tile)
	if err != nil {
		return err
	}
	t.Name = c.Name
	return nil
}

// Merge joins a name typed letter by letter.
func (c SetTileName) Merge(next Command) (Command, bool) {
	n, ok := next.(SetTileName)
	return n, ok && n.Tile == c.Tile
}
