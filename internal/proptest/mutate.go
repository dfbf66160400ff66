package proptest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/tilesmith/tilesmith/schema"
)

// Mutant is a pack made by mutating a base pack: its name says where it
// comes from (base, seed), Mutations what was changed, Data is the JSON.
type Mutant struct {
	Name      string
	Base      string
	Seed      uint64
	Mutations []string
	Data      []byte
}

// edgeValues are the integers the mutations favour: the small counts a
// rule reads, the documented limits and one either side of them, and the
// sizes where int32, float64 and int64 arithmetic break.
var edgeValues = []int64{
	0, 1, -1, 2, 3, 5, 6, 7, 12, 13,
	schema.MaxCoordinate - 1, schema.MaxCoordinate, schema.MaxCoordinate + 1,
	schema.MaxMixTiles - 1, schema.MaxMixTiles, schema.MaxMixTiles + 1,
	schema.MaxPackBytes,
	math.MaxInt32, 1 << 31, 1 << 53, 1 << 62, math.MaxInt64, math.MinInt64,
}

// mutationCounts is drawn from for the number of mutations of a mutant.
var mutationCounts = []int{1, 1, 1, 1, 2, 2, 3, 4}

// hugeValues are the integers whose sums overflow.
var hugeValues = []int64{1 << 31, 1 << 53, 1 << 62, math.MaxInt64}

// MutantAt makes mutant number seed of the corpus: base seed mod
// len(corpus), one to four mutations (one in half the mutants, so that
// enough pass validation to be played) drawn from a PCG seeded with seed.
// The same corpus and seed give the same bytes.
func MutantAt(corpus []Base, seed uint64) (Mutant, error) {
	base := corpus[seed%uint64(len(corpus))]
	r := rand.New(rand.NewPCG(seed, 0x7469_6c65_736d_6974)) // "tilesmit"
	dec := json.NewDecoder(bytes.NewReader(base.Data))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return Mutant{}, fmt.Errorf("proptest: base pack %s: %w", base.Name, err)
	}
	m := &mutator{r: r, root: root}
	mt := Mutant{Name: fmt.Sprintf("%s-%d", strings.ReplaceAll(base.Name, "/", "-"), seed), Base: base.Name, Seed: seed}
	for n := mutationCounts[r.IntN(len(mutationCounts))]; len(mt.Mutations) < n; {
		mu := mutations[r.IntN(len(mutations))]
		// A mutation that does not apply to this pack (no stacks in a
		// classic pack) leaves it alone; draw another.
		if desc := mu.apply(m); desc != "" {
			mt.Mutations = append(mt.Mutations, mu.name+": "+desc)
		}
	}
	data, err := json.Marshal(root)
	if err != nil {
		return Mutant{}, fmt.Errorf("proptest: mutant %s: %w", mt.Name, err)
	}
	mt.Data = data
	return mt, nil
}

// mutator edits a pack decoded as generic JSON (numbers as json.Number,
// so integers beyond 2^53 survive).
type mutator struct {
	r    *rand.Rand
	root map[string]any
}

// edge returns an edge value, or now and then a small random one.
func (m *mutator) edge() int64 {
	if m.r.IntN(5) == 0 {
		return int64(m.r.IntN(10))
	}
	return edgeValues[m.r.IntN(len(edgeValues))]
}

// coordinate returns a value for x or y: mostly near the limit.
func (m *mutator) coordinate() int64 {
	vals := []int64{-1, 1, 2, -schema.MaxCoordinate, schema.MaxCoordinate, schema.MaxCoordinate + 1,
		-schema.MaxCoordinate - 1, 1000, 1 << 31, 1 << 53, 1 << 62, math.MaxInt64, math.MinInt64}
	return vals[m.r.IntN(len(vals))]
}

func num(v int64) json.Number { return json.Number(strconv.FormatInt(v, 10)) }

// intOf reads an integer, false for anything else.
func intOf(v any) (int64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	i, err := strconv.ParseInt(string(n), 10, 64)
	return i, err == nil
}

// get follows a path of object keys (string) and array indices (int).
func get(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			o, ok := v.(map[string]any)
			if !ok {
				return nil
			}
			v = o[k]
		case int:
			a, ok := v.([]any)
			if !ok || k < 0 || k >= len(a) {
				return nil
			}
			v = a[k]
		}
	}
	return v
}

func objAt(v any, path ...any) map[string]any {
	o, _ := get(v, path...).(map[string]any)
	return o
}

func arrAt(v any, path ...any) []any {
	a, _ := get(v, path...).([]any)
	return a
}

// sortedKeys returns an object's keys in order, so that the mutations do
// not depend on Go's map order.
func sortedKeys(o map[string]any) []string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// node is a place in the document: the container, the key or index in
// it, and the JSON pointer for the mutation's description.
type node struct {
	parent any
	key    any
	ptr    string
	value  any
}

func (n node) set(v any) {
	switch p := n.parent.(type) {
	case map[string]any:
		p[n.key.(string)] = v
	case []any:
		p[n.key.(int)] = v
	}
}

// walk lists every value under v in document order.
func walk(v any, ptr string, parent, key any, out []node) []node {
	out = append(out, node{parent, key, ptr, v})
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(x) {
			out = walk(x[k], ptr+"/"+k, x, k, out)
		}
	case []any:
		for i, e := range x {
			out = walk(e, ptr+"/"+strconv.Itoa(i), x, i, out)
		}
	}
	return out
}

// pick returns a random node under root whose value satisfies keep.
func (m *mutator) pick(root any, ptr string, keep func(node) bool) (node, bool) {
	var cands []node
	for _, n := range walk(root, ptr, nil, nil, nil) {
		if n.parent != nil && keep(n) {
			cands = append(cands, n)
		}
	}
	if len(cands) == 0 {
		return node{}, false
	}
	return cands[m.r.IntN(len(cands))], true
}

func isInt(n node) bool { _, ok := intOf(n.value); return ok }

// mix returns a random mix and its index, nil when the pack has none.
func (m *mutator) mix() (map[string]any, int) {
	mixes := arrAt(m.root, "mixes")
	if len(mixes) == 0 {
		return nil, -1
	}
	i := m.r.IntN(len(mixes))
	o, _ := mixes[i].(map[string]any)
	return o, i
}

// rulesBlock returns the pack's rules block for its ruleset.
func (m *mutator) rulesBlock() (map[string]any, string) {
	rs, _ := m.root["ruleset"].(string)
	return objAt(m.root, "rules", rs), rs
}

// wrappedSum adds the counts as the schema's Counts.Sum does: in int,
// wrapping on overflow.
func wrappedSum(counts map[string]any) int64 {
	var sum int64
	for _, k := range sortedKeys(counts) {
		if v, ok := intOf(counts[k]); ok {
			sum += v
		}
	}
	return sum
}

// balance makes a mix's total the (wrapped) sum of its counts and its
// stacks add up to the draw pile, so that the lints on totals pass and
// only the values themselves are under test.
func balance(mix map[string]any) string {
	counts, _ := mix["counts"].(map[string]any)
	if counts == nil {
		return ""
	}
	total := wrappedSum(counts)
	mix["total"] = num(total)
	desc := fmt.Sprintf("total=%d", total)
	stacks, _ := mix["stacks"].([]any)
	if len(stacks) == 0 {
		return desc
	}
	start, _ := mix["start"].([]any)
	rest := total - int64(len(start))
	for _, s := range stacks[:len(stacks)-1] {
		v, _ := intOf(s)
		rest -= v
	}
	stacks[len(stacks)-1] = num(rest)
	return desc + fmt.Sprintf(" stacks=%v", stacks)
}
