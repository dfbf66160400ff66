package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// exampleBot is the agent name of the documented example bot
// (docs/agents/example_bot.py), run by python3: the test skips without
// python3, and fails without it when TILESMITH_REQUIRE_TOOLS is set (make
// test installs it).
func exampleBot(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("TILESMITH_REQUIRE_TOOLS") != "" {
			t.Fatal("python3 is needed to run the example outside bot: make test installs it")
		}
		t.Skip("no python3 to run the example outside bot")
	}
	path, err := filepath.Abs(filepath.Join("..", "..", "docs", "agents", "example_bot.py"))
	if err != nil {
		t.Fatal(err)
	}
	return "ext:python3 '" + path + "'"
}

// Issue 36: "The external example bot plays simulate games to the end
// through the protocol" — in every ruleset, beside a built-in bot, and a
// game it played replays from its record to the same scores.
func TestExampleBotPlaysEveryRuleset(t *testing.T) {
	bot := exampleBot(t)
	for _, tc := range []struct {
		name string
		args []string
		bots string
	}{
		{"classic", []string{"--pack", "winter-edition"}, bot + ",greedy"},
		{"classic with messages", []string{"--pack", "winter-edition", "--with", "messages", "--players", "3"}, "greedy," + bot + ",random"},
		{"city", []string{"--pack", "the-city"}, bot + ",greedy"},
		{"castle", []string{"--pack", "the-castle"}, "random," + bot},
		{"mists", []string{"--pack", "mists", "--mix", "level-5", "--players", "3"}, bot},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out, _ := run(t, append([]string{"simulate", "--games", "4", "--seed", "5", "--format", "json", "--bots", tc.bots}, tc.args...)...)
			var report struct{ Games int }
			if err := json.Unmarshal([]byte(out), &report); err != nil || report.Games != 4 {
				t.Fatalf("the report (%v) has %d games, want 4:\n%.500s", err, report.Games, out)
			}
			if !strings.Contains(out, "example_bot.py") {
				t.Errorf("the report does not name the outside bot:\n%.500s", out)
			}
			// A game it plays is recorded, and the record replays to the
			// scores the same game gives when played again: the bot plays
			// a game the same way from the seed the game gives it.
			dir := t.TempDir()
			var scores []string
			for i, name := range []string{"a.json", "b.json"} {
				rec := filepath.Join(dir, name)
				run(t, append([]string{"play", "--seed", "9", "--bots", tc.bots, "-o", rec}, tc.args...)...)
				score, _ := run(t, "score", rec)
				scores = append(scores, score)
				if i == 1 && scores[0] != scores[1] {
					t.Fatalf("the same game played twice scores differently:\n%s\n%s", scores[0], scores[1])
				}
			}
		})
	}
}

// The ladder rates an outside bot like any other agent.
func TestExampleBotOnTheLadder(t *testing.T) {
	bot := exampleBot(t)
	out, _ := run(t, "ladder", "--pack", "the-castle", "--games", "4", "--format", "json", "--bots", bot+",random")
	if !strings.Contains(out, "example_bot.py") {
		t.Fatalf("the ladder does not rate the outside bot:\n%.800s", out)
	}
}

// A program that is not there, or breaks the protocol, is refused with a
// message in the user's terms and the exit code of bad input.
func TestOutsideBotErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		says string
	}{
		{"no such program", []string{"simulate", "--pack", "winter-edition", "--games", "2", "--bots", "ext:./no-such-bot,greedy"}, ExitUsage, "there is no program ./no-such-bot to run"},
		{"no command", []string{"play", "--pack", "the-city", "--bots", "ext:,greedy"}, ExitUsage, `"ext:" names no ext agent: write ext:COMMAND`},
		{"a program that answers nothing", []string{"play", "--pack", "the-city", "--bots", "ext:true,greedy"}, ExitInvalid, "ext:true: it ended without answering"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs strings.Builder
			code := Run(tt.args, &out, &errs)
			if code != tt.code || !strings.Contains(errs.String(), tt.says) {
				t.Fatalf("exit %d, stderr %q; want exit %d saying %q", code, errs.String(), tt.code, tt.says)
			}
			if strings.Contains(errs.String(), "extagent") || strings.Contains(errs.String(), "*") {
				t.Errorf("the message speaks Go: %q", errs.String())
			}
		})
	}
}
