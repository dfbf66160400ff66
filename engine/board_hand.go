package engine

// Placements of a hand: the legal placements of several tiles at once (a
// hand may hold copies of one tile: they are listed once), counted and
// drawn uniformly without listing them. Classic's turn (classic.Game)
// asks them of the board for the tiles its current seat holds.

// HandSampler keeps the counts a hand's placements are drawn from:
// counts[i] is the number of placements of hand[i] (0 for a repeated
// tile), total their sum, and cum[i][j] the number of placements of
// hand[i] in frontier cells 0..j, so that a drawn index finds its cell by
// binary search. They are counted when first asked for (valid), since a
// random placement rarely needs them; whoever changes the hand or the
// board calls Invalidate.
type HandSampler struct {
	counts []int
	cum    [][]int32
	total  int
	valid  bool
}

// NewHandSampler returns a sampler for hands of up to size tiles.
func NewHandSampler(size int) HandSampler {
	return HandSampler{counts: make([]int, size), cum: make([][]int32, size)}
}

// Invalidate forgets the counts: the hand or the board changed.
func (s *HandSampler) Invalidate() { s.valid = false }

// AppendHandPlacements appends every legal placement of every distinct
// tile of hand.
func (b *Board) AppendHandPlacements(buf []Placement, hand []int16) []Placement {
	for i, t := range hand {
		if !DupBefore(hand, i) {
			buf = b.AppendPlacementsOf(buf, int(t))
		}
	}
	return buf
}

// Count returns how many placements AppendHandPlacements would list.
func (s *HandSampler) Count(b *Board, hand []int16) int {
	s.count(b, hand)
	return s.total
}

// count counts the placements of the hand's distinct tiles, cell by cell,
// once until the next Invalidate.
func (s *HandSampler) count(b *Board, h []int16) {
	if s.valid {
		return
	}
	s.total = 0
	for i, t := range h {
		n := 0
		if !DupBefore(h, i) {
			n = s.cumulate(b, i, int(t))
		}
		s.counts[i] = n
		s.total += n
	}
	s.valid = true
}

// cumulate fills s.cum[slot] with the running number of placements of
// tile t over the frontier, in AppendPlacementsOf's order, and returns the
// total.
//
// It is kept out of line: inlined into its caller, its loop runs short of
// registers.
//
//go:noinline
func (s *HandSampler) cumulate(b *Board, slot, t int) int {
	fits := b.Set.fitRow(t)
	if cap(s.cum[slot]) < len(b.fkey) {
		s.cum[slot] = make([]int32, 2*len(b.fkey))
	}
	cum := s.cum[slot][:len(b.fkey)]
	total := int32(0)
	for j, k := range b.fkey {
		total += int32(fits[k] >> 4)
		cum[j] = total
	}
	return int(total)
}

// placementIn returns the i-th placement of tile t given its cumulate
// counts: the first cell whose running count passes i, by binary search.
func (s *HandSampler) placementIn(b *Board, slot, t, i int) Placement {
	cum := s.cum[slot][:len(b.fkey)]
	lo, hi := 0, len(cum)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(cum[mid]) <= i {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo > 0 {
		i -= int(cum[lo-1])
	}
	f := b.Set.fitRow(t)[b.fkey[lo]]
	return Placement{Cell: b.frontier[lo], Tile: int16(t), Rot: rotationsOf[f&15][i]}
}

// sampleTries is how many (tile, cell, rotation) draws Random tries
// before it counts the placements instead.
const sampleTries = 24

// Random returns a placement of hand drawn uniformly from the list
// AppendHandPlacements would give, with rng, without listing it. It draws
// a hand position, a frontier cell and a rotation uniformly and keeps the
// first draw that is a listed placement (a distinct tile, a fitting
// distinct rotation): every placement is as likely as any other. After
// sampleTries misses it counts the placements cell by cell and draws an
// index, found by binary search — also uniform, so the mixture is too.
// Each 64 random bits make two draws (32 bits each: the bias is below
// n/2³², far under a billionth for any board). The hand must hold a tile
// that fits.
func (s *HandSampler) Random(b *Board, hand []int16, rng *Rand) Placement {
	if p, ok := b.samplePlacement(hand, rng); ok {
		return p
	}
	s.count(b, hand)
	i := rng.IntN(s.total)
	for k, t := range hand {
		if n := s.counts[k]; i >= n {
			i -= n
			continue
		}
		return s.placementIn(b, k, int(t), i)
	}
	panic("engine: a random placement of a hand without a placeable tile")
}

// samplePlacement tries sampleTries uniform draws of (hand position,
// frontier cell, rotation) and returns the first that is a placement.
func (b *Board) samplePlacement(h []int16, rng *Rand) (Placement, bool) {
	fkey := b.fkey
	n := uint64(len(h) * len(fkey) << 2)
	fits := b.Set.fitRow(int(h[0]))
	var r uint64
	for try := range sampleTries {
		if try&1 == 0 {
			r = rng.Uint64()
		} else {
			r >>= 32
		}
		j := int((r & 0xffffffff) * n >> 32)
		k, c, q := 0, j>>2, j&3
		if len(h) > 1 {
			k, c = c/len(fkey), c%len(fkey)
			if DupBefore(h, k) {
				continue
			}
			fits = b.Set.fitRow(int(h[k]))
		}
		if fits[fkey[c]]>>q&1 != 0 {
			return Placement{Cell: b.frontier[c], Tile: h[k], Rot: int8(q)}, true
		}
	}
	return Placement{}, false
}

// DupBefore reports whether h[i] already occurs earlier in h: a hand's
// copies of one tile are placed as one.
func DupBefore(h []int16, i int) bool {
	for _, u := range h[:i] {
		if u == h[i] {
			return true
		}
	}
	return false
}
