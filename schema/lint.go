package schema

import (
	"slices"
	"strings"
)

// Lint runs the semantic checks no JSON Schema can express: tile geometry
// over the port model, references between features, tiles and mixes,
// totals, and the rule parameters of the pack's ruleset. Values the schema
// already rejects (an unknown port name, say) are skipped here rather than
// reported twice.
func Lint(p *Pack) Diagnostics {
	src, diags := sourceOf(p)
	if src == nil {
		return diags
	}
	return lintSource(p, src)
}

func lintSource(p *Pack, src *Source) Diagnostics {
	l := &linter{reporter: reporter{src: src}, pack: p, guesses: maxGuesses}
	l.index()
	rs, ok := LookupRuleset(p.Ruleset)
	if !ok {
		// The schema reports the unknown name; without a ruleset no kind
		// can be judged, so only the ruleset-free checks run.
		rs = &Ruleset{Name: p.Ruleset}
	}
	l.rs = rs
	l.lintModules()
	l.lintTiles()
	l.lintMixes()
	l.lintRules()
	return l.diags.Normalize()
}

type linter struct {
	reporter
	pack *Pack
	rs   *Ruleset
	// tiles and mixes index the pack's tiles and mixes by id (the first
	// of each id), so that a lookup costs the same in a pack of 10 tiles
	// as in one of 100,000: validation stays linear in the pack's size.
	tiles, mixes map[string]int
	ids, mixIDs  []string // tile and mix ids in pack order
	// guesses is how many more candidates "did you mean" may compare:
	// a pack full of unknown names must not make validation quadratic.
	guesses int
}

// maxGuesses bounds the edit distances one lint run computes for
// suggestions: plenty for every typo of a real pack.
const maxGuesses = 1 << 20

func (l *linter) index() {
	l.tiles = make(map[string]int, len(l.pack.Tiles))
	l.ids = make([]string, len(l.pack.Tiles))
	for i, t := range l.pack.Tiles {
		l.ids[i] = t.ID
		if _, dup := l.tiles[t.ID]; !dup {
			l.tiles[t.ID] = i
		}
	}
	l.mixes = make(map[string]int, len(l.pack.Mixes))
	l.mixIDs = make([]string, len(l.pack.Mixes))
	for i, m := range l.pack.Mixes {
		l.mixIDs[i] = m.ID
		if _, dup := l.mixes[m.ID]; !dup {
			l.mixes[m.ID] = i
		}
	}
}

func (l *linter) tile(id string) (*Tile, bool) {
	i, ok := l.tiles[id]
	if !ok {
		return nil, false
	}
	return &l.pack.Tiles[i], true
}

func (l *linter) tileIDs() []string { return l.ids }

func (l *linter) lintModules() {
	for i, m := range l.pack.Modules {
		if !isKnownModule(m) {
			continue // the schema names the unknown module
		}
		if !slices.Contains(l.rs.Modules, m) {
			l.errorf(Pointer("modules", i), "module %q does not play with the %s ruleset: it needs %s",
				m, l.rs.Name, strings.Join(modulesHosts(m), " or "))
		}
	}
}

// modulesHosts lists the rulesets that accept module m.
func modulesHosts(m string) []string {
	var hosts []string
	for _, r := range rulesets {
		if slices.Contains(r.Modules, m) {
			hosts = append(hosts, r.Name)
		}
	}
	return hosts
}

// duplicates reports ids given twice in a list, at the later occurrence.
func (l *linter) duplicates(what string, ids []string, ptr func(i int) string) {
	first := map[string]int{}
	for i, id := range ids {
		if id == "" {
			continue
		}
		if j, seen := first[id]; seen {
			l.errorf(ptr(i), "duplicate %s %q (also at %s): each must be unique", what, id, ptr(j))
			continue
		}
		first[id] = i
	}
}

// suggest returns " (did you mean "x"?)" for a likely typo of one of ids,
// while the run's budget of comparisons lasts.
func (l *linter) suggest(word string, ids []string) string {
	if l.guesses < len(ids) {
		return ""
	}
	l.guesses -= len(ids)
	if s := closest(word, ids); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}
