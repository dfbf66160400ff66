package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestVersionNamesTheCommit builds tilesmith as make build does, from the
// checkout, and checks that 'tilesmith version' names the commit git is
// at: the build information is what shards record and merge compares.
func TestVersionNamesTheCommit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("not a git checkout (%v): a build from a source archive names no commit", err)
	}
	bin := filepath.Join(t.TempDir(), "tilesmith")
	build := exec.Command("go", "build", "-buildvcs=auto", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatalf("tilesmith version: %v", err)
	}
	commit := strings.TrimSpace(string(head))
	if !strings.Contains(string(out), "commit:   "+commit) {
		t.Errorf("tilesmith version does not name commit %s:\n%s", commit, out)
	}
	if !strings.Contains(string(out), "changes:  ") {
		t.Errorf("tilesmith version does not say whether the checkout had changes:\n%s", out)
	}
}
