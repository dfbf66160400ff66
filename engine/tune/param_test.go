package tune

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
	"github.com/tilesmith/tilesmith/schema"
)

// A parameter is written in place: the pack's file keeps every other byte,
// and the value reads back.
func TestSetParams(t *testing.T) {
	data, err := schema.Encode(testpacks.WinterPack(t))
	if err != nil {
		t.Fatal(err)
	}
	ps := []Param{{Pointer: "/rules/classic/scoring/city/complete/perPennant", Low: 0, High: 5}, {Pointer: "/rules/classic/followers", Low: 1, High: 12}}
	out, err := setParams(data, ps, []int{1, 10})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{1, 10} {
		if got, err := paramValue(out, ps[i]); err != nil || got != want {
			t.Errorf("%s reads %d, %v; want %d", ps[i].Pointer, got, err, want)
		}
	}
	if diff := len(out) - len(data); diff != 1 { // 7 → 10 is one byte longer, 2 → 1 the same
		t.Errorf("the file changed by %d bytes, want 1", diff)
	}
	if !bytes.HasPrefix(out, data[:bytes.Index(data, []byte(`"followers"`))]) {
		t.Error("the bytes before the first change moved")
	}
}

func TestParseParam(t *testing.T) {
	tests := []struct{ in, says string }{
		{"/rules/classic/followers=5..9", ""},
		{"/tiles/0/id=1..2", "a JSON pointer to a whole number of the pack's rules"},
		{"/rules/classic/followers=9..5", "low end must be below"},
		{"/rules/classic/followers=5", "a JSON pointer"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := ParseParam(tt.in)
			if tt.says == "" {
				if err != nil || p.String() != tt.in {
					t.Fatalf("ParseParam(%q) = %v, %v", tt.in, p, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.says) {
				t.Fatalf("ParseParam(%q) = %v; want an error saying %q", tt.in, err, tt.says)
			}
		})
	}
}
