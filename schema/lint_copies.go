package schema

import (
	"strconv"
	"strings"
)

// lintMixCopies checks a mix's "copies": each names a tile of the pack and
// describes no more copies than the mix holds.
func (l *linter) lintMixCopies(m *Mix, base string, counts map[string]int) {
	for _, tile := range sortedKeys(m.Copies) {
		ptr := base + Pointer("copies", tile)
		if _, ok := l.tile(tile); !ok {
			l.keyErrorf(ptr, "mix %q describes copies of tile %q, but the pack has no such tile%s", m.ID, tile, l.suggest(tile, l.tileIDs()))
			continue
		}
		var described total
		for _, c := range m.Copies[tile] {
			described.add(c.N())
		}
		if n := counts[tile]; n >= 0 && described.cmp(n) > 0 {
			l.errorf(ptr, "mix %q describes %s copies of tile %q but holds %d: describe at most %d", m.ID, described, tile, n, n)
		}
	}
}

// lintTileCopies checks that a tile's "copies" describe no more copies
// than a mix can hold: the engine lists every copy described.
func (l *linter) lintTileCopies(t *Tile, base string) {
	var described total
	for _, c := range t.Copies {
		described.add(c.N())
	}
	if described.cmp(MaxMixTiles) > 0 {
		l.errorf(base+"/copies", "tile %q describes %s copies: a mix holds at most %d tiles, so describe at most %d", t.ID, described, MaxMixTiles, MaxMixTiles)
	}
}

// lintCopyGhosts checks that a tile's "ghosts" and its copies' "ghosts"
// cannot disagree silently. A copy's own "ghosts" wins for that copy; the
// tile's "ghosts" is the default every other copy takes (the copies no
// entry describes, and the entries without "ghosts"). So a copy that sets
// the tile's own value says nothing (and would not follow a change of the
// tile's value), and a tile value that every copy the mixes hold overrides
// is printed on none of them.
func (l *linter) lintCopyGhosts(t *Tile, base string, held int) {
	if !l.rs.Ghosts || len(t.Copies) == 0 {
		return // ghosts in a ruleset without them are reported by lintTileMarkers
	}
	redundant := false
	for i, c := range t.Copies {
		if c.Ghosts != nil && *c.Ghosts == t.Ghosts {
			redundant = true
			l.warnf(base+Pointer("copies", i, "ghosts"), "tile %q: copy entry %d sets \"ghosts\": %d, the tile's own value, which it takes anyway: remove it here, so that this copy follows the tile's \"ghosts\" when it changes",
				t.ID, i+1, t.Ghosts)
		}
	}
	if redundant || t.Ghosts == 0 {
		return // fixing the redundant entries lets the tile's value be used
	}
	if held == 0 {
		return // in no mix: reported elsewhere, and no copy is printed
	}
	own := make([]string, 0, min(held, 6))
	covered := 0
	for _, c := range t.Copies {
		if c.Ghosts == nil {
			return // this entry's copies take the tile's value
		}
		n := min(c.N(), held-covered)
		for range min(n, cap(own)-len(own)) {
			own = append(own, strconv.Itoa(*c.Ghosts))
		}
		covered += n
		if covered == held {
			break
		}
	}
	if covered < held {
		return // the copies no entry describes take the tile's value
	}
	list := strings.Join(own, ", ")
	if held > len(own) {
		list += ", ..."
	}
	l.warnf(base+"/ghosts", "tile %q has \"ghosts\": %d, but each of the %d copies the mixes hold sets its own (%s), and a copy's own value wins, so %d is printed on none: remove \"ghosts\" from the copies that should carry %d, or remove it here",
		t.ID, t.Ghosts, held, list, t.Ghosts, t.Ghosts)
}

// copiesHeld returns, per tile id, the most copies any mix holds: the
// copies of the box, each mix taking the first ones (Tile.Looks). A count
// given twice in a mix counts once, as Counts.Of reads it.
func (l *linter) copiesHeld() map[string]int {
	most := map[string]int{}
	for i := range l.pack.Mixes {
		seen := map[string]bool{}
		for _, tc := range l.pack.Mixes[i].Counts {
			if !seen[tc.Tile] {
				seen[tc.Tile] = true
				most[tc.Tile] = max(most[tc.Tile], min(tc.Count, MaxMixTiles))
			}
		}
	}
	return most
}

// lintUnheldCopies warns about copy entries past the copies any mix holds:
// a mix holding n copies takes the first n described, so what such an
// entry says (its ghosts, decorations, label) is printed and played
// nowhere.
func (l *linter) lintUnheldCopies(t *Tile, base string, held int) {
	if held == 0 {
		return // in no mix: reported elsewhere
	}
	first := 0 // the first copy entry i stands for
	for i, c := range t.Copies {
		if first >= held && (c.Ghosts != nil || len(c.Decorations) > 0 || c.Label != "") {
			l.warnf(base+Pointer("copies", i), "tile %q: copy entry %d describes copy %d, but no mix holds more than %d, so it is printed and played in none: raise a mix's count of %q, or remove the entry",
				t.ID, i+1, first+1, held, t.ID)
		}
		first = min(first+c.N(), MaxMixTiles+1)
	}
}
