package editor

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// The tile editor's edits: ports grouped into features, and the features'
// kinds and markers.

// AssignPort gives a port of a tile to a feature, taking it from the
// feature of the same layer that had it (a port has one terrain, and at
// most one overlay such as fog).
type AssignPort struct {
	Tile    string
	Port    schema.Port
	Feature string
}

func (c AssignPort) Label() string {
	return fmt.Sprintf("assign port %s of %s to %s", c.Port, c.Tile, c.Feature)
}

func (c AssignPort) Apply(p *schema.Pack) error {
	if !c.Port.Valid() {
		return fmt.Errorf("%v is not a port", c.Port)
	}
	t, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	layer, err := layerOf(p, f.Kind)
	if err != nil {
		return err
	}
	if layer == schema.LayerNone {
		return fmt.Errorf("a %s lives inside the tile and has no ports", f.Kind)
	}
	for i := range t.Features {
		o := &t.Features[i]
		if l, _ := layerOf(p, o.Kind); l == layer && o.ID != f.ID {
			o.Ports = slices.DeleteFunc(o.Ports, func(q schema.Port) bool { return q == c.Port })
		}
	}
	if !slices.Contains(f.Ports, c.Port) {
		f.Ports = append(f.Ports, c.Port)
		slices.Sort(f.Ports)
	}
	return nil
}

// tileFeature finds a tile's feature by ids.
func tileFeature(p *schema.Pack, tile, feature string) (*schema.Tile, *schema.Feature, error) {
	t, err := findTile(p, tile)
	if err != nil {
		return nil, nil, err
	}
	f, err := findFeature(t, feature)
	if err != nil {
		return nil, nil, err
	}
	return t, f, nil
}

// layerOf is the layer of a kind in the pack's ruleset.
func layerOf(p *schema.Pack, k schema.Kind) (schema.Layer, error) {
	rs, ok := schema.LookupRuleset(p.Ruleset)
	if !ok {
		return 0, fmt.Errorf("the pack's ruleset %q is unknown", p.Ruleset)
	}
	spec, ok := rs.Spec(k)
	if !ok {
		return 0, fmt.Errorf("%q is not a kind of ruleset %s (%s)", k, rs.Name, rs.KindNames())
	}
	return spec.Layer, nil
}

// AddFeature adds a feature with no ports yet (give it ports with
// AssignPort; a cloister or castle needs none).
type AddFeature struct {
	Tile, ID string
	Kind     schema.Kind
}

func (c AddFeature) Label() string { return fmt.Sprintf("add %s %s to %s", c.Kind, c.ID, c.Tile) }

func (c AddFeature) Apply(p *schema.Pack) error {
	t, err := findTile(p, c.Tile)
	if err != nil {
		return err
	}
	if c.ID == "" {
		return fmt.Errorf("a feature needs an id")
	}
	if _, err := findFeature(t, c.ID); err == nil {
		return fmt.Errorf("tile %s already has a feature %q: choose another id", t.ID, c.ID)
	}
	if _, err := layerOf(p, c.Kind); err != nil {
		return err
	}
	t.Features = append(t.Features, schema.Feature{ID: c.ID, Kind: c.Kind})
	return nil
}

// DeleteFeature removes a feature and every reference to it on its tile
// (borders, a line's end).
type DeleteFeature struct{ Tile, ID string }

func (c DeleteFeature) Label() string { return fmt.Sprintf("delete feature %s of %s", c.ID, c.Tile) }

func (c DeleteFeature) Apply(p *schema.Pack) error {
	t, err := findTile(p, c.Tile)
	if err != nil {
		return err
	}
	if _, err := findFeature(t, c.ID); err != nil {
		return err
	}
	t.Features = slices.DeleteFunc(t.Features, func(f schema.Feature) bool { return f.ID == c.ID })
	for i := range t.Features {
		f := &t.Features[i]
		f.Borders = slices.DeleteFunc(f.Borders, func(b string) bool { return b == c.ID })
		if f.EndsAt == c.ID {
			f.EndsAt = ""
		}
	}
	return nil
}

// SetFeatureKind changes a feature's kind, dropping the markers the new
// kind cannot carry.
type SetFeatureKind struct {
	Tile, Feature string
	Kind          schema.Kind
}

func (c SetFeatureKind) Label() string {
	return fmt.Sprintf("make %s of %s a %s", c.Feature, c.Tile, c.Kind)
}

func (c SetFeatureKind) Apply(p *schema.Pack) error {
	_, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	if _, err := layerOf(p, c.Kind); err != nil {
		return err
	}
	rs, _ := schema.LookupRuleset(p.Ruleset)
	spec, _ := rs.Spec(c.Kind)
	keep := func(m schema.Marker) bool { return slices.Contains(spec.Markers, m) }
	f.Kind = c.Kind
	if !keep(schema.MarkPennants) {
		f.Pennants = 0
	}
	if !keep(schema.MarkBorders) {
		f.Borders = nil
	}
	if !keep(schema.MarkEndsAt) {
		f.EndsAt = ""
	}
	if !keep(schema.MarkMarket) {
		f.Market = ""
	}
	if !keep(schema.MarkBuildings) {
		f.Buildings = 0
	}
	if !keep(schema.MarkHistoric) {
		f.Historic = ""
	}
	if !keep(schema.MarkFountain) {
		f.Fountain = false
	}
	if !keep(schema.MarkStalls) {
		f.Stalls = 0
	}
	return nil
}

// SetPennants sets the pennants (coats of arms) of a city.
type SetPennants struct {
	Tile, Feature string
	N             int
}

func (c SetPennants) Label() string {
	return fmt.Sprintf("set pennants of %s on %s to %d", c.Feature, c.Tile, c.N)
}

func (c SetPennants) Apply(p *schema.Pack) error {
	if c.N < 0 {
		return fmt.Errorf("pennants cannot be negative (%d)", c.N)
	}
	_, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	f.Pennants = c.N
	return nil
}

// Merge joins consecutive pennant edits of one feature.
func (c SetPennants) Merge(next Command) (Command, bool) {
	n, ok := next.(SetPennants)
	return n, ok && n.Tile == c.Tile && n.Feature == c.Feature
}

// SetGhosts sets a tile's ghost symbols (Mists over Carcassonne).
type SetGhosts struct {
	Tile string
	N    int
}

func (c SetGhosts) Label() string { return fmt.Sprintf("set ghosts of %s to %d", c.Tile, c.N) }

func (c SetGhosts) Apply(p *schema.Pack) error {
	if c.N < 0 {
		return fmt.Errorf("ghosts cannot be negative (%d)", c.N)
	}
	t, err := findTile(p, c.Tile)
	if err != nil {
		return err
	}
	t.Ghosts = c.N
	return nil
}
