package editor

import (
	"fmt"
	"slices"

	"github.com/tilesmith/tilesmith/schema"
)

// A tile's physical copies: the tile's "ghosts" and "decorations" are the
// defaults every copy takes, and an entry of its "copies" overrides them
// for the copies it stands for (schema.Tile.Looks). The Tile tab lists one
// row per physical copy, and the commands here edit one copy, splitting an
// entry that stands for several, so that what the designer sees per copy is
// what the engine, the renderer and the PDF read.

// MaxCopyRows bounds the copies TileCopies lists: a box holds a handful of
// copies of a tile, a pack past this is edited as text.
const MaxCopyRows = 64

// CopyRow is one physical copy of a tile.
type CopyRow struct {
	// Ghosts are the symbols printed on the copy; OwnGhosts says the copy
	// sets them (it wins over the tile's value) rather than taking the
	// tile's.
	Ghosts    int
	OwnGhosts bool
	// Decorations are the copy's own tags, nil when it takes the tile's.
	Decorations []string
	Label       string
	// Held is the number of mixes that hold this copy (a mix holding n
	// copies takes the first n).
	Held int
	// MixLooks are the editions that show this copy with other
	// decorations (a mix's "copies").
	MixLooks []MixLook
}

// MixLook is how one mix shows a copy.
type MixLook struct {
	Mix         string
	Decorations []string
	Label       string
}

// TileCopies lists the physical copies of tile id: as many as the most any
// mix holds, or as the tile's "copies" describe if those are more (at most
// MaxCopyRows). more is how many copies past the limit are not listed.
func TileCopies(p *schema.Pack, id string) (rows []CopyRow, more int, err error) {
	t, err := findTile(p, id)
	if err != nil {
		return nil, 0, err
	}
	n, described := 0, 0
	for _, m := range p.Mixes {
		n = max(n, m.Counts.Of(id))
	}
	for _, c := range t.Copies {
		described = min(described+c.N(), schema.MaxMixTiles)
	}
	n = max(n, described)
	rows = make([]CopyRow, min(n, MaxCopyRows))
	for i := range rows {
		rows[i].Ghosts = t.Ghosts
	}
	i := 0
	for _, c := range t.Copies {
		for range c.N() {
			if i >= len(rows) {
				break
			}
			r := &rows[i]
			if c.Ghosts != nil {
				r.Ghosts, r.OwnGhosts = *c.Ghosts, true
			}
			r.Decorations, r.Label = c.Decorations, c.Label
			i++
		}
	}
	for _, m := range p.Mixes {
		for i := range min(m.Counts.Of(id), len(rows)) {
			rows[i].Held++
		}
		i := 0
		for _, c := range m.Copies[id] {
			for range c.N() {
				if i < len(rows) {
					rows[i].MixLooks = append(rows[i].MixLooks, MixLook{Mix: m.ID, Decorations: c.Decorations, Label: c.Label})
				}
				i++
			}
		}
	}
	return rows, n - len(rows), nil
}

// SetCopyGhosts sets the ghost symbols of one physical copy (0 is the
// first). A copy set to the tile's own value takes the tile's value, so
// that one value stays the source for every copy that shares it.
type SetCopyGhosts struct {
	Tile string
	Copy int
	N    int
}

func (c SetCopyGhosts) Label() string {
	return fmt.Sprintf("set ghosts of copy %d of %s to %d", c.Copy+1, c.Tile, c.N)
}

func (c SetCopyGhosts) Apply(p *schema.Pack) error {
	if c.N < 0 {
		return fmt.Errorf("ghosts cannot be negative (%d)", c.N)
	}
	return editCopy(p, c.Tile, c.Copy, func(t *schema.Tile, cp *schema.TileCopy) {
		cp.Ghosts = nil
		if c.N != t.Ghosts {
			cp.Ghosts = &c.N
		}
	})
}

// Merge joins a number typed digit by digit into the same copy.
func (c SetCopyGhosts) Merge(next Command) (Command, bool) {
	n, ok := next.(SetCopyGhosts)
	return n, ok && n.Tile == c.Tile && n.Copy == c.Copy
}

// SetCopyDecorations sets one copy's own decoration tags (comma-separated;
// none, or the tile's own, and it takes the tile's).
type SetCopyDecorations struct {
	Tile string
	Copy int
	Tags string
}

func (c SetCopyDecorations) Label() string {
	return fmt.Sprintf("set decorations of copy %d of %s to %q", c.Copy+1, c.Tile, c.Tags)
}

func (c SetCopyDecorations) Apply(p *schema.Pack) error {
	return editCopy(p, c.Tile, c.Copy, func(t *schema.Tile, cp *schema.TileCopy) {
		cp.Decorations = splitList(c.Tags)
		if slices.Equal(cp.Decorations, t.Decorations) {
			cp.Decorations = nil
		}
	})
}

// Merge joins tags typed letter by letter into the same copy.
func (c SetCopyDecorations) Merge(next Command) (Command, bool) {
	n, ok := next.(SetCopyDecorations)
	return n, ok && n.Tile == c.Tile && n.Copy == c.Copy
}

// SetCopyLabel sets how one copy is told apart ("" for none).
type SetCopyLabel struct {
	Tile string
	Copy int
	Text string
}

func (c SetCopyLabel) Label() string {
	return fmt.Sprintf("label copy %d of %s %q", c.Copy+1, c.Tile, c.Text)
}

func (c SetCopyLabel) Apply(p *schema.Pack) error {
	return editCopy(p, c.Tile, c.Copy, func(_ *schema.Tile, cp *schema.TileCopy) { cp.Label = c.Text })
}

// Merge joins a label typed letter by letter into the same copy.
func (c SetCopyLabel) Merge(next Command) (Command, bool) {
	n, ok := next.(SetCopyLabel)
	return n, ok && n.Tile == c.Tile && n.Copy == c.Copy
}

// SetGhostsOnEveryCopy gives every copy of a tile the same ghost symbols:
// the tile's value, which no copy overrides any more.
type SetGhostsOnEveryCopy struct {
	Tile string
	N    int
}

func (c SetGhostsOnEveryCopy) Label() string {
	return fmt.Sprintf("set ghosts of every copy of %s to %d", c.Tile, c.N)
}

func (c SetGhostsOnEveryCopy) Apply(p *schema.Pack) error {
	if c.N < 0 {
		return fmt.Errorf("ghosts cannot be negative (%d)", c.N)
	}
	t, err := findTile(p, c.Tile)
	if err != nil {
		return err
	}
	t.Ghosts = c.N
	for i := range t.Copies {
		t.Copies[i].Ghosts = nil
	}
	t.Copies = trimPlainCopies(t.Copies)
	return nil
}

// editCopy applies edit to physical copy i of a tile alone: the entry
// standing for it is split so that its other copies keep their look, and
// plain entries are added before it when it is past the described ones.
// Plain entries left at the end are dropped (a copy no entry describes is
// plain anyway).
func editCopy(p *schema.Pack, tile string, i int, edit func(*schema.Tile, *schema.TileCopy)) error {
	t, err := findTile(p, tile)
	if err != nil {
		return err
	}
	if i < 0 || i >= MaxCopyRows {
		return fmt.Errorf("tile %s has no copy %d", tile, i+1)
	}
	start := 0 // the first copy entry e stands for
	e := 0
	for ; e < len(t.Copies) && start+t.Copies[e].N() <= i; e++ {
		start += t.Copies[e].N()
	}
	if e == len(t.Copies) {
		if gap := i - start; gap > 0 {
			t.Copies = append(t.Copies, schema.TileCopy{Count: countOf(gap)})
			e++
		}
		t.Copies = append(t.Copies, schema.TileCopy{})
	} else {
		entry := t.Copies[e]
		before, after := i-start, entry.N()-(i-start)-1
		var parts []schema.TileCopy
		if before > 0 {
			parts = append(parts, withCount(entry, before))
		}
		parts = append(parts, withCount(entry, 1))
		if after > 0 {
			parts = append(parts, withCount(entry, after))
		}
		t.Copies = slices.Replace(t.Copies, e, e+1, parts...)
		if before > 0 {
			e++
		}
	}
	edit(t, &t.Copies[e])
	t.Copies = trimPlainCopies(t.Copies)
	return nil
}

// withCount is a copy of entry c standing for n copies, sharing nothing
// with c.
func withCount(c schema.TileCopy, n int) schema.TileCopy {
	c.Count = countOf(n)
	c.Decorations = slices.Clone(c.Decorations)
	if c.Ghosts != nil {
		g := *c.Ghosts
		c.Ghosts = &g
	}
	return c
}

// countOf is the "count" of an entry standing for n copies (omitted for 1).
func countOf(n int) int {
	if n == 1 {
		return 0
	}
	return n
}

// trimPlainCopies drops the entries at the end that change nothing; none
// left is no "copies" at all.
func trimPlainCopies(cs []schema.TileCopy) []schema.TileCopy {
	for len(cs) > 0 {
		c := cs[len(cs)-1]
		if c.Ghosts != nil || len(c.Decorations) > 0 || c.Label != "" {
			break
		}
		cs = cs[:len(cs)-1]
	}
	if len(cs) == 0 {
		return nil
	}
	return cs
}

// SetMixCopyDecorations sets how one mix draws one physical copy of a tile
// (its "copies": an edition's illustration tags). A mix's looks cover its
// first copies in order, so a copy gets a look only right after the last
// one that has one, and only the last look can be cleared (no tags).
type SetMixCopyDecorations struct {
	Mix, Tile string
	Copy      int
	Tags      string
}

func (c SetMixCopyDecorations) Label() string {
	return fmt.Sprintf("set decorations of copy %d of %s in %s to %q", c.Copy+1, c.Tile, c.Mix, c.Tags)
}

func (c SetMixCopyDecorations) Apply(p *schema.Pack) error {
	m, err := findMix(p, c.Mix)
	if err != nil {
		return err
	}
	if _, err := findTile(p, c.Tile); err != nil {
		return err
	}
	if held := m.Counts.Of(c.Tile); c.Copy < 0 || c.Copy >= held {
		return fmt.Errorf("mix %s holds %d copies of %s: it has no copy %d", c.Mix, max(held, 0), c.Tile, c.Copy+1)
	}
	var looks []schema.MixCopy // one per copy
	for _, e := range m.Copies[c.Tile] {
		for range min(e.N(), schema.MaxMixTiles) {
			looks = append(looks, schema.MixCopy{Decorations: slices.Clone(e.Decorations), Label: e.Label})
		}
	}
	tags := splitList(c.Tags)
	switch {
	case c.Copy > len(looks):
		return fmt.Errorf("mix %s draws the first %d copies of %s its own way, in order: give copy %d a look first", c.Mix, len(looks), c.Tile, len(looks)+1)
	case len(tags) == 0 && c.Copy == len(looks):
		return nil // no look, as before
	case len(tags) == 0 && c.Copy < len(looks)-1:
		return fmt.Errorf("mix %s draws the first %d copies of %s its own way, in order: clear copy %d's look first, or give this copy the tile's tags", c.Mix, len(looks), c.Tile, len(looks))
	case len(tags) == 0:
		looks = looks[:c.Copy]
	case c.Copy == len(looks):
		looks = append(looks, schema.MixCopy{Decorations: tags})
	default:
		looks[c.Copy].Decorations = tags
	}
	var entries []schema.MixCopy // alike neighbours joined again
	for _, l := range looks {
		if n := len(entries); n > 0 && slices.Equal(entries[n-1].Decorations, l.Decorations) && entries[n-1].Label == l.Label {
			entries[n-1].Count = max(entries[n-1].Count, 1) + 1
			continue
		}
		entries = append(entries, l)
	}
	switch {
	case len(entries) > 0 && m.Copies == nil:
		m.Copies = map[string][]schema.MixCopy{c.Tile: entries}
	case len(entries) > 0:
		m.Copies[c.Tile] = entries
	default:
		delete(m.Copies, c.Tile)
		if len(m.Copies) == 0 {
			m.Copies = nil
		}
	}
	return nil
}

// Merge joins tags typed letter by letter into the same copy.
func (c SetMixCopyDecorations) Merge(next Command) (Command, bool) {
	n, ok := next.(SetMixCopyDecorations)
	return n, ok && n.Mix == c.Mix && n.Tile == c.Tile && n.Copy == c.Copy
}
