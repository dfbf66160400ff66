package castle_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/castle"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestDecodeSimTallyRefusesSumsThatDisagree: a partial report's wall tile
// sums must hold together — no kind played more often than taken, the
// points by kind adding up to the points by seat, nothing negative — or
// merge would add up a run that never happened.
func TestDecodeSimTallyRefusesSumsThatDisagree(t *testing.T) {
	set := testpacks.FreshSet(t, "the-castle")
	w, err := castle.NewSimWorker(rulesets.SimSetup{Set: set, Mix: "base", Players: []string{"Red", "Blue"}, Agents: []string{"greedy", "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 20; seed++ {
		if err := w.Play(seed); err != nil {
			t.Fatal(err)
		}
	}
	good, err := json.Marshal(w.Tally())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := castle.DecodeSimTally(good); err != nil {
		t.Fatalf("the tally as written does not read back: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"played more than taken", func(m map[string]any) {
			taken := m["taken"].([]any)
			played := m["played"].([]any)
			for k := range played {
				played[k] = taken[k].(float64) + 1
			}
		}, "played"},
		{"points by kind and by seat differ", func(m map[string]any) {
			m["wallPoints"].([]any)[0] = m["wallPoints"].([]any)[0].(float64) + 3
		}, "the two sums count the same points"},
		{"negative points", func(m map[string]any) { m["gave"].([]any)[9] = -5.0 }, "negative"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal(good, &m); err != nil {
				t.Fatal(err)
			}
			tc.change(m)
			bad, _ := json.Marshal(m)
			_, err := castle.DecodeSimTally(bad)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("DecodeSimTally = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
