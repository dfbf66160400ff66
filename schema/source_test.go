package schema

import (
	"bytes"
	"runtime"
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

// TestSourceCostIgnoresStrings: what decoding a file holds grows with the
// JSON values it has, not with the punctuation inside its strings (a
// 32 MiB note of colons once sized the index for 32 million values and
// held 2.5 GB), and a file past MaxPackBytes is refused before it is
// indexed.
func TestSourceCostIgnoresStrings(t *testing.T) {
	const size = 4 << 20
	note := func(fill string) []byte {
		return []byte(`{"format": 1, "notes": ["` + strings.Repeat(fill, size/len(fill)) + `"]}`)
	}
	tests := []struct {
		name        string
		fill, plain string // plain: as long, with the same escapes, no punctuation
	}{
		{"a note of colons", ":", "x"},
		{"a note of commas", ",", "x"},
		{"a note of brackets and braces", "[{]}", "xxxx"},
		{"a note of escaped quotes and colons", `\":,`, `\"xx`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := note(tt.fill)
			plain := decodeBytes(note(tt.plain))
			if got := decodeBytes(data); got > plain+1<<20 {
				t.Errorf("decoding %s allocated %s, but %s without the punctuation (want at most 1 MiB more)",
					byteSize(len(data)), byteSize(int(got)), byteSize(int(plain)))
			}
		})
	}
	t.Run("a file past the limit", func(t *testing.T) {
		data := bytes.Repeat([]byte(":"), MaxPackBytes+1)
		if got := decodeBytes(data); got > 1<<20 {
			t.Errorf("refusing %s allocated %s, want at most 1 MiB", byteSize(len(data)), byteSize(int(got)))
		}
	})
}

// decodeBytes returns the bytes Decode allocates for data.
func decodeBytes(data []byte) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	Decode("note.json", data)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
