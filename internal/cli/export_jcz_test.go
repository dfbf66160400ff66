package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportJCZCatalogue: export --format jcz to a .jca with --base-url
// writes the FanCloisterZone catalogue beside it and says so; --base-url
// is refused for other formats.
func TestExportJCZCatalogue(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "we3.jca")
	var stdout, stderr bytes.Buffer
	args := []string{"export", "winter-edition", "--format", "jcz", "--mix", "WE3", "--size", "32", "--out", out, "--base-url", "https://example.org/addons"}
	if code := Run(args, &stdout, &stderr); code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	catalogue := filepath.Join(dir, "addons.json")
	if !strings.Contains(stdout.String(), "(version 1)") || !strings.Contains(stdout.String(), catalogue) {
		t.Errorf("the summary %q names neither the version nor the catalogue", stdout.String())
	}
	data, err := os.ReadFile(catalogue)
	if err != nil || !strings.Contains(string(data), `"url": "https://example.org/addons/we3.jca"`) {
		t.Errorf("catalogue %s (%v)", data, err)
	}
	stdout.Reset()
	stderr.Reset()
	args = []string{"export", "winter-edition", "--format", "zip", "--out", filepath.Join(dir, "p.zip"), "--base-url", "https://example.org/"}
	if code := Run(args, &stdout, &stderr); code != ExitUsage || !strings.Contains(stderr.String(), "--format tts or jcz") {
		t.Errorf("--base-url with zip: exit %d, %q", code, stderr.String())
	}
}
