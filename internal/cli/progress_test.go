package cli

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

func TestWords(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "1 s"}, {400 * time.Millisecond, "1 s"}, {40 * time.Second, "40 s"}, {59 * time.Second, "59 s"},
		{60 * time.Second, "1 min"}, {80 * time.Second, "1 min 20 s"}, {9*time.Minute + 59*time.Second, "9 min 59 s"},
		{10*time.Minute + 31*time.Second, "11 min"}, {time.Hour, "1 h"}, {2*time.Hour + 5*time.Minute, "2 h 5 min"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := words(tc.d); got != tc.want {
				t.Errorf("words(%v) = %q, want %q", tc.d, got, tc.want)
			}
		})
	}
}

// TestLongRunsSaySo: a run says its plan at once when the estimate says
// it is long, after the first measured seconds when the rate says so, and
// not at all when it is short; without a progress bar it says where it is
// every reportEvery. (The times are shortened: the test's runs take
// milliseconds.)
func TestLongRunsSaySo(t *testing.T) {
	defer func(l, m, r, w time.Duration) { longRun, measureFor, reportEvery, watchEvery = l, m, r, w }(longRun, measureFor, reportEvery, watchEvery)
	longRun, measureFor, reportEvery, watchEvery = 200*time.Millisecond, 60*time.Millisecond, 150*time.Millisecond, 10*time.Millisecond
	plan := runPlan{what: "ladder", games: 100, about: "(1 pairing × 100 games; a, b) of WD of p on 2 workers", hint: "--games N sets another"}
	// play plays games games, each taking per, reporting every game.
	play := func(games int, per time.Duration) func(ctx context.Context, progress func(int)) error {
		return func(ctx context.Context, progress func(int)) error {
			for i := 1; i <= games; i++ {
				time.Sleep(per)
				progress(i)
			}
			return nil
		}
	}
	for _, tc := range []struct {
		name     string
		estimate time.Duration
		per      time.Duration
		want     []string // patterns of stderr's lines, in order
	}{
		{"a short run says nothing", 0, 0, nil},
		{"an estimate of a long run says the plan at once", time.Hour, 100 * time.Microsecond,
			[]string{`^ladder: 100 games \(1 pairing × 100 games; a, b\) of WD of p on 2 workers: about 1 h by the estimate; --games N sets another \(Ctrl-C stops it\)$`}},
		{"a run measured long says its plan, then where it is", 0, 4 * time.Millisecond,
			[]string{`^ladder: 100 games .*: about [0-9]+ s at the rate of the first 1 s; --games N sets another \(Ctrl-C stops it\)$`,
				`^ladder: [0-9]+ of 100 games in 1 s, about [0-9]+ s left$`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			cmd := &cobra.Command{}
			cmd.SetErr(&stderr)
			cmd.SetContext(context.Background())
			p := plan
			p.estimate = tc.estimate
			if _, stopped, err := runWithProgress(cmd, p, play(p.games, tc.per)); err != nil || stopped {
				t.Fatalf("runWithProgress: stopped %v, %v", stopped, err)
			}
			lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
			if stderr.Len() == 0 {
				lines = nil
			}
			if len(lines) < len(tc.want) || len(tc.want) == 0 && len(lines) > 0 {
				t.Fatalf("stderr says\n%s\nwant lines matching %q", stderr.String(), tc.want)
			}
			for i, pattern := range tc.want {
				if !regexp.MustCompile(pattern).MatchString(lines[i]) {
					t.Errorf("line %d says\n%s\nwant it to match %s", i+1, lines[i], pattern)
				}
			}
		})
	}
}
