package messages_test

import (
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/schema"
	"github.com/tilesmith/tilesmith/tilesets"
)

// winterSet is the Winter Edition with the Messages expansion, combined
// as `--with messages` combines them.
func winterSet(t testing.TB) *engine.Set {
	t.Helper()
	return combined(t, nil)
}

// combined is the Winter Edition with the Messages expansion; edit, when
// not nil, changes the combined pack first (extra tiles and mixes for rule
// tests, another deck).
func combined(t testing.TB, edit func(p *schema.Pack)) *engine.Set {
	t.Helper()
	base, _, err := tilesets.Load("winter-edition")
	if err != nil {
		t.Fatal(err)
	}
	exp, _, err := tilesets.Load("messages")
	if err != nil {
		t.Fatal(err)
	}
	p, diags := schema.Combine(base, exp)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if edit != nil {
		if p, err = schema.Clone(p); err != nil {
			t.Fatal(err)
		}
		p.Source = nil
		edit(p)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return set
}
