package proptest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

const (
	// testMutants is how many mutants TestValidPacksRun checks: mutants
	// 0 to testMutants-1, each from base pack number mod the corpus size.
	testMutants = 400
	// minAccepted is the fewest of them validation must accept, so the
	// test does not pass by refusing everything.
	minAccepted = testMutants / 10
	// mutantTimeout stops the test binary when one mutant runs longer (a
	// loop over 2^62 copies does not return).
	mutantTimeout = 2 * time.Minute
	// maxAlloc is what one mutant may allocate in all.
	maxAlloc  = 2 << 30
	validDir  = "../../schema/testdata/valid"
	failedDir = "testdata/failed"
)

func loadCorpus(t testing.TB) []Base {
	t.Helper()
	c, err := Corpus(validDir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCorpusRuns: the property holds for the packs the generator starts
// from, unmutated (else every mutant would fail for the same reason).
func TestCorpusRuns(t *testing.T) {
	for _, b := range loadCorpus(t) {
		t.Run(strings.ReplaceAll(b.Name, "/", "-"), func(t *testing.T) {
			res := checkMutant(t, Mutant{Name: strings.ReplaceAll(b.Name, "/", "-"), Base: b.Name, Data: b.Data})
			if !res.Accepted {
				t.Errorf("%s does not validate", b.Name)
			}
			var head struct{ Ruleset string }
			if err := json.Unmarshal(b.Data, &head); err != nil {
				t.Fatal(err)
			}
			if playable := head.Ruleset == "classic" || head.Ruleset == "mists"; playable && res.Games == 0 {
				t.Errorf("%s: no game played", b.Name)
			}
			if res.Exports == 0 {
				t.Errorf("%s: nothing exported", b.Name)
			}
		})
	}
}

// TestValidPacksRun checks the property on testMutants mutants.
func TestValidPacksRun(t *testing.T) {
	corpus := loadCorpus(t)
	old, _ := filepath.Glob(filepath.Join(failedDir, "*.json"))
	for _, f := range old {
		_ = os.Remove(f) // keep only this run's failures
	}
	var accepted, games, exports, failed int
	start := time.Now()
	for seed := range uint64(testMutants) {
		mt, err := MutantAt(corpus, seed)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(mt.Name, func(t *testing.T) {
			res := checkMutant(t, mt)
			if res.Accepted {
				accepted++
			}
			if len(res.Failures) > 0 {
				failed++
			}
			games += res.Games
			exports += res.Exports
		})
	}
	t.Logf("%d mutants in %v: %d accepted by validation, %d games, %d exports, %d failing",
		testMutants, time.Since(start).Round(time.Millisecond), accepted, games, exports, failed)
	if accepted < minAccepted {
		t.Errorf("validation accepted %d of %d mutants, fewer than %d: the generator no longer makes packs worth playing", accepted, testMutants, minAccepted)
	}
}

// FuzzValidPacksRun checks the property on the mutant numbered seed.
func FuzzValidPacksRun(f *testing.F) {
	corpus := loadCorpus(f)
	// One seed per base pack, beyond TestValidPacksRun's numbers (go test
	// runs these too).
	for i := range uint64(len(corpus)) {
		f.Add(1<<40 + i)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		mt, err := MutantAt(corpus, seed)
		if err != nil {
			t.Fatal(err)
		}
		checkMutant(t, mt)
	})
}

// TestMutantsAreDeterministic: a mutant number names the same bytes on
// every run, so a failure can be reproduced by its name.
func TestMutantsAreDeterministic(t *testing.T) {
	corpus := loadCorpus(t)
	for _, seed := range []uint64{0, 1, 7, 123, 1 << 40} {
		a, err := MutantAt(corpus, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := MutantAt(corpus, seed)
		if !bytes.Equal(a.Data, b.Data) || !slices.Equal(a.Mutations, b.Mutations) {
			t.Errorf("mutant %d differs between two calls: %v / %v", seed, a.Mutations, b.Mutations)
		}
		if len(a.Mutations) == 0 {
			t.Errorf("mutant %d has no mutation", seed)
		}
	}
}

// checkMutant runs the property on one mutant and reports its failures,
// writing the pack to testdata/failed.
func checkMutant(t *testing.T, mt Mutant) Result {
	t.Helper()
	watchdog := time.AfterFunc(mutantTimeout, func() {
		path := saveFailed(mt)
		panic(fmt.Sprintf("proptest: mutant %s ran longer than %v (saved as %s); mutations:\n\t%s",
			mt.Name, mutantTimeout, path, strings.Join(mt.Mutations, "\n\t")))
	})
	defer watchdog.Stop()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res := Run(mt.Name+".json", mt.Data, Options{Art: ArtFS(), Out: t.TempDir(), Seed: gameSeed(mt), MaxAlloc: maxAlloc})
	runtime.ReadMemStats(&after)
	if d := after.TotalAlloc - before.TotalAlloc; d > maxAlloc {
		res.Failures = append(res.Failures, Failure{"memory", fmt.Sprintf("the mutant allocated %d MiB in all (limit %d MiB)", d>>20, maxAlloc>>20)})
	}
	if len(res.Failures) == 0 {
		return res
	}
	var msg strings.Builder
	fmt.Fprintf(&msg, "mutant %s (base %s, seed %d; games played with --seed %d) validates, but:\n", mt.Name, mt.Base, mt.Seed, gameSeed(mt))
	for _, f := range res.Failures {
		fmt.Fprintf(&msg, "  %s\n", strings.ReplaceAll(f.String(), "\n", "\n    "))
	}
	if len(mt.Mutations) > 0 {
		fmt.Fprintf(&msg, "mutations:\n  %s\n", strings.Join(mt.Mutations, "\n  "))
	}
	fmt.Fprintf(&msg, "pack: %s", saveFailed(mt))
	t.Error(msg.String())
	return res
}

// saveFailed writes a failing mutant (and the artwork it may name) to
// testdata/failed and returns the path, or says why it could not.
func saveFailed(mt Mutant) string {
	path := filepath.Join(failedDir, mt.Name+".json")
	err := os.MkdirAll(filepath.Join(failedDir, "art"), 0o755)
	if err == nil {
		err = os.WriteFile(filepath.Join(failedDir, "art", "ok.png"), ArtFS()["art/ok.png"].Data, 0o644)
	}
	if err == nil {
		err = os.WriteFile(path, append(slices.Clone(mt.Data), '\n'), 0o644)
	}
	if err != nil {
		return fmt.Sprintf("(not saved: %v) %s", err, mt.Data)
	}
	return "internal/proptest/" + path
}

// gameSeed is the seed a mutant's games are played with.
func gameSeed(mt Mutant) uint64 { return mt.Seed + 1 }
