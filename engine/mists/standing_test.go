package mists

import (
	"strconv"
	"strings"
	"testing"

	"github.com/tilesmith/tilesmith/engine"
)

// TestStanding: the standing names the level's progress, goal and ghosts
// as the game has them, and says how the team fared once it is over.
func TestStanding(t *testing.T) {
	for _, level := range []int{1, 4, 6} {
		g := newLevel(t, level, 2, 3)
		m := NewMatch(g)
		start := m.Standing()
		if start.Over || !strings.HasPrefix(start.Result, "Turn 1:") {
			t.Errorf("level %d: before the first move the standing says over=%v %q", level, start.Over, start.Result)
		}
		fact := func(s engine.Standing, label string) string {
			for _, f := range s.Facts {
				if f.Label == label {
					return f.Value
				}
			}
			t.Fatalf("level %d: no %q in %v", level, label, s.Facts)
			return ""
		}
		tm, _ := NewTeam("coop")
		if err := engine.Drive(m, []engine.Agent{TeamAgent{tm}}); err != nil {
			t.Fatal(err)
		}
		end := m.Standing()
		if !end.Over || end.Result == "" || (g.Won() != strings.Contains(end.Result, "won")) {
			t.Errorf("level %d: at the end the standing says over=%v %q (won %v)", level, end.Over, end.Result, g.Won())
		}
		if got, want := fact(end, "Ghosts in the supply"), itoa(g.GhostSupply()); got != want {
			t.Errorf("level %d: ghosts in the supply %s, the game has %s", level, got, want)
		}
		if got := fact(end, "Level"); got != itoa(level) {
			t.Errorf("level %d: standing says level %s", level, got)
		}
		if len(end.Scores) != len(g.Scores()) || end.Scores[0].Points != g.Scores()[0] {
			t.Errorf("level %d: scores %v, the game has %v", level, end.Scores, g.Scores())
		}
		if m.Core() != g.Core() {
			t.Error("Core is not the game's core")
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
