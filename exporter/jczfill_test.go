package exporter

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A scanline fill of our own for the clip path data the add-on writes:
// the reader of its absolute M, L, H, V and Z commands, and the winding
// number of a point, in exact integer arithmetic, by which the even-odd
// and the nonzero rule fill it.

// clipRing is one closed sub-path of a clip, in pixels.
type clipRing []pt

// parseClipPath reads SVG path data made of absolute M, L, H, V and Z
// commands (what the add-on writes; anything else is an error) into closed
// rings. A sub-path left open is closed, as a fill closes it.
func parseClipPath(d string) ([]clipRing, error) {
	var rings []clipRing
	var cur clipRing
	var at pt
	cmd := byte(0)
	s := strings.NewReplacer(",", " ").Replace(d)
	i := 0
	number := func() (float64, error) {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && (s[j] == '-' || s[j] == '+' || s[j] == '.' || s[j] == 'e' || (s[j] >= '0' && s[j] <= '9')) {
			j++
		}
		v, err := strconv.ParseFloat(s[i:j], 64)
		if err != nil {
			return 0, fmt.Errorf("at %d of %q: %w", i, d, err)
		}
		i = j
		return v, nil
	}
	closeRing := func() {
		if len(cur) >= 3 {
			rings = append(rings, cur)
		}
		cur = nil
	}
	for {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i >= len(s) {
			break
		}
		if c := s[i]; (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') {
			cmd = c
			i++
			if cmd == 'Z' {
				closeRing()
				continue
			}
		}
		switch cmd {
		case 'M', 'L':
			x, err := number()
			if err != nil {
				return nil, err
			}
			y, err := number()
			if err != nil {
				return nil, err
			}
			if cmd == 'M' {
				closeRing()
				cmd = 'L' // further pairs are lines
			}
			at = pt{x, y}
			cur = append(cur, at)
		case 'H':
			x, err := number()
			if err != nil {
				return nil, err
			}
			at = pt{x, at.y}
			cur = append(cur, at)
		case 'V':
			y, err := number()
			if err != nil {
				return nil, err
			}
			at = pt{at.x, y}
			cur = append(cur, at)
		default:
			return nil, fmt.Errorf("%q: command %q is not one the add-on writes (M, L, H, V, Z)", d, cmd)
		}
	}
	closeRing()
	return rings, nil
}

// fixedPt is a point in fortieths of a pixel: the add-on writes tenths,
// and the samples of a 4×-oversampled grid fall on odd fortieths, so
// everything below is exact integer arithmetic — a sample on a border two
// areas share is counted for exactly one of them.
type fixedPt struct{ x, y int64 }

const fixedUnit = 40

// toFixed turns a pixel coordinate written in tenths into fortieths.
func toFixed(v float64) (int64, error) {
	f := v * fixedUnit
	if r := math.Round(f); math.Abs(f-r) < 1e-6 {
		return int64(r), nil
	}
	return 0, fmt.Errorf("%v is not a multiple of a tenth of a pixel", v)
}

// fixedRings turns rings in pixels into rings in fortieths.
func fixedRings(rings []clipRing) ([][]fixedPt, error) {
	out := make([][]fixedPt, len(rings))
	for i, r := range rings {
		for _, p := range r {
			x, err := toFixed(p.x)
			if err != nil {
				return nil, err
			}
			y, err := toFixed(p.y)
			if err != nil {
				return nil, err
			}
			out[i] = append(out[i], fixedPt{x, y})
		}
	}
	return out, nil
}

// windingAt is the winding number of the rings round p, counting an edge
// when p.y is in [y0, y1) and the edge passes strictly right of p: the
// half-open rule of a scanline fill, under which two areas that share an
// edge never both hold a point on it.
func windingAt(rings [][]fixedPt, p fixedPt) int {
	w := 0
	for _, r := range rings {
		for k := range r {
			a, b := r[k], r[(k+1)%len(r)]
			dir := 1
			if a.y > b.y {
				a, b, dir = b, a, -1
			}
			if p.y < a.y || p.y >= b.y {
				continue
			}
			// The edge's x at p.y is right of p.x, times (b.y-a.y) > 0.
			if (a.x-p.x)*(b.y-a.y)+(p.y-a.y)*(b.x-a.x) > 0 {
				w += dir
			}
		}
	}
	return w
}

// filled reports whether the rings fill p by the even-odd rule and by the
// nonzero rule.
func filled(rings [][]fixedPt, p fixedPt) (evenOdd, nonZero bool) {
	w := windingAt(rings, p)
	return w%2 != 0, w != 0
}

// TestParseClipPath: the path reader of the tests reads what it is given.
func TestParseClipPath(t *testing.T) {
	tests := []struct {
		name, d string
		want    []clipRing
		wantErr bool
	}{
		{"a triangle", "M0 0 L10 0 L0 10 Z", []clipRing{{{0, 0}, {10, 0}, {0, 10}}}, false},
		{"two sub-paths, H and V", "M0 0 H4 V4 Z M5 5 L6 5 L6 6 Z", []clipRing{{{0, 0}, {4, 0}, {4, 4}}, {{5, 5}, {6, 5}, {6, 6}}}, false},
		{"implicit lines after M", "M0 0 1 0 1 1", []clipRing{{{0, 0}, {1, 0}, {1, 1}}}, false},
		{"a curve is refused", "M0 0 Q1 1 2 0 Z", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseClipPath(tt.d)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want one: %v", err, tt.wantErr)
			}
			if !tt.wantErr && !slices.EqualFunc(got, tt.want, func(a, b clipRing) bool { return slices.Equal(a, b) }) {
				t.Errorf("rings %v, want %v", got, tt.want)
			}
		})
	}
}

// TestFilledRules: the two rules differ where they should — a square with
// a hole whose corners run the same way round is filled by nonzero only.
func TestFilledRules(t *testing.T) {
	outer := []fixedPt{{0, 0}, {10, 0}, {10, 10}, {0, 10}}
	sameWay := []fixedPt{{3, 3}, {7, 3}, {7, 7}, {3, 7}}
	otherWay := []fixedPt{{3, 3}, {3, 7}, {7, 7}, {7, 3}}
	left := []fixedPt{{0, 0}, {5, 0}, {5, 10}, {0, 10}}
	right := []fixedPt{{5, 0}, {10, 0}, {10, 10}, {5, 10}}
	tests := []struct {
		name   string
		rings  [][]fixedPt
		p      fixedPt
		eo, nz bool
	}{
		{"inside the square", [][]fixedPt{outer}, fixedPt{1, 1}, true, true},
		{"outside", [][]fixedPt{outer}, fixedPt{11, 1}, false, false},
		{"a hole the same way round", [][]fixedPt{outer, sameWay}, fixedPt{5, 5}, false, true},
		{"a hole the other way round", [][]fixedPt{outer, otherWay}, fixedPt{5, 5}, false, false},
		{"a hole reaching out of the square", [][]fixedPt{{{0, 5}, {10, 5}, {10, 10}, {0, 10}}, otherWay}, fixedPt{5, 4}, true, true},
		{"on a shared edge: the area to its right holds it", [][]fixedPt{right}, fixedPt{5, 5}, true, true},
		{"on a shared edge: the area to its left does not", [][]fixedPt{left}, fixedPt{5, 5}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			eo, nz := filled(tt.rings, tt.p)
			if eo != tt.eo || nz != tt.nz {
				t.Errorf("even-odd %v nonzero %v, want %v %v", eo, nz, tt.eo, tt.nz)
			}
		})
	}
}
