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
