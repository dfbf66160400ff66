package quality

import (
	"cmp"
	"errors"
	"math"
	"math/big"
	"math/bits"
)

// u128 is an exact unsigned 128-bit sum: the luck's second moments (a
// deal's sum of squared cell sums, squared, over a million deals) pass
// what an int64 holds. Sums add with math/bits; math/big only prints and
// reads them.
type u128 struct{ hi, lo uint64 }

// product is a×b, exactly.
func product(a, b uint64) u128 {
	hi, lo := bits.Mul64(a, b)
	return u128{hi, lo}
}

// plus is x+y, and false when it passes 128 bits.
func (x u128) plus(y u128) (u128, bool) {
	lo, carry := bits.Add64(x.lo, y.lo, 0)
	hi, over := bits.Add64(x.hi, y.hi, carry)
	return u128{hi, lo}, over == 0
}

// times is x×m, and false when it passes 128 bits.
func (x u128) times(m uint64) (u128, bool) {
	hiHi, hiLo := bits.Mul64(x.hi, m)
	loHi, loLo := bits.Mul64(x.lo, m)
	hi, carry := bits.Add64(hiLo, loHi, 0)
	return u128{hi, loLo}, hiHi == 0 && carry == 0
}

// cmp is -1, 0 or +1 as x is less than, equal to or more than y.
func (x u128) cmp(y u128) int {
	switch {
	case x.hi != y.hi:
		return cmp.Compare(x.hi, y.hi)
	default:
		return cmp.Compare(x.lo, y.lo)
	}
}

// float is x as the nearest float64 (or nearly: two roundings).
func (x u128) float() float64 {
	return float64(x.hi)*math.Exp2(64) + float64(x.lo)
}

func (x u128) big() *big.Int {
	b := new(big.Int).SetUint64(x.hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(x.lo))
}

// String is x in decimal.
func (x u128) String() string { return x.big().String() }

// MarshalJSON writes x as a JSON string of its decimal digits: a JSON
// number that large loses its last digits in most readers.
func (x u128) MarshalJSON() ([]byte, error) {
	return []byte(`"` + x.String() + `"`), nil
}

// UnmarshalJSON reads what MarshalJSON wrote, and nothing else: decimal
// digits without sign or leading zeros, below 2^128.
func (x *u128) UnmarshalJSON(data []byte) error {
	s := string(data)
	if len(s) < 3 || s[0] != '"' || s[len(s)-1] != '"' {
		return errors.New("a 128-bit sum is a string of decimal digits")
	}
	s = s[1 : len(s)-1]
	if len(s) > 39 { // 2^128 has 39 digits
		return errors.New("a 128-bit sum holds more than 39 digits")
	}
	for i, c := range s {
		if c < '0' || c > '9' || c == '0' && i == 0 && len(s) > 1 {
			return errors.New("a 128-bit sum is a string of decimal digits, without sign or leading zeros")
		}
	}
	b, _ := new(big.Int).SetString(s, 10)
	if b.BitLen() > 128 {
		return errors.New("a 128-bit sum passes 2^128")
	}
	lo := new(big.Int).And(b, new(big.Int).SetUint64(math.MaxUint64))
	x.hi, x.lo = new(big.Int).Rsh(b, 64).Uint64(), lo.Uint64()
	return nil
}
