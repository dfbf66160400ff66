package ladder

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// FuzzDecodePartial: a ladder shard's partial report is outside input to
// merge (a file from another machine). Whatever the bytes, DecodePartial
// refuses them in words or reads a partial that Merge rates into a ladder
// JSON and text can write: never a panic.
func FuzzDecodePartial(f *testing.F) {
	set := testpacks.FreshSet(f, "the-castle")
	p, err := RunShard(context.Background(), Config{Set: set, Mix: "base", Agents: []string{"random", "greedy"}, Games: 4, Seed: 1, Resamples: 5, Shard: sim.Shard{Index: 0, Of: 1}})
	if err != nil {
		f.Fatal(err)
	}
	data, err := json.Marshal(p)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"format":1,"kind":"ladder"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := DecodePartial("fuzz.json", data)
		if err != nil {
			if err.Error() == "" {
				t.Error("an empty error")
			}
			return
		}
		if p.Resamples > 50 {
			return // rating a million resamples is slow, not wrong
		}
		r, err := Merge([]*Partial{p})
		if err != nil {
			return
		}
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("the merged ladder cannot be written as JSON: %v", err)
		}
		var b bytes.Buffer
		if err := r.WriteText(&b); err != nil {
			t.Errorf("the merged ladder cannot be written as text: %v", err)
		}
	})
}
