package archtest

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// machineryFiles are the files of a game's package that are machinery,
// not its rules, by the names the packages give them: its registry entry
// (entry.go), copying a position (copy*.go), playouts and their cut-off
// value (rollout*.go, horizon*.go), simulation tallies (sim*.go) and the
// header of its records and what a reader of older records needs of it
// (record*.go, replay*.go). The game's state — its phases, decisions and
// chance events, what every match asks (state.go, decision*.go, match*.go)
// — is its turn, which the rules describe; its bots are counted apart.
var machineryFiles = []string{"entry", "copy", "rollout", "horizon", "sim", "record", "replay"}

// TestMachineryShare: issue 33 — "non-rules machinery in each game package
// ≤ 25% of its lines (from 41–68%)". Lines are the non-blank lines of the
// package's non-test Go files.
func TestMachineryShare(t *testing.T) {
	root := filepath.Join("..", "..")
	const module = "github.com/tilesmith/tilesmith/"
	for _, pkg := range rulesetPackages() {
		dir := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(pkg, module)))
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var all, machinery, bots int
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			n := nonBlankLines(t, f)
			all += n
			name := strings.TrimSuffix(filepath.Base(f), ".go")
			switch {
			case hasAnyPrefix(name, machineryFiles):
				machinery += n
			case hasAnyPrefix(name, []string{"bot", "player"}):
				bots += n
			}
		}
		if all == 0 {
			t.Errorf("%s: no Go files in %s", pkg, dir)
			continue
		}
		share := float64(machinery) / float64(all)
		t.Logf("%-10s %5d lines: machinery %4d (%.0f%%), bots %4d (%.0f%%)", filepath.Base(dir), all, machinery, 100*share, bots, 100*float64(bots)/float64(all))
		if share > 0.25 {
			t.Errorf("%s: machinery is %.0f%% of its %d lines (%d), over the 25%% issue 33 allows: move what is not the game's rules out of it", pkg, 100*share, all, machinery)
		}
	}
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func nonBlankLines(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for sc := bufio.NewScanner(bytes.NewReader(data)); sc.Scan(); {
		if strings.TrimSpace(sc.Text()) != "" {
			n++
		}
	}
	return n
}
