package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine/rulesets/testdata/coinflip"
)

// qualityReport is the part of simulate's JSON report the tests read.
type qualityReport struct {
	Quality struct {
		SkillDepth int `json:"skillDepth"`
		Skill      []struct {
			Games     int  `json:"games"`
			StillWins bool `json:"stillWins"`
		} `json:"skill"`
		Luck *struct {
			Deals int `json:"deals"`
			CI    *struct {
				Low, High float64
			} `json:"luckCI95"`
		} `json:"luck"`
		Drama *struct {
			Games int `json:"games"`
		} `json:"drama"`
		Choice struct {
			All struct {
				Decisions int `json:"decisions"`
			} `json:"all"`
		} `json:"choice"`
	} `json:"quality"`
}

// Issue 36: "a coin-flip game has skill depth 0". In Coin Flip (a game of
// the tests) a seat drawn at random scores the only point at the end:
// mcts:2N wins no more than its fair share against mcts:N, and the deal
// settles nothing.
func TestQualityOfACoinFlip(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "coinflip.json")
	if err := os.WriteFile(pack, coinflip.PackJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := run(t, "simulate", "--pack", pack, "--bots", "random", "--games", "10", "--report", "quality",
		"--quality-deals", "120", "--skill-from", "4", "--skill-steps", "2", "--format", "json")
	var r qualityReport
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	q := r.Quality
	if q.SkillDepth != 0 || len(q.Skill) != 2 || q.Skill[0].Games != 240 {
		t.Errorf("skill depth %d over steps %+v; want 0 over 2 steps of 240 games", q.SkillDepth, q.Skill)
	}
	if q.Luck == nil || q.Luck.Deals != 120 || q.Luck.CI == nil || q.Luck.CI.Low > 0.05 {
		t.Errorf("luck %+v: the deal settles nothing, so its interval should reach 0", q.Luck)
	}
	if q.Drama == nil || q.Choice.All.Decisions == 0 {
		t.Errorf("drama %+v, choice %+v: measured on every game", q.Drama, q.Choice)
	}
}

// The quality report's flags are checked before anything is played.
func TestQualityFlagsRefused(t *testing.T) {
	tests := []struct {
		name string
		args []string
		says string
	}{
		{"no deals", []string{"--quality-deals", "0"}, "--quality-deals 0: give 1 or more"},
		{"too many steps", []string{"--skill-steps", "9"}, "--skill-steps 9: give 0 (no skill trace) to 8"},
		{"too deep", []string{"--skill-from", "50000", "--skill-steps", "2"}, "stays within mcts:100000"},
		{"more shards than deals", []string{"--quality-deals", "2", "--shard", "0/3", "--out", "x.json"}, "cannot be split into 3 shards"},
		{"an unknown report", []string{"--report", "quality,fun"}, "balance, quality"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"simulate", "--games", "10", "--report", "quality"}, tt.args...)
			var out, errs strings.Builder
			if code := Run(args, &out, &errs); code != ExitUsage || !strings.Contains(errs.String(), tt.says) {
				t.Fatalf("exit %d, stderr %q; want exit %d saying %q", code, errs.String(), ExitUsage, tt.says)
			}
		})
	}
}
