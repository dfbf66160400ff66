package editor

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The Castle's wall tiles (rules.castle.wallTiles) as rows: add one,
// remove one, and change a row's kind (the number printed on it), its
// copies in the box, its effect or its value. The words of each row say
// what the tile does.

// wallTile is row i of the pack's wall tiles.
func wallTile(p *schema.Pack, i int) (*schema.WallTile, error) {
	if p.Rules.Castle == nil {
		return nil, fmt.Errorf("the pack has no Castle rules")
	}
	w := p.Rules.Castle.WallTiles
	if i < 0 || i >= len(w) {
		return nil, fmt.Errorf("there is no wall tile row %d (there are %d)", i+1, len(w))
	}
	return &w[i], nil
}

// AddWallTile adds a row for the lowest kind from 1 to 9 the pack does
// not have: two copies of 5 points, the printed tile 9's effect, which
// needs no territory.
type AddWallTile struct{}

func (AddWallTile) Label() string { return "add a wall tile" }

func (AddWallTile) Apply(p *schema.Pack) error {
	if p.Rules.Castle == nil {
		return fmt.Errorf("the pack has no Castle rules")
	}
	r := p.Rules.Castle
	for kind := 1; kind <= 9; kind++ {
		if !slices.ContainsFunc(r.WallTiles, func(w schema.WallTile) bool { return w.Kind == kind }) {
			value, _ := schema.PrintedWallTileValue("points")
			r.WallTiles = append(r.WallTiles, schema.WallTile{Kind: kind, Count: 2, Effect: "points", Value: value})
			return nil
		}
	}
	return fmt.Errorf("the pack has a wall tile of every kind from 1 to 9: change one instead")
}

// RemoveWallTile takes row Index out.
type RemoveWallTile struct{ Index int }

func (c RemoveWallTile) Label() string { return fmt.Sprintf("remove wall tile row %d", c.Index+1) }

func (c RemoveWallTile) Apply(p *schema.Pack) error {
	if _, err := wallTile(p, c.Index); err != nil {
		return err
	}
	r := p.Rules.Castle
	r.WallTiles = slices.Delete(r.WallTiles, c.Index, c.Index+1)
	return nil
}

// SetWallTileKind sets the number printed on row Index's tiles.
type SetWallTileKind struct{ Index, Kind int }

func (c SetWallTileKind) Label() string {
	return fmt.Sprintf("set the kind of wall tile row %d to %d", c.Index+1, c.Kind)
}

func (c SetWallTileKind) Apply(p *schema.Pack) error {
	w, err := wallTile(p, c.Index)
	if err != nil {
		return err
	}
	w.Kind = c.Kind
	return nil
}

// Merge joins a kind typed digit by digit.
func (c SetWallTileKind) Merge(next Command) (Command, bool) {
	n, ok := next.(SetWallTileKind)
	return n, ok && n.Index == c.Index
}

// SetWallTileCount sets how many copies of row Index the box holds.
type SetWallTileCount struct{ Index, Count int }

func (c SetWallTileCount) Label() string {
	return fmt.Sprintf("set the copies of wall tile row %d to %d", c.Index+1, c.Count)
}

func (c SetWallTileCount) Apply(p *schema.Pack) error {
	w, err := wallTile(p, c.Index)
	if err != nil {
		return err
	}
	if c.Count < 0 {
		return fmt.Errorf("a wall tile's copies cannot be negative (%d)", c.Count)
	}
	w.Count = c.Count
	return nil
}

// Merge joins a count typed digit by digit.
func (c SetWallTileCount) Merge(next Command) (Command, bool) {
	n, ok := next.(SetWallTileCount)
	return n, ok && n.Index == c.Index
}

// SetWallTileEffect sets row Index's effect. An effect that takes a value
// gets the printed game's when the row has none, or had the effect
// extra-turn; extra-turn takes none, and the value goes with it.
type SetWallTileEffect struct {
	Index  int
	Effect string
}

func (c SetWallTileEffect) Label() string {
	return fmt.Sprintf("set the effect of wall tile row %d to %s", c.Index+1, c.Effect)
}

func (c SetWallTileEffect) Apply(p *schema.Pack) error {
	if !slices.Contains(schema.WallTileEffects, c.Effect) {
		return fmt.Errorf("%q is not a wall tile effect (want one of %s)", c.Effect, strings.Join(schema.WallTileEffects, ", "))
	}
	w, err := wallTile(p, c.Index)
	if err != nil {
		return err
	}
	w.Effect = c.Effect
	if printed, ok := schema.PrintedWallTileValue(c.Effect); !ok {
		w.Value = 0
	} else if w.Value == 0 {
		w.Value = printed
	}
	return nil
}

// SetWallTileValue sets row Index's value: points per tile or stall,
// tiles added to the keep, or flat points.
type SetWallTileValue struct{ Index, Value int }

func (c SetWallTileValue) Label() string {
	return fmt.Sprintf("set the value of wall tile row %d to %d", c.Index+1, c.Value)
}

func (c SetWallTileValue) Apply(p *schema.Pack) error {
	w, err := wallTile(p, c.Index)
	if err != nil {
		return err
	}
	if _, ok := schema.PrintedWallTileValue(w.Effect); !ok {
		return fmt.Errorf("wall tile row %d (%s) takes no value", c.Index+1, w.Effect)
	}
	if c.Value < 0 {
		return fmt.Errorf("a wall tile's value cannot be negative (%d)", c.Value)
	}
	w.Value = c.Value
	return nil
}

// Merge joins a value typed digit by digit.
func (c SetWallTileValue) Merge(next Command) (Command, bool) {
	n, ok := next.(SetWallTileValue)
	return n, ok && n.Index == c.Index
}
