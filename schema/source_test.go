package schema

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSourceColumns checks columns in characters on short and very long
// lines (a pack written on one line, with characters of several bytes),
// and that a byte-order mark is not counted.
func TestSourceColumns(t *testing.T) {
	long := `{"notes": [` + strings.Repeat(`"é → ☃ 𝄞 x", `, 3000) + `"end"]}`
	tests := []struct {
		name string
		data string
	}{
		{"short lines", "{\n  \"a\": \"é\",\n  \"b\": 1\n}\n"},
		{"one long line", long},
		{"long second line", "{\n" + long[1:]},
		{"byte-order mark", "\xef\xbb\xbf" + long},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(tt.data)
			src := newSource("t.json", data)
			bom := 0
			if strings.HasPrefix(tt.data, "\xef\xbb\xbf") {
				bom = 3
			}
			want := Position{Line: 1, Col: 1}
			for off := bom; off <= len(data); off++ {
				if off < len(data) && !utf8.RuneStart(data[off]) {
					continue
				}
				if got := src.At(off); got != want {
					t.Fatalf("At(%d) = %+v, want %+v", off, got, want)
				}
				want.Col++
				if off < len(data) && data[off] == '\n' {
					want = Position{Line: want.Line + 1, Col: 1}
				}
			}
		})
	}
}
