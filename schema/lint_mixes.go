package schema

import (
	"fmt"
	"strings"
)

func (l *linter) lintMixes() {
	ids := make([]string, len(l.pack.Mixes))
	for i, m := range l.pack.Mixes {
		ids[i] = m.ID
	}
	l.duplicates("mix id", ids, func(i int) string { return Pointer("mixes", i, "id") })
	if l.pack.Expansion {
		l.lintExpansionMixes()
	}
	used := map[string]bool{}
	for mi := range l.pack.Mixes {
		l.lintMix(mi, used)
	}
	for ti, t := range l.pack.Tiles {
		if t.ID != "" && !used[t.ID] && len(l.pack.Mixes) > 0 {
			l.warnf(Pointer("tiles", ti, "id"), "tile %q is in no mix: give it a count in a mix, or remove it", t.ID)
		}
	}
}

func (l *linter) lintMix(mi int, used map[string]bool) {
	m := &l.pack.Mixes[mi]
	base := Pointer("mixes", mi)
	counts := make(map[string]int, len(m.Counts)) // as Counts.Of: the first count of each tile
	for _, tc := range m.Counts {
		if _, seen := counts[tc.Tile]; !seen {
			counts[tc.Tile] = tc.Count
		}
		if _, ok := l.tile(tc.Tile); !ok {
			l.keyErrorf(base+Pointer("counts", tc.Tile), "mix %q counts tile %q, but the pack has no such tile%s", m.ID, tc.Tile, l.suggest(tc.Tile, l.tileIDs()))
		} else if tc.Count != 0 {
			used[tc.Tile] = true // a negative count is the schema's to report
		}
	}
	sum := m.Counts.total()
	if len(m.Counts) > 0 && sum.cmp(m.Total) != 0 {
		l.errorf(base+"/total", "mix %q: the counts add up to %s tiles but \"total\" says %d: correct a count or the total", m.ID, sum, m.Total)
	}
	if sum.cmp(MaxMixTiles) > 0 {
		l.errorf(base+"/counts", "mix %q holds %s tiles: a mix holds at most %d, start tiles included: lower its counts", m.ID, sum, MaxMixTiles)
	}
	if !l.pack.Expansion {
		l.lintStart(m, base, counts)
	}
	if len(m.Stacks) > 0 && !l.pack.Expansion {
		var pile, stacks total
		pile.add(m.Total)
		pile.add(-len(m.Start))
		for _, s := range m.Stacks {
			stacks.add(s)
		}
		if stacks.cmpTotal(pile) != 0 {
			l.errorf(base+"/stacks", "mix %q: the stacks hold %s tiles but the draw pile has %s (total %d minus %d start tile(s)): make them agree",
				m.ID, stacks, pile, m.Total, len(m.Start))
		}
	}
	l.lintMixCopies(m, base, counts)
}

func (l *linter) lintStart(m *Mix, base string, counts map[string]int) {
	switch {
	case l.rs.Start == StartRequired && len(m.Start) == 0:
		l.errorf(base, "mix %q has no start tile: a %s game starts from one; add \"start\": [{\"tile\": ID, \"x\": 0, \"y\": 0}]", m.ID, l.rs.Name)
	case l.rs.Start == StartForbidden && len(m.Start) > 0:
		l.errorf(base+"/start", "mix %q has a start tile, but The Castle starts from the board's start spaces: remove \"start\"", m.ID)
	}
	uses := map[string]int{}
	cells := map[[2]int]int{}
	for i, pl := range m.Start {
		ptr := base + Pointer("start", i)
		if _, ok := l.tile(pl.Tile); !ok {
			l.errorf(ptr+"/tile", "start tile %q does not exist in the pack%s", pl.Tile, l.suggest(pl.Tile, l.tileIDs()))
			continue
		}
		uses[pl.Tile]++
		if uses[pl.Tile] > counts[pl.Tile] {
			l.errorf(ptr+"/tile", "start tile %q is used %d time(s) but mix %q holds %d: the start is taken from the mix's copies, so count it there",
				pl.Tile, uses[pl.Tile], m.ID, counts[pl.Tile])
		}
		cell := [2]int{pl.X, pl.Y}
		if j, taken := cells[cell]; taken {
			l.errorf(ptr, "start placements %d and %d both use cell (%d,%d): each cell holds one tile", j, i, pl.X, pl.Y)
			continue
		}
		cells[cell] = i
	}
	if len(m.Start) > 1 && len(cells) == len(m.Start) {
		l.lintStartLayout(m, base)
	}
}

// lintStartLayout checks that a start layout of several cells is connected
// edge to edge and that its facing ports match per the ruleset.
func (l *linter) lintStartLayout(m *Mix, base string) {
	type placed struct {
		index int
		ports [NumPorts]Kind // kind of the terrain feature on each board port
	}
	board := map[[2]int]placed{}
	for i, pl := range m.Start {
		t, ok := l.tile(pl.Tile)
		if !ok {
			return
		}
		var ports [NumPorts]Kind
		for _, f := range t.Features {
			if spec, ok := l.rs.Spec(f.Kind); !ok || spec.Layer != LayerTerrain {
				continue
			}
			for _, p := range validPorts(f.Ports) {
				ports[p.Rotate(pl.Rot/90)] = f.Kind
			}
		}
		board[[2]int{pl.X, pl.Y}] = placed{i, ports}
	}
	// Connectivity: flood from the first placement.
	first := m.Start[0]
	seen := map[[2]int]bool{{first.X, first.Y}: true}
	queue := [][2]int{{first.X, first.Y}}
	dirs := [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} // N E S W
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for e, d := range dirs {
			n := [2]int{c[0] + d[0], c[1] + d[1]}
			other, ok := board[n]
			if !ok {
				continue
			}
			if !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
			if e == 0 || e == 3 {
				continue // check each shared edge once: from its west or north cell
			}
			here := board[c]
			var clashes []string
			for slot := range 3 {
				p := Port(e*3 + slot)
				a, b := here.ports[p], other.ports[p.Facing()]
				if a != "" && b != "" && a != b && (l.matches(a) || l.matches(b)) {
					clashes = append(clashes, fmt.Sprintf("%s %s meets %s %s", p, a, p.Facing(), b))
				}
			}
			if len(clashes) > 0 {
				l.errorf(base+Pointer("start", other.index), "start layout: the %s edge of %q at (%d,%d) does not match %q at (%d,%d) (%s): matching terrain must meet its own kind",
					edgeName(e), m.Start[here.index].Tile, c[0], c[1], m.Start[other.index].Tile, n[0], n[1], strings.Join(clashes, ", "))
			}
		}
	}
	if len(seen) < len(board) {
		var loose []string
		for i, pl := range m.Start {
			if !seen[[2]int{pl.X, pl.Y}] {
				loose = append(loose, fmt.Sprintf("%d (%d,%d)", i, pl.X, pl.Y))
			}
		}
		l.errorf(base+"/start", "start layout of mix %q is not connected edge to edge: placement(s) %s touch no other: move them next to the rest",
			m.ID, strings.Join(loose, ", "))
	}
}

func (l *linter) matches(k Kind) bool {
	spec, ok := l.rs.Spec(k)
	return ok && spec.Matches
}
