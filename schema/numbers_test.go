package schema

import (
	"math"
	"testing"
)

func TestWholeNumber(t *testing.T) {
	tests := []struct {
		name, lit, want string
		whole           bool
	}{
		{"decimal zero", "1.0", "1", true},
		{"exponent", "9e1", "90", true},
		{"negative exponent", "70e-1", "7", true},
		{"fraction and exponent", "1.5e1", "15", true},
		{"negative", "-2.00", "-2", true},
		{"negative zero", "-0.0", "0", true},
		{"zero exponent", "0e99", "0", true},
		{"fraction", "2.5", "", false},
		{"fraction past exponent", "25e-2", "", false},
		{"too many digits", "1e31", "", false},
		{"huge exponent", "1e400", "", false},
		{"tiny exponent", "1e-400", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := wholeNumber(tt.lit)
			if got != tt.want || ok != tt.whole {
				t.Errorf("wholeNumber(%q) = %q, %v; want %q, %v", tt.lit, got, ok, tt.want, tt.whole)
			}
		})
	}
}

// TestTotal checks that sums of hostile counts are exact, not wrapped.
func TestTotal(t *testing.T) {
	tests := []struct {
		name   string
		values []int
		want   string
		sum    int // Counts.Sum: clamped to the ints
	}{
		{"small", []int{3, 2, -2}, "3", 3},
		{"wraps to one", []int{1 << 62, 1 << 62, 1 << 62, 1 << 62, 1}, "18446744073709551617", math.MaxInt},
		{"wraps to sixty", []int{math.MaxInt, math.MaxInt, 62}, "18446744073709551676", math.MaxInt},
		{"below the ints", []int{math.MinInt, -1}, "-9223372036854775809", math.MinInt},
		{"back in range", []int{math.MaxInt, 1, -5}, "9223372036854775803", math.MaxInt - 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c Counts
			for _, v := range tt.values {
				c = append(c, TileCount{"T", v})
			}
			if got := c.total().String(); got != tt.want {
				t.Errorf("total = %s, want %s", got, tt.want)
			}
			if got := c.Sum(); got != tt.sum {
				t.Errorf("Sum = %d, want %d", got, tt.sum)
			}
			if c.total().cmp(1) == 0 && tt.want != "1" {
				t.Errorf("a total of %s compares equal to 1", tt.want)
			}
		})
	}
}

// TestUnreadable checks the safety net for a file the schema accepts but
// the model cannot hold: the message points at the value and names no Go
// type.
func TestUnreadable(t *testing.T) {
	data := []byte("{\n  \"format\": 1.5\n}")
	src := newSource("odd.json", data)
	doc, _, err := parseJSON(data, src)
	if err != nil {
		t.Fatal(err)
	}
	src.doc = doc
	_, err = decodeTyped(data)
	got := unreadable(src, err).String()
	want := "odd.json:2:13: error: number 1.5 here cannot be read as the pack format's value: correct it (and please report this file to the tilesmith developers: validation should have said more)\n"
	if got != want {
		t.Errorf("got  %swant %s", got, want)
	}
	if inGoWords(got) {
		t.Errorf("names a Go type: %s", got)
	}
}
