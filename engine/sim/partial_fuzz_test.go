package sim_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// FuzzDecodePartial: a partial report is outside input to merge (a file
// from another machine), of any ruleset. Whatever the bytes, DecodePartial
// refuses them in words or reads a report that merges — alone, and with a
// copy of itself refused as a shard given twice — into a report JSON can
// write: never a panic, never a sum that wraps.
func FuzzDecodePartial(f *testing.F) {
	for _, cfg := range []sim.Config{
		{Set: testpacks.Winter(f), Mix: "WD", Agents: []string{"random", "greedy"}, Games: 6, Seed: 3, Shard: sim.Shard{Index: 1, Of: 2}},
		{Set: testpacks.FreshSet(f, "the-city"), Mix: "base", Agents: []string{"random", "random", "random"}, Games: 3, Seed: 3},
		{Set: testpacks.FreshSet(f, "the-castle"), Mix: "base", Agents: []string{"random", "greedy"}, Games: 3, Seed: 3},
		{Set: testpacks.FreshSet(f, "mists"), Mix: "level-6", Agents: []string{"random"}, Players: 3, Games: 3, Seed: 3},
		{Set: testpacks.Combined(f, "winter-edition", "messages"), Mix: "WD", Agents: []string{"greedy", "random"}, Games: 3, Seed: 3},
		{Set: testpacks.Winter(f), Mix: "WD", Agents: []string{"random", "random"}, Games: 4, Seed: 3, Shard: sim.Shard{Index: 1, Of: 2}, Quality: &tinyQuality},
		{Set: testpacks.FreshSet(f, "mists"), Mix: "level-1", Agents: []string{"random"}, Players: 2, Games: 2, Seed: 3, Quality: &tinyQuality},
	} {
		f.Add(partialJSON(f, cfg))
	}
	f.Add([]byte(`{"format":1,"games":1000000000000000000,"shard":{"index":0,"of":1000000000000000000}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := sim.DecodePartial("fuzz.json", data)
		if err != nil {
			if err.Error() == "" {
				t.Error("an empty error")
			}
			return
		}
		var m sim.Merger
		if err := m.Add(p); err != nil {
			t.Fatalf("the first part of a merge refused: %v", err)
		}
		if err := m.Add(p); err == nil {
			t.Error("a shard given twice was added")
		}
		r, err := m.Report()
		if err != nil {
			return // shards missing
		}
		if _, err := json.Marshal(r); err != nil {
			t.Errorf("the merged report cannot be written: %v", err)
		}
	})
}

// partialJSON plays the shard cfg names and writes its partial report, a
// fuzz target's seed.
func partialJSON(f *testing.F, cfg sim.Config) []byte {
	f.Helper()
	p, err := sim.RunPartial(context.Background(), cfg)
	if err != nil {
		f.Fatal(err)
	}
	data, err := json.Marshal(p)
	if err != nil {
		f.Fatal(err)
	}
	return data
}
