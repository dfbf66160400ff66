package schema

import (
	"errors"
	"testing"
)

func TestNoMixError(t *testing.T) {
	p := &Pack{ID: "winter-edition", Mixes: []Mix{{ID: "WD"}, {ID: "WE1"}, {ID: "WE2"}, {ID: "WE3"}}}
	tests := []struct{ name, id, want string }{
		{"case differs", "we3", `pack winter-edition has no mix "we3": mix ids are case-sensitive, did you mean "WE3"? (its mixes: WD, WE1, WE2, WE3)`},
		{"a typo", "WE4", `pack winter-edition has no mix "WE4" (its mixes: WD, WE1, WE2, WE3)`},
		{"a near typo", "WDD", `pack winter-edition has no mix "WDD": did you mean "WD"? (its mixes: WD, WE1, WE2, WE3)`},
		{"nothing alike", "base", `pack winter-edition has no mix "base" (its mixes: WD, WE1, WE2, WE3)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := p.Mix(tt.id)
			if m != nil || err == nil || err.Error() != tt.want {
				t.Fatalf("Mix(%q) = %v, %v; want the error %q", tt.id, m, err, tt.want)
			}
			if !errors.Is(err, ErrNoSuchMix) {
				t.Errorf("the error is not ErrNoSuchMix")
			}
		})
	}
	t.Run("found", func(t *testing.T) {
		if m, err := p.Mix("WE2"); err != nil || m != &p.Mixes[2] {
			t.Fatalf("Mix(WE2) = %v, %v", m, err)
		}
	})
	t.Run("no mixes", func(t *testing.T) {
		_, err := (&Pack{ID: "empty"}).Mix("WD")
		if err == nil || err.Error() != `pack empty has no mixes, so no mix "WD"` {
			t.Fatalf("got %v", err)
		}
	})
}
