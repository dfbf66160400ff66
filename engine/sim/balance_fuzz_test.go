package sim_test

import (
	"encoding/json"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// FuzzDecodePartialBalance: a partial report is outside input to merge,
// and its balance sums may be anything. Whatever the bytes, DecodePartial
// refuses them in words or reads sums whose merged report is numbers JSON
// can write (no NaN or infinity from a matrix or a variance gone wrong):
// never a panic.
func FuzzDecodePartialBalance(f *testing.F) {
	for _, cfg := range []sim.Config{
		{Set: testpacks.Winter(f), Mix: "WD", Agents: []string{"random", "greedy"}, Games: 30, Seed: 2, Balance: true},
		{Set: testpacks.FreshSet(f, "mists"), Mix: "level-3", Agents: []string{"random"}, Players: 2, Games: 30, Seed: 2, Balance: true},
	} {
		f.Add(partialJSON(f, cfg))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := sim.DecodePartial("fuzz.json", data)
		if err != nil {
			if err.Error() == "" {
				t.Error("an empty error")
			}
			return
		}
		r, err := sim.Merge([]*sim.Partial{p})
		if err != nil {
			return
		}
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("the merged report cannot be written: %v", err)
		}
	})
}
