package cli

import (
	"strings"

	"github.com/tilesmith/tilesmith/engine/sim"
)

// parseReport reads simulate's --report: none, or a comma-separated list
// of balance (the balance report) and quality (the game-quality report).
func parseReport(s string) (balance, quality bool, err error) {
	if strings.TrimSpace(s) == "" {
		return false, false, nil
	}
	for _, name := range strings.Split(s, ",") {
		switch strings.TrimSpace(name) {
		case "balance":
			balance = true
		case "quality":
			quality = true
		default:
			return false, false, usageErrorf("--report %q: give one or more, comma-separated, of the reports simulate adds: %s", s, strings.Join(simulateReports, ", "))
		}
	}
	return balance, quality, nil
}

// qualityFlags are the quality report's flags.
type qualityFlags struct {
	deals, skillFrom, skillSteps int
}

// config is the quality report the flags ask for.
func (q qualityFlags) config() sim.QualityConfig {
	c := sim.DefaultQuality()
	c.Deals, c.SkillFrom, c.SkillSteps = q.deals, q.skillFrom, q.skillSteps
	return c
}

// check refuses what the report cannot play, in the flags' terms.
func (q qualityFlags) check() error {
	d := sim.DefaultQuality()
	switch {
	case q.deals < 1:
		return usageErrorf("--quality-deals %d: give 1 or more (default %d)", q.deals, d.Deals)
	case q.skillSteps < 0 || q.skillSteps > 8:
		return usageErrorf("--skill-steps %d: give 0 (no skill trace) to 8 (default %d)", q.skillSteps, d.SkillSteps)
	case q.skillSteps > 0 && (q.skillFrom < 1 || q.skillFrom<<q.skillSteps > 100_000):
		return usageErrorf("--skill-from %d: give a budget of 1 or more whose last step, mcts:%d, stays within mcts:100000", q.skillFrom, q.skillFrom<<q.skillSteps)
	}
	return nil
}

// register adds the quality report's flags.
func (q *qualityFlags) register(f interface {
	IntVar(p *int, name string, value int, usage string)
}) {
	d := sim.DefaultQuality()
	f.IntVar(&q.deals, "quality-deals", d.Deals, "with --report quality: the deals it plays (each in every rotation of the seats, and in every step of the skill trace)")
	f.IntVar(&q.skillFrom, "skill-from", d.SkillFrom, "with --report quality: the skill trace's first budget: mcts:N against mcts:2N, doubling at each step")
	f.IntVar(&q.skillSteps, "skill-steps", d.SkillSteps, "with --report quality: the skill trace's steps (0: none)")
}
