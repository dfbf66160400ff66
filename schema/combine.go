package schema

import (
	"fmt"
	"slices"
	"strings"
)

// Combine plays expansions on a base pack: it returns one pack the engine
// compiles like any other, holding the base's tiles then each expansion's,
// the base's mixes (same ids, same order, same start) with every
// expansion's mix counts added to each, the modules of all and their rule
// blocks. The result has no Source: it describes no file.
//
// Combining is checked: an expansion of another ruleset, a pack that is
// not an expansion, a tile id two packs define, a module the ruleset does
// not take or that two packs bring, a rule block two packs give and a mix
// the additions make too large are errors, each reported in every file it
// concerns (the packs' Source positions) and naming the other side. The
// packs should each have passed Check first; Combine judges only how they
// fit together. The pack is nil when the diagnostics hold an error; it
// shares the packs' tiles and rule blocks: Clone it before editing it.
func Combine(base *Pack, expansions ...*Pack) (*Pack, Diagnostics) {
	c := &combiner{base: base}
	c.check(expansions)
	if c.diags.HasErrors() {
		return nil, c.diags.Normalize()
	}
	return c.combine(expansions), c.diags.Normalize()
}

type combiner struct {
	base  *Pack
	diags Diagnostics
}

// place is a value of one pack: its file, position and pointer.
type place struct {
	pack    *Pack
	pointer string
}

func (p place) file() string {
	if p.pack.Source != nil {
		return p.pack.Source.File
	}
	return p.pack.ID + ".json"
}

func (p place) pos() Position { return p.pack.Source.Value(p.pointer) }

// String is the place as file:line:col, for a message in another file.
func (p place) String() string {
	if p.pack.Source == nil {
		return p.file() + " at " + p.pointer
	}
	pos := p.pos()
	return fmt.Sprintf("%s:%d:%d", p.file(), pos.Line, pos.Col)
}

// errorAt reports an error at one place.
func (c *combiner) errorAt(at place, format string, args ...any) {
	pos := at.pos()
	c.diags = append(c.diags, Diagnostic{File: at.file(), Line: pos.Line, Col: pos.Col, Pointer: at.pointer,
		Severity: SeverityError, Message: fmt.Sprintf(format, args...)})
}

// clash reports one problem at both places, each message naming the other.
func (c *combiner) clash(here, there place, hereMsg, thereMsg string) {
	c.errorAt(here, "%s (%s)", hereMsg, there)
	c.errorAt(there, "%s (%s)", thereMsg, here)
}

// role names a pack in a message: "the base pack winter-edition" or
// "expansion messages".
func (c *combiner) role(p *Pack) string {
	if p == c.base {
		return "the base pack " + p.ID
	}
	return "expansion " + p.ID
}

func (c *combiner) check(expansions []*Pack) {
	base := c.base
	if base.Expansion {
		c.errorAt(place{base, "/expansion"}, "%s is an expansion: play or draw it on a complete pack of the %s ruleset, which names it with --with (PACK --with %s)", base.ID, base.Ruleset, base.ID)
		return
	}
	rs, known := LookupRuleset(base.Ruleset)
	tiles := map[string]place{}
	for i, t := range base.Tiles {
		if _, seen := tiles[t.ID]; !seen {
			tiles[t.ID] = place{base, Pointer("tiles", i, "id")}
		}
	}
	modules := map[string]place{}
	for i, m := range base.Modules {
		modules[m] = place{base, Pointer("modules", i)}
	}
	blocks := map[string]place{}
	for _, b := range ruleBlocks() {
		if base.Rules.has(b.name) {
			blocks[b.name] = place{base, "/rules/" + b.name}
		}
	}
	seen := map[*Pack]bool{base: true}
	for _, e := range expansions {
		if seen[e] {
			continue
		}
		seen[e] = true
		if !e.Expansion {
			c.errorAt(place{e, "/expansion"}, "%s is not an expansion (no \"expansion\": true): it can be played on its own, not with %s", e.ID, base.ID)
			continue
		}
		if e.Ruleset != base.Ruleset {
			c.clash(place{e, "/ruleset"}, place{base, "/ruleset"},
				fmt.Sprintf("expansion %s is for the %s ruleset, but the base pack %s plays %s", e.ID, e.Ruleset, base.ID, base.Ruleset),
				fmt.Sprintf("the base pack %s plays %s, but expansion %s is for %s", base.ID, base.Ruleset, e.ID, e.Ruleset))
			continue
		}
		for i, t := range e.Tiles {
			here := place{e, Pointer("tiles", i, "id")}
			if there, taken := tiles[t.ID]; taken {
				c.clash(here, there,
					fmt.Sprintf("tile id %q is also a tile of %s: rename one of them", t.ID, c.role(there.pack)),
					fmt.Sprintf("tile id %q is also a tile of %s: rename one of them", t.ID, c.role(e)))
				continue
			}
			tiles[t.ID] = here
		}
		for i, m := range e.Modules {
			here := place{e, Pointer("modules", i)}
			if known && !slices.Contains(rs.Modules, m) {
				c.clash(here, place{base, "/ruleset"},
					fmt.Sprintf("module %q does not play with the %s ruleset of the base pack %s", m, base.Ruleset, base.ID),
					fmt.Sprintf("the %s ruleset does not take module %q, which expansion %s brings", base.Ruleset, m, e.ID))
				continue
			}
			if there, taken := modules[m]; taken {
				c.clash(here, there,
					fmt.Sprintf("module %q is also brought by %s: keep it in one pack", m, c.role(there.pack)),
					fmt.Sprintf("module %q is also brought by %s: keep it in one pack", m, c.role(e)))
				continue
			}
			modules[m] = here
		}
		for _, b := range ruleBlocks() {
			if !e.Rules.has(b.name) || b.name == e.Ruleset {
				continue // the ruleset's own block in an expansion is Lint's to report
			}
			here := place{e, "/rules/" + b.name}
			if there, taken := blocks[b.name]; taken {
				c.clash(here, there,
					fmt.Sprintf("rules block %q is also given by %s: the parameters of %s come from one pack", b.name, c.role(there.pack), b.game),
					fmt.Sprintf("rules block %q is also given by %s: the parameters of %s come from one pack", b.name, c.role(e), b.game))
				continue
			}
			blocks[b.name] = here
		}
	}
	c.checkSizes(expansions)
}

// checkSizes refuses a combination past the pack limits: too many tiles,
// or a mix that the additions make larger than MaxMixTiles.
func (c *combiner) checkSizes(expansions []*Pack) {
	if c.diags.HasErrors() {
		return
	}
	n := len(c.base.Tiles)
	var added total
	for _, e := range expansions {
		n += len(e.Tiles)
		if len(e.Mixes) > 0 {
			added.add(e.Mixes[0].Counts.Sum())
		}
	}
	if n > MaxTiles {
		c.errorAt(place{c.base, "/tiles"}, "the combination holds %d distinct tiles: a pack holds at most %d", n, MaxTiles)
	}
	for i, m := range c.base.Mixes {
		if len(m.Stacks) > 0 && added.cmp(0) > 0 {
			for _, e := range expansions {
				if len(e.Mixes) > 0 && e.Mixes[0].Counts.Sum() > 0 {
					c.clash(place{e, Pointer("mixes", 0, "counts")}, place{c.base, Pointer("mixes", i, "stacks")},
						fmt.Sprintf("these tiles cannot join mix %q of the base pack %s, which deals its tiles into stacks of set sizes", m.ID, c.base.ID),
						fmt.Sprintf("mix %q deals its tiles into stacks of set sizes, which expansion %s's tiles would not fit: give the expansion its own base pack with stacks that hold them", m.ID, e.ID))
				}
			}
		}
		sum := m.Counts.total()
		sum.add(added.saturate())
		if sum.cmp(MaxMixTiles) > 0 {
			c.errorAt(place{c.base, Pointer("mixes", i, "total")}, "mix %q with the expansions' tiles holds %s tiles: a mix holds at most %d", m.ID, sum, MaxMixTiles)
		}
	}
}

func (c *combiner) combine(expansions []*Pack) *Pack {
	base := c.base
	out := *base
	out.Source = nil
	out.Modules = slices.Clone(base.Modules)
	out.Notes = slices.Clone(base.Notes)
	out.Provenance = slices.Clone(base.Provenance)
	out.Tiles = slices.Clone(base.Tiles)
	out.Mixes = make([]Mix, len(base.Mixes))
	for i, m := range base.Mixes {
		m.Counts = slices.Clone(m.Counts)
		if m.Copies != nil {
			copies := make(map[string][]MixCopy, len(m.Copies))
			for k, v := range m.Copies {
				copies[k] = v
			}
			m.Copies = copies
		}
		out.Mixes[i] = m
	}
	names := []string{base.Name}
	seen := map[*Pack]bool{base: true}
	for _, e := range expansions {
		if seen[e] {
			continue
		}
		seen[e] = true
		names = append(names, e.Name)
		out.Modules = append(out.Modules, e.Modules...)
		out.Notes = append(out.Notes, e.Notes...)
		out.Provenance = append(out.Provenance, e.Provenance...)
		out.Tiles = append(out.Tiles, e.Tiles...)
		out.Rules.takeModules(e.Rules)
		if len(e.Mixes) == 0 {
			continue
		}
		add := e.Mixes[0]
		for i := range out.Mixes {
			m := &out.Mixes[i]
			m.Counts = append(m.Counts, add.Counts...)
			m.Total += add.Total
			for id, cs := range add.Copies {
				if m.Copies == nil {
					m.Copies = map[string][]MixCopy{}
				}
				m.Copies[id] = cs
			}
		}
	}
	out.Name = strings.Join(names, " + ")
	return &out
}

// takeModules adds from's module blocks to r; the ruleset's own block
// always comes from the base.
func (r *Rules) takeModules(from Rules) {
	if from.Messages != nil {
		r.Messages = from.Messages
	}
}
