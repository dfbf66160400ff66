package schema

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files under testdata/ with the current output")

// assertGolden compares got with the golden file. With -update it rewrites
// the file; on a mismatch it writes got to testdata/failed/ for inspection.
func assertGolden(t *testing.T, golden string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run 'go test ./schema -update' to create it)", err)
	}
	if string(want) != string(got) {
		failed := filepath.Join("testdata", "failed", filepath.Base(filepath.Dir(golden))+"-"+filepath.Base(golden))
		_ = os.MkdirAll(filepath.Dir(failed), 0o755)
		_ = os.WriteFile(failed, got, 0o644)
		t.Errorf("output differs from %s (got written to %s):\n--- want\n%s--- got\n%s", golden, failed, want, got)
	}
}
