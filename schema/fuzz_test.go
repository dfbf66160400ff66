package schema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCheck feeds arbitrary bytes to Decode, Validate and Lint. Whatever
// the input, Check must not panic, must give every diagnostic a position,
// and a pack it accepts must survive a canonical round trip.
func FuzzCheck(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "*", "*.json"))
	more, _ := filepath.Glob(filepath.Join("testdata", "invalid", "*", "pack.json"))
	for _, s := range append(seeds, more...) {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{"", "{", "[]", "null", `{"format":1}`, "\xef\xbb\xbf{}", `{"a":"\ud800"}`, strings.Repeat("[", 300),
		`{"format":1.0}`, `{"format":1e400}`, `{"format":-0.0e-0}`, `{"format":99999999999999999999}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, diags := Check("fuzz.json", data)
		for _, d := range diags {
			if d.File != "fuzz.json" || d.Line < 1 || d.Col < 1 || d.Message == "" {
				t.Fatalf("diagnostic without position or message: %+v", d)
			}
			if inGoWords(d.Message) {
				t.Fatalf("diagnostic in Go's words, not the pack's: %v", d)
			}
		}
		if p == nil || diags.HasErrors() {
			return
		}
		enc, err := Encode(p)
		if err != nil {
			t.Fatalf("a valid pack does not encode: %v", err)
		}
		q, diags2 := Check("fuzz.json", enc)
		if q == nil || diags2.HasErrors() {
			t.Fatalf("canonical encoding of a valid pack is invalid:\n%s\n%s", diags2, enc)
		}
	})
}
