package editor

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// SetMarker sets one marker of a feature from the text a designer typed:
// a number for pennants, buildings and stalls; yes/no for a fountain; a
// word for market, historic and endsAt; a comma-separated list of kinds for
// borders. An empty text clears the marker. The schema and the lints then
// say whether the kind may carry it.
type SetMarker struct {
	Tile, Feature string
	Marker        schema.Marker
	Value         string
}

func (c SetMarker) Label() string {
	return fmt.Sprintf("set %s of %s on %s to %q", c.Marker, c.Feature, c.Tile, c.Value)
}

func (c SetMarker) Apply(p *schema.Pack) error {
	_, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	v := strings.TrimSpace(c.Value)
	number := func(dst *int) error {
		if v == "" {
			*dst = 0
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("%s wants a whole number of 0 or more, not %q", c.Marker, c.Value)
		}
		*dst = n
		return nil
	}
	switch c.Marker {
	case schema.MarkPennants:
		return number(&f.Pennants)
	case schema.MarkBuildings:
		return number(&f.Buildings)
	case schema.MarkStalls:
		return number(&f.Stalls)
	case schema.MarkFountain:
		switch strings.ToLower(v) {
		case "", "no", "false", "0":
			f.Fountain = false
		case "yes", "true", "1":
			f.Fountain = true
		default:
			return fmt.Errorf("fountain wants yes or no, not %q", c.Value)
		}
	case schema.MarkMarket:
		f.Market = v
	case schema.MarkHistoric:
		f.Historic = v
	case schema.MarkEndsAt:
		f.EndsAt = v
	case schema.MarkBorders:
		f.Borders = splitList(v)
	default:
		return fmt.Errorf("%q is not a marker (want one of pennants, borders, endsAt, market, buildings, historic, fountain, stalls)", c.Marker)
	}
	return nil
}

// Merge joins consecutive edits of one marker (typing).
func (c SetMarker) Merge(next Command) (Command, bool) {
	n, ok := next.(SetMarker)
	return n, ok && n.Tile == c.Tile && n.Feature == c.Feature && n.Marker == c.Marker
}

// splitList reads "a, b,c" as [a b c]; empty items are dropped.
func splitList(s string) []string {
	var out []string
	for _, item := range strings.Split(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// SetDecorations sets the decoration tags of a tile (Feature "") or of one
// of its features, from a comma-separated list.
type SetDecorations struct {
	Tile, Feature string
	Tags          string
}

func (c SetDecorations) Label() string {
	if c.Feature == "" {
		return fmt.Sprintf("set decorations of %s to %q", c.Tile, c.Tags)
	}
	return fmt.Sprintf("set decorations of %s on %s to %q", c.Feature, c.Tile, c.Tags)
}

func (c SetDecorations) Apply(p *schema.Pack) error {
	tags := splitList(c.Tags)
	if c.Feature == "" {
		t, err := findTile(p, c.Tile)
		if err != nil {
			return err
		}
		t.Decorations = tags
		return nil
	}
	_, f, err := tileFeature(p, c.Tile, c.Feature)
	if err != nil {
		return err
	}
	f.Decorations = tags
	return nil
}

// Merge joins consecutive edits of the same tags (typing).
func (c SetDecorations) Merge(next Command) (Command, bool) {
	n, ok := next.(SetDecorations)
	return n, ok && n.Tile == c.Tile && n.Feature == c.Feature
}

// assignPorts is AssignPort over several ports: what a drag across the
// tile's border makes of its single assignments.
type assignPorts struct {
	Tile, Feature string
	Ports         []schema.Port
}

func (c assignPorts) Label() string {
	names := make([]string, len(c.Ports))
	for i, q := range c.Ports {
		names[i] = q.String()
	}
	return fmt.Sprintf("assign ports %s of %s to %s", strings.Join(names, ", "), c.Tile, c.Feature)
}

func (c assignPorts) Apply(p *schema.Pack) error {
	for _, q := range c.Ports {
		if err := (AssignPort{c.Tile, q, c.Feature}).Apply(p); err != nil {
			return err
		}
	}
	return nil
}

func (c assignPorts) Merge(next Command) (Command, bool) {
	n, ok := next.(AssignPort)
	if !ok || n.Tile != c.Tile || n.Feature != c.Feature {
		return nil, false
	}
	if !slices.Contains(c.Ports, n.Port) {
		c.Ports = append(slices.Clip(c.Ports), n.Port)
	}
	return c, true
}

// Merge joins the assignments of one gesture (a drag over several ports)
// to one feature into one step; Document.Seal ends the gesture.
func (c AssignPort) Merge(next Command) (Command, bool) {
	return assignPorts{c.Tile, c.Feature, []schema.Port{c.Port}}.Merge(next)
}

// MarkerText is a feature's marker as SetMarker reads it ("" when unset).
func MarkerText(f *schema.Feature, m schema.Marker) string {
	num := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	switch m {
	case schema.MarkPennants:
		return num(f.Pennants)
	case schema.MarkBuildings:
		return num(f.Buildings)
	case schema.MarkStalls:
		return num(f.Stalls)
	case schema.MarkFountain:
		if f.Fountain {
			return "yes"
		}
		return ""
	case schema.MarkMarket:
		return f.Market
	case schema.MarkHistoric:
		return f.Historic
	case schema.MarkEndsAt:
		return f.EndsAt
	case schema.MarkBorders:
		return strings.Join(f.Borders, ", ")
	}
	return ""
}
