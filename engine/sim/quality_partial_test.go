package sim_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// tinyQuality is a quality report small enough for a test: 2 deals, one
// step of the skill trace at tiny budgets, every 4th decision searched
// with 20 playouts.
var tinyQuality = sim.QualityConfig{Deals: 2, SkillFrom: 2, SkillSteps: 1, ChoiceEvery: 4, ChoicePlayouts: 20}

// A shard's quality sums are outside input to merge: a partial report
// whose quality part does not hold together is refused in words, before
// anything is added.
func TestQualityPartRefused(t *testing.T) {
	cfg := sim.Config{Set: testpacks.Winter(t), Mix: "WD", Agents: []string{"random", "random"}, Games: 4, Seed: 3, Shard: sim.Shard{Index: 0, Of: 2}, Quality: &tinyQuality}
	p, err := sim.RunPartial(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	good, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sim.DecodePartial("good.json", good); err != nil {
		t.Fatalf("the partial report as written is refused: %v", err)
	}
	tests := []struct {
		name, from, to, says string
	}{
		{"more deals than its sums count", `"deals":2`, `"deals":4`, "its sums count"},
		{"no deals", `"deals":2`, `"deals":0`, "the quality report's deals: 0"},
		{"a skill trace of other steps", `"skillSteps":1`, `"skillSteps":2`, "other seats, decisions or steps"},
		{"a budget past the limit", `"skillFrom":2`, `"skillFrom":99999`, "stays within mcts:100000"},
		{"an unknown field", `"config":{`, `"config":{"fun":1,`, "fun"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := strings.Replace(string(good), tt.from, tt.to, 1)
			if bad == string(good) {
				t.Fatalf("%s is not in the partial report", tt.from)
			}
			_, err := sim.DecodePartial("bad.json", []byte(bad))
			if err == nil || !strings.Contains(err.Error(), tt.says) {
				t.Fatalf("got %v, want an error saying %q", err, tt.says)
			}
		})
	}
	// Shards of different quality settings do not merge.
	other := tinyQuality
	other.ChoiceEvery = 5
	cfg.Quality, cfg.Shard = &other, sim.Shard{Index: 1, Of: 2}
	q, err := sim.RunPartial(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var m sim.Merger
	if err := m.Add(p); err != nil {
		t.Fatal(err)
	}
	if err := m.Add(q); err == nil || !strings.Contains(err.Error(), "one decision of 5 searched") {
		t.Fatalf("shards of other quality settings: %v", err)
	}
}
