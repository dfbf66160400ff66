package engine

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is the engine's deterministic random source: PCG, whose output
// math/rand/v2 specifies, with a bounded draw that does not depend on the
// Go version.
type Rand struct{ pcg rand.PCG }

// NewRand returns a source for a seed and a stream (e.g. a game number).
func NewRand(seed, stream uint64) *Rand {
	r := &Rand{}
	r.Seed(seed, stream)
	return r
}

// Seed resets the source.
func (r *Rand) Seed(seed, stream uint64) { r.pcg.Seed(seed, stream^0x9e3779b97f4a7c15) }

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a number in [0, n); n must be positive.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("engine: Rand.IntN with n <= 0")
	}
	hi, _ := bits.Mul64(r.pcg.Uint64(), uint64(n))
	return int(hi)
}

// Shuffle puts s in a uniformly random order with r (Fisher–Yates, from
// the end): every shuffle of the engine and of its rulesets' searches, so
// that they all draw alike from a seed.
func Shuffle[T any](r *Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
