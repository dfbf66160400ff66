package proptest

import (
	"fmt"

	"github.com/tilesmith/tilesmith/schema"
)

// The documented limits (schema/limits.go) say what a valid pack may ask
// of the engine and the exporter. A pack that validates but breaks one is
// a failure of validation, and the runner must not play it: a mix of
// 20,007 tiles makes set-up allocate 25 GB, a count of 2^62 loops for
// ever. These checks use checked arithmetic so that no sum can wrap.

// packBeyondLimits lists what puts the whole pack beyond the limits: more
// copies described than any mix may hold (Mists' ghost symbols and the
// print-and-play looks are made per described copy).
func packBeyondLimits(p *schema.Pack) []string {
	var out []string
	for ti, t := range p.Tiles {
		n := 0
		for _, c := range t.Copies {
			var ok bool
			if n, ok = addChecked(n, c.N()); !ok || n > schema.MaxMixTiles {
				out = append(out, fmt.Sprintf("/tiles/%d/copies: tile %s describes more than %d copies (schema.MaxMixTiles)", ti, t.ID, schema.MaxMixTiles))
				break
			}
		}
	}
	return out
}

// mixBeyondLimits lists what puts one mix beyond the limits: its tiles,
// its start coordinates, its stacks and its per-copy looks.
func mixBeyondLimits(mi int, m *schema.Mix) []string {
	var out []string
	base := fmt.Sprintf("/mixes/%d", mi)
	sum, ok := 0, true
	for _, tc := range m.Counts {
		if tc.Count < 0 || tc.Count > schema.MaxMixTiles {
			out = append(out, fmt.Sprintf("%s/counts/%s: %d copies (limit 0 to schema.MaxMixTiles = %d)", base, tc.Tile, tc.Count, schema.MaxMixTiles))
		}
		if sum, ok = addChecked(sum, tc.Count); !ok {
			break
		}
	}
	switch {
	case !ok:
		out = append(out, fmt.Sprintf("%s/counts: the counts overflow an int when added (total %d)", base, m.Total))
	case sum > schema.MaxMixTiles:
		out = append(out, fmt.Sprintf("%s/counts: %d tiles (limit schema.MaxMixTiles = %d)", base, sum, schema.MaxMixTiles))
	case sum != m.Total:
		out = append(out, fmt.Sprintf("%s/total: %d but the counts add up to %d", base, m.Total, sum))
	}
	for i, s := range m.Start {
		if abs(s.X) > schema.MaxCoordinate || abs(s.Y) > schema.MaxCoordinate {
			out = append(out, fmt.Sprintf("%s/start/%d: (%d,%d) is beyond ±schema.MaxCoordinate = %d", base, i, s.X, s.Y, schema.MaxCoordinate))
		}
	}
	for i, s := range m.Stacks {
		if s < 0 || s > schema.MaxMixTiles {
			out = append(out, fmt.Sprintf("%s/stacks/%d: %d tiles (limit 0 to schema.MaxMixTiles = %d)", base, i, s, schema.MaxMixTiles))
		}
	}
	for _, id := range sortedCopyKeys(m.Copies) {
		n, ok := 0, true
		for _, c := range m.Copies[id] {
			if n, ok = addChecked(n, c.N()); !ok || n > schema.MaxMixTiles {
				out = append(out, fmt.Sprintf("%s/copies/%s: describes more than %d copies (schema.MaxMixTiles)", base, id, schema.MaxMixTiles))
				break
			}
		}
	}
	return out
}

func addChecked(a, b int) (int, bool) {
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) {
		return s, false
	}
	return s, true
}

// abs is |x|, with |MinInt| reported as MaxInt (beyond every limit).
func abs(x int) int {
	if x >= 0 {
		return x
	}
	if -x < 0 {
		return int(^uint(0) >> 1)
	}
	return -x
}

func sortedCopyKeys(m map[string][]schema.MixCopy) []string {
	o := make(map[string]any, len(m))
	for k := range m {
		o[k] = nil
	}
	return sortedKeys(o)
}
