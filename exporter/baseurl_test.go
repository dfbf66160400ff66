package exporter

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/tilesmith/tilesmith/internal/testpacks"
)

// TestCheckBaseURL: the check the editor runs as a base URL is typed
// refuses what the export refuses, in the export's own words (so the
// dialog says what the CLI says), and accepts what the export accepts.
func TestCheckBaseURL(t *testing.T) {
	r := renderer(t, testpacks.WinterPack(t))
	bad := []string{"example.org/addons", "ftp://example.org/addons/", "https://", "https:///addons/", "mailto:me@example.org"}
	good := []string{"", "https://example.org/addons/", "http://example.org/addons", "https://example.org"}
	for _, f := range Formats {
		if !f.Publishes {
			t.Run(f.Name+" takes no base URL", func(t *testing.T) {
				if Publishes(f.Name) {
					t.Errorf("Publishes(%q) is true", f.Name)
				}
			})
			continue
		}
		for _, base := range bad {
			t.Run(f.Name+" refuses "+base, func(t *testing.T) {
				err := CheckBaseURL(f.Name, base)
				if err == nil {
					t.Fatal("accepted")
				}
				dir := t.TempDir()
				out := filepath.Join(dir, "out")
				if f.Name == "jcz" {
					out += ".jca"
				}
				x := Export{Format: f.Name, Mix: "WE3", Out: out, TileSize: 32, BaseURL: base}
				_, _, runErr := x.Run(context.Background(), r)
				if runErr == nil || runErr.Error() != err.Error() {
					t.Errorf("the check says %q, the export %v", err, runErr)
				}
				if entries, _ := os.ReadDir(dir); len(entries) != 0 {
					t.Errorf("the refused export wrote %s", entries[0].Name())
				}
			})
		}
		for _, base := range good {
			t.Run(f.Name+" accepts "+base, func(t *testing.T) {
				if err := CheckBaseURL(f.Name, base); err != nil {
					t.Error(err)
				}
			})
		}
	}
	if !Publishes("tts") || !Publishes("jcz") || Publishes("nonsense") {
		t.Error("tts and jcz publish, an unknown format does not")
	}
}
