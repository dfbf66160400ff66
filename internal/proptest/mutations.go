package proptest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// mutation is one kind of change; apply returns what it did, or "" when
// it does not apply to the pack.
type mutation struct {
	name  string
	apply func(m *mutator) string
}

// mutations are drawn uniformly. Most keep the pack consistent (totals and
// stacks rebalanced) so that validation judges the values themselves.
var mutations = []mutation{
	{"int", mutateInt},
	{"count", mutateCount},
	{"count-overflow", mutateCountOverflow},
	{"total", mutateTotal},
	{"start-move", mutateStartMove},
	{"start-tile", mutateStartTile},
	{"stacks", mutateStacks},
	{"ghosts", mutateGhosts},
	{"copies", mutateCopies},
	{"meeples", mutateMeeples},
	{"level", mutateLevel},
	{"players", mutatePlayers},
	{"house-rules", mutateHouseRules},
	{"drop", mutateDrop},
	{"duplicate", mutateDuplicate},
	{"swap-mix-tiles", mutateSwapMixTiles},
	{"rename-feature", mutateRenameFeature},
	{"art", mutateArt},
	{"number-form", mutateNumberForm},
}

// mutateInt sets any integer of the pack to an edge value.
func mutateInt(m *mutator) string {
	n, ok := m.pick(m.root, "", isInt)
	if !ok {
		return ""
	}
	v := m.edge()
	n.set(num(v))
	return fmt.Sprintf("%s=%d", n.ptr, v)
}

// mutateCount sets one count of a mix and (mostly) rebalances the total.
func mutateCount(m *mutator) string {
	mix, mi := m.mix()
	counts, _ := mix["counts"].(map[string]any)
	if len(counts) == 0 {
		return ""
	}
	keys := sortedKeys(counts)
	k := keys[m.r.IntN(len(keys))]
	v := m.edge()
	if m.r.IntN(3) == 0 {
		v = int64(m.r.IntN(30))
	}
	counts[k] = num(v)
	desc := fmt.Sprintf("/mixes/%d/counts/%s=%d", mi, k, v)
	if m.r.IntN(6) != 0 {
		desc += " " + balance(mix)
	}
	return desc
}

// mutateCountOverflow sets counts to huge values whose sum wraps around
// to a small total (four counts of 2^62 add up to 0 in int64).
func mutateCountOverflow(m *mutator) string {
	mix, mi := m.mix()
	counts, _ := mix["counts"].(map[string]any)
	if len(counts) == 0 {
		return ""
	}
	keys := sortedKeys(counts)
	var set []string
	if len(keys) >= 4 && m.r.IntN(2) == 0 {
		// The case: four counts grow by 2^62, the total stays.
		for _, i := range m.r.Perm(len(keys))[:4] {
			v, _ := intOf(counts[keys[i]])
			counts[keys[i]] = num(v + 1<<62)
			set = append(set, fmt.Sprintf("%s+=2^62", keys[i]))
		}
	} else {
		for range 1 + m.r.IntN(min(3, len(keys))) {
			k := keys[m.r.IntN(len(keys))]
			v := hugeValues[m.r.IntN(len(hugeValues))]
			counts[k] = num(v)
			set = append(set, fmt.Sprintf("%s=%d", k, v))
		}
	}
	return fmt.Sprintf("/mixes/%d/counts: %s %s", mi, strings.Join(set, " "), balance(mix))
}

// mutateTotal sets a total alone (the counts no longer agree, unless the
// edge value happens to be their sum).
func mutateTotal(m *mutator) string {
	mix, mi := m.mix()
	if mix == nil {
		return ""
	}
	v := m.edge()
	mix["total"] = num(v)
	return fmt.Sprintf("/mixes/%d/total=%d", mi, v)
}

// mutateStartMove moves a whole start layout (it stays connected) or one
// of its placements.
func mutateStartMove(m *mutator) string {
	mix, mi := m.mix()
	start, _ := mix["start"].([]any)
	if len(start) == 0 {
		return ""
	}
	axis := []string{"x", "y"}[m.r.IntN(2)]
	v := m.coordinate()
	if m.r.IntN(2) == 0 {
		i := m.r.IntN(len(start))
		if p, ok := start[i].(map[string]any); ok {
			p[axis] = num(v)
		}
		return fmt.Sprintf("/mixes/%d/start/%d/%s=%d", mi, i, axis, v)
	}
	for _, s := range start {
		if p, ok := s.(map[string]any); ok {
			old, _ := intOf(p[axis])
			p[axis] = num(old + v)
		}
	}
	return fmt.Sprintf("/mixes/%d/start/*/%s+=%d", mi, axis, v)
}

// mutateStartTile starts from another tile of the mix, or turns it.
func mutateStartTile(m *mutator) string {
	mix, mi := m.mix()
	start, _ := mix["start"].([]any)
	counts, _ := mix["counts"].(map[string]any)
	if len(start) == 0 || len(counts) == 0 {
		return ""
	}
	i := m.r.IntN(len(start))
	p, _ := start[i].(map[string]any)
	if p == nil {
		return ""
	}
	if m.r.IntN(3) == 0 {
		rot := []int64{90, 180, 270, 45, -90, 360, math.MaxInt64}[m.r.IntN(7)]
		p["rot"] = num(rot)
		return fmt.Sprintf("/mixes/%d/start/%d/rot=%d", mi, i, rot)
	}
	keys := sortedKeys(counts)
	k := keys[m.r.IntN(len(keys))]
	p["tile"] = k
	return fmt.Sprintf("/mixes/%d/start/%d/tile=%q", mi, i, k)
}

// mutateStacks changes the Mists stacks of a mix: one stack to an edge
// value with the last one taking up the difference (so the sum may wrap
// around to the draw pile), a split, a merge, or none.
func mutateStacks(m *mutator) string {
	mix, mi := m.mix()
	stacks, _ := mix["stacks"].([]any)
	if len(stacks) == 0 {
		return ""
	}
	ptr := fmt.Sprintf("/mixes/%d/stacks", mi)
	switch m.r.IntN(5) {
	case 0:
		delete(mix, "stacks")
		return ptr + " removed"
	case 1:
		mix["stacks"] = append([]any{num(0)}, stacks...)
	case 2:
		mix["stacks"] = append(slices.Clone(stacks), num(0))
	case 3:
		mix["stacks"] = []any{num(math.MaxInt64), num(math.MaxInt64), num(0)}
	default:
		i := m.r.IntN(len(stacks))
		stacks[i] = num(m.edge())
	}
	return ptr + ": " + balance(mix)
}

// mutateGhosts sets the ghost symbols of a tile or of its copies.
func mutateGhosts(m *mutator) string {
	n, ok := m.pick(m.root["tiles"], "/tiles", func(n node) bool {
		return n.key == "ghosts" || (n.key == "count" && strings.Contains(n.ptr, "/copies/"))
	})
	if !ok {
		return ""
	}
	v := m.edge()
	n.set(num(v))
	return fmt.Sprintf("%s=%d", n.ptr, v)
}

// mutateCopies sets how many copies a per-copy entry (of a tile, or of a
// mix) stands for; a pair of entries of 2^63-1 sums to -2.
func mutateCopies(m *mutator) string {
	n, ok := m.pick(m.root, "", isCopiesList)
	if !ok {
		return ""
	}
	list := n.value.([]any)
	if len(list) == 0 {
		return ""
	}
	entry, _ := list[0].(map[string]any)
	if entry == nil {
		return ""
	}
	if m.r.IntN(3) == 0 {
		twin := map[string]any{}
		for k, v := range entry {
			twin[k] = v
		}
		entry["count"], twin["count"] = num(math.MaxInt64), num(math.MaxInt64)
		n.set(append([]any{entry, twin}, list[1:]...))
		return n.ptr + ": two entries of count 2^63-1"
	}
	v := m.edge()
	entry["count"] = num(v)
	return fmt.Sprintf("%s/0/count=%d", n.ptr, v)
}

// isCopiesList: n is a tile's "copies" or a mix's "copies" of one tile.
func isCopiesList(n node) bool {
	if _, ok := n.value.([]any); !ok {
		return false
	}
	return n.key == "copies" || strings.HasSuffix(n.ptr, "/copies/"+fmt.Sprint(n.key))
}

// mutateDrop removes one entry of any array (a tile, a mix, a start
// placement, a feature, a level, a port).
func mutateDrop(m *mutator) string {
	n, ok := m.pick(m.root, "", func(n node) bool { a, ok := n.value.([]any); return ok && len(a) > 0 })
	if !ok {
		return ""
	}
	a := n.value.([]any)
	i := m.r.IntN(len(a))
	n.set(slices.Delete(slices.Clone(a), i, i+1))
	return fmt.Sprintf("%s/%d removed", n.ptr, i)
}

// mutateDuplicate repeats one entry of any array.
func mutateDuplicate(m *mutator) string {
	n, ok := m.pick(m.root, "", func(n node) bool { a, ok := n.value.([]any); return ok && len(a) > 0 })
	if !ok {
		return ""
	}
	a := n.value.([]any)
	i := m.r.IntN(len(a))
	n.set(slices.Insert(slices.Clone(a), i, a[i]))
	return fmt.Sprintf("%s/%d duplicated", n.ptr, i)
}

// mutateSwapMixTiles swaps the counts of two tiles in a mix (the total
// still holds), or gives one tile's count to another tile of the pack.
func mutateSwapMixTiles(m *mutator) string {
	mix, mi := m.mix()
	counts, _ := mix["counts"].(map[string]any)
	if len(counts) < 2 {
		return ""
	}
	keys := sortedKeys(counts)
	perm := m.r.Perm(len(keys))
	a, b := keys[perm[0]], keys[perm[1]]
	if m.r.IntN(2) == 0 {
		counts[a], counts[b] = counts[b], counts[a]
		return fmt.Sprintf("/mixes/%d/counts: swapped %s and %s", mi, a, b)
	}
	tiles := arrAt(m.root, "tiles")
	if len(tiles) == 0 {
		return ""
	}
	to, _ := get(tiles, m.r.IntN(len(tiles)), "id").(string)
	v := counts[a]
	delete(counts, a)
	counts[to] = v
	return fmt.Sprintf("/mixes/%d/counts: %s's count moved to %s %s", mi, a, to, balance(mix))
}

// mutateRenameFeature renames a feature of a tile: to a fresh name, to a
// sibling's name, or to nothing.
func mutateRenameFeature(m *mutator) string {
	n, ok := m.pick(m.root["tiles"], "/tiles", func(n node) bool {
		_, s := n.value.(string)
		return n.key == "id" && strings.Contains(n.ptr, "/features/") && s
	})
	if !ok {
		return ""
	}
	names := []string{"renamed", "", string(schema.KindCity), "road", "field", "cloister", "x/y", strings.Repeat("f", 300)}
	v := names[m.r.IntN(len(names))]
	n.set(v)
	return fmt.Sprintf("%s=%q", n.ptr, v)
}

// artPaths are the artwork paths the art mutation tries: the one that
// exists in the test's artwork folder (ArtFS), spelled plainly and not,
// and paths that leave the folder. (A missing file is the user's to add,
// as the exporter says: not tried.)
var artPaths = []string{"art/ok.png", "../x.png", "/etc/x.png", "art/../../x.png", "./art/ok.png", "art//ok.png", `art\ok.png`}

// mutateArt gives a tile an artwork path.
func mutateArt(m *mutator) string {
	tiles := arrAt(m.root, "tiles")
	if len(tiles) == 0 {
		return ""
	}
	i := m.r.IntN(len(tiles))
	t, _ := tiles[i].(map[string]any)
	if t == nil {
		return ""
	}
	p := artPaths[m.r.IntN(len(artPaths))]
	t["art"] = p
	return fmt.Sprintf("/tiles/%d/art=%q", i, p)
}

// mutateNumberForm writes an integer in a form int64 cannot hold: 2^63,
// a fraction, an exponent.
func mutateNumberForm(m *mutator) string {
	n, ok := m.pick(m.root, "", isInt)
	if !ok {
		return ""
	}
	v := []string{"9223372036854775808", "-9223372036854775809", "1e3", "2.5", "1e400", "1.0"}[m.r.IntN(6)]
	n.set(json.Number(v))
	return fmt.Sprintf("%s=%s", n.ptr, v)
}
