package schema

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
