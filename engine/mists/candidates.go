package mists

import (
	"cmp"
	"slices"
)

// Candidates appends to dst the options of the pending decision that a
// search should weigh when it can afford most of them: for a placement of
// more than most options, the most placements the cooperative bot rates
// best, in option order; for any other decision every option. Searching
// them all spreads a small budget over options the bot's judgement rules
// out: the earlier flat search weighed max(4, budget/25) placements this
// way. It draws nothing from the game's random source.
func (m *Match) Candidates(most int, dst []int) []int {
	g := m.g
	n := g.options()
	if g.t.phase != phasePlace || most <= 0 || n <= most {
		for i := range n {
			dst = append(dst, i)
		}
		return dst
	}
	w := g.ghostWeight()
	m.rated = m.rated[:0]
	for i, p := range g.buf.ps {
		m.rated = append(m.rated, rated{i, m.policy.placementValue(g, g.t.tile, p, w)})
	}
	slices.SortStableFunc(m.rated, func(a, b rated) int { return cmp.Compare(b.value, a.value) })
	from := len(dst)
	for _, r := range m.rated[:most] {
		dst = append(dst, r.option)
	}
	slices.Sort(dst[from:])
	return dst
}

// rated is an option with the cooperative bot's rating.
type rated struct{ option, value int }

// ExpandAfter is how many playouts pass through a node of the search's
// tree before it opens (engine.TreeGrowth): until then they play on by the
// playout policy. Sequential halving gives each of the 40 placements a
// first-round budget of about four playouts; a tree opened on the second
// visit spent them on trying the turn's later decisions (the meeple, points
// or ghosts, the face-down tile's cell) one option after another, bad ones
// included, and ranked the placements by that noise. On 144 Level 5 deals
// (seeds 1 and 2) the search won 37 opening nodes on the second visit, 55
// on the eighth and 66 on the sixteenth (the flat search of earlier builds,
// with whole playouts, 56); docs/mists.md has every level.
func (m *Match) ExpandAfter() int { return searchExpandAfter }

// searchExpandAfter is ExpandAfter's number.
const searchExpandAfter = 16
