package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 36: "tilesmith analyse GAME.json: for every decision of a record,
// the search's value of the choice made and of the best one, the points
// it cost, the best alternative, with a summary per seat; --format json".
// Every decision of the record is reviewed, the same way each time, in
// every ruleset.
func TestAnalyseReviewsEveryDecision(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		bots string
	}{
		{"classic", []string{"--pack", "winter-edition"}, "random,greedy"},
		{"city", []string{"--pack", "the-city"}, "greedy,random"},
		{"mists", []string{"--pack", "mists", "--mix", "level-2", "--players", "2"}, "coop"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rec := filepath.Join(t.TempDir(), "game.json")
			run(t, append([]string{"play", "--seed", "3", "--bots", tc.bots, "-o", rec}, tc.args...)...)
			out, _ := run(t, "analyse", "--playouts", "40", "--format", "json", rec)
			again, _ := run(t, "analyse", "--playouts", "40", "--format", "json", rec)
			if out != again {
				t.Fatal("the same record and budget reviewed twice differ")
			}
			var review struct {
				Decisions []struct {
					Number int
					Played struct{ Option int }
					Best   struct {
						Option int
						Label  string
					}
					Cost   float64
					Forced bool
				}
				Seats []struct {
					Player    string
					Decisions int
				}
			}
			if err := json.Unmarshal([]byte(out), &review); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(rec)
			if err != nil {
				t.Fatal(err)
			}
			steps := strings.Count(string(data), `"decide":`)
			if len(review.Decisions) != steps || steps == 0 {
				t.Fatalf("%d decisions reviewed of the record's %d", len(review.Decisions), steps)
			}
			for i, d := range review.Decisions {
				if d.Number != i+1 || d.Best.Label == "" || (d.Best.Option == d.Played.Option && d.Cost != 0) {
					t.Fatalf("decision %d: %+v", i+1, d)
				}
			}
			if len(review.Seats) == 0 {
				t.Fatal("no seat is summed up")
			}
			text, _ := run(t, "analyse", "--playouts", "40", rec)
			if !strings.Contains(text, "as the search") || !strings.Contains(text, "points lost") {
				t.Errorf("the text review has no seat summary:\n%s", text)
			}
		})
	}
}

// Bad input is refused in the user's terms: a record of format 1, a bad
// budget, a missing file.
func TestAnalyseRefuses(t *testing.T) {
	old := filepath.Join("testdata", "records", "castle-twin-base-2p-greedy.json")
	tests := []struct {
		name string
		args []string
		code int
		says string
	}{
		{"format 1", []string{"analyse", old}, ExitInvalid, "is of format 1"},
		{"no playouts", []string{"analyse", "--playouts", "0", old}, ExitUsage, "--playouts 0: give a number of playouts a decision from 1 to 1000000"},
		{"no file", []string{"analyse", "no-such-game.json"}, ExitUsage, "no-such-game.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs strings.Builder
			if code := Run(tt.args, &out, &errs); code != tt.code || !strings.Contains(errs.String(), tt.says) {
				t.Fatalf("exit %d, stderr %q; want exit %d saying %q", code, errs.String(), tt.code, tt.says)
			}
		})
	}
}
