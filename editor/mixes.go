package editor

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// The mix editor's edits: mixes as a whole, their start and their stacks.
// Counts are SetCount.

// AddMix adds a mix, a copy of mix From ("" for an empty one).
type AddMix struct{ ID, From string }

func (c AddMix) Label() string { return "add mix " + c.ID }

func (c AddMix) Apply(p *schema.Pack) error {
	if c.ID == "" {
		return fmt.Errorf("a mix needs an id")
	}
	if _, err := findMix(p, c.ID); err == nil {
		return fmt.Errorf("the pack has a mix %s already", c.ID)
	}
	m := schema.Mix{ID: c.ID, Name: c.ID}
	if c.From != "" {
		from, err := findMix(p, c.From)
		if err != nil {
			return err
		}
		m = cloneMix(*from)
		m.ID, m.Name = c.ID, from.Name+" (copy)"
	}
	p.Mixes = append(p.Mixes, m)
	return nil
}

// cloneMix copies a mix so that the copy shares no slice or map with it.
func cloneMix(m schema.Mix) schema.Mix {
	m.Counts = slices.Clone(m.Counts)
	m.Start = slices.Clone(m.Start)
	m.Stacks = slices.Clone(m.Stacks)
	if m.Copies != nil {
		copies := make(map[string][]schema.MixCopy, len(m.Copies))
		for k, v := range m.Copies {
			copies[k] = slices.Clone(v)
		}
		m.Copies = copies
	}
	return m
}

// DeleteMix removes a mix.
type DeleteMix struct{ ID string }

func (c DeleteMix) Label() string { return "delete mix " + c.ID }

func (c DeleteMix) Apply(p *schema.Pack) error {
	i := slices.IndexFunc(p.Mixes, func(m schema.Mix) bool { return m.ID == c.ID })
	if i < 0 {
		return fmt.Errorf("the pack has no mix %q", c.ID)
	}
	p.Mixes = slices.Delete(p.Mixes, i, i+1)
	return nil
}

// SetMixName sets a mix's display name.
type SetMixName struct{ Mix, Name string }

func (c SetMixName) Label() string { return fmt.Sprintf("name mix %s %q", c.Mix, c.Name) }

func (c SetMixName) Apply(p *schema.Pack) error {
	m, err := findMix(p, c.Mix)
	if err != nil {
		return err
	}
	m.Name = c.Name
	return nil
}

// Merge joins consecutive edits of one name (typing).
func (c SetMixName) Merge(next Command) (Command, bool) {
	n, ok := next.(SetMixName)
	return n, ok && n.Mix == c.Mix
}

// SetStart sets a mix's start from text: placements separated by ";",
// each "TILE X Y [ROT]" ("D 0 0", "S1 0 0 90; S2 1 0"). Empty text removes
// the start.
type SetStart struct{ Mix, Text string }

func (c SetStart) Label() string { return fmt.Sprintf("set start of %s to %q", c.Mix, c.Text) }

func (c SetStart) Apply(p *schema.Pack) error {
	m, err := findMix(p, c.Mix)
	if err != nil {
		return err
	}
	start, err := ParseStart(c.Text)
	if err != nil {
		return err
	}
	m.Start = start
	return nil
}

// Merge joins consecutive edits of one start (typing).
func (c SetStart) Merge(next Command) (Command, bool) {
	n, ok := next.(SetStart)
	return n, ok && n.Mix == c.Mix
}

// ParseStart reads SetStart's text.
func ParseStart(text string) ([]schema.Placement, error) {
	var out []schema.Placement
	for i, item := range strings.Split(text, ";") {
		fields := strings.Fields(item)
		if len(fields) == 0 {
			continue
		}
		if len(fields) < 3 || len(fields) > 4 {
			return nil, fmt.Errorf("start placement %d %q: want TILE X Y [ROT], e.g. \"D 0 0 90\"", i+1, strings.TrimSpace(item))
		}
		pl := schema.Placement{Tile: fields[0]}
		nums := []*int{&pl.X, &pl.Y, &pl.Rot}
		for j, f := range fields[1:] {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("start placement %d: %q is not a whole number", i+1, f)
			}
			*nums[j] = n
		}
		out = append(out, pl)
	}
	return out, nil
}

// FormatStart writes placements as SetStart reads them.
func FormatStart(start []schema.Placement) string {
	parts := make([]string, len(start))
	for i, pl := range start {
		parts[i] = fmt.Sprintf("%s %d %d", pl.Tile, pl.X, pl.Y)
		if pl.Rot != 0 {
			parts[i] += fmt.Sprintf(" %d", pl.Rot)
		}
	}
	return strings.Join(parts, "; ")
}

// SetStacks sets the sizes of a mix's stacks from a comma-separated list
// ("20, 20, 20"); empty text removes them.
type SetStacks struct{ Mix, Text string }

func (c SetStacks) Label() string { return fmt.Sprintf("set stacks of %s to %q", c.Mix, c.Text) }

func (c SetStacks) Apply(p *schema.Pack) error {
	m, err := findMix(p, c.Mix)
	if err != nil {
		return err
	}
	var stacks []int
	for _, item := range splitList(c.Text) {
		n, err := strconv.Atoi(item)
		if err != nil || n <= 0 {
			return fmt.Errorf("a stack size is a whole number above 0, not %q", item)
		}
		stacks = append(stacks, n)
	}
	m.Stacks = stacks
	return nil
}

// Merge joins consecutive edits of one mix's stacks (typing).
func (c SetStacks) Merge(next Command) (Command, bool) {
	n, ok := next.(SetStacks)
	return n, ok && n.Mix == c.Mix
}
