package schema

import (
	"math"
	"math/big"
	"strconv"
)

// total adds up whole numbers exactly, however large. A pack the schema
// refuses is still linted, and its counts or stacks can add up past the
// largest int: a wrapped sum would let a hostile mix look right.
type total struct {
	n   int
	big *big.Int // the sum once it no longer fits an int
}

func (t *total) add(v int) {
	if t.big != nil {
		t.big.Add(t.big, big.NewInt(int64(v)))
		return
	}
	if s, ok := addInt(t.n, v); ok {
		t.n = s
		return
	}
	t.big = new(big.Int).Add(big.NewInt(int64(t.n)), big.NewInt(int64(v)))
}

// cmp compares the total with v: -1, 0 or +1.
func (t total) cmp(v int) int {
	if t.big != nil {
		return t.big.Cmp(big.NewInt(int64(v)))
	}
	switch {
	case t.n < v:
		return -1
	case t.n > v:
		return 1
	}
	return 0
}

// cmpTotal compares two totals: -1, 0 or +1.
func (t total) cmpTotal(u total) int {
	if t.big == nil && u.big == nil {
		return t.cmp(u.n)
	}
	return t.bigInt().Cmp(u.bigInt())
}

func (t total) bigInt() *big.Int {
	if t.big != nil {
		return t.big
	}
	return big.NewInt(int64(t.n))
}

func (t total) String() string {
	if t.big != nil {
		return t.big.String()
	}
	return strconv.Itoa(t.n)
}

// addInt returns a+b, and false when the sum overflows an int.
func addInt(a, b int) (int, bool) {
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) {
		return 0, false
	}
	return s, true
}

// saturate clamps a total to the ints (for APIs that return an int).
func (t total) saturate() int {
	switch {
	case t.big == nil:
		return t.n
	case t.big.IsInt64():
		return int(t.big.Int64())
	case t.big.Sign() > 0:
		return math.MaxInt
	}
	return math.MinInt
}
