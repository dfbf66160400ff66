package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets"
	"github.com/tilesmith/tilesmith/engine/rulesets/testdata/roadrace"
	"github.com/tilesmith/tilesmith/engine/statetest"
	"github.com/tilesmith/tilesmith/schema"
)

// TestGameFromOutside: issue 33 — "a small test-only ruleset in testdata
// plugs in the documented way and plays through play, score, simulate and
// the editor's Play tab without an edit elsewhere". Road Race registers
// itself when its package is imported (docs/adding-a-game.md); the
// commands reach it through the registry like any built-in game.
func TestGameFromOutside(t *testing.T) {
	dir := t.TempDir()
	pack := filepath.Join(dir, "roadrace.json")
	if err := os.WriteFile(pack, roadrace.PackJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(t *testing.T, args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := Run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("tilesmith %s exits %d: %s%s", strings.Join(args, " "), code, stdout.String(), stderr.String())
		}
		return stdout.String()
	}
	record := filepath.Join(dir, "game.json")
	t.Run("validate", func(t *testing.T) {
		run(t, "validate", pack)
	})
	t.Run("rulesets", func(t *testing.T) {
		if out := run(t, "rulesets"); !strings.Contains(out, roadrace.Name) {
			t.Errorf("tilesmith rulesets does not list %s:\n%s", roadrace.Name, out)
		}
	})
	t.Run("play", func(t *testing.T) {
		run(t, "play", "--pack", pack, "--players", "3", "--bots", "greedy,random,mcts:50", "--seed", "7", "--out", record)
	})
	t.Run("score", func(t *testing.T) {
		var doc struct {
			Scores map[string]int `json:"scores"`
		}
		out := run(t, "score", "--pack", pack, record)
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatalf("score's output: %v\n%.400s", err, out)
		}
		total := 0
		for _, p := range doc.Scores {
			total += p
		}
		if len(doc.Scores) != 3 || total == 0 {
			t.Errorf("scores %v: want 3 seats and some points for roads", doc.Scores)
		}
	})
	t.Run("simulate", func(t *testing.T) {
		out := run(t, "simulate", "--pack", pack, "--bots", "greedy,random", "--games", "20", "--workers", "1", "--json")
		var report struct {
			Games int `json:"games"`
		}
		if err := json.Unmarshal([]byte(out), &report); err != nil {
			t.Fatalf("simulate's report: %v\n%.400s", err, out)
		}
		if report.Games != 20 {
			t.Errorf("simulate reports %d games, want 20", report.Games)
		}
	})
}

// TestRoadRaceState: the test-only game keeps every promise of a game
// state (docs/adding-a-game.md, step 2) when it is reached through the
// registry alone, as any caller reaches it.
func TestRoadRaceState(t *testing.T) {
	p, diags := schema.Check("roadrace.json", roadrace.PackJSON)
	if diags.HasErrors() {
		t.Fatalf("the pack does not validate:\n%v", diags)
	}
	set, err := engine.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	if problems := rulesets.CheckSetups(set); len(problems) > 0 {
		t.Fatalf("set-ups: %v", problems)
	}
	for _, players := range []int{2, 4} {
		t.Run(fmt.Sprintf("%d players", players), func(t *testing.T) {
			seats := []string{"A", "B", "C", "D"}[:players]
			statetest.Check(t, statetest.Config{New: func(t testing.TB, seed uint64) engine.State {
				m, err := rulesets.NewMatch(set, nil, "race", seats, seed)
				if err != nil {
					t.Fatal(err)
				}
				return engine.Underlying(m).(engine.State)
			}})
		})
	}
}
