package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/records with the current output")

// TestRecordCorpus: every game record the CLI has written (classic, The
// City, The Castle, Messages and Mists, every house rule, hands, tables,
// levels, wall rounds; each ruleset's moves of format 1 and the game's
// steps of format 2, steps-*.json and the twins' *.steps.json) still replays to the same result. Each testdata/records/<name>.json is a record (written by
// tilesmith play, its pack beside it or built in) and <name>.want what
// tilesmith score printed for it; a change there is a rules change or a
// broken record format, and must be explained. go test -update rewrites
// the .want files.
func TestRecordCorpus(t *testing.T) {
	records, err := filepath.Glob(filepath.Join("testdata", "records", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range records {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(`"moves"`)) {
			continue // a pack the records name
		}
		n++
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := Run([]string{"score", path}, &stdout, &stderr); code != ExitOK {
				t.Fatalf("score %s: exit %d: %s", path, code, stderr.String())
			}
			want := filepath.Join("testdata", "records", name+".want")
			if *update {
				if err := os.WriteFile(want, stdout.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			golden, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run go test ./internal/cli -run TestRecordCorpus -update to write it)", err)
			}
			if !bytes.Equal(stdout.Bytes(), golden) {
				t.Errorf("score %s changed; first difference near: %s", path, firstDifference(stdout.Bytes(), golden))
			}
		})
	}
	if n < 6 {
		t.Errorf("the corpus holds %d records; it should hold every kind the CLI writes", n)
	}
}

// TestRecordCorpusTwins: a twin is one game written both ways by the
// build that still wrote both (65cddea, issue 33) — <name>.json its
// ruleset's moves (format 1), <name>.steps.json its steps (format 2) —
// for every ruleset, with random, greedy and search bots, hands, crop
// circles and every Mists level. Each scores as the other: the readers of
// format 1 and the replay of format 2 agree, whichever changes.
func TestRecordCorpusTwins(t *testing.T) {
	twins, err := filepath.Glob(filepath.Join("testdata", "records", "*-twin-*.steps.json"))
	if err != nil {
		t.Fatal(err)
	}
	rulesets := map[string]bool{}
	for _, steps := range twins {
		name := strings.TrimSuffix(filepath.Base(steps), ".steps.json")
		rulesets[strings.SplitN(name, "-", 2)[0]] = true
		t.Run(name, func(t *testing.T) {
			score := func(path string) []byte {
				var stdout, stderr bytes.Buffer
				if code := Run([]string{"score", path}, &stdout, &stderr); code != ExitOK {
					t.Fatalf("score %s: exit %d: %s", path, code, stderr.String())
				}
				return stdout.Bytes()
			}
			moves, fromSteps := score(filepath.Join("testdata", "records", name+".json")), score(steps)
			if !bytes.Equal(moves, fromSteps) {
				t.Errorf("the moves and the steps of one game score apart; first difference near: %s", firstDifference(moves, fromSteps))
			}
		})
	}
	for _, r := range []string{"classic", "messages", "city", "castle", "mists"} {
		if !rulesets[r] {
			t.Errorf("the corpus holds no twin of %s", r)
		}
	}
}

// firstDifference shows where two outputs part.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-40)
	return "got …" + string(got[from:min(len(got), i+40)]) + "… want …" + string(want[from:min(len(want), i+40)]) + "…"
}

// TestRecordCorpusDraws: render and export --format tiled replay a record
// of any ruleset without naming it and draw its board — classic and Mists
// alike, every record of the corpus.
func TestRecordCorpusDraws(t *testing.T) {
	records, err := filepath.Glob(filepath.Join("testdata", "records", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	tiled := map[string]bool{} // one Tiled export per ruleset: it draws the whole pack
	for _, path := range records {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(`"moves"`)) {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		ruleset, _, _ := strings.Cut(name, "-")
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			png := filepath.Join(dir, "board.png")
			var stdout, stderr bytes.Buffer
			if code := Run([]string{"render", path, "--size", "32", "--out", png}, &stdout, &stderr); code != ExitOK {
				t.Fatalf("render %s: exit %d: %s", path, code, stderr.String())
			}
			if info, err := os.Stat(png); err != nil || info.Size() == 0 {
				t.Errorf("render %s wrote no picture: %v", path, err)
			}
			if tiled[ruleset] {
				return
			}
			tiled[ruleset] = true
			out := filepath.Join(dir, "map")
			stdout.Reset()
			if code := Run([]string{"export", path, "--format", "tiled", "--size", "32", "--out", out}, &stdout, &stderr); code != ExitOK {
				t.Fatalf("export %s --format tiled: exit %d: %s", path, code, stderr.String())
			}
			if _, err := os.Stat(filepath.Join(out, name+".tmj")); err != nil {
				t.Errorf("export %s --format tiled wrote no map: %v", path, err)
			}
			if !strings.Contains(stdout.String(), "tiles on the board") {
				t.Errorf("export %s --format tiled says %q", path, stdout.String())
			}
		})
	}
	if !tiled["classic"] || !tiled["mists"] {
		t.Errorf("the corpus should hold classic and Mists records; exported %v", tiled)
	}
}
