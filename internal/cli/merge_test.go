package cli

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
)

// run runs a tilesmith command line in-process and returns its stdout and
// stderr, failing the test on a non-zero exit.
func run(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	if code := Run(args, &out, &errs); code != ExitOK {
		t.Fatalf("tilesmith %q: exit %d\n%s", args, code, errs.String())
	}
	return out.String(), errs.String()
}

// TestMergedShardsPrintTheWholeRun: issue 23 — "Sharded runs merged equal
// the unsharded report byte for byte". For every registered ruleset,
// without and with --report balance, and with --report quality (issue 36:
// "Shards carry its sums and merge exactly"), `simulate --shard K/3 --out` three
// times, then `merge` prints the same text (and with --json or --format
// json the same JSON) as `simulate` unsharded, with the same notes on
// stderr.
func TestMergedShardsPrintTheWholeRun(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"classic", []string{"--pack", "winter-edition", "--mix", "WE3", "--bots", "random,greedy"}},
		{"classic with messages", []string{"--pack", "winter-edition", "--with", "messages", "--players", "3", "--bots", "greedy,random,greedy"}},
		{"city", []string{"--pack", "the-city", "--bots", "greedy,random"}},
		{"castle", []string{"--pack", "the-castle", "--bots", "random,greedy"}},
		{"mists", []string{"--pack", "mists", "--mix", "level-5", "--players", "3", "--bots", "random"}},
	} {
		for _, report := range [][]string{nil, {"--report", "balance"}, {"--report", "quality", "--quality-deals", "5", "--skill-from", "2", "--skill-steps", "1"}} {
			t.Run(fmt.Sprint(tc.name, report), func(t *testing.T) {
				dir := t.TempDir()
				simulate := slices.Concat([]string{"simulate", "--games", "40", "--seed", "9"}, tc.args, report)
				var files []string
				for k := range 3 {
					file := filepath.Join(dir, fmt.Sprintf("shard-%d.json", k))
					run(t, slices.Concat(simulate, []string{"--shard", fmt.Sprintf("%d/3", k), "--out", file, "--workers", fmt.Sprint(k + 1)})...)
					files = append(files, file)
				}
				for _, format := range [][]string{nil, {"--json"}, {"--format", "json"}} {
					wantOut, wantErr := run(t, slices.Concat(simulate, format)...)
					gotOut, gotErr := run(t, slices.Concat([]string{"merge"}, format, []string{files[1], files[2], files[0]})...)
					if gotOut != wantOut {
						t.Errorf("merge %q prints\n%s\nwant simulate's\n%s", format, gotOut, wantOut)
					}
					if gotErr != wantErr {
						t.Errorf("merge %q says on stderr\n%s\nwant simulate's\n%s", format, gotErr, wantErr)
					}
					for _, r := range []struct{ name, mark string }{{"balance", "balance"}, {"quality", "uality"}} {
						asked := slices.Contains(report, r.name)
						if printed := bytes.Contains([]byte(gotOut), []byte(r.mark)); printed != asked {
							t.Errorf("merge %q: the %s report printed: %v, want %v", format, r.name, printed, asked)
						}
					}
				}
			})
		}
	}
}
