package sim_test

import (
	"context"
	"testing"

	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/sim"
	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// BenchmarkGame plays one game per iteration through a ruleset's
// simulation worker, as sim.Run does on each core: a classic 2-player game
// of random bots on WD (0 allocations), a Mists Level 3 game of the random
// team for 2; then both counting the balance report's sums too
// (Config.Balance). games/s = 1e9 / ns/op.
func BenchmarkGame(b *testing.B) {
	for _, bc := range []struct {
		name  string
		setup rulesets.SimSetup
	}{
		{"classic", rulesets.SimSetup{Set: testpacks.Winter(b), Mix: "WD", Players: []string{"Red", "Blue"}, Agents: []string{"random", "random"}}},
		{"mists", rulesets.SimSetup{Set: testpacks.FreshSet(b, "mists"), Mix: "level-3", Players: []string{"P1", "P2"}, Agents: []string{"random"}}},
		// The same games counting the balance report's sums as well.
		{"classic-balance", rulesets.SimSetup{Set: testpacks.Winter(b), Mix: "WD", Players: []string{"Red", "Blue"}, Agents: []string{"random", "random"}, Balance: true}},
		{"mists-balance", rulesets.SimSetup{Set: testpacks.FreshSet(b, "mists"), Mix: "level-3", Players: []string{"P1", "P2"}, Agents: []string{"random"}, Balance: true}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			w, err := rulesets.NewSimWorker(bc.setup)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				seed++
				if err := w.Play(seed); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkSimulate measures simulate's throughput (random bots, 2
// players, WD) with 1 and 2 workers: games/s should roughly double.
func BenchmarkSimulate(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(map[int]string{1: "workers=1", 2: "workers=2"}[workers], func(b *testing.B) {
			cfg := configs(b, 20_000)["classic"]
			cfg.Agents = []string{"random", "random"}
			cfg.Mix = "WD"
			cfg.Workers = workers
			b.ReportAllocs()
			games := 0
			for b.Loop() {
				if _, err := sim.Run(context.Background(), cfg); err != nil {
					b.Fatal(err)
				}
				games += cfg.Games
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
