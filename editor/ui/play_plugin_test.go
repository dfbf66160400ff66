package ui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
	"github.com/tilesmith/tilesmith/engine/rulesets/testdata/roadrace"
)

// TestPlayGameFromOutside: issue 33 — a test-only ruleset, registered by
// importing its package (docs/adding-a-game.md), "plays through … the
// editor's Play tab without an edit elsewhere": two people play Road Race
// to its end, tiles and followers, and the record saved through the
// dialog replays with `tilesmith score` to the scores the tab showed.
func TestPlayGameFromOutside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "roadrace.json")
	if err := os.WriteFile(path, roadrace.PackJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	e, v, kinds := playFileToTheEnd(t, path, "5", nil, takeDecision)
	for _, k := range []engine.DecisionKind{engine.DecidePlacement, engine.DecideFollower} {
		if kinds[k] == 0 {
			t.Errorf("no %s decision in the game (%v)", k, kinds)
		}
	}
	shown, _ := v.play.Standing()
	total := 0
	for _, s := range shown.Scores {
		total += s.Points
	}
	if total == 0 {
		t.Errorf("the tab shows no points after a whole game of roads: %+v", shown.Scores)
	}
	wantScoresReplayed(t, shown, saveAndScore(t, e, v, "roadrace-game.json"))
}
